import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * A download held back (the HTTP client's chunk on a slow connection) while a sign-in redirect
 * starts, and the page the redirect goes to answered only once the browser has given the download
 * up or `giveUpMs` have passed: whatever the page does about the failed chunk (WebKit fails it
 * in the page at once, and may close the connection only later) happens before the next page.
 */
export type Race = { held: RegExp; nextPage: RegExp; giveUpMs: number };

export type Hold = { release: () => void; requested: () => boolean };

export type StaticServer = {
  origin: string;
  /** Holds every request matching `pattern` until released; says whether one has come. */
  hold(pattern: RegExp): Hold;
  /**
   * Arms a race for the next request matching `held` (one request; later ones are served);
   * resolves once that request has come.
   */
  arm(race: Race): Promise<void>;
  /** Ends every hold and race (between flows). */
  reset(): void;
  close(): Promise<void>;
};

/**
 * The built app, served as files with nothing cached (every run asks anew), like `vite preview`.
 * The WebKit suite's driver cannot intercept the browser's requests, so a slow or held download
 * is made here.
 */
export async function serveBuild(root: string, port: number): Promise<StaticServer> {
  const holds = new Map<RegExp, { held: Promise<void>; release: () => void; seen: boolean }>();
  let race: Race | null = null;
  let raceHeld = false;
  let raceOver: Promise<void> | null = null;
  let raceStarted = () => {};

  const send = (request: IncomingMessage, response: ServerResponse, file: string) => {
    if (response.destroyed) return;
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };

  /** When the file may go out: after its holds, and in a race after the browser gave up. */
  const whenToSend = (path: string, response: ServerResponse): Promise<void> => {
    const waits = [...holds.entries()]
      .filter(([pattern]) => pattern.test(path))
      .map(([, hold]) => {
        hold.seen = true;
        return hold.held;
      });
    const armed = race;
    if (armed && !raceHeld && armed.held.test(path)) {
      raceHeld = true;
      raceStarted();
      raceOver = new Promise<void>((resolve) => {
        // The browser closes the connection when it gives the download up.
        response.on('close', () => resolve());
        setTimeout(resolve, armed.giveUpMs);
      });
      waits.push(raceOver);
    } else if (armed && armed.nextPage.test(path)) {
      race = null;
      if (raceOver) waits.push(raceOver);
    }
    return Promise.all(waits).then(() => undefined);
  };

  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    let found = file.startsWith(root + sep);
    try {
      found &&= statSync(file).isFile();
    } catch {
      found = false;
    }
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    void whenToSend(path, response).then(() => send(request, response, file));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    hold(pattern) {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = () => {
          holds.delete(pattern);
          resolve();
        };
      });
      const hold = { held, release, seen: false };
      holds.set(pattern, hold);
      return { release, requested: () => hold.seen };
    },
    arm(next) {
      race = next;
      raceHeld = false;
      raceOver = null;
      return new Promise((resolve) => {
        raceStarted = resolve;
      });
    },
    reset() {
      for (const { release } of [...holds.values()]) release();
      race = null;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
