// Command bugcheck puts back, one at a time, the deliberate rules bugs that
// issue 14 found passing the whole suite (rules/enginetest/MUTATION.md,
// «Deliberate rules bugs»), and checks that each now fails the test named
// for it with a message that names the broken rule.
//
// Each bug is a text replacement in one source file, applied through
// `go test -overlay`, so the tree is never edited. A replacement that no
// longer matches the code (the code moved on) is an error too: the table
// must follow the code, or the check would pass by testing nothing.
//
// Run from the module root: go run ./build/bugcheck (`make bugs`).
package main
