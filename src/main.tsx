import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createInMemoryContainer } from './di/inMemoryContainer';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = createInMemoryContainer();
createRoot(root).render(<StrictMode><p>{String(Boolean(container))}</p></StrictMode>);
