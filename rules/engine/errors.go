package engine

import "fmt"

// Code classifies a refusal. locales/ turns "error.<code>" into a Polish
// message; titles may define their own codes as "<title>.<reason>".
type Code string

const (
	CodeNotYourTurn Code = "not_your_turn"
	CodeIllegal     Code = "illegal"
	CodeBadAction   Code = "bad_action"
	CodeGameOver    Code = "game_over"
	CodeBadConfig   Code = "bad_config"
	CodeBadSave     Code = "bad_save"
	CodeStrictUndo  Code = "strict_undo"
	CodeNothingUndo Code = "nothing_to_undo"
)

// RuleError is every refusal the rules and the match give: a code for the
// player's message and a detail for developers. Args, if set, are the
// values the message names (what is missing: «Brakuje: 1 grot strzały»).
type RuleError struct {
	Code   Code
	Detail string
	Args   map[string]any
}

func (e *RuleError) Error() string { return string(e.Code) + ": " + e.Detail }

// Errorf builds a RuleError.
func Errorf(code Code, format string, args ...any) *RuleError {
	return &RuleError{Code: code, Detail: fmt.Sprintf(format, args...)}
}

// CodeOf extracts the code of err, or "" if err is not a RuleError.
func CodeOf(err error) Code {
	if re, ok := err.(*RuleError); ok {
		return re.Code
	}
	return ""
}
