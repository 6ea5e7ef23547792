#!/usr/bin/env bash
# Makes sure the system Chromium used by the end-to-end tests exists at /usr/bin/chromium.
# Quiet and instant when it is already installed; installs the Debian package otherwise (needs root).
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: $CHROMIUM is missing and installing it needs root." >&2
  echo "ensure-chromium: run as root: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

echo "ensure-chromium: $CHROMIUM not found, installing the Debian chromium package..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
