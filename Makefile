# Stolik — the README's commands. `make run` and `make test` install missing
# system packages first (build/deps.sh), so a fresh machine needs nothing else.
GO      ?= go
BIN     := bin/stolik
SHOTS   := shots
PKGS    := ./...
# Fuzz budgets are execution counts, not durations: Go 1.26's fuzz
# coordinator can fail a duration-bounded run with a bare "context deadline
# exceeded" at the deadline when the machine is loaded (golang/go#75804,
# fixed in 1.27); a count has no deadline to race. ~10 s and ~4 s at the
# ~3 000 execs/s seen on CI.
FUZZTIME ?= 30000x
# The settings and generic TOML loaders are smaller: a shorter run each.
FUZZSHORT ?= 12000x
FUZZLONG ?= 400000x

.PHONY: run build test deps vet bench shot fuzz bugs mutate mutate-files mutate-report clean

deps:
	@build/deps.sh

build: deps
	$(GO) build -o $(BIN) .

run: build
	./$(BIN)

vet: deps
	$(GO) vet $(PKGS)

# Every test, the window tests under Xvfb included, then a short fuzz of
# every loader of files from disk: saves, the generic bounded TOML decoder
# (campaign progress) and settings (-short: no window in the fuzz workers).
test: deps
	$(GO) vet $(PKGS)
	STOLIK_WINDOW_TEST=1 build/xvfb.sh $(GO) test -count=1 -timeout 40m $(PKGS)
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeSave$$' -fuzztime $(FUZZTIME) ./rules/engine
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeTOML$$' -fuzztime $(FUZZSHORT) ./rules/engine
	$(GO) test -short -run '^$$' -fuzz '^FuzzDecodeSettings$$' -fuzztime $(FUZZSHORT) ./scenes
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeProgress$$' -fuzztime $(FUZZSHORT) ./rules/campaign
	$(GO) run ./build/bugcheck

# Issue 14's deliberate rules bugs, put back one at a time through
# `go test -overlay` (the tree is not edited): each must fail the test
# named for it with a message naming the rule. Part of `make test`.
bugs:
	$(GO) run ./build/bugcheck

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./rules/...
	build/xvfb.sh $(GO) run . shot -bench -out $(SHOTS)/bench

shot: build
	build/xvfb.sh ./$(BIN) shot -game donjon -players 3 -seed 1 -moves 40 -out $(SHOTS)

fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeSave$$' -fuzztime $(FUZZLONG) ./rules/engine
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeTOML$$' -fuzztime $(FUZZLONG) ./rules/engine
	$(GO) test -short -run '^$$' -fuzz '^FuzzDecodeSettings$$' -fuzztime $(FUZZLONG) ./scenes
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeProgress$$' -fuzztime $(FUZZLONG) ./rules/campaign

# Mutation testing, a report (not part of `make test`): gremlins mutates each
# rules package's code one change at a time and runs that package's tests;
# the efficacy is the share of mutants they kill (aim: 85 % or more). Slow
# (hours for a title: each mutant rebuilds and reruns the package's tests),
# so it runs niced, with one worker and the tests in -short mode; -count=1
# because gremlins times its coverage run to set each mutant's timeout, and
# a cached test result (a second run on the same tree) would make every
# mutant time out. Results per package in $(MUTATE_OUT)/<package>.txt
# (LIVED lines are the mutants no test caught) and .json. One package:
# make mutate MUTATE_PKGS=rules/bot
# MUTATE_GAMES caps the seeded games of every enginetest conformance run
# (STOLIK_MUTATE_GAMES, read only by rules/enginetest; empty = the full
# -short counts): the playouts are most of each mutant's test time, so
# `make mutate MUTATE_GAMES=2` tests several times more mutants an hour, at
# the cost of a few mutants only a longer playout would catch. go vet is off
# per mutant (-vet=off): `make test` vets the unmutated tree.
# -failfast stops a mutant's tests at the first failure, and every title
# keeps its slow tests (the conformance playouts, the bot games) in a file
# that sorts after the quick ones (suite_test.go, view_test.go): a mutant
# a quick test kills then costs a build, not the playouts.
GREMLINS     := bin/gremlins
MUTATE_PKGS  ?= rules/engine rules/bot rules/donjon rules/arnak rules/emerald rules/discover rules/dungeonology
MUTATE_OUT   ?= mutate
MUTATE_GAMES ?=

$(GREMLINS):
	GOBIN=$(CURDIR)/bin $(GO) install github.com/go-gremlins/gremlins/cmd/gremlins@v0.5.0

mutate: $(GREMLINS)
	@mkdir -p $(MUTATE_OUT)
	@for p in $(MUTATE_PKGS); do \
		n=$$(echo $$p | tr / _); \
		echo "== $$p (log: $(MUTATE_OUT)/$$n.txt)"; \
		( cd $$p && STOLIK_MUTATE_GAMES=$(MUTATE_GAMES) GOFLAGS="-short -count=1 -vet=off -failfast" nice -n 10 $(CURDIR)/$(GREMLINS) unleash --workers 1 \
			--timeout-coefficient 10 -o $(CURDIR)/$(MUTATE_OUT)/$$n.json ) > $(MUTATE_OUT)/$$n.txt 2>&1; \
		grep -E "^(Killed|Timed out|Test efficacy|Mutator coverage)" $(MUTATE_OUT)/$$n.txt || tail -5 $(MUTATE_OUT)/$$n.txt; \
	done

# Some files of one package only (gremlins has no file filter; see the
# script): make mutate-files MUTATE_PKG=rules/emerald MUTATE_FILES="score.go legal.go"
# MUTATE_FILES empty: every non-test file of the package.
# MUTATE_SAMPLE=k MUTATE_SHARD=i mutates the lines ≡ i mod k only (i = 0
# when unset): the shards 0 … k-1 cover every line once, a run each, so a
# whole title package is measured across sessions. MUTATE_DRY=1: gremlins'
# dry run, the package's census of mutants (run it once per package).
# MUTATE_UNTESTED=1: only the lines whose census mutants have no result yet.
# Every run appends its results to rules/enginetest/mutation/<title>.tsv;
# `make mutate-report` aggregates them (efficacy, share of the census tested).
mutate-files: $(GREMLINS)
	MUTATE_GAMES=$(MUTATE_GAMES) MUTATE_SAMPLE=$(MUTATE_SAMPLE) MUTATE_SHARD=$(MUTATE_SHARD) MUTATE_DRY=$(MUTATE_DRY) MUTATE_UNTESTED=$(MUTATE_UNTESTED) \
		build/mutate-files.sh $(MUTATE_PKG) $(MUTATE_OUT) $(MUTATE_FILES)

# The record of every run so far: efficacy and coverage per package
# (MUTATE_PKG=rules/<title> for one), and the mutants that lived unexplained.
mutate-report:
	@build/mutate-report.sh report $(MUTATE_PKG)
	@for p in $(or $(MUTATE_PKG),$(patsubst %.census.tsv,rules/%,$(notdir $(wildcard rules/enginetest/mutation/*.census.tsv)))); do \
		l=$$(build/mutate-report.sh lived $$p); [ -z "$$l" ] || { echo "== $$p: lived, not analysed"; echo "$$l"; }; done

clean:
	rm -rf bin $(SHOTS) $(MUTATE_OUT)
