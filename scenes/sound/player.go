package sound

import (
	"os"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Player plays cues at a volume. A nil *Player and a Player without a
// device are silent; every method is safe to call on them.
type Player struct {
	ctx    *audio.Context
	clips  [numCues][]byte
	volume float64
}

// Available reports whether an audio device is likely present: Ebitengine
// ends the game loop if it cannot open one, so the app asks before.
func Available() bool {
	if os.Getenv("STOLIK_NOSOUND") != "" {
		return false
	}
	if os.Getenv("STOLIK_SOUND") != "" {
		return true // forced on, e.g. to test a device the check cannot see
	}
	if runtime.GOOS != "linux" {
		return true
	}
	b, err := os.ReadFile("/proc/asound/cards")
	return err == nil && len(strings.TrimSpace(string(b))) > 0 && !strings.Contains(string(b), "no soundcards")
}

// New returns a player at volume 0..100, with a device only if Available.
// Call it once per process (Ebitengine allows one audio context).
func New(volume int) *Player {
	p := &Player{}
	p.SetVolume(volume)
	if !Available() {
		return p
	}
	p.ctx = audio.NewContext(SampleRate)
	for c := Cue(0); c < numCues; c++ {
		p.clips[c] = Synth(c)
	}
	return p
}

// SetVolume sets the volume, 0..100.
func (p *Player) SetVolume(v int) {
	if p == nil {
		return
	}
	p.volume = float64(min(100, max(0, v))) / 100
}

// Enabled reports whether cues are actually heard.
func (p *Player) Enabled() bool { return p != nil && p.ctx != nil && p.volume > 0 }

// Play starts a cue; it returns at once.
func (p *Player) Play(c Cue) {
	if !p.Enabled() || c >= numCues {
		return
	}
	pl := p.ctx.NewPlayerFromBytes(p.clips[c])
	pl.SetVolume(p.volume)
	pl.Play()
}
