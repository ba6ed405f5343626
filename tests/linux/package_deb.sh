#!/usr/bin/env bash
# package_deb SOURCE BUILD: CPack builds the .deb from BUILD, dpkg -x unpacks it into a scratch
# root (no root rights, nothing installed on this machine), and the unpacked program runs:
# --version, estimate on an example, gpus; it reads its catalogs from the scratch root's
# share/headroom, found relative to itself; lintian finds no error or warning. 77 when
# dpkg-deb, dpkg-shlibdeps or cpack is missing.
set -u
src=$1 build=$2
for tool in dpkg-deb dpkg-shlibdeps cpack; do
  command -v "$tool" >/dev/null || { echo "$tool is not installed"; exit 77; }
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0
ok() { echo "ok   $*"; }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

cpack -G DEB -B "$scratch/out" --config "$build/CPackConfig.cmake" >"$scratch/cpack.log" 2>&1 ||
  { cat "$scratch/cpack.log"; fail "cpack"; exit 1; }
deb=$(ls "$scratch"/out/headroom_*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || { cat "$scratch/cpack.log"; fail "no .deb"; exit 1; }
ok "built $(basename "$deb")"

# dpkg-shlibdeps derived the dependencies: Qt and yaml-cpp among them.
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6core6 libqt6widgets6 libyaml-cpp0.7 libc6; do
  [[ $depends == *"$lib"* ]] && ok "Depends: $lib" || fail "Depends lacks $lib: $depends"
done

# lintian, where installed: no error or warning (the reasons for overrides are in
# resources/linux/debian/lintian-overrides).
if command -v lintian >/dev/null; then
  lintian --fail-on error,warning "$deb" >"$scratch/lintian.log" 2>&1 && ok "lintian: no error or warning" ||
    { cat "$scratch/lintian.log"; fail "lintian"; }
fi

root=$scratch/root
dpkg-deb -x "$deb" "$root"
id=io.github.headroom.Headroom
for f in usr/bin/headroom usr/share/headroom/gpus.yaml usr/share/headroom/models.yaml \
         usr/share/headroom/coefficients.yaml usr/share/headroom/dialects/common.yaml \
         usr/share/headroom/translations/headroom_ru.qm usr/share/headroom/examples/seed-001-vla-lora-24gb.yaml \
         usr/share/man/man1/headroom.1.gz usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/$id.svg usr/share/mime/packages/$id.xml \
         usr/share/bash-completion/completions/headroom usr/share/doc/headroom/copyright \
         usr/share/doc/headroom/changelog.Debian.gz; do
  [ -s "$root/$f" ] && ok "/$f" || fail "missing /$f"
done

bin=$root/usr/bin/headroom
export HOME=$scratch/home HEADROOM_CATALOG_DIR=$scratch/no-overrides
version=$("$bin" --version)
[ "$version" = "headroom $(dpkg-deb -f "$deb" Version | sed 's/-[^-]*$//')" ] && ok "--version: $version" ||
  fail "--version printed '$version'"

"$bin" estimate "$root/usr/share/headroom/examples/seed-001-vla-lora-24gb.yaml" >"$scratch/estimate.txt" 2>&1
code=$?
[ "$code" -le 2 ] && [ -s "$scratch/estimate.txt" ] && ok "estimate on an example: exit $code" ||
  { cat "$scratch/estimate.txt"; fail "estimate exit $code"; }
"$bin" estimate "$root/usr/share/headroom/examples/seed-001-vla-lora-24gb.yaml" --format json >"$scratch/e.json" 2>/dev/null
grep -q '"verdict"' "$scratch/e.json" && ok "estimate --format json has a verdict" || fail "estimate json"

"$bin" gpus >"$scratch/gpus.txt" 2>&1 && grep -q 'a100-40gb' "$scratch/gpus.txt" && ok "gpus lists a100-40gb" ||
  { cat "$scratch/gpus.txt"; fail "gpus"; }

# The catalogs come from the unpacked share/headroom, found relative to the program: a name
# changed there shows up in `headroom gpus`.
sed -i 's/^    name: NVIDIA A100 40GB SXM4$/    name: NVIDIA A100 40GB SXM4 (from the scratch root)/' \
  "$root/usr/share/headroom/gpus.yaml"
"$bin" gpus 2>&1 | grep -q '(from the scratch root)' && ok "catalog read from ../share/headroom" ||
  fail "the program did not read its scratch root's share/headroom/gpus.yaml"
# And the translations: Russian help from the unpacked .qm.
LANGUAGE= "$bin" --help --lang ru | grep -q 'Использование\|Параметры\|Коды' && ok "Russian help" || fail "Russian help"

echo "$failed failed"
[ "$failed" -eq 0 ]
