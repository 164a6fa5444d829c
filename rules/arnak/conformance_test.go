package arnak

import (
	"testing"

	"stolik/rules/enginetest"
)

func TestConformance(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4} {
		enginetest.Run(t, Title(), n, enginetest.Games(6))
		enginetest.Run(t, Title(), n, enginetest.Games(4), enginetest.TitleOptions(map[string]string{"side": "snake"}))
	}
}
