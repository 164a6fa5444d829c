package engine

import (
	"math/bits"
	"math/rand/v2"
)

// RNG is the state's random generator: a PCG held by value, so copying the
// state copies the generator and Clone needs no extra work. Its methods
// never allocate.
type RNG struct {
	pcg rand.PCG
}

// NewRNG seeds a generator. The same seed always gives the same stream.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform int in [0,n); n must be > 0 (0 is returned
// otherwise, so a bad caller cannot make rules panic).
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	// Lemire's multiply-shift with rejection: unbiased, no division in the
	// common case.
	bound := uint64(n)
	for {
		x := r.pcg.Uint64()
		hi, lo := bits.Mul64(x, bound)
		if lo >= bound || lo >= (-bound)%bound {
			return int(hi)
		}
	}
}

// Float64 returns a uniform float in [0,1).
func (r *RNG) Float64() float64 {
	return float64(r.pcg.Uint64()>>11) / (1 << 53)
}

// Shuffle permutes n elements with Fisher–Yates through swap.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// ShuffleSlice permutes s in place without allocating.
func ShuffleSlice[T any](r *RNG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}
