#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (test tools cannot download browsers here).
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then
  echo "Chromium: $("$path" --version 2>/dev/null || echo "$path")"
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $path: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium package…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$path" --version
