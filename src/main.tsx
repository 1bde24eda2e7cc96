import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserContainer } from './di/createBrowserContainer';
import { App } from './ui/app/App';
import { PreviewBanner } from './ui/layout/PreviewBanner';
import './ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The composition root for this build: the local emulator, or production Firebase when configured.
const container = createBrowserContainer();

createRoot(root).render(
  <StrictMode>
    <App container={container} banner={<PreviewBanner />} />
  </StrictMode>,
);
