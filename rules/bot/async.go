package bot

import (
	"context"
	"fmt"

	"stolik/rules/engine"
)

// Reply is a bot's answer delivered by Async.
type Reply struct {
	Action engine.Action
	Err    error
}

// Async runs p.Choose on its own goroutine and delivers the one reply on
// the returned channel, so the UI never waits for a bot inside a frame.
// The channel is buffered: a UI that stops listening (the player left the
// game) does not leak the goroutine; cancelling ctx makes the bot answer
// soon with its best move so far. The view is cloned before the goroutine
// starts, so the caller may go on using its copy. A panic in the bot or the
// title comes back as an error rather than killing the program.
func Async(ctx context.Context, p Player, view engine.Game, seat engine.Seat) <-chan Reply {
	out := make(chan Reply, 1)
	if p == nil || view == nil {
		out <- Reply{Err: engine.Errorf(engine.CodeBadAction, "bot: no player or no view")}
		return out
	}
	v := view.Clone()
	go func() {
		defer func() {
			if r := recover(); r != nil {
				out <- Reply{Err: fmt.Errorf("bot: panic while choosing for %v: %v", seat, r)}
			}
		}()
		a, err := p.Choose(ctx, v, seat)
		out <- Reply{Action: a, Err: err}
	}()
	return out
}
