#!/usr/bin/env node
// Serves a build behind the repository's own nginx configuration (deploy/nginx), in the
// foreground, on http://127.0.0.1:<port>/. Only the paths, the listen address and TLS differ
// from a deployment; every header, cache rule and location is the file's own.
// A production build (no embedded demo API) gets its API from scripts/demo-api-server.mjs:
// `--api-port P` passes /api/ to it (the local run only; a deployment's API is its own host).
// `--pid FILE` puts nginx's own pid there, for a reload (`kill -HUP`) from outside, as
// deploy/deploy.sh does after a switch (the delivery tests' releases).
// Usage: node scripts/nginx.mjs [--dist dist-demo] [--port 8480] [--api-port 4400] [--pid FILE]
// [--print]
// (scripts/ensure-nginx.sh installs Debian's nginx when missing; `npm run serve:nginx` does both.)
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 && argv[at + 1] ? argv[at + 1] : fallback;
};
const dist = resolve(root, option('--dist', 'dist-demo'));
const port = Number(option('--port', process.env.NGINX_PORT ?? '8480'));
const apiPort = option('--api-port', '');
const pidFile = option('--pid', '');
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
// The site's own access log (its format is part of deploy/nginx); e2e/delivery.spec.ts reads it.
const accessLog = process.env.NGINX_ACCESS_LOG;

const cspSnippet = join(dist, '.nginx', 'content-security-policy.conf');
if (!existsSync(join(dist, 'index.html')) || !existsSync(cspSnippet)) {
  console.error(`No build with its CSP snippet in ${dist} (run vite build first).`);
  process.exit(1);
}

const prefix = mkdtempSync(join(tmpdir(), 'dormitory-nginx-'));
chmodSync(prefix, 0o755); // nginx workers run as nobody when the master is root
const headersFile = join(prefix, 'security-headers.conf');

// A demo build's mock service worker gets its own policy (build/content-security-policy.ts).
const demoWorkerSnippet = join(dist, '.nginx', 'demo-worker-csp.conf');
const demoWorkerLocation = existsSync(demoWorkerSnippet)
  ? `
    # Demo build only (added by scripts/nginx.mjs): the mock service worker, with its own policy.
    location = /mockServiceWorker.js {
        include ${prefix}/security-headers-without-csp.conf;
        include ${demoWorkerSnippet};
        add_header Cache-Control "no-cache" always;
    }
`
  : '';

const apiLocation = /^\d+$/.test(apiPort)
  ? `
    # Local run only (added by scripts/nginx.mjs --api-port): the demo API server answers /api/.
    location /api/ {
        proxy_pass http://127.0.0.1:${apiPort};
    }
`
  : '';

const site = readFileSync(join(root, 'deploy', 'nginx', 'dormitory-portal.conf'), 'utf8')
  .replace(/^\s*listen 443[\s\S]*?# -- end of TLS --\n/m, `    listen 127.0.0.1:${port};\n`)
  .replace(/# -- HTTP to HTTPS[\s\S]*$/, '')
  .replace(/\n}\s*$/, `${demoWorkerLocation}${apiLocation}}\n`)
  .replaceAll('/srv/dormitory-portal/current', dist)
  .replaceAll('/var/log/nginx/dormitory-portal.access.log', accessLog ?? '/dev/null')
  .replaceAll('/etc/nginx/snippets/dormitory-portal-headers.conf', headersFile);
const headers = readFileSync(
  join(root, 'deploy', 'nginx', 'security-headers.conf'),
  'utf8',
).replaceAll('/srv/dormitory-portal/current', dist);
const main = `daemon off;
worker_processes 1;
pid ${pidFile ? resolve(root, pidFile) : `${prefix}/nginx.pid`};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`;
writeFileSync(join(prefix, 'site.conf'), site);
writeFileSync(headersFile, headers);
writeFileSync(
  join(prefix, 'security-headers-without-csp.conf'),
  headers.replace(/^include .*content-security-policy\.conf;$/m, ''),
);
writeFileSync(join(prefix, 'nginx.conf'), main);
const cleanUp = () => rmSync(prefix, { recursive: true, force: true });

if (argv.includes('--print')) {
  console.log(site);
  cleanUp();
  process.exit(0);
}

const nginxArgs = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
const check = spawnSync(nginx, ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
if (check.status !== 0) {
  console.error(check.stderr || check.error?.message);
  cleanUp();
  process.exit(1);
}
console.log(`nginx (deploy/nginx) serving ${dist} on http://127.0.0.1:${port}/`);
const server = spawn(nginx, nginxArgs, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill('SIGTERM'));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
