#!/usr/bin/env bash
# The delivery browser tests (and `npm run serve:nginx`) serve the build with Debian's nginx and
# the repository's configuration (deploy/nginx). Installed with apt when missing, like Chromium.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-package.sh" "${NGINX_PATH:-/usr/sbin/nginx}" nginx-light
