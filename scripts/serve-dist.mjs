#!/usr/bin/env node
// A tiny static server for the production bundle in dist/, with the single-page-app fallback the
// real host has (firebase.json rewrites every unknown path to /index.html). Node built-ins only.
//
//   node scripts/serve-dist.mjs [--port 4173] [--host 127.0.0.1] [--dir dist]
//   import { serveDist } from './serve-dist.mjs'; const { url, close } = await serveDist({ port: 0 });
//
// Fallback rule: a GET/HEAD for a path that is not a file gets index.html when it looks like a page
// (no file extension, or the client asks for text/html); a missing asset (/x.js, /img.svg) is a
// real 404 so broken asset links show up in tests instead of being masked by HTML.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Serves `dir` on http://host:port (port 0 = any free port). Resolves once listening.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveDist({
  dir = join(ROOT, 'dist'),
  host = '127.0.0.1',
  port = 0,
  log = () => {},
} = {}) {
  const base = resolve(dir);
  const indexHtml = join(base, 'index.html');
  if (!(await fileAt(indexHtml))) {
    throw new Error(`${indexHtml} does not exist: build first (npm run build).`);
  }

  const server = createServer(async (req, res) => {
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        send(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
        return;
      }
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        send(400, 'Bad Request');
        return;
      }
      if (pathname.includes('\0')) {
        send(400, 'Bad Request');
        return;
      }
      let file = normalize(join(base, pathname));
      if (file !== base && !file.startsWith(base + sep)) {
        send(403, 'Forbidden');
        return;
      }
      let info = await fileAt(file);
      if (!info && (await fileAt(join(file, 'index.html')))) {
        file = join(file, 'index.html');
        info = await fileAt(file);
      }
      if (!info) {
        const wantsHtml = /text\/html/.test(req.headers.accept ?? '');
        if (extname(pathname) === '' || wantsHtml) {
          file = indexHtml;
          info = await fileAt(file);
        }
      }
      if (!info) {
        log(`404 ${pathname}`);
        send(404, `Not Found: ${pathname}`);
        return;
      }
      const isHtml = file.endsWith('.html');
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
        // Hashed assets may be cached; HTML and data must always be revalidated.
        'Cache-Control':
          !isHtml && pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch (error) {
      log(`500 ${req.url}: ${error.message}`);
      if (!res.headersSent) send(500, 'Internal Server Error');
      else res.destroy();
    }
  });

  // Keep-alive sockets from the browser must not hold close() open.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolveClose) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolveClose());
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
  };
  const { url, close } = await serveDist({
    dir: resolve(option('dir', join(ROOT, 'dist'))),
    host: option('host', '127.0.0.1'),
    port: Number(option('port', '4173')),
    log: (line) => console.log(line),
  });
  console.log(`Serving dist/ on ${url} (SPA fallback to index.html). Ctrl-C to stop.`);
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
