import { afterAll, beforeAll, vi } from 'vitest';
import type { PreviewBackendStatus } from '@/modules/preview/domain/PreviewBackendStatus';
import { HttpPreviewBackend } from '@/modules/preview/infrastructure/HttpPreviewBackend';
import { describePreviewBackendContract } from './PreviewBackendPort.contract';
import { answers, TestHttpServer, type HttpAnswer } from './support/httpServer';

/**
 * HttpPreviewBackend polling a real HTTP server on 127.0.0.1 that answers 200 while the backend
 * runs and 503 while it does not. Its timings (a check every 2 s, 1.5 s to answer) are tested on
 * a controlled clock in test/unit/modules/preview/infrastructure/HttpPreviewBackend.test.ts; here
 * it checks every few milliseconds, and the suite waits for the server to have been asked, never
 * for the clock.
 */
let server: TestHttpServer;
let backends = 0;

beforeAll(async () => {
  server = await TestHttpServer.start();
});

afterAll(async () => {
  await server.stop();
});

function answerFor(status: PreviewBackendStatus): HttpAnswer {
  return status === 'running' ? answers.json({}) : answers.text('Service Unavailable', 503);
}

describePreviewBackendContract('HttpPreviewBackend over HTTP', {
  create(status) {
    backends += 1;
    const path = `/backend-${backends}/status`;
    server.answer(path, answerFor(status));
    return {
      backend: new HttpPreviewBackend({ url: server.url(path), intervalMs: 5 }),
      set: (next) => server.answer(path, answerFor(next)),
      async checked() {
        // Every request the server receives from now on gets the answer set before this call;
        // the adapter asks again only once it has told what the previous answer said. Three more
        // requests: at most one is a check still on its way from a poll that was stopped, and of
        // the other two the second proves the first was told.
        const asked = server.requestsTo(path).length;
        await vi.waitFor(
          () => {
            if (server.requestsTo(path).length < asked + 3) throw new Error('not asked yet');
          },
          { timeout: 10_000, interval: 5 },
        );
      },
    };
  },
});
