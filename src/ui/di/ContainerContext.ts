import { createContext } from 'react';
import type { Container } from 'inversify';

export const ContainerContext = createContext<Container | null>(null);
