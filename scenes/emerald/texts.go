package emeraldboard

import (
	"strconv"
	"strings"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/emerald"
	"stolik/rules/engine"
	"stolik/scenes/table"
)

// describe words a for a button: the title's Describe without the
// player's name in front (the player is the one clicking).
func (b *Board) describe(a engine.Action) string {
	// The plain choices get a button's imperative.
	switch {
	case a.Kind == emerald.KindPass:
		return b.T("emeraldboard.btn.pass")
	case a.Kind == emerald.KindEnd:
		return b.T("emeraldboard.btn.end")
	case a.Kind == emerald.KindBlock && a.A == 0:
		return b.T("emeraldboard.btn.no_block")
	case a.Kind == emerald.KindReveal && a.A == 0:
		return b.T("emeraldboard.reveal.ok")
	}
	s := table.Describe(b.Env, b.view, a)
	cur := int(b.view.Current())
	if cur >= 0 && cur < len(b.Env.Names) {
		if n := b.Env.Names[cur]; n != "" {
			if rest, ok := strings.CutPrefix(s, n+": "); ok {
				s = rest
			} else if rest, ok := strings.CutPrefix(s, n+" "); ok {
				s = rest
			}
		}
	}
	return b.imperative(s)
}

// imperative turns a log sentence's verbs into a button's imperative
// ("odrzuca 1 kartę" → «Odrzuć 1 kartę»): the first word and any verb
// after "i"/"and", by the language's list of pairs.
func (b *Board) imperative(s string) string {
	if b.imp == nil {
		b.imp = map[string]string{}
		for _, pair := range strings.Split(b.T("emeraldboard.imp"), ";") {
			if from, to, ok := strings.Cut(strings.TrimSpace(pair), "="); ok {
				b.imp[from] = to
			}
		}
	}
	words := strings.Split(s, " ")
	for i, w := range words {
		if i > 0 && words[i-1] != "i" && words[i-1] != "and" {
			continue
		}
		core := strings.TrimRight(w, ":,.")
		if to, ok := b.imp[strings.ToLower(core)]; ok {
			words[i] = to + w[len(core):]
		}
	}
	return table.CapFirst(strings.Join(words, " "))
}

// symKeys name a card's symbols in the order of emerald.UICardSymbols.
var symKeys = [7]string{"influence", "acquire", "retrieve", "move", "assassinate", "track_r", "track_l"}

// symbols is a card's symbols in words ("wpływ 2 · ruch 1 · bomby 1"),
// each number held to its word by a no-break space (a line never starts
// with a lone «1»).
func (b *Board) symbols(k uint8) string {
	sym, bombs, agents := b.view.UICardSymbols(k)
	var parts []string
	for i, n := range sym {
		if n > 0 {
			parts = append(parts, b.T("emeraldboard.sym."+symKeys[i])+nbsp+strconv.Itoa(n))
		}
	}
	if bombs > 0 {
		parts = append(parts, b.T("emeraldboard.sym.bombs")+nbsp+strconv.Itoa(bombs))
	}
	if agents > 0 {
		parts = append(parts, b.T("emeraldboard.sym.agents")+nbsp+strconv.Itoa(agents))
	}
	return strings.Join(parts, " · ")
}

// nbsp is the no-break space: render's wrapper breaks lines only at
// ASCII spaces.
const nbsp = "\u00a0"

// vpText is a card's VP as printed ("2 PZ", "3 PZ R", "1 PZ L").
func (b *Board) vpText(k uint8) string {
	if int(k) >= len(b.d.Cards) {
		return ""
	}
	vp := b.d.Cards[k].VP
	var parts []string
	for t, key := range []string{"emeraldboard.vp.n", "emeraldboard.vp.r", "emeraldboard.vp.l"} {
		if vp[t] != 0 {
			parts = append(parts, b.Tf(key, map[string]any{"n": int(vp[t])}))
		}
	}
	return strings.Join(parts, ", ")
}

// vpShort is a card's VP in a few letters for a small card ("1 PZ L").
func (b *Board) vpShort(k uint8) string {
	if int(k) >= len(b.d.Cards) {
		return ""
	}
	vp := b.d.Cards[k].VP
	var parts []string
	for t, key := range []string{"emeraldboard.vp.n", "emeraldboard.vp.r_short", "emeraldboard.vp.l_short"} {
		if vp[t] != 0 {
			parts = append(parts, b.Tf(key, map[string]any{"n": int(vp[t])}))
		}
	}
	return strings.Join(parts, ", ")
}

// widestWord is the widest word of s at 12 px in the given weight (a
// name must fit its card by it; bytes would count Polish letters twice).
func (b *Board) widestWord(s string, bold bool) string {
	best, bw := "", -1.0
	face := b.Kit.Face(table.MinText, bold)
	for _, w := range strings.Fields(s) {
		if m := render.Measure(w, face); m > bw {
			best, bw = w, m
		}
	}
	return best
}

// cardText is a card's full text for a tooltip: name, symbols, VP, its
// text and the rulebook's note.
func (b *Board) cardText(k uint8) string {
	if int(k) >= len(b.d.Cards) {
		return ""
	}
	c := &b.d.Cards[k]
	var sb strings.Builder
	sb.WriteString(c.Name)
	if s := b.symbols(k); s != "" {
		sb.WriteString("\n" + s)
	}
	if v := b.vpText(k); v != "" {
		sb.WriteString("\n" + v)
	}
	if c.Text != "" {
		sb.WriteString("\n" + c.Text)
	}
	if c.Rules != "" && c.Rules != c.Text {
		sb.WriteString("\n" + c.Rules)
	}
	return sb.String()
}

// face is a card's face for the large view.
func (b *Board) face(k uint8) render.Face {
	c := &b.d.Cards[k]
	text := c.Text
	if c.Rules != "" && c.Rules != c.Text {
		text += "\n\n" + c.Rules
	}
	return render.Face{Title: c.Name, Kind: b.T("emeraldboard.card"), VP: b.vpText(k), Effect: b.symbols(k),
		Text: text, Note: c.Note, Accent: b.Kit.Pal.Accent}
}

// CardAt is the face of the card under (x, y): a hand card, a city's top
// card or its royalty.
func (b *Board) CardAt(x, y float64) (render.Face, bool) {
	if b.view == nil {
		return render.Face{}, false
	}
	pt := geom.Pt{X: x, Y: y}
	if k := b.cardAt(pt); k >= 0 && k < len(b.hand) {
		return b.face(b.hand[k]), true
	}
	if c := b.cityAt(pt); c >= 0 {
		v := b.view.UICity(c)
		top, royal := b.cityParts(c)
		if royal.ContainsPt(pt) && v.Royal != emerald.UINone {
			return b.face(v.Royal), true
		}
		if top.ContainsPt(pt) && v.Top != emerald.UINone {
			return b.face(v.Top), true
		}
	}
	return render.Face{}, false
}

// Show puts the sanity die on the table when it is rolled.
func (b *Board) Show(ev engine.Event, view engine.Game) (table.Shown, bool) {
	switch ev.Key {
	case "emerald.roll_sane", "emerald.roll_insane":
	default:
		return table.Shown{}, false
	}
	b.rollSeat, b.rollInsane = int(ev.Seat), ev.Key == "emerald.roll_insane"
	f := render.Face{Title: b.T("emeraldboard.die.title"), Kind: b.SeatName(int(ev.Seat)), Accent: b.Kit.Pal.Accent}
	if b.rollInsane {
		f.Effect, f.Text = b.T("emeraldboard.die.insane"), b.T("emeraldboard.die.insane_text")
	} else {
		f.Effect, f.Text = b.T("emeraldboard.die.sane"), b.T("emeraldboard.die.sane_text")
	}
	return table.Shown{Face: f, To: b.lay.Rows[min(max(0, int(ev.Seat)), len(b.lay.Rows)-1)]}, true
}

// tipAt is the full text of what is under pt ("" none).
func (b *Board) tipAt(pt geom.Pt) string {
	if b.view == nil || b.confirm {
		return ""
	}
	if k := b.cardAt(pt); k >= 0 && k < len(b.hand) {
		return b.cardText(b.hand[k])
	}
	if c := b.cityAt(pt); c >= 0 {
		return b.cityTip(c, pt)
	}
	for i, r := range b.lay.Rows {
		if r.ContainsPt(pt) {
			return b.rowTip(i)
		}
	}
	for i, k := range b.shown {
		if i < len(b.lay.Buttons) && k >= 0 && b.btnR[i].ContainsPt(pt) {
			if cs := b.view.UICardAction(b.cand[k]); len(cs) > 0 && cs[0] < len(b.hand) {
				return b.btnText[k] + "\n\n" + b.cardText(b.hand[cs[0]])
			}
			return b.btnText[k]
		}
	}
	switch {
	case b.lay.Track[0].ContainsPt(pt) || b.lay.Track[1].ContainsPt(pt):
		return b.T("emeraldboard.tip.tracks")
	case b.lay.Limbo.ContainsPt(pt):
		return b.T("emeraldboard.tip.limbo")
	case b.lay.Agent.ContainsPt(pt):
		return b.T("emeraldboard.tip.agent")
	case b.lay.Cube.ContainsPt(pt):
		return b.T("emeraldboard.tip.cube")
	case b.lay.Reveal.ContainsPt(pt) && b.revealLegal():
		return b.revealText()
	case b.lay.Identity.ContainsPt(pt):
		return b.identityText()
	case b.lay.Tableau.ContainsPt(pt):
		if int(b.seat) >= 0 && int(b.seat) < b.n {
			return b.tableauText(int(b.seat))
		}
	}
	return ""
}

// cityTip is a city's full description.
func (b *Board) cityTip(c int, pt geom.Pt) string {
	v := b.view.UICity(c)
	top, royal := b.cityParts(c)
	if royal.ContainsPt(pt) && v.Royal != emerald.UINone {
		return b.cardText(v.Royal)
	}
	if top.ContainsPt(pt) && v.Top != emerald.UINone {
		return b.cardText(v.Top)
	}
	ci := &b.d.Cities[c]
	var sb strings.Builder
	sb.WriteString(b.Tf("emeraldboard.tip.city", map[string]any{"city": ci.Name, "n": v.StackN, "bombs": int(ci.AgentBombs)}))
	for i := 0; i < b.n; i++ {
		if v.Agents[i]+v.Cubes[i] == 0 {
			continue
		}
		sb.WriteString("\n" + b.Tf("emeraldboard.tip.pieces", map[string]any{"name": b.SeatName(i), "agents": v.Agents[i], "cubes": v.Cubes[i]}))
		if b.view.UIMajority(i, c) {
			sb.WriteString(" — " + b.T("emeraldboard.tip.majority"))
		}
	}
	if v.Zombies > 0 {
		sb.WriteString("\n" + b.Tf("emeraldboard.tip.zombies", map[string]any{"n": v.Zombies}))
	}
	return sb.String()
}

// rowTip is a player's public state: VP, supply, sanity, the tableau.
func (b *Board) rowTip(i int) string {
	p := b.view.UIPlayer(i)
	var sb strings.Builder
	sb.WriteString(b.Tf("emeraldboard.tip.row", map[string]any{"name": b.SeatName(i), "vp": p.Running,
		"hand": p.HandN, "deck": p.DeckN, "agents": p.Agents, "cubes": p.Cubes, "limbo": p.Limbo, "sanity": p.Sanity}))
	if p.Revealed && p.Identity != 0 {
		sb.WriteString("\n" + b.Tf("emeraldboard.tip.revealed", map[string]any{"faction": b.view.UIFactionName(p.Identity)}))
	}
	if t := b.tableauText(i); t != "" {
		sb.WriteString("\n" + t)
	}
	return sb.String()
}

// tableauText lists a player's public tableau.
func (b *Board) tableauText(i int) string {
	p := b.view.UIPlayer(i)
	if len(p.Tableau) == 0 {
		return b.T("emeraldboard.tableau.empty")
	}
	var names []string
	for _, e := range p.Tableau {
		s := b.d.Cards[e.Card].Name
		if v := b.vpText(e.Card); v != "" {
			s += " (" + v + ")"
		}
		if e.Victim >= 0 {
			s += " — " + b.Tf("emeraldboard.tableau.victim", map[string]any{"name": b.SeatName(e.Victim)})
		}
		names = append(names, s)
	}
	return b.T("emeraldboard.tableau") + ": " + strings.Join(names, "; ")
}

// myFaction is the screen seat's faction (0 when there is none).
func (b *Board) myFaction() uint8 {
	if int(b.seat) < 0 || int(b.seat) >= b.n {
		return 0
	}
	return b.view.UIFactionOf(int(b.seat))
}

// identityText explains the screen seat's identity.
func (b *Board) identityText() string {
	switch b.myFaction() {
	case emerald.UIRestorationist:
		return b.d.Identity.RText
	case emerald.UILoyalist:
		return b.d.Identity.LText
	}
	return ""
}

// revealText spells out what revealing does for this identity.
func (b *Board) revealText() string {
	switch b.myFaction() {
	case emerald.UIRestorationist:
		return b.T("emeraldboard.reveal.r")
	case emerald.UILoyalist:
		return b.T("emeraldboard.reveal.l")
	}
	return ""
}

// forcedText spells out what a reveal the rules demand does: for a
// Restorationist the game ends, a Loyalist refills to three agents, and
// Zmiana nastawienia turns a Loyalist into a Restorationist and ends it.
func (b *Board) forcedText(a engine.Action) string {
	switch {
	case a.A == 1:
		return b.T("emeraldboard.reveal.forced_change")
	case b.myFaction() == emerald.UIRestorationist:
		return b.T("emeraldboard.reveal.forced_r")
	case b.myFaction() == emerald.UILoyalist:
		return b.T("emeraldboard.reveal.forced_l")
	}
	return ""
}

// whyCard says why a hand card cannot be picked now.
func (b *Board) whyCard(k int) string {
	name := ""
	if k < len(b.hand) {
		name = b.d.Cards[b.hand[k]].Name
	}
	if key, _ := b.view.UIPending(); key != "" {
		return b.Tf("emeraldboard.why.pending", map[string]any{"card": name, "what": b.T(key)})
	}
	if b.view.UIActions() >= 2 {
		return b.Tf("emeraldboard.why.no_actions", map[string]any{"card": name})
	}
	if b.sel&^(1<<k) != 0 {
		return b.Tf("emeraldboard.why.not_with", map[string]any{"card": name})
	}
	return b.Tf("emeraldboard.why.card", map[string]any{"card": name})
}

// whyCity says why nothing can be done in city c with the selection.
func (b *Board) whyCity(c int) string {
	city := b.d.Cities[c].Name
	if key, _ := b.view.UIPending(); key != "" {
		return b.Tf("emeraldboard.why.city_pending", map[string]any{"city": city, "what": b.T(key)})
	}
	if b.sel != 0 {
		return b.Tf("emeraldboard.why.city_cards", map[string]any{"city": city})
	}
	if b.view.UIActions() >= 2 {
		return b.T("emeraldboard.why.city_end")
	}
	return b.Tf("emeraldboard.why.city", map[string]any{"city": city})
}

// whySupply says why a piece from the supply cannot go onto the map.
func (b *Board) whySupply(s source) string {
	if int(b.seat) >= 0 && int(b.seat) < b.n {
		p := b.view.UIPlayer(int(b.seat))
		if s == srcCube && p.Cubes == 0 {
			return b.T("emeraldboard.why.no_cubes")
		}
		if s == srcAgent && p.Agents == 0 {
			return b.T("emeraldboard.why.no_agents")
		}
	}
	if s == srcCube {
		return b.T("emeraldboard.why.cube")
	}
	return b.T("emeraldboard.why.agent")
}
