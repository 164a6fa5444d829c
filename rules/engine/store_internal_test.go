package engine

import (
	"strings"
	"testing"
)

// A file of exactly MaxSaveBytes is read (this one then fails to parse);
// one byte more is refused for its size, and says so, before the decoder
// sees it. Garbage from the first byte keeps the parse short.
func TestDecodeSaveSizeLimit(t *testing.T) {
	at := []byte(strings.Repeat("\x00", MaxSaveBytes))
	if _, err := DecodeSave(at); err == nil || strings.Contains(err.Error(), "at most") {
		t.Errorf("a file of exactly %d bytes: %v, want a parse error, not a refusal for its size", MaxSaveBytes, err)
	}
	over := append(at, 0)
	if _, err := DecodeSave(over); CodeOf(err) != CodeBadSave || !strings.Contains(err.Error(), "at most") {
		t.Errorf("a file one byte over the limit: %v, want bad_save saying it is too large", err)
	}
}
