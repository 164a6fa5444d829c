# Stolik — the README's commands. `make run` and `make test` install missing
# system packages first (build/deps.sh), so a fresh machine needs nothing else.
GO      ?= go
BIN     := bin/stolik
SHOTS   := shots
PKGS    := ./...
FUZZTIME ?= 10s
# The settings and generic TOML loaders are smaller: a shorter run each.
FUZZSHORT ?= 4s

.PHONY: run build test deps vet bench shot fuzz clean

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
	build/xvfb.sh $(GO) test -count=1 -timeout 40m $(PKGS)
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeSave$$' -fuzztime $(FUZZTIME) ./rules/engine
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeTOML$$' -fuzztime $(FUZZSHORT) ./rules/engine
	$(GO) test -short -run '^$$' -fuzz '^FuzzDecodeSettings$$' -fuzztime $(FUZZSHORT) ./scenes
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeProgress$$' -fuzztime $(FUZZSHORT) ./rules/campaign

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./rules/...
	build/xvfb.sh $(GO) run . shot -bench -out $(SHOTS)/bench

shot: build
	build/xvfb.sh ./$(BIN) shot -game donjon -players 3 -seed 1 -moves 40 -out $(SHOTS)

fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeSave$$' -fuzztime 2m ./rules/engine
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeTOML$$' -fuzztime 1m ./rules/engine
	$(GO) test -short -run '^$$' -fuzz '^FuzzDecodeSettings$$' -fuzztime 1m ./scenes
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeProgress$$' -fuzztime 1m ./rules/campaign

clean:
	rm -rf bin $(SHOTS)
