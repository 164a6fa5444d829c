package sound

import (
	"encoding/binary"
	"math"
	"testing"
)

func TestSynthCues(t *testing.T) {
	for c := Cue(0); c < numCues; c++ {
		pcm := Synth(c)
		if len(pcm) == 0 || len(pcm)%4 != 0 {
			t.Fatalf("cue %d: %d bytes, want whole stereo 16-bit frames", c, len(pcm))
		}
		secs := float64(len(pcm)/4) / SampleRate
		if secs < 0.05 || secs > 1 {
			t.Errorf("cue %d lasts %.2fs: cues must be short", c, secs)
		}
		var peak, last float64
		for i := 0; i+3 < len(pcm); i += 4 {
			l := int16(binary.LittleEndian.Uint16(pcm[i:]))
			r := int16(binary.LittleEndian.Uint16(pcm[i+2:]))
			if l != r {
				t.Fatalf("cue %d: channels differ at frame %d", c, i/4)
			}
			peak = math.Max(peak, math.Abs(float64(l)))
			last = math.Abs(float64(l))
		}
		if peak < 3000 {
			t.Errorf("cue %d is nearly silent (peak %v)", c, peak)
		}
		if last > peak/4 {
			t.Errorf("cue %d ends abruptly (last sample %v of peak %v): it would click", c, last, peak)
		}
		if string(Synth(c)) != string(pcm) {
			t.Errorf("cue %d is not deterministic", c)
		}
	}
	if Synth(numCues) != nil {
		t.Error("an unknown cue must render nothing")
	}
}

func TestSilentPlayerIsSafe(t *testing.T) {
	t.Setenv("STOLIK_NOSOUND", "1")
	p := New(70)
	if p.Enabled() {
		t.Fatal("STOLIK_NOSOUND must keep the device closed")
	}
	p.Play(CueMove) // no device: nothing happens, nothing panics
	var none *Player
	none.SetVolume(50)
	none.Play(CueEnd)
	if none.Enabled() {
		t.Fatal("a nil player is silent")
	}
}
