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
	// CodeBadFile: a file read from disk (settings, campaign progress)
	// was refused; saves use CodeBadSave.
	CodeBadFile Code = "bad_file"
	// CodeWriteFailed: a file could not be written (read-only folder,
	// full disk, ...).
	CodeWriteFailed Code = "write_failed"
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
	// Key and Args, when Key is set, word the precise reason for the
	// player: a locale key ("problem.name_too_long") and its template
	// data. Detail stays the developers' English. Files read from disk
	// are refused this way, so the message says exactly what is wrong.
	Key  string
	Args map[string]any
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
