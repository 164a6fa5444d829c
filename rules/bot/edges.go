package bot

// edgeTable maps a tree edge (parent node, action key) to a value: the
// search's child index and its widening priors. It is an open-addressing
// table with linear probing and a multiplicative hash of the two
// integers. Go's map hashed the 16-byte key with the general memory hash,
// which cost a sixth of a Trudny Arnak game's time (two lookups per legal
// action per tree level per iteration). It is only looked up and
// written, never iterated, so no order can leak into choices.
type edgeTable[V any] struct {
	slots []edgeSlot[V]
	n     int // occupied slots
	shift uint8
}

type edgeSlot[V any] struct {
	e    edge
	used bool
	v    V
}

const edgeTableMin = 1 << 10

func (t *edgeTable[V]) index(e edge) uint64 {
	h := (e.key ^ uint64(uint32(e.parent))*0x9E3779B97F4A7C15) * 0xBF58476D1CE4E5B9
	return (h ^ h>>29) >> t.shift
}

// get returns e's value and whether e is in the table.
func (t *edgeTable[V]) get(e edge) (V, bool) {
	if len(t.slots) > 0 {
		mask := uint64(len(t.slots) - 1)
		for i := t.index(e); ; i = (i + 1) & mask {
			s := &t.slots[i]
			if !s.used {
				break
			}
			if s.e == e {
				return s.v, true
			}
		}
	}
	var zero V
	return zero, false
}

// set makes v the value of e.
func (t *edgeTable[V]) set(e edge, v V) {
	if (t.n+1)*4 > len(t.slots)*3 {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	for i := t.index(e); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if !s.used {
			*s = edgeSlot[V]{e: e, used: true, v: v}
			t.n++
			return
		}
		if s.e == e {
			s.v = v
			return
		}
	}
}

// grow doubles the table (or makes the first one) and re-inserts.
func (t *edgeTable[V]) grow() {
	old := t.slots
	size := max(2*len(old), edgeTableMin)
	t.slots = make([]edgeSlot[V], size)
	t.shift = uint8(64 - bitsOf(size))
	t.n = 0
	for _, s := range old {
		if s.used {
			t.set(s.e, s.v)
		}
	}
}

// reset empties the table and keeps its memory, like clear on a map.
func (t *edgeTable[V]) reset() {
	if t.n > 0 {
		clear(t.slots)
		t.n = 0
	}
}

// bitsOf is log2 of a power of two.
func bitsOf(size int) int {
	b := 0
	for size > 1 {
		size >>= 1
		b++
	}
	return b
}
