// Package engine is the contract every title implements and the machinery
// written once on top of it: the match (title + config + seed + actions),
// saves, undo, replay and the in-state random generator.
//
// It is pure Go. It must never import ebiten, image/..., scenes, render or
// locales: the rules run headless in bots, tests and `stolik sim`.
//
// # The contract (type Game, type Title)
//
// A title's state is a value behind the Game interface; each method's
// promise is written on the interface itself (game.go), in the manner of
// OpenSpiel's spiel.h, and checked for every title by the conformance
// suite, rules/enginetest. In short:
//
//   - Title.New(cfg, log) sets the game up and runs any automatic steps
//     before the first decision, logging them like Apply does; the same
//     config always gives the same state, log or no log. A bad config is a
//     *RuleError (CodeBadConfig), never a panic.
//   - Current, Legal and Apply play the game: Apply accepts exactly what
//     Legal lists, refuses anything else with a *RuleError leaving the
//     state unchanged, never panics, and every action it accepts changes
//     the state.
//   - Clone copies (and CopyFrom, the optional Copier, copies into a
//     Game the bots recycle: one assignment for a value state); View
//     masks what a seat may not know (and replaces the
//     RNG); Determinize resamples it, draws only from its rng and reseeds
//     the state's RNG; Checksum hashes everything, so equal checksums mean
//     equal states (StateChecksum over a fixed-size state, checked by
//     CheckStateEncoding in the title's tests).
//   - Result, once Current() == GameOver: every seat's score with its
//     breakdown part by part (the parts add up to the total), the places
//     with shared places for ties, the tie-break used and NoWinner (type
//     Result says exactly).
//   - Title.Secrets lists the hidden zones one changed copy at a time,
//     for the secrecy test (type Secret).
//
// Randomness lives only in the state's RNG (a PCG value copied by Clone).
// No title reads time, the environment or a global generator, so the same
// config, seed and actions always give the same game.
//
// # Actions: their names are the save format
//
// An Action is a small comparable value shared by all titles: a kind and a
// few small arguments whose meaning each title defines. Its text form
// ("recruit 2 1 2") is what saves store, and the kind is written by its
// name from Title.KindNames. Those names, the kinds' numbers and the
// meaning of their arguments are therefore the save format: renaming a
// kind, renumbering kinds or changing what an argument means breaks every
// save that holds one (the save then fails to replay and is refused).
// Retire a kind by keeping its name and number and no longer listing it.
// Key() is what bots hash.
//
// # Events: the log, private information and reveals
//
// Apply's events are the only source of the game log, the animations and
// the sounds; nothing else writes a log line. Two flags carry the rules of
// secrecy and must be set by the title, the suite checks them:
//
//   - Private: the event shows what only its Seat may know (the card it
//     drew into a secret hand). Other seats read PublicKey instead, or
//     nothing if it is empty.
//   - Reveal: the event shows hidden information to someone (a draw, a
//     shuffle, a face-down tile or guardian turned up, a die). Strict undo
//     refuses to go back past a step holding one, so a player cannot look
//     and take the move back. An event that depends on a deck order or a
//     face-down stack but is not marked fails the suite's "events" check.
//
// # Sessions, saves and undo
//
// Session is the one door actions go through, for humans, bots and
// replays: it records each step's actor and events. A save is the Match
// (title, seats, options, seed, actions as text) in TOML with format = 1
// and a digest, so a damaged file is refused rather than loaded as another
// game (a cut file or one without its digest too). Undo replays the match from its seed up to the step before the
// requesting human's last decision, within the policy described at
// Session.UndoCheck: own decisions only, the current turn only when several
// humans share the table, and never across a step that revealed hidden or
// random information; afterwards the session (record, steps, log, state and
// the autosave written from it) is the one that never made the undone moves.
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
//
// # Adding a title: the checklist
//
// A new title <t> (code name, lower case) is written in rules/<t>,
// scenes/<t> and assets/data/<t>, plus its strings and one line in each
// registry; what every title shares is the platform's, called rather than
// copied:
//
//  1. rules/<t>/: one package with the file split of rules/donjon and
//     rules/arnak — state.go (the fixed-size value state, Clone and
//     CopyFrom), setup.go
//     (newGame(d, cfg, log)), legal.go, apply.go, effects.go, score.go,
//     view.go (View, Determinize, Checksum), access.go (read-only
//     accessors for the board), secrets.go (the Secrets hook), doc.go
//     (what the package owns, a file map). data.go holds the raw TOML
//     types and LoadData(fsys) over a DataLoader (Decode is strict, Source
//     checks each entry's provenance, Fail keeps the first problem in
//     Polish naming the file), checks the component counts against the
//     rules' constants, and ends in one line:
//     `var DefaultData = engine.LoadOnce(assets.FS, "data/<t>", LoadData)`.
//     title.go holds the Title: ID, Name, player counts, Options (each
//     engine.Choice("<t>", key, choices...), with .Only("key=value") where
//     it matters only then), Secret/SecretWhen, KindNames,
//     `New: engine.NewFromData("<t>", DefaultData, newGame)`, Describe,
//     Evaluate, Secrets and the bots' tuning fields.
//  2. Its tests in rules/<t>/, each a few lines over rules/enginetest:
//     suite_test.go (enginetest.Run for every player count and option
//     that changes the rules; the file name sorts it after the quick
//     scenario tests, which make mutate, run with -failfast, reaches
//     first, so keep the title's other slow tests there too); golden
//     playthroughs in testdata through enginetest.Playthrough{...}.Check
//     (the title writes only its decision, event and score lines; per-seat
//     breakdowns; regenerate only on purpose, with -args -update, and say
//     so); bench_test.go with enginetest.BenchLegalApply, BenchClone,
//     BenchDeterminize and BenchPlayouts; bot_bench_test.go with
//     enginetest.BenchBot(b, bot.New, kind, level, Title(),
//     enginetest.MidGame(...)); newTestGame and playRandom as
//     enginetest.NewGame and PlayRandom; data tests refusing broken files
//     through enginetest.Mutated. What stays the title's own: a test that
//     CheckStateEncoding(&state) passes, the component counts, scoring
//     tests with expectations computed by hand from the rulebook (every
//     scoring card, the breakdown, the thresholds), scenario tests named
//     after the rulebook's examples, a Determinize test (resamples; the
//     conformance suite's "reseed" check already fails a Determinize that
//     leaves the state's RNG as it was, read by reflection from the
//     title's fields of type RNG). Every entry's source is checked for all
//     titles at once by rules/titles' test. If the title is the new home of
//     a rule one of issue 14's deliberate bugs touched, add the bug to
//     build/bugcheck's table (make bugs, run by make test).
//  3. rules/titles/titles.go: the Title in All() (menu order) or, while
//     its board is missing, in Preview().
//  4. assets/data/<t>/*.toml: every card and tile text in Polish, each
//     entry with source = "seed", "published" or "authored"; and
//     assets/data/campaign/<t>.toml, the title's solo ladder (rules/campaign:
//     every title with bots has one).
//  5. locales/<t>.pl.toml and locales/<t>.en.toml: the title's UI strings,
//     event keys ("<t>.draw"), error codes ("<t>.reason") and option
//     labels ("<t>.opt.<key>" and "<t>.opt.<key>.<choice>", the keys
//     engine.Choice names); locales/<t>board.pl.toml and .en.toml for its
//     board's texts; "title.<t>" in locales/pl.toml and en.toml (and the
//     menu names in locales/locales_test.go).
//  6. scenes/<t>/: the board, a table.Board embedding table.Base (see
//     scenes/table's "Adding a board": the frame around it — header, log,
//     undo, hints, menu, keyboard focus, card view, tooltips, the one
//     highlight language of legal targets — is shared, and buttons are
//     worded by table.DescribeButton), with NextClick for the tests;
//     registered under the code name in scenes/app (app.Boards) and, for
//     the window test, in scenes/window_test.go's config; the menu's
//     canonical list in scenes/menu.go. Its tests click and type through
//     scenes/table/tabletest (ClickAt, PressAt, DragTo, Reach,
//     KeyboardReach).
//  7. assets/rules/<t>.md: the rules reference shown in the app.
//  8. A window test (scenes/window_<t>_test.go) that plays the title from
//     the menu with the mouse to its results, driven by playByMouse and
//     chooseSetupOption (scenes/window_play_test.go).
//  9. `make test` green (the window test included), and `make mutate
//     MUTATE_PKGS=rules/<t>` at 85 % efficacy or more.
package engine
