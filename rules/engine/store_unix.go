//go:build unix

package engine

import (
	"errors"
	"syscall"
)

// openNonBlock keeps opening a FIFO from waiting for a writer.
const openNonBlock = syscall.O_NONBLOCK

func isNotDir(err error) bool     { return errors.Is(err, syscall.ENOTDIR) }
func isReadOnlyFS(err error) bool { return errors.Is(err, syscall.EROFS) }
func isNoSpace(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
}
func isNameTooLong(err error) bool { return errors.Is(err, syscall.ENAMETOOLONG) }
