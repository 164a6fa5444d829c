package donjon

import (
	"testing"

	"stolik/rules/enginetest"
)

func TestConformance(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		enginetest.Run(t, Title(), n)
	}
}
