#!/bin/bash
# Mutation testing of some files of one package, for `make mutate-files`.
#
# usage: build/mutate-files.sh <package dir> <out dir> [file.go...]
#
# No files: every non-test .go file of the package.
#
# gremlins v0.5.0 has no flag to pick files, but it mutates only lines a
# git diff shows as changed (--diff). So the tree is copied to a scratch
# folder, the package folder becomes its own git repository in which the
# chosen files are new (intent-to-add), and gremlins runs there against
# HEAD: only those files' lines are mutated; the rest are "SKIPPED". The
# copy also lets work go on in the worktree while the run lasts.
# STOLIK_MUTATE_GAMES (MUTATE_GAMES, default 2) caps the conformance
# playouts per mutant; see the Makefile.
#
# Shards: MUTATE_SAMPLE=k mutates only the lines whose number is ≡
# MUTATE_SHARD (default 0) modulo k, so the shards 0 … k-1 of one k
# together mutate every line of the files exactly once, one run each,
# across sessions. MUTATE_UNTESTED=1 instead mutates only the lines
# holding a census mutant with no result in the record yet. MUTATE_DRY=1 runs gremlins' dry run over the files
# instead (no mutant is tested): it lists every mutant of the files, the
# census the report counts coverage against.
#
# Every run appends its per-mutant results (file, line, column, mutator,
# status, the commit measured) to the record rules/enginetest/mutation/
# <title>.tsv of the worktree, even when it is stopped early (the log is
# read as it stands); build/mutate-report.sh (`make mutate-report`)
# aggregates the record into efficacy and coverage per package.
set -eu
root=$(git rev-parse --show-toplevel)
pkg=${1%/} out=$2
shift 2
[ -d "$root/$pkg" ] || { echo "usage: $0 <package dir> <out dir> [file.go...]" >&2; exit 2; }
if [ $# -eq 0 ]; then
	set -- $(cd "$root/$pkg" && ls *.go | grep -v '_test\.go$')
fi
case $out in /*) ;; *) out=$root/$out ;; esac
k=${MUTATE_SAMPLE:-} i=${MUTATE_SHARD:-0} dry=${MUTATE_DRY:-} untested=${MUTATE_UNTESTED:-}
if [ -n "$k" ] && ! [ "$i" -ge 0 -a "$i" -lt "$k" ] 2>/dev/null; then
	echo "MUTATE_SHARD=$i must be in 0 … MUTATE_SAMPLE-1 ($k)" >&2; exit 2
fi
files=$(echo "$@" | tr ' /' '__' | sed 's/\.go//g')
[ ${#files} -le 80 ] || files=$(echo "$files" | md5sum | cut -c1-8)
name=$(echo "$pkg" | tr / _)_$files
# The commit the rows are measured on; "+dirty" when a file under rules/
# that the package's tests may build differs from it (the copy takes
# uncommitted files; the record and the other titles' folders aside).
commit=$(cd "$root" && git rev-parse --short=12 HEAD)
others=$(cd "$root" && for t in $(git ls-files rules/*/title.go | xargs -n1 dirname); do [ "$t" = "$pkg" ] || echo ":!$t"; done)
[ -z "$(cd "$root" && git status --porcelain -- rules ':!rules/enginetest/mutation' $others)" ] || commit=$commit+dirty
work=$(mktemp -d /tmp/stolik-mutate.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
(cd "$root" && git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$work")
cd "$work/$pkg"
if [ -n "$untested" ]; then
	# The lines of the census's mutants that have no row in the record (as
	# `make mutate-report` counts them): what is left to measure, e.g.
	# after a file changed and its old rows went stale.
	census=$root/rules/enginetest/mutation/$(basename "$pkg").census.tsv rec=$root/rules/enginetest/mutation/$(basename "$pkg").tsv
	[ -s "$census" ] || { echo "no census for $pkg: run MUTATE_DRY=1 first" >&2; exit 2; }
	[ -s "$rec" ] || { rec=$work/.norecord; echo header > "$rec"; }
	awk -F'\t' 'FNR == 1 { file++; next } file == 1 { seen[$3 ":" $4 ":" $5 " " $6] = 1; next }
		!(($2 ":" $3 ":" $4 " " $5) in seen) { print $2 "\t" $3 }' "$rec" "$census" | sort -u > "$work/.untested"
	n=$(for f in "$@"; do awk -F'\t' -v f="$f" '$1 == f' "$work/.untested"; done | wc -l)
	# Nothing left: say so and stop (an empty diff would make gremlins
	# mutate every line of the package).
	if [ "$n" -eq 0 ]; then echo "== $pkg: every census mutant of $* has a result; nothing to run"; exit 0; fi
	for f in "$@"; do cp "$f" "$f.real" && awk -F'\t' -v f="$f" 'NR == FNR { if ($1 == f) want[$2] = 1; next } { print (FNR in want) ? $0 " //sampled" : $0 }' "$work/.untested" "$f.real" > "$f"; done
	git init -q . && git config diff.context 0 && git add -A . -- ':!*.real'
	git -c user.name=mutate -c user.email=mutate@localhost commit -qm base
	for f in "$@"; do mv "$f.real" "$f"; done
	name=${name}_untested
	how="the untested lines ($n)"
elif [ -n "$k" ]; then
	# The base commit holds the files with the shard's lines altered, so
	# the diff shows exactly those lines as changed.
	for f in "$@"; do cp "$f" "$f.real" && awk -v k="$k" -v i="$i" '{ print (NR % k == i) ? $0 " //sampled" : $0 }' "$f.real" > "$f"; done
	# No context lines: gremlins reads each diff hunk as one range of
	# lines, so every sampled line must be a hunk of its own.
	git init -q . && git config diff.context 0 && git add -A . -- ':!*.real'
	git -c user.name=mutate -c user.email=mutate@localhost commit -qm base
	for f in "$@"; do mv "$f.real" "$f"; done
	name=${name}_${i}of$k
	how="shard $i/$k"
else
	git init -q . && git add -A .
	git rm -q --cached "$@"
	git -c user.name=mutate -c user.email=mutate@localhost commit -qm base
	git add -N "$@"
	how=all
fi
flags=()
if [ -n "$dry" ]; then flags=(--dry-run); name=${name}_dry; fi
echo "== $pkg $* ($how; $(date -u +%H:%M) UTC; log: $out/$name.txt)"
STOLIK_MUTATE_GAMES=${MUTATE_GAMES:-2} GOFLAGS="-short -count=1 -vet=off -failfast" nice -n 10 \
	"$root/bin/gremlins" unleash --workers 1 --timeout-coefficient "${MUTATE_COEF:-5}" --diff HEAD \
	"${flags[@]}" -o "$out/$name.json" > "$out/$name.txt" 2>&1 || true
# From the worktree, so the record lands in it (not in the scratch copy).
cd "$root"
if [ -n "$dry" ]; then
	build/mutate-report.sh census "$pkg" "$out/$name.txt" "$commit"
else
	build/mutate-report.sh record "$pkg" "$out/$name.txt" "$commit" "gremlins $how"
	grep -E "^(Killed|Timed out|Test efficacy|Mutator coverage)" "$out/$name.txt" || tail -5 "$out/$name.txt"
	grep -E "LIVED|TIMED OUT" "$out/$name.txt" || true
fi
