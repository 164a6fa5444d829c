package engine_test

import (
	"errors"
	"testing"

	"stolik/rules/engine"
)

// A syntax error names the last key read before it, when there is one
// (the player is told where to look), and no key when the file breaks
// before any.
func TestDecodeTOMLSyntaxErrorNamesTheLastKey(t *testing.T) {
	type conf struct {
		Volume int    `toml:"volume"`
		Lang   string `toml:"language"`
	}
	for _, tc := range []struct {
		name, body string
		key        any // nil: no key argument
	}{
		{"after a key", "volume = 3\nlanguage = [\n", "language"},
		{"before any key", "= 3\n", nil},
	} {
		var c conf
		err := engine.DecodeTOML(engine.CodeBadFile, []byte(tc.body), &c)
		var re *engine.RuleError
		if !errors.As(err, &re) || re.Key != "problem.syntax" {
			t.Errorf("%s: %v, want a syntax problem", tc.name, err)
			continue
		}
		if got, ok := re.Args["key"]; got != tc.key || ok != (tc.key != nil) {
			t.Errorf("%s: key argument %v (present %v), want %v", tc.name, got, ok, tc.key)
		}
	}
}
