// The bench's static server: a production build (dist/) on a random loopback port, with the
// single-page-app fallback of the real host (firebase.json's rewrite) and its compression: text is
// sent Brotli-compressed to a browser that accepts it, gzip otherwise ("served as gzip or Brotli",
// Firebase Hosting's documentation). An override replaces a file by an in-memory body (the
// generated plants.json of the scale runs). A mount serves another build under a path prefix (the
// floor app under /floor/, issue 12), with its own single-page fallback. Node built-ins only.
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
 * @param {{ dir: string, host?: string, mounts?: Record<string, string> }} options `mounts`: a
 *   path prefix ending in '/' -> the build folder served there (same server, same origin).
 * @returns {Promise<{ url: string, setOverride: (pathname: string, body: Buffer) => void,
 *   clearOverride: (pathname: string) => void, close: () => Promise<void> }>}
 */
export async function serveBuild({ dir, host = '127.0.0.1', mounts = {} }) {
  /** [prefix, folder], longest prefix first; '/' is the main build. */
  const roots = [...Object.entries(mounts).map(([prefix, folder]) => [prefix, resolve(folder)])]
    .sort((a, b) => b[0].length - a[0].length)
    .concat([['/', resolve(dir)]]);
  for (const [, folder] of roots) {
    if (!(await isFile(join(folder, 'index.html'))))
      throw new Error(`${join(folder, 'index.html')} does not exist: build first.`);
  }
  /** pathname -> body served instead of the file (e.g. '/plants.json'). */
  const overrides = new Map();
  /** Each file's (by path) and each override's (by body) compressed forms, made once. */
  const compressedFiles = new Map();
  const compressedOverrides = new WeakMap();
  const compress = (body, quality) => ({
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: gzipSync(body),
  });

  // Compressed up front, as a host serves pre-compressed assets: compressing a large file on its
  // first request would show up as server time in every timing (Lighthouse's included).
  for (const [, folder] of roots) {
    for (const name of await readdir(folder, { recursive: true })) {
      const file = join(folder, name);
      if (COMPRESSIBLE.has(extname(file).toLowerCase()) && (await isFile(file))) {
        compressedFiles.set(file, compress(await readFile(file), 11));
      }
    }
  }

  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const fullPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const [prefix, base] = roots.find(([start]) => `${fullPath}/`.startsWith(start));
      const indexHtml = join(base, 'index.html');
      const pathname = `/${fullPath.slice(prefix.length)}`;
      let file = normalize(join(base, pathname));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      const override = prefix === '/' ? overrides.get(pathname) : undefined;
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
      const accepted = req.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (COMPRESSIBLE.has(ext) && encoding) {
        let forms = override ? compressedOverrides.get(override) : compressedFiles.get(file);
        if (!forms) {
          forms = compress(body, 11);
          if (override) compressedOverrides.set(override, forms);
          else compressedFiles.set(file, forms);
        }
        body = forms[encoding];
        headers['Content-Encoding'] = encoding;
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
      compressedOverrides.set(body, compress(body, 5));
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
