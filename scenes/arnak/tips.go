package arnakboard

import (
	"strings"

	"stolik/rules/arnak"
)

// The tooltip texts: the full Polish wording of cards, sites, guardians
// and assistants, composed from the data's names and effect words and the
// locale's frames.

var travelKeys = [arnak.NumTravel]string{"arnakboard.travel.boot", "arnakboard.travel.ship",
	"arnakboard.travel.car", "arnakboard.travel.plane"}

// travelText writes travel symbols as icons ("{but} 2{statek}"), in the
// order given, equal symbols once with their count; "—" for none.
func (b *Board) travelText(t []uint8) string {
	parts := make([]string, 0, len(t))
	var n [arnak.NumTravel]int
	for _, x := range t {
		if x < arnak.NumTravel {
			n[x]++
		}
	}
	// In the order given; equal symbols once with their count ("2× statek").
	for _, x := range t {
		if x >= arnak.NumTravel || n[x] == 0 {
			continue
		}
		s := travelIcons[x]
		if n[x] > 1 {
			s = itoa(n[x]) + s
		}
		parts = append(parts, s)
		n[x] = 0
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, " ")
}

func (b *Board) cardTip(c uint8) string {
	if int(c) >= len(b.d.Cards) {
		return ""
	}
	cd := &b.d.Cards[c]
	name := map[string]any{"name": cd.Name}
	var head string
	switch b.view.UICardKind(c) {
	case 0:
		head = b.Tf("arnakboard.tip.basic", name)
	case 1:
		head = b.Tf("arnakboard.tip.fear", name)
	case 2:
		head = b.Env.Loc.Plural("arnakboard.tip.item", int(cd.Cost), name)
	default:
		head = b.Env.Loc.Plural("arnakboard.tip.artifact", int(cd.Cost), name)
	}
	lines := []string{head, b.Tf("arnakboard.tip.travel", map[string]any{"text": b.travelText(cd.Travel)})}
	if e := b.view.UIEffectText(cd.Effect); e != "" {
		if cd.Free {
			e += " " + b.T("arnakboard.tip.free")
		}
		lines = append(lines, b.Tf("arnakboard.tip.effect", map[string]any{"text": e}))
	}
	if cd.VP != 0 {
		lines = append(lines, b.Tf("arnakboard.tip.vp", map[string]any{"n": int(cd.VP)}))
	}
	if n := b.view.UICardNote(c); n != "" {
		lines = append(lines, b.Tf("arnakboard.tip.note", map[string]any{"text": n}))
	}
	return strings.Join(lines, "\n")
}

func (b *Board) guardianTip(gd uint8) string {
	if int(gd) >= len(b.d.Guardians) {
		return ""
	}
	x := &b.d.Guardians[gd]
	return b.Tf("arnakboard.tip.guardian", map[string]any{"name": x.Name, "cost": b.guardianCost(gd), "boon": b.guardianBoon(gd)})
}

// guardianCost is guardian gd's cost with icons: its resources, travel
// symbols and a discard, as the published tile shows it.
func (b *Board) guardianCost(gd uint8) string {
	x := &b.d.Guardians[gd]
	var parts []string
	if x.Cost != (arnak.Res{}) {
		parts = append(parts, resText(x.Cost))
	}
	if len(x.CostTravel) > 0 {
		parts = append(parts, b.travelText(x.CostTravel))
	}
	if x.Discard > 0 {
		parts = append(parts, b.T("arnakboard.guardian.discard"))
	}
	return strings.Join(parts, " ")
}

// guardianBoon words what overcoming guardian gd gives: an effect, or
// travel symbols.
func (b *Board) guardianBoon(gd uint8) string {
	x := &b.d.Guardians[gd]
	if len(x.BoonTravel) > 0 {
		return b.travelText(x.BoonTravel)
	}
	return b.view.UIEffectText(x.Boon)
}

// guardianBoonShort is guardianBoon as a site's guardian pill shows it:
// travel icons, or the effect's short line with icons.
func (b *Board) guardianBoonShort(gd uint8) string {
	x := &b.d.Guardians[gd]
	if len(x.BoonTravel) > 0 {
		return b.travelText(x.BoonTravel)
	}
	return b.effectLine(x.Boon)
}

func (b *Board) assistantTip(a uint8) string {
	if int(a) >= len(b.d.Assistants) {
		return ""
	}
	x := &b.d.Assistants[a]
	s := b.Tf("arnakboard.tip.assistant", map[string]any{"name": x.Name,
		"silver": b.view.UIEffectText(x.Silver), "gold": b.view.UIEffectText(x.Gold)})
	if n := b.view.UIAssistantNote(a); n != "" {
		s += "\n" + b.Tf("arnakboard.tip.note", map[string]any{"text": n})
	}
	return s
}

func (b *Board) siteTip(i int) string {
	st := &b.d.Sites[i]
	sv := b.view.UISite(i)
	lines := b.siteLines([]string{st.Name}, i)
	idols := 0
	for _, id := range sv.Idol {
		if id != arnak.UINone {
			idols++
		}
	}
	if idols > 0 {
		lines = append(lines, b.Env.Loc.Plural("arnakboard.tip.site_idols", idols, nil))
		if id := sv.Idol[0]; int(id) < len(b.d.Idols) {
			lines = append(lines, b.Tf("arnakboard.tip.idol_up", map[string]any{"text": b.view.UIEffectText(b.d.Idols[id].Effect)}))
		}
	}
	if sv.Guard != arnak.UINone {
		lines = append(lines, b.guardianTip(sv.Guard))
	}
	return strings.Join(lines, "\n")
}
