//go:build !unix

package engine

// Elsewhere there are no FIFOs to block on, and the errors below are told
// apart only by their generic message.
const openNonBlock = 0

func isNotDir(err error) bool      { return false }
func isReadOnlyFS(err error) bool  { return false }
func isNoSpace(err error) bool     { return false }
func isNameTooLong(err error) bool { return false }
