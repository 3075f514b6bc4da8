/**
 * The app's shell (React, the router, the store, i18n: src/app/start.tsx), as the entry imports it
 * once the first screen's code is on its way; the build preloads its graph (build/prerender.ts).
 */
export const loadShell = () => import('@/app/start');
