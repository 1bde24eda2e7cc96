// The bench's static server: a production build (dist/) on a random loopback port, with the
// single-page-app fallback of the real host and gzip for text, as Firebase Hosting serves it.
// `overrides` replaces a file by an in-memory body (the generated plants.json of the scale runs).
// Node built-ins only.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * @param {{ dir: string, host?: string }} options
 * @returns {Promise<{ url: string, setOverride: (pathname: string, body: Buffer) => void,
 *   clearOverride: (pathname: string) => void, close: () => Promise<void> }>}
 */
export async function serveBuild({ dir, host = '127.0.0.1' }) {
  const base = resolve(dir);
  const indexHtml = join(base, 'index.html');
  if (!(await isFile(indexHtml))) throw new Error(`${indexHtml} does not exist: build first.`);
  /** pathname -> body served instead of the file (e.g. '/plants.json'). */
  const overrides = new Map();
  /** Gzip of each file (by path) and of each override (by body), computed once. */
  const gzipOfFile = new Map();
  const gzipOfOverride = new WeakMap();

  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(base, pathname));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      const override = overrides.get(pathname);
      let body = override;
      if (!body) {
        if (!(await isFile(file))) {
          const wantsHtml = /text\/html/.test(req.headers.accept ?? '');
          if (extname(pathname) !== '' && !wantsHtml) {
            res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`Not Found: ${pathname}`);
            return;
          }
          file = indexHtml; // SPA fallback, as firebase.json rewrites it
        }
        body = await readFile(file);
      }
      const ext = extname(override ? pathname : file).toLowerCase();
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
      };
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        let gz = override ? gzipOfOverride.get(override) : gzipOfFile.get(file);
        if (!gz) {
          gz = gzipSync(body);
          if (override) gzipOfOverride.set(override, gz);
          else gzipOfFile.set(file, gz);
        }
        body = gz;
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.destroy();
    }
  });
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, host, done);
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${port}`,
    /** Serves `body` at `pathname` from now on; its gzip is made here, not on the first request. */
    setOverride(pathname, body) {
      overrides.set(pathname, body);
      gzipOfOverride.set(body, gzipSync(body));
    },
    clearOverride(pathname) {
      overrides.delete(pathname);
    },
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
