#!/usr/bin/env bash
# The delivery browser tests (and `npm run serve:nginx`) serve the build with Debian's nginx and
# the repository's configuration (deploy/nginx). Installed with apt when missing, like Chromium.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then
  exit 0
fi
echo "nginx not found at $NGINX; installing Debian's nginx-light package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Need root (or sudo) to install nginx: apt-get install -y nginx-light" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
[ -x "$NGINX" ] || { echo "nginx still missing after install" >&2; exit 1; }
echo "Installed: $("$NGINX" -v 2>&1)"
