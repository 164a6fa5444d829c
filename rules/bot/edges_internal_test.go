package bot

import "testing"

// edgeTable answers as a map does, through growth, overwrites, edges that
// share a key or a parent, and a reset.
func TestEdgeTableAgreesWithAMap(t *testing.T) {
	var tab edgeTable[int32]
	want := map[edge]int32{}
	check := func(when string) {
		t.Helper()
		for e, v := range want {
			if got, ok := tab.get(e); !ok || got != v {
				t.Fatalf("%s: get(%v) = %d, %v; want %d, true", when, e, got, ok, v)
			}
		}
		for _, e := range []edge{{-1, 0}, {0, 1 << 63}, {7, 12345}, {int32(len(want)) + 5, 3}} {
			if _, in := want[e]; in {
				continue
			}
			if got, ok := tab.get(e); ok {
				t.Fatalf("%s: get(%v) = %d, true for an edge never set", when, e, got)
			}
		}
	}
	check("empty")
	r := uint64(1)
	for i := range 5000 {
		r = r*6364136223846793005 + 1442695040888963407
		// Few parents and few keys, so many edges share one or the other.
		e := edge{parent: int32(r>>60) * int32(i%3), key: (r >> 33) % 97}
		v := int32(i + 1)
		tab.set(e, v)
		want[e] = v
		if i%701 == 0 {
			check("while filling")
		}
	}
	check("full")
	if tab.n != len(want) {
		t.Errorf("the table counts %d edges, want %d", tab.n, len(want))
	}
	tab.reset()
	clear(want)
	check("after reset")
	tab.set(edge{3, 4}, 9)
	want[edge{3, 4}] = 9
	check("reused")
}
