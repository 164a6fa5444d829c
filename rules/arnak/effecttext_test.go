package arnak

import "testing"

// TestEffectTextTellsCardsApart: a card's short effect says what the
// published card does, so two different cards never read alike on the
// board. Before, Lornetka, Namiot, Latarnia and Pies all read «aktywacja»,
// Wędka and Kompas precyzyjny «zakup ze zniżką 3», Żółw morski, Balon and
// Aeroplan «wykopaliska / odkrycie» with no discount, Dziennik and both
// research artifacts «badania», Zrzut and Małpi medalion «karta gratis».
// Expected texts from the published cards (research report §3.2–3.3):
// Żółw morski digs with a 1-ship discount, Balon with a plane and 3
// compasses off a discovery, Wędka buys an item 3 coins cheaper (the deck
// top too), Bicz an artifact 4 compasses cheaper, Zrzut takes an item to
// the hand, Małpi medalion onto the deck, Lornetka activates a level I
// site, Namiot a site you occupy, Latarnia a camp, Pies an unoccupied camp,
// Mapy gwiazd two camps, Sandały move an archaeologist to a camp, Laska to
// a camp or level I site, Dziennik moves the notebook free, Bożek Ara-Anu
// researches a jewel cheaper, Ostrze an arrowhead or 2 tablets cheaper,
// Duży plecak draws from the bottom, the earrings draw up to 3 / up to 2
// from the bottom, Kamień przewodni and Czaszka przewodnia activate the
// top tile of level I / II, Butelka z kokosa and Starożytne wino use the
// silver / gold side, Święty bęben readies both assistants, Muszla
// przejścia goes to a camp free and activates it twice.
func TestEffectTextTellsCardsApart(t *testing.T) {
	g := newTestGame(t, 2, 1, nil)
	res := [NumRes]string{"C", "K", "T", "A", "J"}
	travel := [NumTravel]string{"b", "s", "c", "p"}
	for _, tc := range []struct{ card, words, symbols string }{
		{"zolw_morski", "dobranie karty; wykopaliska albo odkrycie stanowiska (zniżka: statek)", "dobranie; wykopaliska / odkrycie −s"},
		{"solidne_buty", "kompas; wykopaliska albo odkrycie stanowiska (zniżka: 2 buty)", "K; wykopaliska / odkrycie −2 b"},
		{"balon", "wykopaliska albo odkrycie stanowiska (zniżka: samolot; odkrycie: 3 kompasy)", "wykopaliska / odkrycie −p, odkrycie −3 K"},
		{"wedka", "zakup ze zniżką: 3 monety (także z talii)", "zakup ze zniżką: 3 C (także z talii)"},
		{"kompas_precyzyjny", "zakup ze zniżką: 3 kompasy (także z talii)", "zakup ze zniżką: 3 K (także z talii)"},
		{"bicz", "zakup ze zniżką: 4 kompasy", "zakup ze zniżką: 4 K"},
		{"pulapka", "ujarzmienie strażnika bez kosztu (bez cudzych archeologów)", "strażnik bez kosztu (bez cudzych archeologów)"},
		{"zrzut", "karta bez kosztu: przedmiot na rękę", "karta gratis: przedmiot na rękę"},
		{"malpi_medalion", "karta bez kosztu: przedmiot na wierzch talii", "karta gratis: przedmiot na wierzch talii"},
		{"lornetka", "aktywacja stanowiska: stanowisko I", "aktywacja: stanowisko I"},
		{"namiot", "aktywacja stanowiska: stanowisko z Twoim archeologiem", "aktywacja: stanowisko z Twoim archeologiem"},
		{"latarnia", "aktywacja stanowiska: obozowisko", "aktywacja: obozowisko"},
		{"pies", "kompas; aktywacja stanowiska: wolne obozowisko", "K; aktywacja: wolne obozowisko"},
		{"mapy_gwiazd", "zapłata: 1 moneta; aktywacja stanowiska: 2 obozowiska", "1 C → aktywacja: 2 obozowiska"},
		{"sandaly_tropiciela", "przemieszczenie archeologa na obozowisko", "{archeolog} → obozowisko"},
		{"laska_tropiciela", "przemieszczenie archeologa na obozowisko albo stanowisko I", "{archeolog} → obozowisko / stanowisko I"},
		{"dziennik", "badania: brulion bez kosztu", "badania: brulion bez kosztu"},
		{"bozek_ara_anu", "badania (zniżka: klejnot)", "badania (zniżka: J)"},
		{"ostrze_z_inskrypcja", "badania (zniżka: grot strzały albo 2 tabliczki)", "badania (zniżka: A albo 2 T)"},
		{"duzy_plecak", "moneta; dobranie karty ze spodu talii", "C; dobranie ze spodu"},
		{"kolczyk_z_krysztalem", "dobranie kart i zatrzymanie jednej (najwyżej 3)", "dobranie, zatrzymanie 1 (do 3)"},
		{"kolczyk_z_obsydianem", "dobranie kart i zatrzymanie jednej (najwyżej 2, ze spodu talii)", "dobranie, zatrzymanie 1 (do 2, ze spodu)"},
		{"kamien_przewodni", "aktywacja kafelka stanowiska ze stosu: poziom I", "aktywacja: stos kafelków I"},
		{"czaszka_przewodnia", "zapłata: 1 kompas; aktywacja kafelka stanowiska ze stosu: poziom II", "1 K → aktywacja: stos kafelków II"},
		{"butelka_z_kokosa", "2 monety; umiejętność asystenta z planszy zasobów (srebrna)", "2 C; {asystent} z planszy (srebrna)"},
		{"starozytne_wino", "moneta; umiejętność asystenta z planszy zasobów (złota)", "C; {asystent} z planszy (złota)"},
		{"swiety_beben", "odrzucenie karty; przygotowanie obu asystentów", "odrzucenie; przygotowanie obu asystentów"},
		{"muszla_przejscia", "obozowisko bez kosztu podróży, aktywacja 2 razy", "obozowisko bez podróży, aktywacja ×2"},
	} {
		e := g.d.Cards[cardID(t, g, tc.card)].Effect
		if got := g.d.EffectText(e); got != tc.words {
			t.Errorf("%s: EffectText %q, want %q", tc.card, got, tc.words)
		}
		if got := g.d.EffectSymbols(e, res, travel); got != tc.symbols {
			t.Errorf("%s: EffectSymbols %q, want %q", tc.card, got, tc.symbols)
		}
	}
	// No two items or artifacts with different effects read alike.
	seen := map[string]string{}
	for _, c := range g.d.Cards {
		if c.Kind != kindItem && c.Kind != kindArtifact {
			continue
		}
		txt := g.d.EffectText(c.Effect)
		if other, ok := seen[txt]; ok && !sameEffect(g.d, g.d.Cards[cardID(t, g, other)].Effect, c.Effect) {
			t.Errorf("%s and %s both read %q", other, c.ID, txt)
		}
		seen[txt] = c.ID
	}
}

func sameEffect(d *Data, a, b uint16) bool {
	x, y := d.Effects[a], d.Effects[b]
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i].Kind != y[i].Kind || x[i].N != y[i].N || x[i].Sub != y[i].Sub || x[i].Gain != y[i].Gain ||
			x[i].Pay != y[i].Pay || x[i].Free != y[i].Free || x[i].Reveal != y[i].Reveal || x[i].Opts != y[i].Opts ||
			len(x[i].Syms) != len(y[i].Syms) {
			return false
		}
	}
	return true
}
