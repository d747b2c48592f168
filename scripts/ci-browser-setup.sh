#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests (npm run test:e2e) when it is missing.
# Playwright drives it through playwright-core with executablePath /usr/bin/chromium: no browser
# download from the npm registry or a CDN is ever made.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium present: $(/usr/bin/chromium --version 2>/dev/null || echo unknown version)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
echo "installed: $(/usr/bin/chromium --version 2>/dev/null)"
