import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Container } from 'inversify';
import { bindBrowserAdapters } from './di/bindBrowserAdapters';
import { bindUseCases } from './di/bindUseCases';
import { PORTS } from './di/tokens';
import { InMemoryAuth } from './modules/auth/infrastructure/InMemoryAuth';
import { App } from './ui/app/App';
import './ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Temporary until the Firebase composition root lands.
const container = new Container();
bindBrowserAdapters(container, new URL(import.meta.env.BASE_URL, window.location.href).href);
container.bind(PORTS.AuthPort).toConstantValue(new InMemoryAuth());
bindUseCases(container);

createRoot(root).render(
  <StrictMode>
    <App container={container} />
  </StrictMode>,
);
