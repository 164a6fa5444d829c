package engine

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"hash"
	"hash/fnv"
	"math"
	"reflect"
	"slices"
	"sync"
	"unsafe"
)

// StateChecksum is FNV-1a over every field of a state value and the
// position of its RNG; rng is a copy, so the state's own stream does not
// move. Equal checksums mean equal states (up to hash collisions).
//
// Titles keep their state as a fixed-size value (a struct of fixed arrays,
// numbers and bools), which binary.Write encodes in one call. A state that
// is not fixed-size (an int, a string, a slice or a pointer among its
// fields) is hashed field by field through reflection instead: slower, but
// still over every field, so a new field can never drop out of the
// checksum unnoticed. It never panics (Apply and replays call it). Each
// title's tests call CheckStateEncoding so the slow path is never taken in
// practice and a field that cannot be compared (a func, a chan) fails a
// test by name.
func StateChecksum(state any, rng RNG) uint64 {
	h := fnv.New64a()
	if !hashMemory(h, state) {
		if err := binary.Write(h, binary.LittleEndian, state); err != nil {
			// binary.Write checks the size before writing, so nothing of
			// the state has been hashed yet.
			w := hasher{h: h}
			w.value(reflect.ValueOf(state))
		}
	}
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:8], rng.Uint64())
	binary.LittleEndian.PutUint64(b[8:], rng.Uint64())
	h.Write(b[:])
	return h.Sum64()
}

// CheckStateEncoding reports whether StateChecksum hashes state with
// binary.Write, i.e. whether it is a fixed-size value. The error names the
// first field that is not (its path and type), so a title's test says what
// to change: use fixed arrays and sized integers (int16, uint8), never int,
// string, slices, maps or pointers in the state.
func CheckStateEncoding(state any) error {
	if state == nil {
		return fmt.Errorf("state is nil")
	}
	if binary.Size(state) >= 0 {
		return nil
	}
	t := reflect.TypeOf(state)
	path := t.String()
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
		path = "(*" + path[1:] + ")"
	}
	if p, bad := firstUnsized(t, path); bad != nil {
		return fmt.Errorf("%s is %s, which binary.Write cannot encode: the checksum would take the slow path", p, bad)
	}
	return fmt.Errorf("%s cannot be encoded by binary.Write", path)
}

// firstUnsized finds the first field of t binary.Write cannot encode.
func firstUnsized(t reflect.Type, path string) (string, reflect.Type) {
	switch t.Kind() {
	case reflect.Bool, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return "", nil
	case reflect.Array:
		return firstUnsized(t.Elem(), path+"[]")
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if p, bad := firstUnsized(f.Type, path+"."+f.Name); bad != nil {
				return p, bad
			}
		}
		return "", nil
	}
	return path, t
}

// hasher writes a value field by field: the slow path of StateChecksum.
type hasher struct {
	h    hash.Hash64
	buf  [8]byte
	seen map[uintptr]bool // pointers already followed, so cycles end
}

func (w *hasher) u64(x uint64) {
	binary.LittleEndian.PutUint64(w.buf[:], x)
	w.h.Write(w.buf[:])
}

// value hashes v and everything it holds. Cycles end at a pointer seen
// before; a state is never deep enough for the recursion to matter.
func (w *hasher) value(v reflect.Value) {
	w.u64(uint64(v.Kind()))
	if v.CanAddr() {
		// A fixed-size part (most of a state that has one loose field)
		// is hashed from memory, as the fast path does.
		if spans, ok := spansOf(v.Type()); ok {
			base := unsafe.Pointer(v.UnsafeAddr())
			for _, r := range spans {
				w.h.Write(unsafe.Slice((*byte)(unsafe.Add(base, r.off)), r.n))
			}
			return
		}
	}
	switch v.Kind() {
	case reflect.Invalid:
	case reflect.Bool:
		if v.Bool() {
			w.u64(1)
		} else {
			w.u64(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		w.u64(uint64(v.Int()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		w.u64(v.Uint())
	case reflect.Float32, reflect.Float64:
		w.u64(math.Float64bits(v.Float()))
	case reflect.Complex64, reflect.Complex128:
		c := v.Complex()
		w.u64(math.Float64bits(real(c)))
		w.u64(math.Float64bits(imag(c)))
	case reflect.String:
		w.u64(uint64(v.Len()))
		w.h.Write([]byte(v.String()))
	case reflect.Array, reflect.Slice:
		// A nil slice and an empty one are the same state.
		w.u64(uint64(v.Len()))
		for i := 0; i < v.Len(); i++ {
			w.value(v.Index(i))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			w.value(v.Field(i))
		}
	case reflect.Pointer:
		if v.IsNil() {
			w.u64(0)
			return
		}
		if w.seen == nil {
			w.seen = map[uintptr]bool{}
		}
		if w.seen[v.Pointer()] {
			w.u64(2)
			return
		}
		w.seen[v.Pointer()] = true
		w.u64(1)
		w.value(v.Elem())
	case reflect.Interface:
		if v.IsNil() {
			w.u64(0)
			return
		}
		w.h.Write([]byte(v.Elem().Type().String()))
		w.value(v.Elem())
	case reflect.Map:
		// Map order is random: hash each entry alone, then the sorted
		// entry hashes, so equal maps hash equally.
		entries := make([]uint64, 0, v.Len())
		it := v.MapRange()
		for it.Next() {
			e := hasher{h: fnv.New64a(), seen: w.seen}
			e.value(it.Key())
			e.value(it.Value())
			entries = append(entries, e.h.Sum64())
		}
		slices.SortFunc(entries, cmp.Compare)
		w.u64(uint64(len(entries)))
		for _, e := range entries {
			w.u64(e)
		}
	default:
		// Func, Chan, UnsafePointer: no value to compare. Only whether it
		// is set counts; CheckStateEncoding names such a field.
		if v.IsNil() {
			w.u64(0)
		} else {
			w.u64(1)
		}
	}
}

// littleEndian: the machine stores numbers as binary.LittleEndian writes
// them, so a fixed-size value's memory, padding left out, is exactly the
// byte stream binary.Write would produce.
var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// hashMemory is StateChecksum's fast path: it hashes the bytes of a
// fixed-size state reached through a pointer, field by field in memory
// order, skipping padding. The bytes are those binary.Write writes (so the
// checksum is the same either way), without its per-element reflection,
// which made the checksum most of the conformance suite's time. It
// reports false when the state is not such a value (then binary.Write or
// the reflective walk takes over).
func hashMemory(h hash.Hash64, state any) bool {
	if !littleEndian {
		return false
	}
	v := reflect.ValueOf(state)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return false
	}
	e := v.Elem()
	spans, ok := spansOf(e.Type())
	if !ok {
		return false
	}
	base := unsafe.Pointer(e.UnsafeAddr())
	for _, r := range spans {
		h.Write(unsafe.Slice((*byte)(unsafe.Add(base, r.off)), r.n))
	}
	return true
}

// span is a run of bytes of a value with no padding inside.
type span struct{ off, n uintptr }

// layouts caches, per state type, its spans (nil when the type is not
// fixed-size). Like encoding/binary's own cache of struct sizes it holds
// only what follows from a type, never game data: a process-wide memo,
// not state.
var layouts sync.Map // reflect.Type → []span

func spansOf(t reflect.Type) ([]span, bool) {
	if v, ok := layouts.Load(t); ok {
		sp := v.([]span)
		return sp, sp != nil
	}
	var sp []span
	if _, bad := firstUnsized(t, ""); bad == nil {
		sp = layout(t, 0, []span{})
	}
	layouts.Store(t, sp)
	return sp, sp != nil
}

// dense reports whether a fixed-size t has no padding anywhere, so its
// memory is one span.
func dense(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Array:
		return dense(t.Elem())
	case reflect.Struct:
		var sum uintptr
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if f.Offset != sum || !dense(f.Type) {
				return false
			}
			sum += f.Type.Size()
		}
		return sum == t.Size()
	case reflect.Bool:
		return true // one byte, 0 or 1, as binary.Write writes it
	}
	return true
}

// layout appends the spans of a fixed-size t placed at off, merging
// neighbours.
func layout(t reflect.Type, off uintptr, out []span) []span {
	if dense(t) {
		if t.Size() == 0 {
			return out
		}
		if n := len(out); n > 0 && out[n-1].off+out[n-1].n == off {
			out[n-1].n += t.Size()
			return out
		}
		return append(out, span{off, t.Size()})
	}
	switch t.Kind() {
	case reflect.Array:
		el := t.Elem()
		for i := 0; i < t.Len(); i++ {
			out = layout(el, off+uintptr(i)*el.Size(), out)
		}
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			out = layout(f.Type, off+f.Offset, out)
		}
	}
	return out
}
