#!/usr/bin/env bash
# Installs the system packages Stolik needs to build and test on Linux.
# Idempotent: installs only what is missing; uses sudo only when not root.
set -euo pipefail

pkgs=(libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev libxxf86vm-dev
      libasound2-dev libgl1-mesa-dev pkg-config xvfb xauth)

case "$(uname -s)" in
  Linux) ;;
  *) echo "deps.sh: nothing to install on $(uname -s) (Ebitengine needs no extra packages there)."; exit 0 ;;
esac

if ! command -v apt-get >/dev/null 2>&1; then
  cat >&2 <<MSG
deps.sh: this system has no apt-get. Install these by hand with your package manager
(names are Debian's; look for the same X11/ALSA/Mesa development packages):
  ${pkgs[*]}
Fedora example: dnf install libXrandr-devel libXcursor-devel libXinerama-devel libXi-devel \\
  libXxf86vm-devel alsa-lib-devel mesa-libGL-devel pkgconf-pkg-config xorg-x11-server-Xvfb xorg-x11-xauth
MSG
  exit 1
fi

missing=()
for p in "${pkgs[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "deps.sh: need root to install: ${missing[*]} (sudo not found)" >&2; exit 1
  fi
fi
echo "deps.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
