// Package render is Stolik's drawing kit: text laid out once and replayed,
// shapes from prebuilt vertices, the palette, and the board widgets (button,
// panel, tooltip, card, card row, track, meeple, token). Scenes and titles
// draw only through it, so the performance habits of
// shared/design/performance.md live in one place:
//
//   - Redraw only on change: run with ebiten.SetScreenClearedEveryFrame(false)
//     and an interact.Invalidator; every widget's Update reports `changed`.
//   - No NewImage per frame: NewKit makes the one white pixel; glyph images
//     come from ebiten's cache and are kept by each TextBlock.
//   - Text is laid out once: a TextBlock wraps, aligns and places glyphs on
//     its first Draw and then only issues DrawImage calls until its text,
//     face, width, alignment or line limit change.
//   - Shapes go into the Painter's reused Mesh (colours in the vertices) and
//     are sent with one DrawTriangles32 per Flush; glyphs and the white pixel
//     share ebiten's atlas, so a whole board batches into ~1 draw call.
//   - Hit tests run on CPU geometry (render/geom), never on pixels.
//
// # API
//
// Set-up (once, on the UI goroutine; nothing here is safe for concurrent
// use):
//
//	kit, err := render.NewKit()             // fonts + palette + painter
//	face := kit.Face(render.SizeBody, false) // shared *text.GoTextFace
//
// Fonts: DejaVu Sans Condensed regular, bold and oblique (render/fonts),
// one face per size and style (Face, Italic).
//
// Text: NewTextBlock(face, s, width, align) with SetText/SetWidth/SetFace/
// SetAlign/SetLineSpacing/SetMaxLines, Size, Lines, Draw(dst, x, y, colour),
// DrawIn(dst, rect, valign, colour). Measure(s, face) for one line.
// Wrapper.Wrap(dst, s, width, Measurer) is the pure Polish-aware wrap
// (breaks at spaces, splits a word only when it alone overflows, keeps the
// one-letter words a/i/o/u/w/z with the next word).
//
// Shapes: kit.Painter embeds a Mesh: Rect, StrokeRect, RoundRect,
// StrokeRoundRect, Line, Circle, Ring, Fan (convex), Polygon (prebuilt
// triangulation), Outline, Shape/ShapeOutline (player shapes), Meeple, Hex/
// HexOutline; then Painter.Flush(dst). Palette: DefaultPalette,
// Palette.Player(seat) → colour and Shape (circle, square, triangle,
// diamond, hexagon, star; Okabe–Ito colours), Darken, Fade, Luma.
//
// Icons: a vector icon set (Icon, IconByName) for the resources, currencies
// and pieces of every title — Arnak's moneta, kompas, tabliczka, grot,
// klejnot, strach, but, samochód, statek, samolot, pz, bożek, strażnik,
// asystent, archeolog; Nowicjusze's pająk, capcarap, smok, wampir,
// szkielet, vip, mikstura, złoto, kara, grupa, krok; the generic kostka,
// kość, serce, wytrzymałość, gwiazda, bomba, agent, oko, zegar, karta
// (English aliases too). Each is triangles built once in a unit box:
// Mesh.Icon(ic, centre, r) or IconTint. In any text an icon is written by
// name in braces, "Zapłać 2{moneta}": Measure, the Wrapper and TextBlock
// lay it out at the text's size (IconAdvance wide, never split or cut in
// half) and draw it with the block's painter (SetPainter; blocks from a
// LabelCache or Tooltip have it). Unknown names stay text.
//
// Card faces: Face (title, kind, cost, VP, icons, a short effect line, the
// full text, a note) laid out by kit.LayoutFace(face, w, h, FaceSmall or
// FaceLarge) into a FaceView: the title shrinks to one line or wraps to
// two or three, the cost moves below a long title, the effect takes the
// largest size from 14 px down to MinReadable (12) that fits — never "…";
// a small face that does not fit puts its icons on a line of their own
// above the cost and VP, then tries title, pills and icons at 12 px; what
// cannot fit even then sets Overflow for the board's tests. FaceCache
// keeps the layouts; FaceView.DrawShapes / DrawTexts draw many cards in a
// batch, Draw one.
//
// Widgets: kit.NewPanel, kit.NewButton (Update(pointer) → clicked, changed),
// kit.NewTooltip (Show(text, cursor, screen) / Hide), kit.NewToken,
// kit.NewCard(CardInfo, CardSmall|CardNormal|CardZoom) and Card.Zoomed,
// CardLayout (pure metrics), NewCardRow (Update → hover, Hit → index),
// kit.NewTrack (Draw, DrawMarker), kit.DrawMeeple(kind, centre, size,
// colour, count) with six MeepleKinds, kit.DrawDropTargets(drag),
// HitShape/HitMeeple, ReadPointer (one mouse read per frame).
//
// Subpackages: render/geom (rects, polygons, triangulation, hex and square
// grids, the graph-board layout, row/track layouts, tooltip placement) and
// render/interact (Pointer, tweens and the Animator with its global speed
// factor, Invalidator, ButtonState, the drag-and-drop machine). Both are
// pure Go and import no ebiten.
//
// A scene's frame, in outline:
//
//	func (s *Scene) Update() error {
//		prev := s.ptr
//		s.ptr = render.ReadPointer(prev)
//		if clicked, changed := s.endTurn.Update(s.ptr); changed || clicked {
//			s.inv.Invalidate()
//		}
//		s.inv.InvalidateIf(s.ptr.Moved(prev) && s.drag.Busy())
//		s.anim.Update(1.0 / float64(ebiten.TPS()))
//		return nil
//	}
//	func (s *Scene) Draw(screen *ebiten.Image) {
//		if !s.inv.Take(s.anim.Running()) {
//			return // nothing changed: the previous frame stays on screen
//		}
//		screen.Fill(s.kit.Pal.Table)
//		s.endTurn.Draw(screen, s.kit)
//	}
//
// Colours are color.RGBA, premultiplied as Go defines it; pass them by
// value (no color.Color interfaces on per-frame paths).
//
// render must not import scenes, rules, locales or assets: it knows nothing
// of any title, and takes every Polish string from its caller. Creating the
// Kit needs ebiten (the white pixel image); Fonts, TextBlock layout,
// Wrapper, Mesh building and all geometry do not, which is what the tests
// exercise without a window or GPU.
package render
