# Stolik — the README's commands. `make run` and `make test` install missing
# system packages first (build/deps.sh), so a fresh machine needs nothing else.
GO      ?= go
BIN     := bin/stolik
SHOTS   := shots
PKGS    := ./...
FUZZTIME ?= 15s

.PHONY: run build test deps vet bench shot fuzz clean

deps:
	@build/deps.sh

build: deps
	$(GO) build -o $(BIN) .

run: build
	./$(BIN)

vet: deps
	$(GO) vet $(PKGS)

# Every test, the window tests under Xvfb included, then a short fuzz of the
# save loader. STOLIK_WINDOW_TEST=1 makes the window test fail, not skip,
# when it cannot open its window: make test never passes without it.
test: deps
	$(GO) vet $(PKGS)
	STOLIK_WINDOW_TEST=1 build/xvfb.sh $(GO) test -count=1 -timeout 40m $(PKGS)
	$(GO) test -run '^$$' -fuzz FuzzDecodeSave -fuzztime $(FUZZTIME) ./rules/engine

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./rules/...
	build/xvfb.sh $(GO) run . shot -bench -out $(SHOTS)/bench

shot: build
	build/xvfb.sh ./$(BIN) shot -game donjon -players 3 -seed 1 -moves 40 -out $(SHOTS)

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzDecodeSave -fuzztime 2m ./rules/engine

clean:
	rm -rf bin $(SHOTS)
