// Package discover implements the rules of "Discover: Nieznane Lądy"
// (Discover: Lands Unknown) behind the engine.Game contract: a
// semi-cooperative survival game for 1–4 heroes on a map of hex tiles
// revealed as they explore, in five scenarios — four story scenarios
// (Island 1–2, Forest 3–4) and the competitive scenario 5 (2+ seats).
// Spec: ../shared/rules/discover.md; the scenario is the title option
// "scenario" (1–5).
//
// It owns the game state, set-up, legal decisions, effect resolution (a
// stack of effect frames, one decision at a time), the night, monsters and
// combat, scoring, hidden information and the bots' evaluation. Card, tile
// and token data live in assets/data/discover/*.toml and are composed from
// the small effect vocabulary of data.go (described at the top of
// rules.toml): no card has its own Go code.
//
// It imports only the standard library, rules/engine, the TOML decoder and
// the embedded assets. It must never import ebiten, image/..., scenes,
// render or locales.
//
// # File map
//
// data.go (TOML loading, the effect vocabulary, validation, the bots' map
// of the cards), state.go (the value state), setup.go, legal.go, apply.go
// (Apply and the answers to pending decisions), effects.go (effect frames,
// cards, damage, the map, monsters and their moves), combat.go (fights,
// retreat, escape, scenario 5 attacks), night.go (night cards and the new
// day), score.go (Result), view.go (View, Determinize, Checksum),
// secrets.go (Title.Secrets), eval.go (the bots' evaluation), title.go
// (descriptor, Describe), access.go (read-only accessors for the board and
// campaign screens), report.go (sim reports).
//
// # Geometry (PROPOSED, spec §8.5)
//
// Spaces are flat-top hexes in axial coordinates; a tile is 3 hexes
// (q,r), (q+1,r), (q,r+1) anchored where (q−r) is divisible by 3. The whole
// layout is laid face down at set-up (17 slots; slot 0 is the start tile),
// so hex index = slot×3 + k. Directions run clockwise from north; a red die
// value v points to direction (v mod 12)/2 plus the sheet's compass
// rotation. Distances are hex distances; monsters walk over revealed
// spaces only (G14, G15). render/geom/hex.go is the drawing kit's own hex
// maths: the board converts (Terrain.Hex) axial coordinates to its layout.
//
// # Result shape (for the results screen)
//
// Discover has no points. Scenarios 1–4 are won together: the last stage's
// signal (or defeating the station's guardian) makes every hero still on
// the map win; eliminated heroes lose. Result: winners in place 1, the
// others (victims) after them; when nobody won the island won — NoWinner is
// set and every hero shares place 1, so the header reads «Brak zwycięzcy».
// Scenario 5: the one winner is in place 1, the others ranked by relics,
// then hearts (TieBreak names the key); NoWinner when nobody won. Each
// hero's "score" is a record, not a skill measure: 10 for a win, the quest
// stage reached, hearts left, relics (scenario 5). Note (discover.note.*)
// says how the scenario ended and on which day. Title.EndByEvaluate makes
// the search bots score finished games with Evaluate, since co-operative
// places say nothing of winning.
//
// # Hidden information
//
// From everybody: the tiles under face-down slots (only the stack number
// shows), face-down landscape tokens and their pools, face-down water
// sources, face-down monster tokens and their pool, the order of the night,
// threat, project, character and encounter decks, and which variant of a
// de-duplicated search number was kept until it is seen. From the other
// seats only: project hands and, during the draft, the characters dealt and
// the one kept. The numbered decks are sorted by number and are public
// knowledge. Title.Secret is true (the hands and the draft differ between
// seats). View sorts each hidden zone; Determinize redeals it; Secrets
// (secrets.go) changes each zone alone for the secrecy test.
//
// # Rules decided here (PROPOSED where the rulebook is silent)
//
// Every scenario has a deadline per player count (the island wins after
// that night): the rulebook sets no round limit, and the deadlines are the
// balance knob between player counts. Scenario 5: the first hero to meet
// the last stage wins alone; the last hero standing wins; at the deadline
// the most relics (then hearts) win if nobody ties. A gathered landscape
// resource token joins its spent pile at once and the hero holds supply
// tokens instead (same count, same load). A refused or called-off trade
// ends that pair's trading for the turn (a free action must not loop). The
// leader's hand-off choice stands (the unanimous override is table talk,
// not modelled). A monster stepping towards its hero takes the first
// revealed space, in compass order, that brings it nearer; equally near
// heroes are the leader's choice. Szturm and Obrona rerolls in an ordinary
// fight are used from the combatant's modify step (the group agrees at the
// table). The station guardian (186) has 3 health per player at the start
// (the rulebook's N symbol).
//
// # Bots and balance
//
// Greedy (rules/bot, one step, determinized samples) plays with eval.go's
// additive score: quest progress as work left in spaces walked, supplies
// in tiers (the first water is worth about the heart a thirsty night
// costs), a day's upkeep credited so that ending the day is about neutral,
// and each seat's own way to the goal so that no hero idles. ISMCTS is the
// generic search scoring its leaves with Evaluate (no random rollouts).
//
// Balance: a greedy team, 500 games per scenario and player count
// (`stolik sim -game discover -players N -bots greedy -opt scenario=S
// -games 500 -json`, seeds 1–500; no errors). Heroes' win rate, and the
// mean number of days a game lasts (days of the games won in brackets):
//
//	scenario              1 player          2 players         3 players         4 players
//	1 Wołanie o pomoc     57.6 % 3.9 (3.8)  69.0 % 4.3 (4.0)  51.8 % 5.4 (4.9)  47.2 % 6.4 (5.8)
//	2 Wrak Albatrosa      43.6 % 8.2 (6.4)  47.8 % 7.3 (6.1)  41.6 % 9.6 (7.9)  37.8 % 10.7 (9.3)
//	3 Dolina Mgieł        50.0 % 5.5 (5.1)  64.2 % 6.3 (5.4)  53.0 % 7.6 (6.5)  48.8 % 9.3 (7.9)
//	4 Milczenie nadajnika 42.8 % 7.0 (6.5)  55.8 % 5.2 (4.8)  60.8 % 5.3 (4.9)  55.6 % 4.7 (4.4)
//	5 Skarby wyspy        –                 98.2 % 8.1        95.2 % 9.1        93.2 % 9.5
//
// (Scenario 5 is competitive: the figure is how often one hero wins; the
// wins split evenly over the seats.) The knobs were the deadlines per
// player count, the quest pools (1 + 1 per player), the risky yield of the
// final locations and the guardian's health per player.
package discover
