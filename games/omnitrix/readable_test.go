package omnitrix

import (
	"strings"
	"testing"

	"omnideck/engine"
)

// What a person reads of the game: a support's line says what it did, the
// table gives current figures and says how the game is won, options say
// what they do, and outcomes how the game ended.

// A support's log line says what it did: how much it adds, to which
// alien, and the power that makes (a support's line says what
// it did).
func TestSupportLineSaysWhatItDid(t *testing.T) {
	s := newTestState(t, 2, nil, deal2([]string{"Hex"}, []string{"Heatblast"}, []string{"Spitter"}))
	choose(t, s, 0, "support:plumber-badge")
	choose(t, s, 1, "support:tetrax")
	wantLines(t, logLines(s, engine.Spectator),
		"Player 1 plays the support Plumber Badge: +1 to Heatblast (8), power 9.",
		"Player 2 plays the support Tetrax: +2 to Spitter (2), power 4.")
	wantLines(t, logLines(s, 0), "You play the support Plumber Badge: +1 to Heatblast (8), power 9.")
}

// The catalog's stat line does not repeat the card's type, which is shown
// beside it ("support · support").
func TestCatalogStatsDoNotRepeatTheType(t *testing.T) {
	for _, c := range testGame(t).Catalog() {
		if want := "power "; !strings.HasPrefix(c.Stats, want) || strings.Contains(c.Stats, c.Type) {
			t.Errorf("%s: type %q, stats %q", c.Name, c.Type, c.Stats)
		}
	}
}

// Once a support is revealed, the alien it goes with shows the power it
// fights with, the printed power beside it, and the support: current
// figures everywhere.
func TestTableShowsPowerWithSupport(t *testing.T) {
	s := newTestState(t, 2, nil, deal2([]string{"Hex"}, []string{"Heatblast"}, []string{"Spitter"}))
	shown := func() engine.TableCard {
		for _, z := range s.Table(0).Players[0].Zones {
			if z.ID == "shown.0" && len(z.Cards) > 0 {
				return z.Cards[0]
			}
		}
		t.Fatal("Player 1 shows no alien")
		return engine.TableCard{}
	}
	if c := shown(); c.Stats != "power 8" || c.Printed != "" {
		t.Errorf("Heatblast before any support: stats %q, printed %q", c.Stats, c.Printed)
	}
	s.choice[0] = int(cardID(t, s, "Plumber Badge"))
	s.revealSupports() // the supports revealed, the battle not yet resolved
	c := shown()
	if c.Stats != "power 9" || c.Printed != "power 8" || !strings.Contains(strings.Join(c.Status, " "), "Plumber Badge") {
		t.Errorf("Heatblast with Plumber Badge: stats %q, printed %q, status %v", c.Stats, c.Printed, c.Status)
	}
}

// Each support option says the power it makes against the villain, or,
// with blind supports, what it adds (an ability's choice shows
// its effect).
func TestOptionDetail(t *testing.T) {
	s := newTestState(t, 2, nil, deal2([]string{"Hex"}, []string{"Heatblast"}, []string{"Spitter"}))
	details := map[string]string{}
	for _, o := range s.Table(0).Question.Options {
		details[o.Code] = o.Detail
	}
	if d := details["support:grandpa-max"]; d != "power 11 against Hex's 7" {
		t.Errorf("Grandpa Max's detail %q", d)
	}
	if d := details["pass"]; d != "power 8 against Hex's 7" {
		t.Errorf("no support's detail %q", d)
	}
	s = newTestState(t, 2, map[string]string{OptSupportTiming: "blind"}, deal2([]string{"Hex"}, nil, nil))
	for _, o := range s.Table(0).Question.Options {
		if o.Code == "support:azmuth" && o.Detail != "adds 3 to the alien you will show" {
			t.Errorf("Azmuth's detail with blind supports: %q", o.Detail)
		}
	}
}

// The table says how the game is won; a finished game's outcome says how
// it ended: "the villains won" when the players were caught short, else
// "most villains collected" (Omnitrix's no-winner ending is "the
// villains won").
func TestGoalAndReason(t *testing.T) {
	s := newTestState(t, 2, nil, deal2([]string{"Hex"}, nil, nil))
	if g := s.Table(0).Goal; !strings.HasPrefix(g, "Collect the most villains.") || !strings.Contains(g, "the villains win if a player has no alien left") {
		t.Errorf("goal %q", g)
	}
	s = newTestState(t, 2, map[string]string{OptCaughtShort: "all"}, deal2([]string{"Hex"}, nil, nil))
	if g := s.Table(0).Goal; !strings.Contains(g, "the villains win if no player has an alien left") {
		t.Errorf("goal with caught-short=all %q", g)
	}
	found := map[string]bool{}
	for seed := uint64(1); seed < 200 && len(found) < 2; seed++ {
		st, err := testGame(t).New(engine.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s, rng := st.(*State), engine.NewRNG(seed)
		for !s.Terminal() {
			p := s.Actors().First()
			legal := s.Legal(p, nil)
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		o := s.Outcome()
		want := "most villains collected"
		if len(o.Winners) == 0 {
			want = "the villains won"
		}
		if o.Reason != want {
			t.Fatalf("seed %d: winners %v, reason %q, want %q", seed, o.Winners, o.Reason, want)
		}
		found[o.Reason] = true
	}
	if len(found) != 2 {
		t.Errorf("the games ended only as %v", found)
	}
}
