// Package engine is the contract every title implements and the machinery
// written once on top of it: the match (title + config + seed + actions),
// saves, undo, replay and the in-state random generator.
//
// It is pure Go. It must never import ebiten, image/..., scenes, render or
// locales: the rules run headless in bots, tests and `stolik sim`.
//
// # The contract (type Game)
//
// A title's state is a value behind the Game interface. Every method states
// its invariants here, in the manner of OpenSpiel's spiel.h:
//
//   - Title.New(cfg, log) sets the game up and runs any automatic steps
//     before the first decision, logging them like Apply does; the same
//     config always gives the same state, log or no log.
//   - Current() is the seat whose decision it is, or GameOver once the game
//     has ended. Out-of-turn decisions ("all other players choose...") are
//     ordinary decisions of that seat: Current() names it.
//   - Legal(dst) appends every legal action of the current decision to dst
//     and returns it. It never allocates when cap(dst) suffices, never
//     mutates the state, returns an empty slice exactly when the game is
//     over, and lists no action twice. Order is deterministic.
//   - Apply(a, log) is the one source of legality: it accepts exactly the
//     actions Legal lists. A refused action returns a *RuleError with a code
//     and leaves the state byte-for-byte unchanged. It never panics, whatever
//     the action. Events describing what happened, the decision itself
//     included, are appended to log when log is non-nil (bots pass nil and
//     pay nothing for the log); the game log is made of these alone.
//   - Clone() returns an independent deep copy: applying actions to one never
//     changes the other. States are value types with fixed arrays where the
//     title allows, so Clone is one allocation and a copy.
//   - View(seat) returns a copy in which everything that seat may not know is
//     masked (other hands as counts, deck orders unknown). Seat Observer is
//     the public view. Scenes draw only from views. A view is itself a Game
//     whose Legal/Apply need not be meaningful until it is determinized.
//     A view must not carry the state's RNG as it is: the generator's state
//     predicts every future draw, so View replaces or reseeds it.
//   - Determinize(seat, rng) resamples, in place, everything seat cannot see,
//     consistently with View(seat): afterwards View(seat) is unchanged and
//     the state is a fully playable Game. It works on a full state or on
//     View(seat) of the same seat, and reseeds the state's RNG from rng so
//     simulated futures differ. ISMCTS calls it once per iteration.
//   - Checksum() hashes the whole state (hidden parts included). Equal
//     states have equal checksums; it is what replay and tests compare.
//   - Result() is valid once Current() == GameOver: scores with their
//     breakdown, the ranking with the title's tie-breaks.
//
// Randomness lives only in the state's RNG (a PCG value copied by Clone).
// No title reads time, the environment or a global generator, so the same
// config, seed and actions always give the same game.
//
// # Actions
//
// An Action is a small comparable value shared by all titles: a kind and a
// few small arguments whose meaning each title defines. Its text form
// ("recruit 2 1 2") is what saves store; Key() is what bots hash.
//
// # Sessions, saves and undo
//
// Session is the one door actions go through, for humans, bots and
// replays: it records each step's actor and events. A save is the Match
// (title, seats, options, seed, actions as text) in TOML with format = 1
// and a digest, so a damaged file is refused rather than loaded as another
// game. Undo replays the match from its seed up to the step before the
// requesting human's last decision, within the policy described at
// Session.UndoCheck: own decisions only, the current turn only when several
// humans share the table, and never across a step that revealed hidden or
// random information.
//
// # Files from disk
//
// Everything read from disk goes through one bounded path (store.go,
// decode.go): ReadFileLimited opens only regular files, never blocks on a
// FIFO and never reads past a size cap; DecodeTOML is strict, bounds the
// nesting depth and never panics; DecodeSave and CheckMatch bound every
// field of a save and ask whether this build has its title and bots. A
// refusal is a *RuleError whose Key/Args the locales word precisely, and
// Quarantine moves the file aside. ReadTOMLFile is the one call for a
// small settings-like file (campaign progress).
package engine
