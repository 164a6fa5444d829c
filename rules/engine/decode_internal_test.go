package engine

import "testing"

// depthOK, the scan that refuses deep nesting before the TOML decoder
// sees it, by hand: brackets count outside strings and comments only;
// lines are counted through comments and every kind of string (the line
// reported is where the limit is passed); a file may end anywhere, in a
// comment or a string, without the scan reading past it.
func TestDepthOKByHand(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		line       int
		ok         bool
	}{
		{"deep on line 2", "a = [[1]]\nb = [[[1]]]\n", 2, false},
		{"comments with brackets", "# [[[[\n# {{{{\nb = [[[1]]]\n", 3, false},
		{"a comment at the end of the file", "a = 1 # [[[[", 1, true},
		{"an empty string at the end of the file", `a = ""`, 1, true},
		{"a multi-line string", "a = \"\"\"[[[\n{{{\n\"\"\"\nb = [[[1]]]\n", 4, false},
		{"a multi-line literal string", "a = '''[[[\n'''\nb = [[[1]]]\n", 3, false},
		{"an escaped quote", "a = [\"x\\\"[[[\", [1]]\nb = [[[1]]]\n", 2, false},
		{"a backslash ends no literal string", "a = ['C:\\', [[1]]]\n", 1, false},
		{"an unterminated string at the end", `a = "abc`, 1, true},
		{"an unterminated string, then deep", "a = \"abc\n[[[1]]]\n", 2, false},
		{"a line-ending backslash in a multi-line string", "a = \"\"\"x\\\n[[[\n\"\"\"\nb = [[[1]]]\n", 4, false},
		{"closed multi-line, then deep", "a = \"\"\"x\"\"\" [[[1]]]", 1, false},
		{"a backslash at the end of the file", "a = \"x\\", 1, true},
		{"an unclosed multi-line string ending in two quotes", "a = \"\"\"x\"\"", 1, true},
		{"stray closing brackets buy no depth", "]]\na = [[[1]]]\n", 2, false},
		{"two levels", "a = [[1], {b = 2}]\n", 2, true},
	} {
		line, ok := depthOK([]byte(tc.body), 2)
		if line != tc.line || ok != tc.ok {
			t.Errorf("%s: line %d, ok %v; want line %d, ok %v", tc.name, line, ok, tc.line, tc.ok)
		}
	}
}
