package donjonboard

import (
	"image/color"

	"stolik/render"
	"stolik/rules/donjon"
	"stolik/scenes/ui"
)

// Each monster type has its own silhouette and colour, so a stack reads
// without its colour too.
var (
	typeKinds = [donjon.NumTypes]render.MeepleKind{
		donjon.Spider:   render.MeepleSpider,
		donjon.Capcarap: render.MeepleGoblin,
		donjon.Dragon:   render.MeepleDemon,
		donjon.Vampire:  render.MeepleBat,
		donjon.Skeleton: render.MeepleGhost,
		donjon.VIP:      render.MeepleSlime,
	}
	typeColours = [donjon.NumTypes]color.RGBA{
		donjon.Spider:   render.MonsterSpider,
		donjon.Capcarap: render.MonsterCapcarap,
		donjon.Dragon:   render.MonsterDragon,
		donjon.Vampire:  render.MonsterVampire,
		donjon.Skeleton: render.MonsterSkeleton,
		donjon.VIP:      render.MonsterVIP,
	}
	// typeIcons are the same monsters as inline icons.
	typeIcons = [donjon.NumTypes]render.Icon{
		donjon.Spider:   render.IconSpider,
		donjon.Capcarap: render.IconCapcarap,
		donjon.Dragon:   render.IconDragon,
		donjon.Vampire:  render.IconVampire,
		donjon.Skeleton: render.IconSkeleton,
		donjon.VIP:      render.IconVIP,
	}
	// Card colours: each kind of card its own header.
	colVIPCard   = color.RGBA{0xc8, 0x9b, 0x3c, 0xff}
	colPotion    = color.RGBA{0x2f, 0x7a, 0x6a, 0xff}
	colObjective = color.RGBA{0x6a, 0x5a, 0x8a, 0xff}
	colKeeper    = color.RGBA{0x5a, 0x3a, 0x6a, 0xff}
	colThreat    = color.RGBA{0x8a, 0x2e, 0x26, 0xff}
	colInn       = color.RGBA{0x8a, 0x5a, 0x2a, 0xff}
	colRoom      = color.RGBA{0x6b, 0x55, 0x3e, 0xff}
	colHall      = color.RGBA{0x4e, 0x46, 0x3e, 0xff}
	colEntrance  = color.RGBA{0x3e, 0x52, 0x4a, 0xff}
	colEdge      = color.RGBA{0x2a, 0x22, 0x1c, 0xff}
	colGold      = color.RGBA{0xf0, 0xc4, 0x3a, 0xff}
	colGroup     = color.RGBA{0xd8, 0x7a, 0x2a, 0xff}
	colPenalty   = color.RGBA{0xa8, 0x2a, 0x22, 0xff}
	colForest    = color.RGBA{0x2f, 0x5e, 0x34, 0xff}
	colSwamp     = color.RGBA{0x4a, 0x5a, 0x3a, 0xff}
	colPit       = color.RGBA{0x24, 0x20, 0x2a, 0xff}
	colBoard     = color.RGBA{0x2a, 0x3a, 0x36, 0xff}
	colCardBack  = color.RGBA{0x5a, 0x3a, 0x6a, 0xff}
)

// seatLook returns a seat's colour and shape: the colour the players
// chose, and the shape paired with it (● ■ ▲ ♦ …), so seats differ by
// shape as well.
func seatLook(colours []int, seat int) (color.RGBA, render.Shape) {
	c := seat
	if seat >= 0 && seat < len(colours) {
		c = colours[seat]
	}
	pc := ui.PlayerColours[((c%len(ui.PlayerColours))+len(ui.PlayerColours))%len(ui.PlayerColours)]
	return pc.Col, render.Shape(c % 6)
}
