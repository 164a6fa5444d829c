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

// The table must stay a hash table: edges shaped like a search's (a few
// thousand nodes, each with children keyed by actions differing in one
// or two bytes) are found in a few probes on average. A hash that sends
// them to few slots still answers right, but each lookup walks a list.
func TestEdgeTableSpreadsSearchEdges(t *testing.T) {
	var tab edgeTable[int32]
	var edges []edge
	for parent := int32(0); parent < 3000; parent++ {
		for a := range 1 + int(parent)%7 {
			e := edge{parent, uint64(4) | uint64(a)<<8 | uint64(parent%5)<<16}
			tab.set(e, parent+1)
			edges = append(edges, e)
		}
	}
	probes := 0
	mask := uint64(len(tab.slots) - 1)
	for _, e := range edges {
		for i := tab.index(e); ; i = (i + 1) & mask {
			probes++
			if tab.slots[i].e == e {
				break
			}
		}
	}
	if mean := float64(probes) / float64(len(edges)); mean > 3 {
		t.Errorf("%d edges in %d slots take %.1f probes each on average, want at most 3: the hash does not spread them", len(edges), len(tab.slots), mean)
	}
}
