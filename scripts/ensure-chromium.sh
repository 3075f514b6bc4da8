#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Playwright never downloads a browser here.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium fonts-dejavu-core
