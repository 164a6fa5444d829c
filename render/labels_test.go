package render

import (
	"strconv"
	"testing"

	"stolik/render/geom"
)

func TestLabelCache(t *testing.T) {
	k := testKit(t)
	var c LabelCache
	a := c.Label(k, "Nosiciele Miecza Przeznaczenia", 12, true, 60, 3, geom.AlignStart)
	if b := c.Label(k, "Nosiciele Miecza Przeznaczenia", 12, true, 60, 3, geom.AlignStart); b != a {
		t.Fatal("the same label was laid out twice")
	}
	if b := c.Label(k, "Nosiciele Miecza Przeznaczenia", 12, true, 80, 3, geom.AlignStart); b == a {
		t.Fatal("a different width shared a layout")
	}
	// A word too wide at 12 px is shrunk until it fits, not broken.
	if got := FitWords(k, "Przeznaczenia", 12, true, 70); got >= 12 || Measure("Przeznaczenia", k.Face(got, true)) > 70 {
		t.Errorf("FitWords gave %v", got)
	}
	if got := FitWords(k, "Miecz", 12, true, 200); got != 12 {
		t.Errorf("a fitting word was shrunk to %v", got)
	}
	if got := FitWords(k, "Przeznaczenia", 12, true, 5); got != MinFitSize {
		t.Errorf("an impossible width must stop at MinFitSize, got %v", got)
	}
	for i := 0; i < labelCacheMax+10; i++ {
		c.Label(k, strconv.Itoa(i), 12, false, 0, 0, geom.AlignStart)
	}
	if c.Len() > labelCacheMax {
		t.Errorf("cache grew to %d", c.Len())
	}
}
