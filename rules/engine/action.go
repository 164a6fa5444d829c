package engine

import (
	"strconv"
	"strings"
)

// Action is one decision, eight bytes. Kind and the arguments mean what the title says;
// the engine only stores, compares, hashes and prints them.
type Action struct {
	Kind          uint8
	A, B, C, D, E uint8
	X             uint16
}

// Key packs the action into a uint64, unique per action: bots key their
// trees by it.
func (a Action) Key() uint64 {
	return uint64(a.Kind) | uint64(a.A)<<8 | uint64(a.B)<<16 | uint64(a.C)<<24 |
		uint64(a.D)<<32 | uint64(a.E)<<40 | uint64(a.X)<<48
}

// ActionFromKey is the inverse of Key.
func ActionFromKey(k uint64) Action {
	return Action{Kind: uint8(k), A: uint8(k >> 8), B: uint8(k >> 16), C: uint8(k >> 24),
		D: uint8(k >> 32), E: uint8(k >> 40), X: uint16(k >> 48)}
}

func (a Action) args() [6]int {
	return [6]int{int(a.A), int(a.B), int(a.C), int(a.D), int(a.E), int(a.X)}
}

// Format writes the stable text form: the kind's name, then the arguments
// with trailing zeros left out ("recruit 2 1 2").
func (a Action) Format(kindNames []string) string {
	var b strings.Builder
	if int(a.Kind) < len(kindNames) {
		b.WriteString(kindNames[a.Kind])
	} else {
		b.WriteString("k" + strconv.Itoa(int(a.Kind)))
	}
	args := a.args()
	n := len(args)
	for n > 0 && args[n-1] == 0 {
		n--
	}
	for _, v := range args[:n] {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(v))
	}
	return b.String()
}

// ParseAction reads the text form written by Format.
func ParseAction(s string, kindNames []string) (Action, error) {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 7 {
		return Action{}, Errorf(CodeBadAction, "malformed action %q", s)
	}
	var a Action
	kind := -1
	for i, n := range kindNames {
		if n == f[0] {
			kind = i
		}
	}
	if kind < 0 && strings.HasPrefix(f[0], "k") {
		// The range check below refuses k256 and up.
		if v, err := strconv.Atoi(f[0][1:]); err == nil && v >= 0 {
			kind = v
		}
	}
	if kind < 0 || kind > 255 {
		return Action{}, Errorf(CodeBadAction, "unknown action kind %q", f[0])
	}
	a.Kind = uint8(kind)
	for i, t := range f[1:] {
		v, err := strconv.Atoi(t)
		limit := 255
		if i == 5 {
			limit = 65535
		}
		if err != nil || v < 0 || v > limit {
			return Action{}, Errorf(CodeBadAction, "malformed action argument %q in %q", t, s)
		}
		switch i {
		case 0:
			a.A = uint8(v)
		case 1:
			a.B = uint8(v)
		case 2:
			a.C = uint8(v)
		case 3:
			a.D = uint8(v)
		case 4:
			a.E = uint8(v)
		case 5:
			a.X = uint16(v)
		}
	}
	return a, nil
}

// Contains reports whether list holds a.
func Contains(list []Action, a Action) bool {
	for _, b := range list {
		if b == a {
			return true
		}
	}
	return false
}
