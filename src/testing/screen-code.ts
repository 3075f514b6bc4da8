import { routeForHash } from '@/app/route-table';

/**
 * Loads the code of the screens at `routes` (each route's lazy chunk), for a test file to await
 * at its top: `await loadScreenCode('/guest')`. A lazy screen's first import costs seconds of CPU
 * on a busy machine (the worker transforms it); awaited while the file is collected it falls under
 * no test's or hook's time-out, and the app's own import() then finds it loaded. The tests' waits
 * are then for what the screen does, not for the machine.
 */
export async function loadScreenCode(...routes: string[]): Promise<void> {
  for (const route of routes) await routeForHash(`#${route}`).load();
}
