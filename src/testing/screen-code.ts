import { routeForHash } from '@/app/route-table';
import { supportedLanguages } from '@/i18n/languages';
import { localeLoaders } from '@/i18n/locale-loaders';

/**
 * Loads the code and the words of the screens at `routes` (each route's lazy chunk, and its
 * namespaces in every language), for a test file to await at its top:
 * `await loadScreenCode('/guest')`. A lazy screen's first import costs seconds of CPU on a busy
 * machine (the worker transforms it); awaited while the file is collected it falls under no
 * test's or hook's time-out, and the app's own import() then finds it loaded. The tests' waits
 * are then for what the screen does, not for the machine.
 */
export async function loadScreenCode(...routes: string[]): Promise<void> {
  for (const route of routes) {
    const screen = routeForHash(`#${route}`);
    const words = supportedLanguages.flatMap((language) =>
      ['common', ...screen.namespaces].map((namespace) =>
        localeLoaders[`./locales/${language}/${namespace}.json`]?.(),
      ),
    );
    await Promise.all([screen.load(), ...words]);
  }
}
