package sound

import (
	"encoding/binary"
	"math"
)

// SampleRate of every cue.
const SampleRate = 44100

// Cue is one of the app's sounds.
type Cue uint8

const (
	CueMove   Cue = iota // a piece moved: a soft wooden tap
	CueTurn              // a human's decision after others played: two rising notes
	CueRefuse            // a refused move: a low short buzz
	CueEnd               // the end of a game: a rising triad
	numCues
)

// note is one tone of a cue: frequency, start and length in seconds, and
// a decaying envelope.
type note struct {
	freq, start, length, amp float64
	noise                    bool
}

var cues = [numCues][]note{
	CueMove:   {{freq: 180, length: 0.07, amp: 0.5}, {length: 0.02, amp: 0.25, noise: true}},
	CueTurn:   {{freq: 660, length: 0.16, amp: 0.35}, {freq: 880, start: 0.12, length: 0.22, amp: 0.35}},
	CueRefuse: {{freq: 110, length: 0.18, amp: 0.4}, {freq: 116, length: 0.18, amp: 0.3}},
	CueEnd:    {{freq: 523, length: 0.3, amp: 0.3}, {freq: 659, start: 0.12, length: 0.3, amp: 0.3}, {freq: 784, start: 0.24, length: 0.45, amp: 0.3}},
}

// Synth renders a cue as 16-bit little-endian stereo PCM at SampleRate,
// the format audio.NewPlayerFromBytes plays. It is deterministic: the
// noise comes from a fixed linear congruential sequence.
func Synth(c Cue) []byte {
	if c >= numCues {
		return nil
	}
	total := 0.0
	for _, n := range cues[c] {
		total = math.Max(total, n.start+n.length)
	}
	frames := int(total * SampleRate)
	mix := make([]float64, frames)
	seed := uint32(1)
	for _, n := range cues[c] {
		first := int(n.start * SampleRate)
		count := int(n.length * SampleRate)
		for i := 0; i < count && first+i < frames; i++ {
			t := float64(i) / SampleRate
			env := math.Exp(-5*t/n.length) * math.Min(1, t*400) // quick attack, smooth decay
			var v float64
			if n.noise {
				seed = seed*1664525 + 1013904223
				v = float64(int32(seed)) / math.MaxInt32
			} else {
				v = math.Sin(2 * math.Pi * n.freq * t)
			}
			mix[first+i] += n.amp * env * v
		}
	}
	out := make([]byte, frames*4)
	for i, v := range mix {
		s := int16(math.Max(-1, math.Min(1, v)) * 32767)
		binary.LittleEndian.PutUint16(out[4*i:], uint16(s))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(s))
	}
	return out
}
