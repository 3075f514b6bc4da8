// Debian's Chromium with the flags that work on this closed-network machine
// (e2e/chromium-launch.json, which playwright.config.ts reads too); CHROMIUM_PATH overrides the
// path. For Playwright's and puppeteer's `launch` alike.
import chromium from '../e2e/chromium-launch.json' with { type: 'json' };

/** `headless`: Lighthouse's puppeteer wants `--headless=new`. */
export function chromiumLaunchOptions(headless = '--headless') {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    args: [headless, ...chromium.args],
  };
}
