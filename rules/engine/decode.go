package engine

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// MaxTOMLDepth bounds how deeply arrays and inline tables may nest in a
// file read from disk. The TOML decoder's time and memory grow with the
// square of the depth (a 10 000-deep file costs it 5 GB), and none of our
// files nests deeper than three.
const MaxTOMLDepth = 16

// DecodeTOML decodes data into v strictly and safely: nesting deeper than
// MaxTOMLDepth, a syntax error, a value of the wrong type and an unknown
// key are refused, and a panic inside the third-party decoder becomes an
// error. Every error is a *RuleError with the given code whose Key/Args
// say what is wrong and where (line, key). Bound the size of data first
// (ReadFileLimited); check the decoded fields' ranges after.
func DecodeTOML(code Code, data []byte, v any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &RuleError{Code: code, Detail: fmt.Sprintf("decoder failure: %v", r), Key: "problem.unreadable"}
		}
	}()
	if !utf8.Valid(data) {
		return &RuleError{Code: code, Detail: "not UTF-8 text", Key: "problem.not_text"}
	}
	if line, ok := depthOK(data, MaxTOMLDepth); !ok {
		return &RuleError{Code: code, Detail: fmt.Sprintf("nesting deeper than %d at line %d", MaxTOMLDepth, line),
			Key: "problem.too_deep", Args: map[string]any{"line": line, "max": MaxTOMLDepth}}
	}
	md, derr := toml.Decode(string(data), v)
	if derr != nil {
		return tomlError(code, derr)
	}
	if und := md.Undecoded(); len(und) > 0 {
		k := Clip(und[0].String(), 40)
		return &RuleError{Code: code, Detail: fmt.Sprintf("unknown key %q", und[0].String()),
			Key: "problem.unknown_key", Args: map[string]any{"key": k}}
	}
	return nil
}

// lastKey matches the decoder's "line N (last key "k")" in errors that are
// not ParseErrors (a value of the wrong type).
var lastKey = regexp.MustCompile(`line (\d+) \(last key "([^"]*)"\)`)

func tomlError(code Code, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		args := map[string]any{"line": pe.Position.Line}
		if pe.LastKey != "" {
			args["key"] = Clip(pe.LastKey, 40)
		}
		return &RuleError{Code: code, Detail: "parse: " + err.Error(), Key: "problem.syntax", Args: args}
	}
	msg := err.Error()
	if m := lastKey.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		key := "problem.wrong_value"
		if strings.Contains(msg, "incompatible types") || strings.Contains(msg, "cannot decode") ||
			strings.Contains(msg, "type mismatch") {
			key = "problem.wrong_type"
		}
		return &RuleError{Code: code, Detail: "parse: " + msg, Key: key,
			Args: map[string]any{"line": line, "key": Clip(m[2], 40)}}
	}
	return &RuleError{Code: code, Detail: "parse: " + msg, Key: "problem.unreadable"}
}

// depthOK reports whether arrays and inline tables in data nest at most max
// deep, skipping strings and comments; if not, it gives the line.
func depthOK(data []byte, max int) (int, bool) {
	depth, line := 0, 1
	for i := 0; i < len(data); i++ {
		switch c := data[i]; c {
		case '\n':
			line++
		case '#':
			for i < len(data) && data[i] != '\n' {
				i++
			}
			i-- // let the newline be counted
		case '"', '\'':
			multi := i+2 < len(data) && data[i+1] == c && data[i+2] == c
			if multi {
				i += 3
			} else {
				i++
			}
			for ; i < len(data); i++ {
				d := data[i]
				if d == '\n' {
					line++
					if !multi {
						break // an unterminated string: the decoder reports it
					}
				}
				if d == '\\' && c == '"' {
					i++
					if i < len(data) && data[i] == '\n' {
						line++
					}
					continue
				}
				if d == c && (!multi || i+2 < len(data) && data[i+1] == c && data[i+2] == c) {
					if multi {
						i += 2
					}
					break
				}
			}
		case '[', '{':
			depth++
			if depth > max {
				return line, false
			}
		case ']', '}':
			if depth > 0 {
				depth--
			}
		}
	}
	return line, true
}

// Clip makes text read from a file safe to show in a message: control
// characters become spaces and anything past n runes becomes "…".
func Clip(s string, n int) string {
	var b strings.Builder
	k := 0
	for _, r := range s {
		if k == n {
			b.WriteString("…")
			break
		}
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == utf8.RuneError {
			r = ' '
		}
		b.WriteRune(r)
		k++
	}
	return b.String()
}
