import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers one path. */
export type HttpAnswer =
  | {
      readonly kind: 'body';
      readonly status: number;
      readonly contentType: string;
      readonly body: string;
    }
  | { readonly kind: 'file'; readonly path: string; readonly contentType: string }
  | { readonly kind: 'drop-connection' };

export const answers = {
  json: (value: unknown, status = 200): HttpAnswer => ({
    kind: 'body',
    status,
    contentType: 'application/json',
    body: JSON.stringify(value),
  }),
  text: (body: string, status = 200, contentType = 'text/plain'): HttpAnswer => ({
    kind: 'body',
    status,
    contentType,
    body,
  }),
  /** The file as it is on disk at the time of the request. */
  file: (path: string, contentType = 'application/json'): HttpAnswer => ({
    kind: 'file',
    path,
    contentType,
  }),
  dropConnection: (): HttpAnswer => ({ kind: 'drop-connection' }),
};

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
}

/**
 * A real HTTP server on 127.0.0.1 and a random free port, answering each path
 * as told (404 for any other). It records the requests it receives.
 */
export class TestHttpServer {
  private readonly routes = new Map<string, HttpAnswer>();
  private readonly received: ReceivedRequest[] = [];
  private origin = '';

  private constructor(private readonly server: Server) {}

  static async start(): Promise<TestHttpServer> {
    const testServer: TestHttpServer = new TestHttpServer(
      createServer((request, response) => {
        const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
        testServer.received.push({
          method: request.method ?? 'GET',
          path,
          headers: request.headers,
        });
        const answer = testServer.routes.get(path);
        if (!answer) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
          return;
        }
        if (answer.kind === 'drop-connection') {
          request.socket.destroy();
          return;
        }
        if (answer.kind === 'file') {
          readFile(answer.path).then(
            (content) =>
              response.writeHead(200, { 'content-type': answer.contentType }).end(content),
            () => response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found'),
          );
          return;
        }
        response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
      }),
    );
    await new Promise<void>((resolve, reject) => {
      testServer.server.once('error', reject);
      testServer.server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = testServer.server.address() as AddressInfo;
    testServer.origin = `http://127.0.0.1:${port}`;
    return testServer;
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  answer(path: string, answer: HttpAnswer): void {
    this.routes.set(path, answer);
  }

  requestsTo(path: string): ReceivedRequest[] {
    return this.received.filter((request) => request.path === path);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }
}
