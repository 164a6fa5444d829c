#!/bin/bash
# Mutation testing of some files of one package, for `make mutate-files`.
#
# usage: build/mutate-files.sh <package dir> <out dir> <file.go>...
#
# gremlins v0.5.0 has no flag to pick files, but it mutates only lines a
# git diff shows as changed (--diff). So the tree is copied to a scratch
# folder, the package folder becomes its own git repository in which the
# chosen files are new (intent-to-add), and gremlins runs there against
# HEAD: only those files' lines are mutated; the rest are "SKIPPED". The
# copy also lets work go on in the worktree while the run lasts.
# STOLIK_MUTATE_GAMES (MUTATE_GAMES, default 2) caps the conformance
# playouts per mutant; see the Makefile. MUTATE_SAMPLE=k mutates only the
# lines whose number is a multiple of k (a systematic 1-in-k sample of the
# files' lines), for a figure within the hour on a loaded machine.
set -eu
root=$(git rev-parse --show-toplevel)
pkg=$1 out=$2
shift 2
[ $# -gt 0 ] || { echo "usage: $0 <package dir> <out dir> <file.go>..." >&2; exit 2; }
case $out in /*) ;; *) out=$root/$out ;; esac
name=$(echo "$pkg" | tr / _)_$(echo "$@" | tr ' /' '__' | sed 's/\.go//g')
work=$(mktemp -d /tmp/stolik-mutate.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
(cd "$root" && git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$work")
cd "$work/$pkg"
k=${MUTATE_SAMPLE:-}
if [ -n "$k" ]; then
	# The base commit holds the files with every k-th line altered, so
	# the diff shows exactly those lines as changed.
	for f in "$@"; do cp "$f" "$f.real" && awk -v k="$k" '{ print (NR % k == 0) ? $0 " //sampled" : $0 }' "$f.real" > "$f"; done
	# No context lines: gremlins reads each diff hunk as one range of
	# lines, so every sampled line must be a hunk of its own.
	git init -q . && git config diff.context 0 && git add -A . -- ':!*.real'
	git -c user.name=mutate -c user.email=mutate@localhost commit -qm base
	for f in "$@"; do mv "$f.real" "$f"; done
	name=${name}_1in$k
else
	git init -q . && git add -A .
	git rm -q --cached "$@"
	git -c user.name=mutate -c user.email=mutate@localhost commit -qm base
	git add -N "$@"
fi
echo "== $pkg $* ($(date -u +%H:%M) UTC; log: $out/$name.txt)"
STOLIK_MUTATE_GAMES=${MUTATE_GAMES:-2} GOFLAGS="-short -count=1 -vet=off" nice -n 10 \
	"$root/bin/gremlins" unleash --workers 1 --timeout-coefficient "${MUTATE_COEF:-5}" --diff HEAD \
	-o "$out/$name.json" > "$out/$name.txt" 2>&1 || true
grep -E "^(Killed|Timed out|Test efficacy|Mutator coverage)" "$out/$name.txt" || tail -5 "$out/$name.txt"
grep -E "LIVED|TIMED OUT" "$out/$name.txt" || true
