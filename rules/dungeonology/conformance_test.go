package dungeonology

import (
	"testing"

	"stolik/rules/enginetest"
)

func TestConformance(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	for n := 2; n <= 4; n++ {
		enginetest.Run(t, Title(), n, enginetest.Games(games))
		enginetest.Run(t, Title(), n, enginetest.Games(games/2+1), enginetest.FirstSeed(100), enginetest.TitleOptions(map[string]string{
			"scholars": "draw", "boss": "pijany", "alert": "trudny", "responses": "holders", "priorities": "yes",
			"offsets": "no", "luck_spying": "yes", "publish_choice": "no"}))
	}
}
