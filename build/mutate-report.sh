#!/bin/bash
# The mutation record of the rules packages: rules/enginetest/mutation/.
#
#   <title>.tsv         one row per mutant tested, appended by every run of
#                       build/mutate-files.sh (and by `note` below): commit,
#                       date, file, line, column, mutator, status, note.
#                       The latest row of a mutant (file:line:column
#                       mutator) is its result.
#   <title>.census.tsv  every mutant of the package's non-test files, from
#                       gremlins' dry run (MUTATE_DRY=1): commit, file,
#                       line, column, mutator, RUNNABLE or NOT_COVERED.
#
# usage:
#   build/mutate-report.sh [report] [package dir...]   efficacy and coverage
#   build/mutate-report.sh lived <package dir>         mutants whose latest
#       row is LIVED with no "equivalent" note: the open work
#   build/mutate-report.sh note <package dir> <file:line:col> <MUTATOR> <STATUS> <note>
#       a result found by hand, e.g. a mutant re-applied with go test
#       -overlay and killed by a new test: STATUS KILLED, note
#       "overlay: TestName"; an equivalent mutant: STATUS LIVED, note
#       "equivalent: why"
#   build/mutate-report.sh record <package dir> <gremlins log> <commit> <note>
#   build/mutate-report.sh census <package dir> <gremlins dry-run log> <commit>
#       (called by build/mutate-files.sh)
#
# Efficacy = killed / (killed + lived), as gremlins counts it (timed out,
# not covered and not viable outside it). Coverage = the share of the
# census's mutants that have a result. A row whose mutant is no longer in
# the census (the file changed since, its line moved) is counted as stale,
# not as tested.
set -eu
root=$(git rev-parse --show-toplevel)
dir=$root/rules/enginetest/mutation
title() { basename "${1%/}"; }
header=$'commit\tdate\tfile\tline\tcol\tmutator\tstatus\tnote'

# Per-mutant lines of a gremlins log: "      KILLED CONDITIONALS_NEGATION at effects.go:960:16".
parse() {
	# Lines after gremlins' "Shutting down" (a stopped run) are dropped:
	# the mutant in flight when it stopped is reported, but not tested.
	sed -n '/Shutting down/q;p' "$1" |
	sed -nE 's/^ *(KILLED|LIVED|TIMED OUT|NOT COVERED|NOT VIABLE|RUNNABLE|SKIPPED) ([A-Z_]+) at ([^:]+):([0-9]+):([0-9]+)$/\1\t\2\t\3\t\4\t\5/p' |
		sed -E 's/^(TIMED|NOT) /\1_/'
}

cmd=${1:-report}
case $cmd in
record)
	pkg=$2 log=$3 commit=$4 note=$5 f=$dir/$(title "$2").tsv
	mkdir -p "$dir"; [ -s "$f" ] || echo "$header" > "$f"
	d=$(date -u +%Y-%m-%dT%H:%M)
	n=$(parse "$log" | awk -F'\t' -v c="$commit" -v d="$d" -v n="$note" -v OFS='\t' \
		'$1 != "SKIPPED" && $1 != "RUNNABLE" { print c, d, $3, $4, $5, $2, $1, n; k++ } END { print k+0 > "/dev/stderr" }' 2>&1 >> "$f")
	echo "recorded $n mutants of $pkg in ${f#$root/}"
	;;
census)
	pkg=$2 log=$3 commit=$4 f=$dir/$(title "$2").census.tsv
	mkdir -p "$dir"
	tmp=$(mktemp)
	parse "$log" | awk -F'\t' -v c="$commit" -v OFS='\t' '{ print c, $3, $4, $5, $2, $1 }' > "$tmp"
	[ -s "$tmp" ] || { echo "no mutant in $log (did the dry run fail?)" >&2; tail -5 "$log" >&2; rm -f "$tmp"; exit 1; }
	# Replace the rows of the files this dry run listed, keep the others.
	{
		echo $'commit\tfile\tline\tcol\tmutator\tstatus'
		if [ -s "$f" ]; then awk -F'\t' 'NR == FNR { seen[$2] = 1; next } FNR > 1 && !($2 in seen)' "$tmp" "$f"; fi
		cat "$tmp"
	} > "$f.new" && mv "$f.new" "$f"
	rm -f "$tmp"
	echo "census of $pkg: $(($(wc -l < "$f") - 1)) mutants in ${f#$root/}"
	;;
note)
	[ $# -eq 6 ] || { echo "usage: $0 note <package dir> <file:line:col> <MUTATOR> <STATUS> <note>" >&2; exit 2; }
	f=$dir/$(title "$2").tsv
	mkdir -p "$dir"; [ -s "$f" ] || echo "$header" > "$f"
	IFS=: read -r file line col <<< "$3"
	# The same result already the mutant's latest row: nothing to add.
	last=$(awk -F'\t' -v k="$file:$line:$col $4" 'FNR > 1 && $3 ":" $4 ":" $5 " " $6 == k { r = $7 "\t" $8 } END { print r }' "$f")
	[ "$last" != "$5"$'\t'"$6" ] || exit 0
	commit=$(cd "$root" && git rev-parse --short=12 HEAD)
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$commit" "$(date -u +%Y-%m-%dT%H:%M)" "$file" "$line" "$col" "$4" "$5" "$6" >> "$f"
	;;
lived)
	# Only mutants of the census: a row whose line moved since is stale,
	# and its mutant is measured again at its new place.
	f=$dir/$(title "$2").tsv c=$dir/$(title "$2").census.tsv
	[ -s "$c" ] || c=/dev/null
	awk -F'\t' 'FILENAME == ARGV[1] { if (FNR > 1) { census[$2 ":" $3 ":" $4 " " $5] = 1; nc++ }; next }
		FNR > 1 { k = $3 ":" $4 ":" $5 " " $6; last[k] = $0; if (!(k in order)) { order[k] = ++n; keys[n] = k } }
		END { for (j = 1; j <= n; j++) { split(last[keys[j]], r, "\t"); if (r[7] == "LIVED" && r[8] !~ /^equivalent/ && (!nc || keys[j] in census)) print keys[j] "\t" r[1] "\t" r[8] } }' "$c" "$f"
	;;
report)
	shift || true
	if [ $# -eq 0 ]; then set -- $(ls "$dir"/*.census.tsv 2>/dev/null | sed 's/\.census\.tsv$//' | xargs -n1 basename | sed 's|^|rules/|'); fi
	printf '%-20s %7s %7s %9s %7s %6s %5s %8s %5s %6s  %s\n' package mutants tested coverage killed lived equiv timedout notcov stale efficacy
	for p in "$@"; do
		t=$(title "$p") c=$dir/$t.census.tsv r=$dir/$t.tsv
		[ -s "$c" ] || { echo "$p: no census (run make mutate-files MUTATE_PKG=$p MUTATE_DRY=1)" >&2; continue; }
		[ -s "$r" ] || printf '%s\n' "$header" > "${r:=$(mktemp)}"
		awk -F'\t' -v p="$p" '
			FNR == 1 { file++; next }
			file == 1 { census[$2 ":" $3 ":" $4 " " $5] = 1; total++; next }
			{ k = $3 ":" $4 ":" $5 " " $6; st[k] = $7; nt[k] = $8 }
			END {
				for (k in st) {
					if (!(k in census)) { stale++; continue }
					tested++; s = st[k]
					if (s == "KILLED") kil++
					else if (s == "LIVED") { liv++; if (nt[k] ~ /^equivalent/) eq++ }
					else if (s == "TIMED_OUT") to++
					else if (s == "NOT_COVERED") nc++
				}
				eff = (kil + liv) ? sprintf("%.1f %%", 100 * kil / (kil + liv)) : "-"
				printf "%-20s %7d %7d %7.1f %% %7d %6d %5d %8d %5d %6d  %s\n", p, total, tested, 100 * tested / total, kil, liv, eq, to, nc, stale, eff
			}' "$c" "$r"
	done
	;;
*) echo "usage: $0 [report|lived|note|record|census] …" >&2; exit 2 ;;
esac
