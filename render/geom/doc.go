// Package geom is the pure geometry of the drawing kit: points and
// rectangles, point-in-shape tests, polygon triangulation, hex grids in axial
// coordinates (pointy and flat top), square grids, a graph-board layout
// (named nodes at normalised positions), row layouts for cards, track
// layouts and tooltip placement.
//
// Everything here is plain Go on float64 and int so that it runs and is
// tested without a window or a GPU: every hit test in the app is answered
// from this CPU geometry, never by reading pixels back.
//
// It must not import ebiten, image/..., the rest of render, scenes or rules.
// Per-frame queries (hit tests, ToPixel, Corners into a caller buffer) do not
// allocate.
package geom
