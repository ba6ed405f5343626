#!/usr/bin/env bash
# bash_completion SOURCE BINDIR: resources/linux/headroom.bash, loaded the way bash-completion
# loads it, completes verbs, options, field names after --set, a field's values, GPU and model
# names, from the headroom in BINDIR. 77 when bash-completion is not installed.
set -u
src=$1 bindir=$2
lib=/usr/share/bash-completion/bash_completion
[ -r "$lib" ] || { echo "bash-completion is not installed"; exit 77; }
export PATH="$bindir:$PATH"
export HEADROOM_CATALOG_DIR=$(mktemp -d)
trap 'rm -rf "$HEADROOM_CATALOG_DIR"' EXIT
# shellcheck disable=SC1090
source "$lib"
# shellcheck disable=SC1091
source "$src/resources/linux/headroom.bash"

failed=0
# complete LINE: COMPREPLY for the cursor at the end of LINE, split as readline would.
complete_line() {
  local line=$1
  COMP_LINE=$line
  COMP_POINT=${#line}
  # readline breaks words at COMP_WORDBREAKS; bash-completion puts them back together.
  read -r -a COMP_WORDS <<<"$line"
  [[ $line == *" " ]] && COMP_WORDS+=("")
  # 'run.precision=bf' is three readline words: 'run.precision', '=', 'bf'
  local words=() w
  for w in "${COMP_WORDS[@]}"; do
    if [[ $w == *=* && $w != -* ]]; then
      words+=("${w%%=*}" "=" "${w#*=}")
      [[ -z ${w#*=} ]] && unset 'words[${#words[@]}-1]' && words+=("")
    else
      words+=("$w")
    fi
  done
  COMP_WORDS=("${words[@]}")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _headroom headroom "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
}
# expect LINE WORD…: every WORD is offered for LINE
expect() {
  local line=$1; shift
  complete_line "$line"
  local w
  for w in "$@"; do
    if printf '%s\n' "${COMPREPLY[@]}" | grep -qxF -- "$w"; then echo "ok   '$line' offers $w"
    else echo "FAIL '$line' does not offer $w (offered: ${COMPREPLY[*]:0:12})"; failed=$((failed + 1)); fi
  done
}
# expect_not LINE WORD: WORD is not offered for LINE
expect_not() {
  complete_line "$1"
  if printf '%s\n' "${COMPREPLY[@]}" | grep -qxF -- "$2"; then echo "FAIL '$1' offers $2"; failed=$((failed + 1))
  else echo "ok   '$1' does not offer $2"; fi
}

expect "headroom " estimate advise inspect export gpus models
expect "headroom est" estimate
expect "headroom estimate --" --set --gpu --gpus --nodes --host-ram --map --format --lang --out
expect "headroom estimate --set run.mi" run.micro_batch=
expect "headroom estimate --set " run.precision= parallel.strategy= hardware.gpu= loader.workers=
expect "headroom estimate --set run.precision=" fp32 bf16-mixed fp16-mixed
expect "headroom estimate --set run.precision=bf" bf16-mixed bf16-true
expect_not "headroom estimate --set run.precision=bf" fp32
expect "headroom estimate --set parallel.strategy=" single ddp fsdp zero3
expect "headroom estimate --set run.ema=" true false
expect "headroom estimate --set hardware.gpu=a100" a100-40gb a100-80gb
expect "headroom estimate --gpu rtx" rtx-4090
expect "headroom estimate --gpu " h100-80gb
expect "headroom estimate --set model.preset=llama" llama-3-8b
expect "headroom estimate --format " text json markdown
expect "headroom estimate --lang " en ru zh_CN ko
expect_not "headroom gpus " estimate

# The words come from the program: every field it knows is offered after --set.
complete_line "headroom estimate --set "
n_fields=$(headroom --complete fields | wc -l)
[ "${#COMPREPLY[@]}" -eq "$n_fields" ] && [ "$n_fields" -gt 30 ] && echo "ok   all $n_fields fields offered" ||
  { echo "FAIL ${#COMPREPLY[@]} of $n_fields fields offered"; failed=$((failed + 1)); }
headroom --complete nonsense >/dev/null 2>&1
[ $? -eq 3 ] && echo "ok   unknown --complete word: exit 3" || { echo "FAIL unknown --complete word"; failed=$((failed + 1)); }

echo "$failed failed"
[ "$failed" -eq 0 ]
