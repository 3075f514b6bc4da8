#!/usr/bin/env bash
# Installs Debian packages with apt when a program the tests need is missing:
# `ensure-package.sh <program path> <package>...` (scripts/ensure-chromium.sh, ensure-nginx.sh).
set -euo pipefail
program="$1"
shift
if [ -x "$program" ]; then
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
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
[ -x "$program" ] || { echo "$program still missing after installing $*" >&2; exit 1; }
echo "Installed: $*"
