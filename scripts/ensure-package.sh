#!/usr/bin/env bash
# Installs Debian packages with apt when a file the tests need is missing (a program, or data a
# package brings): `ensure-package.sh <path> <package>...` (scripts/ensure-chromium.sh,
# ensure-nginx.sh, ensure-webkit.sh). Another apt run may hold the dpkg lock: apt waits for it.
set -euo pipefail
program="$1"
shift
if [ -e "$program" ]; then
  exit 0
fi
echo "$program not found; installing Debian's $*..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Need root (or sudo) to install it: apt-get install -y $*" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
LOCK_WAIT=(-o DPkg::Lock::Timeout=600)
$SUDO apt-get "${LOCK_WAIT[@]}" update -qq
$SUDO apt-get "${LOCK_WAIT[@]}" install -y -qq --no-install-recommends "$@" >/dev/null
[ -e "$program" ] || { echo "$program still missing after installing $*" >&2; exit 1; }
echo "Installed: $*"
