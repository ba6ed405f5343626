# Shared by scripts/run and scripts/test: install what is missing, configure and build.
# shellcheck shell=bash

HEADROOM_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Debian 12 packages the build and the tests need. qt6-svg-dev: SVG export of the charts.
HEADROOM_PACKAGES=(cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libgl-dev
  libyaml-cpp-dev libtomlplusplus-dev libqcustomplot-dev fonts-noto-cjk fonts-dejavu-core
  # The Linux integration tests (tests/linux): the .deb, the validators, man, completion.
  dpkg-dev lintian desktop-file-utils appstream shared-mime-info groff-base man-db libxml2-utils
  bash-completion)
# Only the tests need these (scripts/test): the probe and activation tests measure real
# PyTorch models on the CPU with Debian's torch 1.13; scripts/run does not install them.
HEADROOM_TEST_PACKAGES=(python3-torch python3-torchvision)

headroom_install_missing() {
  local missing=() pkg
  for pkg in "${HEADROOM_PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq || return 1
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || return 1
}

# headroom_build DIR [cmake args…]: configure (once) and build with both cores.
headroom_build() {
  local dir=$1; shift
  if [ ! -f "$dir/CMakeCache.txt" ]; then
    cmake -S "$HEADROOM_ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null || return 1
  fi
  cmake --build "$dir" -j "$(nproc 2>/dev/null || echo 2)"
}
