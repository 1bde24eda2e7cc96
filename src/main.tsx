import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createBrowserContainer } from '@/di/createBrowserContainer';
import { USE_CASES } from '@/di/tokens';
import { App } from '@/ui/app/App';
import { reloadOnStaleChunk } from '@/ui/app/reloadOnStaleChunk';
import { prefetchRoute } from '@/ui/app/routes';
import { resolve } from '@/ui/di/useInjection';
import { nextTask } from '@/modules/shared/infrastructure/nextTask';
import '@/ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(element: HTMLElement): Promise<void> {
  // Each step in a task of its own (the modules' evaluation being the first): ADR 0021.
  await nextTask();
  // The composition root for this build: the local emulator, or production Firebase when configured.
  const container = createBrowserContainer();
  // A deploy removes the chunks of the version before it: a page still running that version
  // reloads into the new one when it asks for one, unless that would cost input or land nowhere.
  // Before the first import of a chunk: the first page's, just below.
  reloadOnStaleChunk(window, resolve(container, USE_CASES.ReloadForStaleChunk));
  await nextTask();
  // What the first page needs, all at once: its chunk, the auth state and (for the plant screens)
  // the catalogue. The first render waits for the chunk, so the page appears whole, with no
  // Suspense fallback in between (React holds back content revealed after a fallback).
  await prefetchRoute(window.location.pathname, container);
  startTransition(() =>
    createRoot(element).render(
      <StrictMode>
        <BrowserRouter>
          <App container={container} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

// A promise, not a top-level await: that would make the bundler split the entry into many chunks.
void start(root);
