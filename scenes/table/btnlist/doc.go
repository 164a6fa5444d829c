// Package btnlist is a board's bar of action buttons when it may hold more
// buttons than fit: the entries of every page (a legal action each, and
// «Anuluj» while a place's choices are open), the page shown and the
// rectangle of each button on it, with what every board that pages its
// buttons does the same way: numbering alike labels, finding the button
// under the pointer, pressing one (turning the page), the keyboard targets,
// the script mirror (table.Mirror) and the test driver's next click towards
// an action (the button, or the page button that brings it nearer).
//
// What it does not own: where the buttons stand and how they are drawn.
// A board either pages its entries into fixed slots (PageInto: the last two
// slots turn the page, as Zaginiona wyspa Arnak does) or lays a page out
// itself (Stworologia flows buttons as wide as their text into rows) and
// sets Shown, Slots and From, then Mirror.
//
// It imports rules/engine, render/geom and scenes/table (Mirror, Target);
// never a title's packages.
package btnlist
