import { routeForHash } from '@/app/route-table';
import { supportedLanguages } from '@/i18n/languages';
import { localeLoaders } from '@/i18n/locale-loaders';
import { panelTabs } from '@/features/panel/tabs';
import { paths } from '@/shared/config/paths';

/**
 * Loads the code and the words of the screens at `routes` (each route's lazy chunk, and its
 * namespaces in every language), for a test file to await at its top:
 * `await loadScreenCode('/guest')` (a panel route with its tabs' code). A lazy screen's first
 * import costs seconds of CPU on a busy machine (the worker transforms it); awaited while the
 * file is collected it falls under no test's or hook's time-out, and the app's own import() then
 * finds it loaded. The tests' waits are then for what the screen does, not for the machine.
 */
export async function loadScreenCode(...routes: string[]): Promise<void> {
  for (const route of routes) {
    const screen = routeForHash(`#${route}`);
    const words = supportedLanguages.flatMap((language) =>
      ['common', ...screen.namespaces].map((namespace) =>
        localeLoaders[`./locales/${language}/${namespace}.json`]?.(),
      ),
    );
    // The panel's route loads the tab its address names, or the one its to-do list opens: all.
    const tabs =
      screen.path === paths.panel
        ? [
            import('@/features/panel/components/panel-screen').then((panel) =>
              Promise.all(panelTabs.map((tab) => panel.loadTab(tab))),
            ),
          ]
        : [];
    await Promise.all([screen.load(), ...tabs, ...words]);
  }
}
