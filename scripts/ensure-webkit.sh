#!/usr/bin/env bash
# The WebKit suite (e2e-webkit/) drives Debian's WebKitGTK through its WebDriver, WebKitWebDriver,
# which opens the MiniBrowser; that has no headless mode, so it runs under Xvfb. The browser's
# language follows the driver's locale, compiled from the `locales` sources into a private folder.
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-package.sh" "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" webkit2gtk-driver
bash "$here/ensure-package.sh" /usr/bin/Xvfb xvfb
bash "$here/ensure-package.sh" /usr/share/i18n/locales/pl_PL locales
