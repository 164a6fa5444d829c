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
	CodeNothingUndo Code = "nothing_to_undo"
	// CodeUndoOther: another seat decided after the player's last decision
	// (in hot seat, a player takes back only their own current turn).
	CodeUndoOther Code = "undo_other"
	// CodeUndoReveal: undo would cross a step that revealed hidden or
	// random information.
	CodeUndoReveal Code = "undo_reveal"
)

// RuleError is every refusal the rules and the match give: a code for the
// player's message and a detail for developers.
type RuleError struct {
	Code   Code
	Detail string
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
