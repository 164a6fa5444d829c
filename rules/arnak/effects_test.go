package arnak

import (
	"testing"

	"stolik/rules/engine"
)

// One scenario per effect kind the published cards use; expected values
// are worked out by hand from the card texts (tooltips.js / cards.toml).

func act(a, b, c, d uint8) engine.Action {
	return engine.Action{Kind: KindChoose, A: a, B: b, C: c, D: d}
}

// Upgrade a resource (idol, research bonus, Jubiler): a tablet becomes an
// arrowhead or an arrowhead a jewel; it may be declined; with neither
// there is nothing to decide.
func TestUpgradeResource(t *testing.T) {
	for _, tc := range []struct {
		name  string
		start [NumRes]int16
		pick  engine.Action
		want  [NumRes]int16
	}{
		{"tablet to arrowhead", [NumRes]int16{0, 0, 1, 1, 0}, act(1, 0, 0, 0), [NumRes]int16{0, 0, 0, 2, 0}},
		{"arrowhead to jewel", [NumRes]int16{0, 0, 1, 1, 0}, act(1, 1, 0, 0), [NumRes]int16{0, 0, 1, 0, 1}},
		{"declined", [NumRes]int16{0, 0, 1, 1, 0}, act(0, 0, 0, 0), [NumRes]int16{0, 0, 1, 1, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, 2, 1, nil)
			p := g.s.cur()
			p.Res = tc.start
			pushEffect(g, g.d.Bonuses[15]) // b16: upgrade a resource
			mustApply(t, g, tc.pick)
			if p.Res != tc.want || g.s.NFrames != 0 {
				t.Fatalf("resources %v, want %v", p.Res, tc.want)
			}
		})
	}
	g := newTestGame(t, 2, 1, nil)
	g.s.cur().Res = [NumRes]int16{3, 3, 0, 0, 3}
	pushEffect(g, g.d.Bonuses[15])
	if g.s.NFrames != 0 {
		t.Fatal("no tablet and no arrowhead: nothing to upgrade, no decision")
	}
}

// "Usuń tę kartę, aby…" (L1766): Szkicowa mapa goes to the item exile
// pile, not the play area, and gives 3 compasses.
func TestExileThisCard(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Res = [NumRes]int16{}
	play(t, g, "szkicowa_mapa")
	if p.Play.N != 0 || s.NItemEx != 1 || s.ItemEx[0] != cardID(t, g, "szkicowa_mapa") || p.Res[Compass] != 3 {
		t.Fatalf("play %d exiled %d compasses %d", p.Play.N, s.NItemEx, p.Res[Compass])
	}
}

// Duży plecak: a coin and the card at the bottom of the deck.
func TestDrawFromBottom(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Res = [NumRes]int16{}
	p.Deck = zone{}
	p.Deck.push(fundingCar)
	p.Deck.push(explorationShip)
	play(t, g, "duzy_plecak")
	if p.Hand.N != 1 || p.Hand.C[0] != explorationShip || p.Deck.N != 1 || p.Res[Coin] != 1 {
		t.Fatalf("hand %v deck %v coins %d", p.Hand.list(), p.Deck.list(), p.Res[Coin])
	}
}

// Discard for: Lina (another card for 2 draws), Hak z liną (for a draw,
// then an optional exile), the jewel camp. Declining gives nothing.
func TestDiscardFor(t *testing.T) {
	t.Run("Lina", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Deck = zone{}
		p.Deck.push(explorationCar)
		p.Deck.push(explorationShip)
		setHand(p, cardID(t, g, "lina"), fundingCar, fundingShip)
		mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
		mustApply(t, g, act(1, 1, 0, 0)) // discard Fundusze (statek)
		if p.Hand.N != 3 || p.Play.N != 2 || p.Deck.N != 0 {
			t.Fatalf("hand %v play %v", p.Hand.list(), p.Play.list())
		}
	})
	t.Run("Lina declined", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		setHand(p, cardID(t, g, "lina"), fundingCar)
		deck := p.Deck.N
		mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
		mustApply(t, g, act(0, 0, 0, 0))
		if p.Hand.N != 1 || p.Deck.N != deck || g.s.NFrames != 0 {
			t.Fatal("declining the discard skips the draws")
		}
	})
	t.Run("Hak z liną", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		p.Deck = zone{}
		p.Deck.push(cardFear)
		setHand(p, cardID(t, g, "hak_z_lina"), fundingCar)
		fear := s.FearDeck
		mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
		mustApply(t, g, act(1, 0, 0, 0)) // discard Fundusze, draw the Fear card
		mustApply(t, g, act(1, 0, 0, 0)) // exile it from the hand
		if p.Hand.N != 0 || s.FearDeck != fear+1 || s.NFrames != 0 {
			t.Fatalf("hand %v fear deck %d", p.Hand.list(), s.FearDeck)
		}
	})
	t.Run("the jewel camp", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		setHand(p, fundingCar, fundingShip)
		p.Res = [NumRes]int16{}
		mustApply(t, g, engineDig(campJewel, 0, 1, 0)) // Fundusze (samochód) pays the boot
		mustApply(t, g, act(1, 0, 0, 0))               // discard Fundusze (statek)
		if p.Res[Jewel] != 1 || p.Hand.N != 0 || p.Play.N != 2 {
			t.Fatalf("jewels %d hand %d play %d", p.Res[Jewel], p.Hand.N, p.Play.N)
		}
	})
}

// "Spasuj, aby otrzymać" (§4.14, G30): Zegarek gives 2 coins, or passing
// (the turn's main action) gives 3; after another main action only the
// coins remain. Zegar słoneczny is itself the main action, so its pass
// stays open.
func TestPassAndTake(t *testing.T) {
	t.Run("Zegarek: pass", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		p.Res = [NumRes]int16{}
		play(t, g, "zegarek")
		mustApply(t, g, act(1, 1, 0, 0))
		if !p.Passed || s.Active != 1 || p.Res[Coin] != 3 {
			t.Fatalf("passed %v active %d coins %d", p.Passed, s.Active, p.Res[Coin])
		}
	})
	t.Run("Zegarek after a main action", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		setHand(p, cardID(t, g, "zegarek"), fundingCar)
		p.Res = [NumRes]int16{}
		mustApply(t, g, engineDig(campCoins, 0, 1<<1, 0))
		mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
		if legalHas(g, act(1, 1, 0, 0)) {
			t.Fatal("no pass after the main action is taken")
		}
		mustApply(t, g, act(1, 0, 0, 0))
		if p.Passed || p.Res[Coin] != 4 || s.Active != 0 {
			t.Fatalf("passed %v coins %d", p.Passed, p.Res[Coin])
		}
	})
	t.Run("Zegarek inside another card's buy", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		setHand(p, cardID(t, g, "wedka"), cardID(t, g, "zegarek"))
		mustApply(t, g, engine.Action{Kind: KindPlay, A: 0}) // Wędka waits for its buy
		mustApply(t, g, engine.Action{Kind: KindPlay, A: 0}) // Zegarek, a free action
		if legalHas(g, act(1, 1, 0, 0)) {
			t.Fatal("Wędka is this turn's main action: no pass")
		}
	})
	t.Run("Zegar słoneczny", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Res = [NumRes]int16{}
		play(t, g, "zegar_sloneczny")
		mustApply(t, g, act(1, 1, 0, 0))
		if !p.Passed || p.Res != [NumRes]int16{0, 0, 0, 0, 1} {
			t.Fatalf("passed %v res %v", p.Passed, p.Res)
		}
	})
}

// Dig or discover with a travel discount (§4.18 "Zniżka"): the discount's
// symbols pay what they can, hand cards and pilots the rest.
func TestDigDiscounts(t *testing.T) {
	t.Run("Żółw morski: a ship site with no card", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		discovered(g, siteI3, tile1(6)) // an arrowhead and a tablet
		p.Res = [NumRes]int16{}
		play(t, g, "zolw_morski")
		dig := act(1, siteI3, 0, 0)
		if !legalHas(g, dig) {
			t.Fatalf("the ship discount pays the ship: %v", g.Legal(nil))
		}
		mustApply(t, g, dig)
		if p.Arch[0] != uint8(1+siteI3*2) || p.Res != [NumRes]int16{0, 0, 1, 1, 0} {
			t.Fatalf("arch %d res %v", p.Arch[0], p.Res)
		}
	})
	t.Run("Solidne buty: the 2-boot camp space", func(t *testing.T) {
		g := newTestGame(t, 4, 1, nil)
		p := g.s.cur()
		p.Res = [NumRes]int16{}
		play(t, g, "solidne_buty")
		mustApply(t, g, act(1, campCoins, 1, 0))
		if p.Res != [NumRes]int16{2, 1, 0, 0, 0} || p.Arch[0] != 1+campCoins*2+1 {
			t.Fatalf("res %v arch %d: a compass and the camp's 2 coins", p.Res, p.Arch[0])
		}
	})
	t.Run("Balon: a level I discovery for free", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		p.Res = [NumRes]int16{}
		play(t, g, "balon")
		if s.NItemEx != 1 {
			t.Fatal("the balloon is exiled")
		}
		mustApply(t, g, act(2, siteI1, 0, 0))
		if s.SiteTile[siteI1] == none || p.Res[Compass] < 0 || p.Crate != 1 {
			t.Fatalf("tile %d compasses %d crate %d", s.SiteTile[siteI1], p.Res[Compass], p.Crate)
		}
	})
	t.Run("Aeroplan: level II with a card for the other car", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		setHand(p, cardID(t, g, "aeroplan"), explorationCar)
		p.Res = [NumRes]int16{0, 4, 0, 0, 0}
		mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
		if legalHas(g, engine.Action{Kind: KindChoose, A: 2, B: siteII1}) {
			t.Fatal("one car is left to pay")
		}
		mustApply(t, g, engine.Action{Kind: KindChoose, A: 2, B: siteII1, X: 1})
		if s.SiteTile[siteII1] == none || p.Play.N != 2 || p.Crate != 2 {
			t.Fatalf("tile %d play %d crate %d", s.SiteTile[siteII1], p.Play.N, p.Crate)
		}
	})
	t.Run("Muszla przejścia: a camp for free, twice", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Res = [NumRes]int16{}
		setHand(p)
		play(t, g, "muszla_przejscia")
		mustApply(t, g, act(1, campCompass, 0, 0))
		mustApply(t, g, act(1, campCompass, 0, 0)) // the second activation
		if p.Res[Compass] != 4 || p.Arch[0] != 1+campCompass*2 {
			t.Fatalf("compasses %d arch %d", p.Res[Compass], p.Arch[0])
		}
	})
}

// Activate a site (§4.18): one you occupy (Namiot; level II first costs 2
// compasses), any level I (Lornetka), an unoccupied camp (Pies), two
// different camps for a coin (Mapy gwiazd), the top level II tile for a
// compass (Czaszka przewodnia).
func TestActivate(t *testing.T) {
	topTile2 := func(g *Game, tile uint8) {
		s := &g.s
		for i := range s.Stack2[:s.N2] {
			if s.Stack2[i] == tile {
				s.Stack2[i], s.Stack2[s.N2-1] = s.Stack2[s.N2-1], s.Stack2[i]
			}
		}
	}
	for _, tc := range []struct {
		name, card string
		start      [NumRes]int16
		setup      func(g *Game)
		refused    []engine.Action
		picks      []engine.Action
		want       [NumRes]int16
	}{
		{"Namiot: level II needs 2 compasses", "namiot", [NumRes]int16{0, 1, 0, 0, 0},
			func(g *Game) {
				discovered(g, siteII1, tile2(1))
				stand(g, 0, 0, siteII1, 0)
				stand(g, 0, 1, campTablets, 0)
			},
			[]engine.Action{act(1, siteII1, 0, 0)}, []engine.Action{act(1, campTablets, 0, 0)}, [NumRes]int16{0, 1, 2, 0, 0}},
		{"Namiot: 2 − 2 + 2 compasses and a jewel", "namiot", [NumRes]int16{0, 2, 0, 0, 0},
			func(g *Game) { discovered(g, siteII1, tile2(1)); stand(g, 0, 0, siteII1, 0) },
			nil, []engine.Action{act(1, siteII1, 0, 0)}, [NumRes]int16{0, 2, 0, 0, 1}},
		{"Lornetka: level I sites only", "lornetka", [NumRes]int16{},
			func(g *Game) { discovered(g, siteI1, tile1(2)); discovered(g, siteII1, tile2(1)) },
			[]engine.Action{act(1, siteII1, 0, 0), act(1, campCoins, 0, 0)}, []engine.Action{act(1, siteI1, 0, 0)}, [NumRes]int16{1, 0, 0, 1, 0}},
		{"Pies: a compass, then an unoccupied camp's 2", "pies", [NumRes]int16{},
			func(g *Game) { stand(g, 1, 0, campCoins, 0) },
			[]engine.Action{act(1, campCoins, 0, 0)}, []engine.Action{act(1, campCompass, 0, 0)}, [NumRes]int16{0, 3, 0, 0, 0}},
		{"Mapy gwiazd: a coin for 2 different camps", "mapy_gwiazd", [NumRes]int16{1, 0, 0, 0, 0},
			func(g *Game) {},
			nil, []engine.Action{act(1, 0, 0, 0), act(1, campCoins, 0, 0), act(1, campCompass, 0, 0)}, [NumRes]int16{2, 2, 0, 0, 0}},
		{"Czaszka przewodnia: a compass for the top level II tile", "czaszka_przewodnia", [NumRes]int16{0, 1, 0, 0, 0},
			func(g *Game) { topTile2(g, tile2(3)) }, // an arrowhead and a jewel
			nil, []engine.Action{act(1, 0, 0, 0), act(1, 2, 0, 0)}, [NumRes]int16{0, 0, 0, 1, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, 2, 1, nil)
			p := g.s.cur()
			tc.setup(g)
			p.Res = tc.start
			play(t, g, tc.card)
			for _, a := range tc.refused {
				if legalHas(g, a) {
					t.Fatalf("%v offered", a)
				}
			}
			for i, a := range tc.picks {
				mustApply(t, g, a)
				if tc.card == "mapy_gwiazd" && i == 1 && legalHas(g, a) {
					t.Fatal("the same camp twice")
				}
			}
			if p.Res != tc.want || g.s.NFrames != 0 {
				t.Fatalf("res %v, want %v", p.Res, tc.want)
			}
		})
	}
}

// Relocate (Sandały tropiciela) and return (Okaryna strażnika) take an
// archaeologist off a guarded site before the round ends: no Fear.
func TestRelocateAndRecallAvoidFear(t *testing.T) {
	for _, card := range []string{"sandaly_tropiciela", "okaryna_straznika"} {
		t.Run(card, func(t *testing.T) {
			g := newTestGame(t, 2, 1, nil)
			s := &g.s
			p := s.cur()
			discovered(g, siteI1, 0)
			s.SiteGuard[siteI1] = 0
			stand(g, 0, 0, siteI1, 0)
			p.Res = [NumRes]int16{}
			play(t, g, card)
			if card == "sandaly_tropiciela" {
				if legalHas(g, act(1, 0, siteI1+1, 0)) {
					t.Fatal("Sandały go to camps only")
				}
				mustApply(t, g, act(1, 0, campArrow, 0))
				if p.Res[Arrowhead] != 1 || p.Arch[0] != 1+campArrow*2 {
					t.Fatal("relocated and the camp activated")
				}
			} else {
				mustApply(t, g, act(1, 0, 0, 0))
				if p.Arch[0] != 0 || s.Occ[siteI1][0] != occFree {
					t.Fatal("returned to the board")
				}
			}
			fear := s.FearDeck
			g.endRound(nil)
			if s.FearDeck != fear {
				t.Fatal("a Fear card for a guarded site left before the round's end")
			}
		})
	}
}

// Overcome a guardian without its cost: Maczuga wojenna (a site with your
// archaeologist), Rewolwer (for a compass), the Bird notebook's row 7.
func TestOvercomeFree(t *testing.T) {
	for _, tc := range []struct {
		name    string
		compass int16
		start   func(t *testing.T, g *Game)
	}{
		{"Maczuga wojenna", 0, func(t *testing.T, g *Game) { play(t, g, "maczuga") }},
		{"Rewolwer", 1, func(t *testing.T, g *Game) { play(t, g, "rewolwer"); mustApply(t, g, act(1, 0, 0, 0)) }},
		{"notebook row 7", 0, func(t *testing.T, g *Game) { pushEffect(g, g.d.RowNote[6]) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, 2, 1, nil)
			s := &g.s
			p := s.cur()
			discovered(g, siteI1, 0)
			discovered(g, siteI3, 1)
			s.SiteGuard[siteI1], s.SiteGuard[siteI3] = 4, 5
			stand(g, 0, 0, siteI1, 0)
			p.Res = [NumRes]int16{0, tc.compass, 0, 0, 0}
			tc.start(t, g)
			if legalHas(g, act(1, siteI3, 0, 0)) {
				t.Fatal("a guardian at a site without your archaeologist")
			}
			mustApply(t, g, act(1, siteI1, 0, 0))
			if p.NGuard != 1 || p.Guard[0] != 4 || p.Res != [NumRes]int16{} {
				t.Fatalf("guardians %d res %v", p.NGuard, p.Res)
			}
		})
	}
}

// Guardian costs with travel symbols and a discard (§4.7, BGA): g12 asks a
// boot and a jewel (a card or a pilot pays the boot); g2 a discard, a coin
// and an arrowhead. Their boons: a plane; an exile.
func TestGuardianCostsAndBoons(t *testing.T) {
	t.Run("travel cost", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		discovered(g, siteI1, 0)
		s.SiteGuard[siteI1] = 11 // g12
		stand(g, 0, 0, siteI1, 0)
		setHand(p, fundingCar)
		p.Res = [NumRes]int16{2, 0, 0, 0, 1}
		for _, a := range []engine.Action{{Kind: KindOvercome, A: siteI1, X: 1}, {Kind: KindOvercome, A: siteI1, C: 1}} {
			if !legalHas(g, a) {
				t.Fatalf("%v: the card or a pilot pays the boot", a)
			}
		}
		mustApply(t, g, engine.Action{Kind: KindOvercome, A: siteI1, X: 1})
		if p.NGuard != 1 || p.Res != [NumRes]int16{2, 0, 0, 0, 0} || p.Play.N != 1 {
			t.Fatalf("guardians %d res %v play %d", p.NGuard, p.Res, p.Play.N)
		}
		mustApply(t, g, engine.Action{Kind: KindBoon, A: 0})
		if s.Pool != [NumTravel]uint8{0, 0, 0, 1} || p.BoonUsed != 1 {
			t.Fatalf("pool %v", s.Pool)
		}
	})
	t.Run("discard cost", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		discovered(g, siteI1, 0)
		s.SiteGuard[siteI1] = 1 // g2
		stand(g, 0, 0, siteI1, 0)
		setHand(p, fundingCar, fundingCar, cardFear)
		p.Res = [NumRes]int16{1, 0, 0, 1, 0}
		var discards []uint8
		for _, a := range g.Legal(nil) {
			if a.Kind == KindOvercome {
				discards = append(discards, a.D)
			}
		}
		if len(discards) != 2 || discards[0] != 1 || discards[1] != 3 {
			t.Fatalf("discard choices %v, want the first Fundusze and the Fear card", discards)
		}
		mustApply(t, g, engine.Action{Kind: KindOvercome, A: siteI1, D: 3})
		if p.Res != [NumRes]int16{} || p.Hand.N != 2 || p.Play.C[0] != cardFear {
			t.Fatalf("res %v hand %v play %v", p.Res, p.Hand.list(), p.Play.list())
		}
		mustApply(t, g, engine.Action{Kind: KindBoon, A: 0})
		mustApply(t, g, act(1, 0, 0, 0)) // exile a Fundusze from the hand
		if p.Hand.N != 1 {
			t.Fatal("the boon exiles a card")
		}
	})
}

// Buy cheaper: Bicz (exiled) makes an artifact 4 compasses cheaper; the
// Kupiec assistant (silver) any card 1 cheaper, as the main action.
func TestBuyCheaper(t *testing.T) {
	t.Run("Bicz", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		s.Row[0] = cardID(t, g, "skrzynia_ze_skarbem") // 4 compasses
		p.Res = [NumRes]int16{}
		play(t, g, "bicz")
		mustApply(t, g, act(1, 0, 0, 0))
		mustApply(t, g, act(0, 0, 0, 0)) // do not resolve the chest
		if p.Play.C[p.Play.N-1] != cardID(t, g, "skrzynia_ze_skarbem") || p.Res != [NumRes]int16{} || s.NItemEx != 1 {
			t.Fatalf("play %v res %v", p.Play.list(), p.Res)
		}
	})
	t.Run("Kupiec", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		p.Asst[0] = 9 // a10, Kupiec
		s.Row[2] = cardID(t, g, "pedzel")
		p.Res = [NumRes]int16{2, 0, 0, 0, 0}
		mustApply(t, g, engine.Action{Kind: KindAssist, A: 0})
		if !s.MainDone || !p.Exhausted[0] {
			t.Fatal("the discount buy is the main action")
		}
		mustApply(t, g, act(1, 2, 0, 0))
		if p.Res[Coin] != 0 || p.Deck.C[p.Deck.N-1] != cardID(t, g, "pedzel") {
			t.Fatal("Pędzel for 3 − 1 coins")
		}
	})
}

// Take a card free: Małpi medalion (an item on top of the deck), Zrzut
// zaopatrzenia (an item into the hand), level I tile t1_1 (an item, or 2
// compasses instead).
func TestTakeItemFree(t *testing.T) {
	for _, tc := range []struct {
		card  string
		where func(p *player) uint8
	}{
		{"malpi_medalion", func(p *player) uint8 { return p.Deck.C[0] }},
		{"zrzut", func(p *player) uint8 { return p.Hand.C[p.Hand.N-1] }},
	} {
		t.Run(tc.card, func(t *testing.T) {
			g := newTestGame(t, 2, 1, nil)
			s := &g.s
			item := s.Row[3]
			p := play(t, g, tc.card)
			mustApply(t, g, act(1, 3, 0, 0))
			if tc.where(p) != item || s.Row[3] != none {
				t.Fatal("the item is not where the card puts it")
			}
		})
	}
	t.Run("t1_1", func(t *testing.T) {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Res = [NumRes]int16{}
		pushEffect(g, g.d.SiteTiles[tile1(1)].Effect)
		if !legalHas(g, act(1, 5, 0, 0)) {
			t.Fatal("any row item, free")
		}
		mustApply(t, g, act(2, 0, 0, 0))
		if p.Res[Compass] != 2 {
			t.Fatal("2 compasses instead of the item")
		}
	})
}

// Ready a chosen assistant (Grzechotka obrzędowa), or both (Święty bęben,
// for a discard).
func TestReadyAssistants(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Asst = [2]uint8{0, 1}
	p.Exhausted = [2]bool{true, true}
	play(t, g, "grzechotka")
	mustApply(t, g, act(1, 1, 0, 0))
	if p.Exhausted != [2]bool{true, false} {
		t.Fatalf("exhausted %v, want only the second ready", p.Exhausted)
	}
	g = newTestGame(t, 2, 1, nil)
	p = g.s.cur()
	p.Asst = [2]uint8{0, 1}
	p.Exhausted = [2]bool{true, true}
	setHand(p, cardID(t, g, "swiety_beben"), cardFear)
	p.Res[Tablet] = 1
	mustApply(t, g, engine.Action{Kind: KindPlay, A: 0})
	mustApply(t, g, act(1, 0, 0, 0))
	if p.Exhausted != [2]bool{} {
		t.Fatal("both assistants ready")
	}
}

// Fear-taking artifacts: Złoto węża puts a Fear card in the play area and
// gives 4 coins; with the Fear deck empty a fear tile comes instead.
func TestFearArtifacts(t *testing.T) {
	for _, empty := range []bool{false, true} {
		g := newTestGame(t, 2, 1, nil)
		s := &g.s
		p := s.cur()
		p.Res = [NumRes]int16{}
		if empty {
			s.FearDeck = 0
		}
		fear := s.FearDeck
		play(t, g, "zloto_weza")
		tiles, inPlay := uint8(0), uint8(2)
		if empty {
			tiles, inPlay = 1, 1
		} else if s.FearDeck != fear-1 {
			t.Fatal("the Fear card comes from the Fear deck")
		}
		if p.Res[Coin] != 4 || p.FearTiles != tiles || p.Play.N != inPlay {
			t.Fatalf("empty deck %v: coins %d tiles %d play %v", empty, p.Res[Coin], p.FearTiles, p.Play.list())
		}
	}
}

// Maska wojenna: an arrowhead, and guardians give no Fear this round.
func TestWarMaskNoFear(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	discovered(g, siteI1, 0)
	s.SiteGuard[siteI1] = 0
	stand(g, 0, 0, siteI1, 0)
	p.Res = [NumRes]int16{}
	play(t, g, "maska_wojenna")
	fear := s.FearDeck
	g.endRound(nil)
	if p.Res[Arrowhead] != 1 || s.FearDeck != fear {
		t.Fatalf("arrowheads %d fear deck %d→%d", p.Res[Arrowhead], fear, s.FearDeck)
	}
	finishCleanup(t, g)
	if p.NoFear {
		t.Fatal("the mask works for one round")
	}
}

// Kamienny klucz: the last placed idol goes back to the crates; its slot
// is empty again (score: 3 per idol plus 1+2+3+4 for empty slots).
func TestStoneKeyIdolBack(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	p.Crate, p.Slots = 0, 0b0011
	if got := g.score(0).Parts[2].Points; got != 6+3+4 {
		t.Fatalf("idols before %d, want 13", got)
	}
	play(t, g, "kamienny_klucz")
	if p.Crate != 1 || p.Slots != 0b0001 || g.score(0).Parts[2].Points != 6+2+3+4 {
		t.Fatalf("crate %d slots %b idols %d", p.Crate, p.Slots, g.score(0).Parts[2].Points)
	}
}

// Travel as a currency for assistants: Tropicielka (silver) pays a boot
// for an arrowhead; Pilotka (silver) is a coin or a plane.
func TestAssistantTravel(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	p.Asst[0], p.Asst[1] = 2, 6 // a3 Tropicielka, a7 Pilotka
	setHand(p, fundingShip)
	p.Res = [NumRes]int16{}
	mustApply(t, g, engine.Action{Kind: KindAssist, A: 0})
	mustApply(t, g, engine.Action{Kind: KindChoose, A: 1, X: 1})
	if p.Res[Arrowhead] != 1 || p.Hand.N != 0 || p.Play.N != 1 || s.Pool != [NumTravel]uint8{} {
		t.Fatalf("arrowheads %d hand %d pool %v", p.Res[Arrowhead], p.Hand.N, s.Pool)
	}
	mustApply(t, g, engine.Action{Kind: KindAssist, A: 1})
	mustApply(t, g, act(1, 1, 0, 0))
	if s.Pool != [NumTravel]uint8{0, 0, 0, 1} || s.MainDone {
		t.Fatalf("pool %v", s.Pool)
	}
	if !legalHas(g, engineDig(siteI1, 0, 0, 0)) && !legalHas(g, engineDig(campCoins, 0, 0, 0)) {
		t.Fatal("the plane pays a dig")
	}
}

// Per-count gains: Teodolit gives a coin and a compass per archaeologist
// already on a site.
func TestPerArchaeologist(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	p := g.s.cur()
	stand(g, 0, 0, campCoins, 0)
	stand(g, 0, 1, campCompass, 0)
	p.Res = [NumRes]int16{}
	play(t, g, "teodolit")
	if p.Res != [NumRes]int16{1, 2, 0, 0, 0} {
		t.Fatalf("res %v", p.Res)
	}
}

// Idol slots (free action; BGA): a coin for a jewel, an arrowhead, 2
// tablets, a coin and a compass, a card. Slots fill from the left.
func TestIdolSlotEffects(t *testing.T) {
	want := [][NumRes]int16{{0, 0, 0, 0, 1}, {1, 0, 0, 1, 0}, {1, 0, 2, 0, 0}, {2, 1, 0, 0, 0}, {1, 0, 0, 0, 0}}
	for e := 0; e < 5; e++ {
		g := newTestGame(t, 2, 1, nil)
		p := g.s.cur()
		p.Crate, p.Slots = 1, 0b0001
		p.Res = [NumRes]int16{1, 0, 0, 0, 0}
		hand := p.Hand.N
		mustApply(t, g, engine.Action{Kind: KindIdol, A: uint8(e)})
		for g.s.NFrames > 0 {
			mustApply(t, g, act(1, 0, 0, 0))
		}
		if p.Res != want[e] || p.Slots != 0b0011 || p.Crate != 0 {
			t.Errorf("effect %d: res %v slots %b", e, p.Res, p.Slots)
		}
		if e == 4 && p.Hand.N != hand+1 {
			t.Errorf("the card effect draws")
		}
	}
}

// Every reward is logged: the research row, the bonus tile, the resources.
func TestRewardsLogged(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	s := &g.s
	p := s.cur()
	n := node(t, g, "2a")
	p.Mag = node(t, g, "1a")
	p.Res = [NumRes]int16{0, 0, 0, 0, 1}
	s.Bonus[n] = 3 // b4: a coin
	var log engine.Log
	if err := g.Apply(engine.Action{Kind: KindResearch, A: 0, B: n}, &log); err != nil {
		t.Fatal(err)
	}
	for s.NFrames > 0 {
		if err := g.Apply(g.Legal(nil)[0], &log); err != nil {
			t.Fatal(err)
		}
	}
	keys := map[string]int{}
	for _, e := range log.Events {
		keys[e.Key]++
	}
	for _, k := range []string{"arnak.research.mag", "arnak.row_effect", "arnak.bonus"} {
		if keys[k] != 1 {
			t.Errorf("%s logged %d times", k, keys[k])
		}
	}
	if keys["arnak.gain"] != 2 {
		t.Errorf("the row's compass and the bonus coin: %d gain lines", keys["arnak.gain"])
	}
}
