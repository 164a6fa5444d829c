#!/usr/bin/env bash
# Runs a command inside a virtual X display unless one is already usable,
# so window tests and screenshots work on headless machines and in CI.
set -euo pipefail
if [ -n "${DISPLAY:-}" ] && [ -z "${STOLIK_FORCE_XVFB:-}" ]; then exec "$@"; fi
exec xvfb-run -a -s "-screen 0 1920x1080x24" "$@"
