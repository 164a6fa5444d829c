package bot

// GCPercent is the garbage collector's target percentage the program runs
// at (main.go sets it; the whole-game benchmarks do too). The search
// clones the state for every candidate move it tries, gigabytes of
// short-lived garbage per game over a live heap of a few megabytes; at
// Go's default 100 the collector ran so often that it and the page faults
// of freshly returned memory took about a quarter of a Trudny game
// (arnak's BenchmarkTrudnyGame2p, 3 games on two idle cores, 2026-12-02:
// 7.6 s a game at 100, 5.7–6.1 s at 400, 5.3 s at 800; peak resident
// memory 101 MB at 400).
const GCPercent = 400
