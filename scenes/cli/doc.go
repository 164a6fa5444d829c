// Package cli implements the headless subcommands of the stolik binary
// (sim, replay): flag parsing, output formatting and exit codes. It lives
// beside the scenes because replay prints the Polish log through locales,
// which rules/ may not import; it opens no window.
package cli
