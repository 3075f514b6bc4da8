#!/usr/bin/env node
// Serves a built bundle (default dist/, the production build) and answers /api/v1/* with the
// demo API's own MSW handlers over plain HTTP, so Lighthouse measures the production bundle
// without the mock service worker. Usage: node scripts/demo-api-server.mjs [--port 4400] [--dir dist]
// [--http2]: over HTTP/2 with TLS (a throwaway self-signed certificate), as the deployment serves
// the app (deploy/nginx: `listen 443 ssl http2`); browsers speak HTTP/2 only over TLS.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { createServer as createViteServer } from 'vite';
import { cliOption } from './cli-option.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option('port', process.env.PORT ?? 4400));
const root = new URL('..', import.meta.url).pathname;
// Relative to the repository, or absolute (another checkout's build, bench-data's --before-dir).
const dir = resolve(root, option('dir', 'dist'));
const http2 = args.includes('--http2');
const origin = `${http2 ? 'https' : 'http'}://localhost:${port}`;

// MSW resolves the handlers' relative paths (/api/v1/...) against location, as in a browser.
globalThis.location = new URL(`${origin}/`);

const vite = await createViteServer({
  root,
  mode: 'bench',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
  // jsvat-next is CommonJS whose named exports Node cannot detect: bundle it for SSR instead.
  ssr: { noExternal: ['jsvat-next'], optimizeDeps: { include: ['jsvat-next'] } },
});
const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers/index.ts');
const { getResponse } = await import('msw');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function answerApi(req, res) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const request = new Request(`${origin}${req.url}`, {
    method: req.method,
    // HTTP/2's pseudo-headers (:method, :path) are no header a Request may carry.
    headers: Object.entries(req.headers)
      .filter(([key]) => !key.startsWith(':'))
      .flatMap(([key, value]) =>
        Array.isArray(value)
          ? value.map((v) => [key, v])
          : value === undefined
            ? []
            : [[key, value]],
      ),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ msg: 'Not found', param: '' }] }));
    return;
  }
  const headers = Object.fromEntries(
    [...response.headers.entries()].filter(
      ([name]) => !http2 || !['connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  );
  res.writeHead(response.status, headers);
  if (response.body) Readable.fromWeb(response.body).pipe(res);
  else res.end();
}

function serveStatic(req, res) {
  const pathname = decodeURIComponent(new URL(req.url, origin).pathname);
  let file = normalize(join(dir, pathname === '/' ? 'index.html' : pathname));
  if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
    file = join(dir, 'index.html');
  }
  if (!existsSync(file)) {
    // A bundle without index.html (the bench's floor page lives under scripts/floor/).
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  const type = types[extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${join(dir, 'assets')}`);
  const headers = {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  const compressible = /text|javascript|json|svg/.test(type);
  if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    createReadStream(file)
      .pipe(createGzip({ level: 9 }))
      .pipe(res);
  } else {
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  }
}

/** A self-signed certificate for localhost, made for this run only. */
function throwawayCertificate() {
  const folder = mkdtempSync(join(tmpdir(), 'demo-api-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(folder, 'key.pem'),
      '-out',
      join(folder, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(join(folder, 'key.pem')),
    cert: readFileSync(join(folder, 'cert.pem')),
  };
}

const handler = (req, res) => {
  const handle = req.url?.startsWith('/api/') ? answerApi(req, res) : serveStatic(req, res);
  Promise.resolve(handle).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
};
const server = http2
  ? createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, handler)
  : createServer(handler);

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir} with the demo API on ${origin}`);
});

const stop = async () => {
  server.close();
  await vite.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
