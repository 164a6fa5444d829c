package scenes

import (
	"image"
	"io/fs"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"stolik/render"
	"stolik/render/geom"
	"stolik/rules/engine"
	"stolik/scenes/ui"
)

// The rules reader: assets/rules/<title>.md shown as formatted text —
// headings, paragraphs joined across the source's line breaks, bulleted
// and numbered lists, **bold** and *italic* — with a table of contents of
// the headings beside it and a search that steps from match to match.

var (
	rulesBody = image.Rect(330, 150, 1240, 624) // the text
	rulesTOC  = image.Rect(40, 150, 310, 624)   // the table of contents
)

const (
	rulesSize    = 17.0
	rulesHeading = 22.0
	rulesLineH   = 24.0
)

// Word styles.
const (
	styleRegular uint8 = iota
	styleBold
	styleItalic
)

// mdRun is a piece of a paragraph in one style.
type mdRun struct {
	text  string
	style uint8
}

// mdBlock is a heading, a paragraph or a list item of the rules.
type mdBlock struct {
	level  int    // heading level (1, 2, 3), 0 for text
	marker string // a list item's "•" or "3."; "" for a paragraph
	runs   []mdRun
}

// text is the block without its styles (search, the TOC).
func (b mdBlock) text() string {
	var s strings.Builder
	for _, r := range b.runs {
		s.WriteString(r.text)
	}
	return s.String()
}

// parseRules turns the Markdown the rules are written in into blocks: a
// paragraph's or list item's source lines are joined into one (the source
// breaks lines for its own width, not the screen's).
func parseRules(src string) []mdBlock {
	var out []mdBlock
	var cur *mdBlock
	var buf strings.Builder
	flush := func() {
		if cur != nil {
			cur.runs = parseInline(strings.TrimSpace(buf.String()))
			out = append(out, *cur)
		}
		cur = nil
		buf.Reset()
	}
	for _, raw := range strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n") {
		line := strings.TrimRight(raw, " \t")
		trim := strings.TrimSpace(line)
		switch {
		case trim == "":
			flush()
		case strings.HasPrefix(trim, "#"):
			flush()
			lv := len(trim) - len(strings.TrimLeft(trim, "#"))
			out = append(out, mdBlock{level: min(lv, 3), runs: parseInline(strings.TrimSpace(trim[lv:]))})
		case strings.HasPrefix(trim, "- ") || strings.HasPrefix(trim, "* ") || strings.HasPrefix(trim, "• "):
			flush()
			cur = &mdBlock{marker: "•"}
			buf.WriteString(strings.TrimSpace(trim[2:]))
		case numbered(trim) > 0:
			flush()
			n := numbered(trim)
			cur = &mdBlock{marker: trim[:n]}
			buf.WriteString(strings.TrimSpace(trim[n:]))
		default:
			if cur == nil {
				cur = &mdBlock{}
			} else {
				buf.WriteByte(' ')
			}
			buf.WriteString(trim)
		}
	}
	flush()
	return out
}

// numbered is the length of a "12." list marker at the start of s (0: none).
func numbered(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > 0 && i+1 < len(s) && s[i] == '.' && s[i+1] == ' ' {
		return i + 1
	}
	return 0
}

// parseInline splits a paragraph into styled runs: **bold** (or __bold__)
// and *italic* (or _italic_); a marker without its pair stays text.
func parseInline(s string) []mdRun {
	var out []mdRun
	style := styleRegular
	var cur strings.Builder
	emit := func() {
		if cur.Len() > 0 {
			out = append(out, mdRun{cur.String(), style})
			cur.Reset()
		}
	}
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "**") || strings.HasPrefix(s[i:], "__"):
			m := s[i : i+2]
			if style == styleBold || style == styleRegular && strings.Contains(s[i+2:], m) {
				emit()
				if style == styleBold {
					style = styleRegular
				} else {
					style = styleBold
				}
				i += 2
				continue
			}
		case (s[i] == '*' || s[i] == '_') && (style == styleItalic || style == styleRegular && italicOpens(s, i)):
			emit()
			if style == styleItalic {
				style = styleRegular
			} else {
				style = styleItalic
			}
			i++
			continue
		}
		cur.WriteByte(s[i])
		i++
	}
	emit()
	return out
}

// italicOpens reports a single * or _ at i that starts emphasis: followed
// by a non-space and closed later in the paragraph (so "snake_case" or a
// lone "*" stay text).
func italicOpens(s string, i int) bool {
	m := s[i]
	if i+1 >= len(s) || s[i+1] == ' ' || s[i+1] == m {
		return false
	}
	if m == '_' && i > 0 && s[i-1] != ' ' {
		return false
	}
	return strings.IndexByte(s[i+1:], m) > 0
}

// rulesWord is one word of the laid-out text: its style and place.
type rulesWord struct {
	text  string
	style uint8
	x     float64
}

// rulesLine is a laid-out line of the reader.
type rulesLine struct {
	words   []rulesWord
	heading int    // heading level, 0 for text
	marker  string // the list marker, on an item's first line
	block   int    // which block it belongs to
	plain   string // its text (search)
}

// layoutRules wraps the blocks to width with measure (the width of a word
// in a style at the text's size; headings are measured bold).
func layoutRules(blocks []mdBlock, width float64, measure func(s string, style uint8, heading bool) float64) []rulesLine {
	var out []rulesLine
	const indent = 26.0
	for bi, b := range blocks {
		if b.level > 0 && len(out) > 0 {
			out = append(out, rulesLine{block: bi}) // air before a heading
		}
		left := 0.0
		if b.marker != "" {
			left = indent
		}
		line := rulesLine{heading: b.level, marker: b.marker, block: bi}
		x := left
		for _, r := range b.runs {
			style := r.style
			if b.level > 0 {
				style = styleBold
			}
			for wi, w := range strings.Split(r.text, " ") {
				if w == "" {
					continue
				}
				// A run that starts right after the previous one without a
				// space (punctuation after **bold**) sticks to it.
				glued := wi == 0 && len(r.text) > 0 && r.text[0] != ' ' && len(line.words) > 0
				space := measure(" ", style, b.level > 0)
				ww := measure(w, style, b.level > 0)
				if !glued && len(line.words) > 0 {
					x += space
				}
				if x+ww > width && len(line.words) > 0 {
					out = append(out, line)
					line = rulesLine{heading: b.level, block: bi}
					x = left
				}
				line.words = append(line.words, rulesWord{text: w, style: style, x: x})
				if line.plain != "" && !glued {
					line.plain += " "
				}
				line.plain += w
				x += ww
			}
		}
		out = append(out, line)
		if b.level == 0 && b.marker == "" {
			out = append(out, rulesLine{block: bi}) // air after a paragraph
		}
	}
	return out
}

// rulesScene shows assets/rules/<title>.md, scrollable and searchable.
type rulesScene struct {
	a       *App
	ids     []string
	tabs    []ui.Button
	cur     int
	blocks  []mdBlock
	lines   []rulesLine
	toc     []ui.Button
	tocLine []int
	top     int
	search  ui.TextField
	query   string
	matches []int
	match   int
	back    ui.Button
	up      ui.Button
	down    ui.Button
	focus   ui.Focus
	prev    ui.Button
	next    ui.Button
	words   map[wordKey]*render.TextBlock
}

type wordKey struct {
	s     string
	style uint8
	size  float64
}

func newRules(a *App, id string) *rulesScene {
	r := &rulesScene{a: a, words: map[wordKey]*render.TextBlock{}}
	for _, c := range canonical {
		r.ids = append(r.ids, c.id)
	}
	r.tabs = make([]ui.Button, len(r.ids))
	w := 1200 / len(r.ids)
	for i := range r.tabs {
		r.tabs[i] = ui.Button{R: image.Rect(40+i*w, 24, 40+(i+1)*w-8, 76), Size: 16}
		if r.ids[i] == id {
			r.cur = i
		}
	}
	r.search = ui.TextField{R: image.Rect(180, 90, 600, 134), MaxLen: 40}
	r.prev = ui.Button{R: image.Rect(612, 90, 660, 134), Text: "▲", Size: 20}
	r.next = ui.Button{R: image.Rect(668, 90, 716, 134), Text: "▼", Size: 20}
	r.back = ui.Button{R: image.Rect(40, 640, 260, 700), Size: 22}
	r.up = ui.Button{R: image.Rect(1100, 640, 1164, 700), Text: "▲", Size: 22}
	r.down = ui.Button{R: image.Rect(1176, 640, 1240, 700), Text: "▼", Size: 22}
	r.load()
	return r
}

func (r *rulesScene) Name() string { return "rules" }
func (r *rulesScene) Opaque() bool { return true }
func (r *rulesScene) Buttons() []*ui.Button {
	out := []*ui.Button{&r.back, &r.up, &r.down, &r.prev, &r.next}
	for i := range r.tabs {
		out = append(out, &r.tabs[i])
	}
	for i := range r.toc {
		out = append(out, &r.toc[i])
	}
	return out
}

// measure is a word's width in the reader's faces.
func (r *rulesScene) measure(s string, style uint8, heading bool) float64 {
	rk := r.a.Kit.Render
	size := rulesSize
	if heading {
		size = rulesHeading
	}
	switch style {
	case styleBold:
		return render.Measure(s, rk.Face(size, true))
	case styleItalic:
		return render.Measure(s, rk.Fonts.Italic(size))
	}
	return render.Measure(s, rk.Face(size, false))
}

// load reads and lays out the current title's rules once (not per frame).
func (r *rulesScene) load() {
	r.top = 0
	var src string
	if r.a.cfg.Rules != nil {
		if b, err := fs.ReadFile(r.a.cfg.Rules, "rules/"+r.ids[r.cur]+".md"); err == nil {
			src = string(b)
		}
	}
	if strings.TrimSpace(src) == "" {
		src = r.a.Loc.T("rules.missing", nil)
	}
	r.blocks = parseRules(src)
	r.lines = layoutRules(r.blocks, float64(rulesBody.Dx()-20), r.measure)
	// The table of contents: the headings below the title, each a button
	// that scrolls the text to it.
	r.toc, r.tocLine = r.toc[:0], r.tocLine[:0]
	y := rulesTOC.Min.Y + 8
	seen := -1
	for i, ln := range r.lines {
		if ln.heading < 2 || len(ln.words) == 0 || ln.block == seen {
			continue
		}
		seen = ln.block
		text := r.blocks[ln.block].text()
		if ln.heading > 2 {
			text = "   " + text
		}
		h := max(28, r.a.Kit.Measure(text, 15, false, rulesTOC.Dx()-24).Y+10) // a long heading on two lines
		if y+h > rulesTOC.Max.Y {
			break
		}
		r.toc = append(r.toc, ui.Button{R: image.Rect(rulesTOC.Min.X+6, y, rulesTOC.Max.X-6, y+h), Text: text, Size: 15})
		r.tocLine = append(r.tocLine, i)
		y += h + 4
	}
	r.find()
}

func (r *rulesScene) find() {
	r.matches, r.match = r.matches[:0], 0
	q := strings.ToLower(strings.TrimSpace(r.query))
	if q == "" {
		return
	}
	for i, ln := range r.lines {
		if strings.Contains(strings.ToLower(ln.plain), q) {
			r.matches = append(r.matches, i)
		}
	}
	if len(r.matches) > 0 {
		r.scrollTo(r.matches[0])
	}
}

func (r *rulesScene) visible() int { return int(float64(rulesBody.Dy()) / rulesLineH) }

func (r *rulesScene) scroll(d int) {
	r.top = min(max(0, r.top+d), max(0, len(r.lines)-r.visible()))
}

// scrollTo puts line i near the top of the text.
func (r *rulesScene) scrollTo(i int) {
	r.top = 0
	r.scroll(i - 1)
}

// step moves to the next (d = 1) or previous (d = -1) match.
func (r *rulesScene) step(d int) {
	if len(r.matches) == 0 {
		return
	}
	r.match = (r.match + d + len(r.matches)) % len(r.matches)
	r.scrollTo(r.matches[r.match])
}

func (r *rulesScene) Update(in *ui.Input) bool {
	l := r.a.Loc
	for i, id := range r.ids {
		r.tabs[i].Text = r.a.TitleName(r.titleFor(id))
		r.tabs[i].Selected = i == r.cur
	}
	r.back.Text = l.T("common.back", nil)
	r.prev.Disabled, r.next.Disabled = len(r.matches) < 2, len(r.matches) < 2
	changed := false
	// Keyboard: Tab walks the tabs, the search, the scroll buttons and
	// Wstecz; the arrows scroll the text.
	r.focus.NoArrows = true
	r.focus.Set()
	for i := range r.tabs {
		r.focus.Add(&r.tabs[i])
	}
	for i := range r.toc {
		r.focus.Add(&r.toc[i])
	}
	r.focus.Add(&r.search, &r.prev, &r.next, &r.up, &r.down, &r.back)
	// Enter while typing a search jumps to the next match (and keeps
	// the typing on), before the focus would move on with it.
	enter := in.Enter && r.search.Active
	if enter {
		in.Enter = false
	}
	changed = r.focus.Update(in)
	if in.TakeEsc() {
		r.a.Pop()
		return true
	}
	for i := range r.tabs {
		c, ch := r.tabs[i].Update(in)
		changed = changed || ch
		if c && i != r.cur {
			r.cur = i
			r.load()
			return true
		}
	}
	for i := range r.toc {
		c, ch := r.toc[i].Update(in)
		changed = changed || ch
		if c {
			r.scrollTo(r.tocLine[i])
			return true
		}
	}
	if r.search.Update(in) {
		changed = true
		if r.search.Value != r.query {
			r.query = r.search.Value
			r.find()
		}
	}
	if enter && len(r.matches) > 0 {
		// Enter jumps to the next match and keeps the field active.
		r.step(1)
	}
	for _, b := range []struct {
		btn *ui.Button
		f   func()
	}{
		{&r.prev, func() { r.step(-1) }},
		{&r.next, func() { r.step(1) }},
		{&r.up, func() { r.scroll(-r.visible() + 2) }},
		{&r.down, func() { r.scroll(r.visible() - 2) }},
	} {
		if c, ch := b.btn.Update(in); c {
			b.f()
			changed = true
		} else if ch {
			changed = true
		}
	}
	if d := scrollLines(in, r.visible()); d != 0 {
		r.scroll(d)
		changed = true
	}
	if c, ch := r.back.Update(in); c {
		r.a.Pop()
		return true
	} else if ch {
		changed = true
	}
	return changed
}

// scrollLines is how many lines a text view scrolls this frame: the wheel
// by three, the arrows by one, Page Up and Down by a page less two.
func scrollLines(in *ui.Input, page int) int {
	switch {
	case in.Wheel != 0:
		return -int(in.Wheel * 3)
	case in.Up:
		return -1
	case in.Down2:
		return 1
	case in.PageUp:
		return -page + 2
	case in.PageDown:
		return page - 2
	}
	return 0
}

func (r *rulesScene) titleFor(id string) *engine.Title {
	if t := r.a.FindTitle(id); t != nil {
		return t
	}
	return &engine.Title{ID: id, Name: "title." + id}
}

// word is the laid-out word (made once).
func (r *rulesScene) word(s string, style uint8, size float64) *render.TextBlock {
	k := wordKey{s, style, size}
	if b, ok := r.words[k]; ok {
		return b
	}
	rk := r.a.Kit.Render
	f := rk.Face(size, style == styleBold)
	if style == styleItalic {
		f = rk.Fonts.Italic(size)
	}
	b := render.NewTextBlock(f, s, 0, geom.AlignStart)
	b.SetPainter(rk.Painter)
	if len(r.words) > 6000 {
		clear(r.words)
	}
	r.words[k] = b
	return b
}

func (r *rulesScene) Draw(dst *ebiten.Image) {
	k, l := r.a.Kit, r.a.Loc
	dst.Fill(ui.ColBG)
	for i := range r.tabs {
		r.tabs[i].Draw(dst, k)
	}
	k.Text(dst, l.T("common.search", nil), 40, 100, 20, false, 0, ui.ColText)
	r.search.Draw(dst, k)
	r.prev.Draw(dst, k)
	r.next.Draw(dst, k)
	if r.query != "" {
		s := l.Plural("rules.matches", len(r.matches), nil)
		if len(r.matches) > 0 {
			s = strconv.Itoa(r.match+1) + " / " + s
		}
		k.Text(dst, s, 730, 100, 18, false, 0, ui.ColMuted)
	}
	ui.Panel(dst, k, rulesTOC)
	for i := range r.toc {
		r.toc[i].Draw(dst, k)
	}
	ui.Panel(dst, k, rulesBody.Inset(-10))
	k.Fill(dst, rulesBody.Inset(-8), ui.ColPaper)
	mi := 0
	cur := -1
	if len(r.matches) > 0 {
		cur = r.matches[r.match]
	}
	for i := r.top; i < len(r.lines) && i < r.top+r.visible(); i++ {
		y := float64(rulesBody.Min.Y) + float64(i-r.top)*rulesLineH
		for mi < len(r.matches) && r.matches[mi] < i {
			mi++
		}
		if mi < len(r.matches) && r.matches[mi] == i {
			col := ui.ColAccent
			if i != cur {
				col = ui.ColPanelHi
			}
			k.Fill(dst, image.Rect(rulesBody.Min.X, int(y), rulesBody.Max.X, int(y+rulesLineH)), col)
		}
		ln := r.lines[i]
		size := rulesSize
		if ln.heading > 0 {
			size = rulesHeading
			if ln.heading > 2 {
				size = rulesSize + 2
			}
		}
		x0 := float64(rulesBody.Min.X + 4)
		if ln.marker != "" {
			r.word(ln.marker, styleBold, rulesSize).Draw(dst, x0, y+2, ui.ColInk)
		}
		for _, w := range ln.words {
			r.word(w.text, w.style, size).Draw(dst, x0+w.x, y+2, ui.ColInk)
		}
	}
	r.back.Draw(dst, k)
	r.up.Draw(dst, k)
	r.down.Draw(dst, k)
}
