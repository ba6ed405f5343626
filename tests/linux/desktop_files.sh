#!/usr/bin/env bash
# desktop_files SOURCE BUILD HEADROOM: the launcher entry, the AppStream data, the MIME type and the man
# page pass the validators that are installed (77 when none is); the MIME type claims
# *.headroom.yaml and leaves other YAML to its usual handler.
set -u
src=$1 build=$2 headroom=$3
linux=$src/resources/linux
id=io.github.headroom.Headroom
ran=0 failed=0
check() { # check NAME COMMAND…: run one validator, count it, report it
  local name=$1; shift
  ran=$((ran + 1))
  if out=$("$@" 2>&1); then echo "ok   $name"; else echo "FAIL $name"; echo "$out"; failed=$((failed + 1)); fi
}

if command -v desktop-file-validate >/dev/null; then
  # Hints count too: a clean file has no output at all.
  check desktop-file-validate bash -c '[ -z "$(desktop-file-validate "$1" 2>&1)" ] || { desktop-file-validate "$1"; false; }' _ "$linux/$id.desktop"
fi
if command -v appstreamcli >/dev/null; then
  check "appstreamcli validate" appstreamcli validate --no-net "$build/share/metainfo/$id.metainfo.xml"
  # Every screenshot the AppStream data names is one docs/screenshots has.
  for png in $(grep -o '[A-Za-z_]*\.png' "$build/share/metainfo/$id.metainfo.xml"); do
    check "screenshot $png" test -s "$src/docs/screenshots/$png"
  done
fi
if command -v xmllint >/dev/null; then
  check "xmllint mime" xmllint --noout "$linux/$id.mime.xml"
  check "xmllint icon" xmllint --noout "$linux/$id.svg"
fi
if command -v update-mime-database >/dev/null; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  mkdir -p "$scratch/mime/packages"
  cp /usr/share/mime/packages/freedesktop.org.xml "$scratch/mime/packages/" 2>/dev/null
  cp "$linux/$id.mime.xml" "$scratch/mime/packages/$id.xml"
  check update-mime-database update-mime-database "$scratch/mime"
  check "mime glob *.headroom.yaml" grep -q ':application/x-headroom+yaml:\*\.headroom\.yaml$' "$scratch/mime/globs2"
  check "plain *.yaml is not Headroom's" bash -c '! grep ":application/x-headroom+yaml:\*\.yaml$" "$1"' _ "$scratch/mime/globs2"
  check "subclass of YAML" grep -q '^application/x-headroom+yaml application/x-yaml$' "$scratch/mime/subclasses"
fi
if command -v groff >/dev/null; then
  check "man page (groff -ww)" bash -c '[ -z "$(groff -man -ww -z "$1" 2>&1)" ] || { groff -man -ww -z "$1"; false; }' _ "$linux/headroom.1"
fi
if command -v man >/dev/null; then
  check "man page (man --warnings)" bash -c '[ -z "$(MANWIDTH=80 man --warnings -E UTF-8 -l "$1" 2>&1 >/dev/null)" ]' _ "$linux/headroom.1"
  # The man page names every command, option and field the program accepts (its own lists).
  for word in $("$headroom" --complete commands) $("$headroom" --complete options) $("$headroom" --complete fields); do
    check "man page names $word" bash -c 'MANWIDTH=200 man -E UTF-8 -l "$1" 2>/dev/null | grep -q -- "$2"' _ "$linux/headroom.1" "$word"
  done
fi
[ "$ran" -eq 0 ] && { echo "no validator installed"; exit 77; }
echo "$ran checks, $failed failed"
[ "$failed" -eq 0 ]
