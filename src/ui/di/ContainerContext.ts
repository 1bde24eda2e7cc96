import { createContext } from 'react';
import type { ServiceContainer } from '@/di/Token';

export const ContainerContext = createContext<ServiceContainer | null>(null);
