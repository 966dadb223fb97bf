package tftcg

import (
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// What people read of the game: the figures of a card as they stand, owners in the log, no
// internal numbers, short questions.

// tableCard is the character of player q named name (its full name) on
// the table as viewer sees it, Upgrades attached.
func tableCard(t *testing.T, s *State, viewer, q int, name string) engine.TableCard {
	t.Helper()
	for _, z := range s.Table(viewer).Players[q].Zones {
		for _, c := range z.Cards {
			if c.Name == name {
				return c
			}
		}
	}
	t.Fatalf("no %s on player %d's side of the table", name, q+1)
	return engine.TableCard{}
}

// labels are the labels of the deciding player's options.
func labels(s *State) []string {
	p := s.Actors().First()
	var out []string
	for _, a := range s.Legal(p, nil) {
		out = append(out, s.ActionLabel(p, a))
	}
	return out
}

// log is the log as player p sees it, one line an entry.
func logText(s *State, p int) string {
	entries, _ := s.Events(p, 0)
	var b strings.Builder
	for _, e := range entries {
		b.WriteString(e.Text + "\n")
	}
	return b.String()
}

// The example: Red Alert, Security Chief (bot mode ATK 5 DEF 0)
// with a +2 Weapon (Primary Laser) was shown as ATK 5 and attacked for 8.
// The table, the attacker's label and the view give ATK 7, the printed
// figures beside it; the traits card text asks about are shown by mode.
func TestCurrentFiguresOfAnUpgradedCharacter(t *testing.T) {
	redAlert := "Red Alert, Security Chief"
	s := stdGame(t, map[string]string{OptAttack: "may"}, []string{redAlert, "Ironhide, Veteran Autobot"}, ironhide,
		deckOf("Primary Laser"), blank)
	if c := tableCard(t, s, 0, 0, redAlert); !slices.Contains(c.Status, "Car, Ranged") || c.Printed != "" {
		t.Errorf("Red Alert in alt mode, as printed: status %v, printed %q; want the traits Car, Ranged and no printed line", c.Status, c.Printed)
	}
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Red Alert")))
	upgradeOn(t, s, "Primary Laser", "Red Alert")
	c := tableCard(t, s, 0, 0, redAlert)
	if c.Stats != "ATK 7 DEF 0 Health 10" || c.Printed != "ATK 5 DEF 0 Health 10" {
		t.Errorf("Red Alert with Primary Laser: stats %q, printed %q; want ATK 7 DEF 0 Health 10 beside the printed ATK 5", c.Stats, c.Printed)
	}
	if !slices.Contains(c.Status, "bot mode") || !slices.Contains(c.Status, "Ranged; Car in alt mode") {
		t.Errorf("Red Alert in bot mode: status %v; want bot mode and its traits, Car as the alt mode's", c.Status)
	}
	found := false
	for _, l := range labels(s) {
		if strings.HasPrefix(l, "Attack with Red Alert") {
			found = true
			if !strings.Contains(l, "ATK 7 DEF 0") {
				t.Errorf("the attacker's label %q does not give its Attack now, 7", l)
			}
		}
	}
	if !found {
		t.Fatalf("no attack with Red Alert: %v", labels(s))
	}
	v := s.View(0).(*View)
	if rc := v.Players[0].Characters[0]; rc.AttackNow != 7 || rc.Attack != 5 {
		t.Errorf("the view gives Red Alert attack %d now, %d printed; want 7 and 5", rc.AttackNow, rc.Attack)
	}
	if text := v.Text(); !strings.Contains(text, "bot ATK 7 DEF 0 (printed ATK 5 DEF 0)") {
		t.Errorf("the view's text does not give the figures now beside the printed ones:\n%s", text)
	}
}

// A damaged character's Health left is its stat line's, its full Health
// the printed line's; the damage counters are shown only when there are
// some.
func TestCurrentFiguresOfADamagedCharacter(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, blank, blank)
	op := char(t, s, 0, "Optimus Prime")
	if c := tableCard(t, s, 0, 0, "Optimus Prime, Autobot Leader"); len(c.Counters) != 0 {
		t.Errorf("an undamaged character shows counters %v", c.Counters)
	}
	s.doDamage(op, 4)
	c := tableCard(t, s, 0, 0, "Optimus Prime, Autobot Leader")
	if c.Stats != "ATK 3 DEF 2 Health 6" || c.Printed != "ATK 3 DEF 2 Health 10" {
		t.Errorf("Optimus Prime with 4 damage: stats %q, printed %q", c.Stats, c.Printed)
	}
	if len(c.Counters) != 1 || c.Counters[0] != (engine.Counter{Name: "damage", Value: 4}) {
		t.Errorf("Optimus Prime with 4 damage shows counters %v", c.Counters)
	}
	// KO'd, nothing touches it: its printed figures, as a flip in the KO
	// area gives them.
	s.doDamage(op, 6)
	c = tableCard(t, s, 0, 0, "Optimus Prime, Autobot Leader")
	if c.Stats != "ATK 3 DEF 2 Health 10" || c.Printed != "" || len(c.Counters) != 0 || !slices.Contains(c.Status, "KO'd") {
		t.Errorf("Optimus Prime KO'd: stats %q, printed %q, counters %v, status %v", c.Stats, c.Printed, c.Counters, c.Status)
	}
}

// Card names in the possessive and selectors with an article read as
// English: "Drill Arms' ability", "an enemy Upgrade".
func TestTextReadsAsEnglish(t *testing.T) {
	if got := owns("Drill Arms"); got != "Drill Arms'" {
		t.Errorf("owns(Drill Arms) = %q", got)
	}
	if got := owns("Optimus Prime"); got != "Optimus Prime's" {
		t.Errorf("owns(Optimus Prime) = %q", got)
	}
	sel := kit.Selector{Choose: "upgrade", Filter: kit.Filter{Controller: "opponent"}}
	if got := selText(&sel); got != "an enemy Upgrade" {
		t.Errorf("a chosen enemy Upgrade reads %q", got)
	}
	sel = kit.Selector{All: "character", Filter: kit.Filter{Controller: "you", Trait: "Plane"}}
	if got := selText(&sel); got != "each of your Planes" {
		t.Errorf("each of your Planes reads %q", got)
	}
}

// The issue's example: in a mirror match the log said "Red Alert, Security
// Chief attacks Red Alert, Security Chief". It says whose each character
// is, as each player reads it; flipped battle cards say whose and for
// which side; damage says to whose and what Health is left.
func TestLogNamesOwners(t *testing.T) {
	redAlert := []string{"Red Alert, Security Chief"}
	s := stdGame(t, nil, redAlert, redAlert, noIcons(14), many(14, "Primary Laser"))
	play(t, s, "flip:") // bot mode, ATK 5
	attack(t, s, "Red Alert", "Red Alert")
	mine, theirs := logText(s, 0), logText(s, 1)
	for _, want := range []string{
		"Your Red Alert, Security Chief attacks Player 2's Red Alert, Security Chief.",
		"You flip Plasma Burst for your attack (no icons).",
		"Player 2 flips Primary Laser for their defense (blue).",
		"Attack 5 against Defense 4 (DEF 2 + 2 blue).",
		"Player 2's Red Alert, Security Chief takes 1 damage (Health 9 left).",
	} {
		if !strings.Contains(mine, want) {
			t.Errorf("player 1's log lacks %q:\n%s", want, mine)
		}
	}
	for _, want := range []string{
		"Player 1's Red Alert, Security Chief attacks your Red Alert, Security Chief.",
		"Player 1 flips Plasma Burst for their attack (no icons).",
		"You flip Primary Laser for your defense (blue).",
		"Your Red Alert, Security Chief takes 1 damage (Health 9 left).",
	} {
		if !strings.Contains(theirs, want) {
			t.Errorf("player 2's log lacks %q:\n%s", want, theirs)
		}
	}
	entries, _ := s.Events(engine.Spectator, 0)
	for _, e := range entries {
		if e.Kind == "attack" { // player 1's, the first
			if a, d := e.Data["attacker"].(map[string]any), e.Data["defender"].(map[string]any); a["owner"] != 0 || d["owner"] != 1 {
				t.Errorf("the attack's data gives owners %v and %v, want 0 and 1", a["owner"], d["owner"])
			}
			break
		}
	}
}

// A boost says by how much and for how long, and a flip to another mode
// the figures the character has then.
func TestLogSaysWhatChanges(t *testing.T) {
	s := stdGame(t, map[string]string{OptAttack: "may"}, twoBots, ironhide, deckOf("Leap Into Battle", "Primary Laser"), blank)
	upgradeOn(t, s, "Primary Laser", "Red Alert")
	s.upgraded = false
	s.optsOK = false
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Red Alert")))
	if text := logText(s, 1); !strings.Contains(text, "Player 1's Red Alert, Security Chief flips to bot mode (ATK 7 DEF 0).") {
		t.Errorf("the flip of an upgraded Red Alert does not give its figures then:\n%s", text)
	}
	playAction(t, s, "Leap Into Battle")
	if s.ask != 0 {
		play(t, s, "pick:"+handleCode(s, char(t, s, 0, "Ironhide")))
	}
	if text := logText(s, 0); !strings.Contains(text, "Your Ironhide, Veteran Autobot gets +3 Attack until the end of the turn.") {
		t.Errorf("the boost does not say what it gives:\n%s", text)
	}
	// A flip in the KO area says so: nothing there has figures that count.
	s.ko(char(t, s, 0, "Ironhide"))
	s.flipTo(char(t, s, 0, "Ironhide"))
	if text := logText(s, 1); !strings.Contains(text, "Player 1's Ironhide, Veteran Autobot flips to bot mode in the KO area.") {
		t.Errorf("the flip in the KO area does not say so:\n%s", text)
	}
}

// The example: a turn offered 24 Upgrade placements at once (4
// Upgrades on 4 characters). An Upgrade is one option, then a question of
// its own: the character it goes on, or another card. The card chosen is
// shown (it is set aside where both players see it), the question is state
// like any other (copies, sampled worlds), and taking the card back
// leaves it in hand, known to the opponent who saw it.
func TestUpgradeIsPlayedInTwoSteps(t *testing.T) {
	team := []string{"Bumblebee, Brave Warrior", "Ironhide, Veteran Autobot", "Optimus Prime, Autobot Leader", "Red Alert, Security Chief"}
	s := stdGame(t, map[string]string{OptAttack: "may"}, team, ironhide,
		deckOf("Primary Laser", "Armored Plating", "Data Pad", "Piercing Blaster"), blank)
	laterTurn(s)
	upgrades := 0
	for _, c := range codes(s) {
		if strings.HasPrefix(c, "upgrade:") {
			upgrades++
			if strings.Count(c, ":") != 2 {
				t.Errorf("the main question names the character of %q", c)
			}
		}
	}
	if upgrades != 4 || len(codes(s)) != 4+4+4+1 {
		t.Fatalf("the main question has %d Upgrade options of %d: %v; want one per Upgrade, 13 in all", upgrades, len(codes(s)), codes(s))
	}
	laser := handCard(t, s, 0, "Primary Laser")
	play(t, s, "upgrade:"+handleCode(s, laser))
	if s.step != stepUpgradeOn || len(codes(s)) != 5 || codes(s)[4] != "back" {
		t.Fatalf("after choosing Primary Laser: step %v, options %v; want the 4 characters and back", s.step, codes(s))
	}
	for _, l := range labels(s)[:4] {
		if !strings.HasPrefix(l, "Put Primary Laser on ") || !strings.Contains(l, "ATK 3 → 5") && !strings.Contains(l, "ATK 4 → 6") {
			t.Errorf("a placement reads %q: want the character and what the Laser adds", l)
		}
	}
	opp := s.Table(1)
	if z := opp.Zones[len(opp.Zones)-1]; z.ID != "playing" || len(z.Cards) != 1 || z.Cards[0].Name != "Primary Laser" {
		t.Errorf("the opponent does not see the Upgrade being played: %+v", z)
	}
	// A copy and a world sampled for the opponent keep the question.
	c := s.Clone().(*State)
	rng := engine.NewRNG(1)
	w := s.Determinize(1, &rng).(*State)
	for _, x := range []*State{c, w} {
		if got := codes(x); strings.Join(got, " ") != strings.Join(codes(s), " ") {
			t.Errorf("a copy or a sampled world asks %v, the game %v", got, codes(s))
		}
	}
	play(t, c, "upgrade:") // the copy plays on alone
	if s.step != stepUpgradeOn || c.step != stepMain || c.t.Count(zone(0, zUpgrade)) != 1 || s.t.Count(zone(0, zUpgrade)) != 0 {
		t.Errorf("the copy's answer changed the game: steps %v and %v", s.step, c.step)
	}
	play(t, s, "back")
	if s.step != stepMain || !inHand(s, 0, "Primary Laser") || !s.t.Identifies(1, laser) || s.upgraded {
		t.Errorf("back: step %v, in hand %v, known to the opponent %v, Upgrade played %v", s.step, inHand(s, 0, "Primary Laser"), s.t.Identifies(1, laser), s.upgraded)
	}
	if len(codes(s)) != 13 {
		t.Errorf("back in the main question with %d options, want 13 again: %v", len(codes(s)), codes(s))
	}

	// With one character to go on, the Upgrade names it and goes at once.
	s = stdGame(t, map[string]string{OptAttack: "may"}, ironhide, ironhide, deckOf("Primary Laser"), blank)
	laterTurn(s)
	code := ""
	for _, c := range codes(s) {
		if strings.HasPrefix(c, "upgrade:") {
			code = c
		}
	}
	if !strings.HasSuffix(code, ":primary-laser:"+handleCode(s, char(t, s, 0, "Ironhide"))+"ironhide-veteran-autobot") {
		t.Fatalf("the lone placement's code is %q: want the Laser on Ironhide", code)
	}
	play(t, s, code)
	if s.step != stepMain || s.upgrades(char(t, s, 0, "Ironhide")) != 1 {
		t.Errorf("the lone placement did not put the Laser on Ironhide at once")
	}
}

// In a mirror match two characters of the same name are told apart by
// whose they are: a card's choice of a character reads "your" or "enemy".
func TestMirrorChoicesSayWhose(t *testing.T) {
	redAlert := []string{"Red Alert, Security Chief"}
	s := stdGame(t, nil, redAlert, redAlert, deckOf("Disarm"), blank)
	playAction(t, s, "Disarm")
	got := labels(s)
	if len(got) != 2 || !strings.HasPrefix(got[0], "Choose your Red Alert, Security Chief (") || !strings.HasPrefix(got[1], "Choose enemy Red Alert, Security Chief (") {
		t.Errorf("Disarm's choice reads %q", got)
	}
}

// The issue: the standard game played a mirror match of the Autobot
// Starter Set by default. It plays the two sides of the Wave 2 starter
// set, the Autobots in seat 1.
func TestDefaultDecksAreTheWave2StarterSides(t *testing.T) {
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	var names [2][]string
	for p := range 2 {
		for _, id := range s.team[p] {
			names[p] = append(names[p], s.card(id).FullName())
		}
	}
	want := [2][]string{{"Bumblebee, Least Likely, Most Dangerous", "Windblade, Defender Of Truth"},
		{"Megatron, Cybertronian Tyrant", "Starscream, Decepticon Lieutenant"}}
	for p := range 2 {
		if strings.Join(names[p], "; ") != strings.Join(want[p], "; ") {
			t.Errorf("seat %d plays %v, want %v", p+1, names[p], want[p])
		}
	}
	if n := s.t.Count(zone(0, zDeck)) + s.t.Count(zone(0, zHand)); n != 40 {
		t.Errorf("seat 1 has %d battle cards, want the deck's 40", n)
	}
}

// The table says how the game is won; a finished game says how it ended
// in the words every game that ended so shares; the legend of the battle
// icons is said during the viewer's first turn, not on every screen
// after it.
func TestGoalReasonAndLegend(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, noIcons(14), noIcons(14))
	if g := s.Table(0).Goal; !strings.HasPrefix(g, "KO every enemy character to win.") {
		t.Errorf("the goal reads %q", g)
	}
	if s.Table(0).Legend == "" || s.Table(1).Legend == "" {
		t.Error("no legend of the battle icons on the first turn")
	}
	for !s.over && s.turn < 2 {
		play(t, s, codes(s)[0])
	}
	if l := s.Table(0).Legend; l != "" {
		t.Errorf("player 1, whose first turn is over, still reads the legend %q", l)
	}
	if s.Table(1).Legend == "" {
		t.Error("player 2, in their first turn, no longer reads the legend")
	}
	s.doDamage(char(t, s, 1, "Ironhide"), 20)
	s.checkEnd()
	if o := s.Outcome(); !o.Over || o.Reason != "every character KO'd" || len(o.Winners) != 1 || o.Winners[0] != 0 {
		t.Errorf("the outcome is %+v, want player 1's win with the reason \"every character KO'd\"", o)
	}
}

// Copies of an Upgrade on one character (Cargo Trailers fit three
// together) are told apart in a choice by the order they were put on, so
// that the labels of a choice between them differ.
func TestCopiesOfAnUpgradeAreToldApart(t *testing.T) {
	s := stdGame(t, nil, ironhide, ironhide, many(14, "Cargo Trailer"), filler)
	first := attach(t, s, 0, "Cargo Trailer", "Ironhide")
	second := attach(t, s, 0, "Cargo Trailer", "Ironhide")
	a, b := s.cardText(first), s.cardText(second)
	if a != "Cargo Trailer on your Ironhide, Veteran Autobot (put on first)" || b != "Cargo Trailer on your Ironhide, Veteran Autobot (put on second)" {
		t.Errorf("two Cargo Trailers read %q and %q", a, b)
	}
}
