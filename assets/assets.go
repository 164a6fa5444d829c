package assets

import "embed"

// FS holds data/<title>/*.toml and rules/<title>.md.
//
//go:embed data rules
var FS embed.FS
