package emerald

import (
	"testing"

	"stolik/rules/enginetest"
)

func TestConformance(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5} {
		enginetest.Run(t, Title(), n, enginetest.Games(6))
	}
	enginetest.Run(t, Title(), 3, enginetest.Games(3),
		enginetest.TitleOptions(map[string]string{"voluntary_reveal": "yes", "lestrade": "city"}))
}
