package table

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"stolik/rules/engine"
)

// CapFirst is s with its first letter upper case (a button's or label's
// text built from a sentence's middle).
func CapFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// DescribeButton words a for a button: Describe without the mover's name
// in front (the player reading it is the one clicking), capitalised.
func DescribeButton(env Env, view engine.Game, a engine.Action) string {
	s := Describe(env, view, a)
	cur := int(view.Current())
	if cur >= 0 && cur < len(env.Names) {
		if n := env.Names[cur]; n != "" {
			if rest, ok := strings.CutPrefix(s, n+": "); ok {
				s = rest
			} else if rest, ok := strings.CutPrefix(s, n+" "); ok {
				s = rest
			}
		}
	}
	return CapFirst(s)
}
