package battlecards

import (
	"slices"
	"strings"
	"testing"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/engine/enginetest"
	"omnideck/kit"
)

// Each test cites the rulebook section it checks.

// THE GAME: 25 Energon in the bank, a shuffled 50-card Supply Deck, 5
// cards drawn.
func TestSetUp(t *testing.T) {
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for p := range 2 {
		if s.bank[p] != startEnergon || s.handSize(p) != openingHand || s.deckSize(p) != DeckSize-openingHand {
			t.Errorf("player %d: bank %d, hand %d, deck %d", p+1, s.bank[p], s.handSize(p), s.deckSize(p))
		}
	}
	if s.army[0] != armyAutobot || s.army[1] != armyDecepticon {
		t.Errorf("armies %v, want the Autobot and Decepticon starter decks", s.army)
	}
}

// PRINTING THE CARDS and THE CARDS: 50 cards, three copies of a Robot
// subtitle or an Advantage title, Resources in any number; every problem
// at once.
func TestDeckRules(t *testing.T) {
	decks, err := StarterDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(decks) != 2 {
		t.Fatalf("%d starter decks, want 2", len(decks))
	}
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range decks {
		if d.Size() != DeckSize {
			t.Errorf("%s has %d cards", d.Name, d.Size())
		}
		if probs := d.Check(nil); len(probs) > 0 {
			t.Errorf("%s: %v", d.Name, probs)
		}
	}
	list := "4 x Roll Out!\n2 x Sideswipe, Warrior\n2 x Sunstreaker, Warrior\n20 x Power Station\n"
	d, err := decklist.Parse("bad.txt", []byte(list), cat)
	if err != nil {
		t.Fatal(err)
	}
	probs := d.Check(nil)
	text := ""
	for _, p := range probs {
		text += p.String() + "\n"
	}
	for _, want := range []string{"28", "Roll Out!", "Warrior"} {
		if !strings.Contains(text, want) {
			t.Errorf("the problems do not mention %q:\n%s", want, text)
		}
	}
	if len(probs) != 3 {
		t.Errorf("%d problems, want 3 (size, Roll Out!, Warrior):\n%s", len(probs), text)
	}
}

// THE CARDS: "Robot cards and Advantage cards are army specific": a deck
// plays the army of most of its Robots or, where they do not decide, of
// its Advantages, and an Advantage of another army is a deck problem,
// listed with the others.
func TestDeckArmy(t *testing.T) {
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	list := "4 x Roll Out!\n2 x Decepticons, Attack!\nOptimus Prime, Autobot Commander\n20 x Power Station\n"
	d, err := decklist.Parse("bad.txt", []byte(list), cat)
	if err != nil {
		t.Fatal(err)
	}
	var text []string
	for _, p := range d.Check(nil) {
		text = append(text, p.String())
	}
	want := []string{
		"bad.txt: PRINTING THE CARDS: a 50-card deck: the deck has 27 cards; a deck has exactly 50",
		"bad.txt:1: THE CARDS: three copies of any one subtitle; no more than three copies of any title: 4 copies of the title Roll Out! (as Roll Out!); a deck may hold at most 3 copies of a card by Robot subtitle or Advantage title",
		"bad.txt:2: THE CARDS: Robot cards and Advantage cards are army specific: Decepticons, Attack! is of the decepticon army; the deck's army is autobot, the army of most of its Robots",
	}
	if strings.Join(text, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(text, "\n"), strings.Join(want, "\n"))
	}
}

// THE GAME and THE CARDS: each seat's army is its deck's, or the one the
// armies option gives it; a deck with no Robots is not taken for an
// Autobot deck, a deck that tells no army must be given one, and a seat
// whose deck holds Advantages of another army is refused, with every
// other problem.
func TestSeatArmies(t *testing.T) {
	g := mustGame(t)
	deck := func(cards ...string) []string {
		out := slices.Clone(cards)
		for len(out) < DeckSize {
			out = append(out, filler)
		}
		return out
	}
	decepticons := deck("Decepticons, Attack!", "Decepticon Tactics")
	st, err := g.New(engine.Config{Players: 2, Seed: 1, Decks: [][]string{deck(), decepticons}})
	if err != nil {
		t.Fatal(err)
	}
	if s := st.(*State); s.army[0] != armyNone || s.army[1] != armyDecepticon {
		t.Errorf("armies %v: want none for a deck of Resources, Decepticon for one of Decepticon Advantages", s.army)
	}
	if v := st.View(0).(*View); v.Players[0].Army != "" || !strings.Contains(v.Text(), "Player 1 (no army)") {
		t.Errorf("the view gives a deck of Resources the army %q", v.Players[0].Army)
	}

	st, err = g.New(engine.Config{Players: 2, Seed: 1, Decks: [][]string{deck(), decepticons},
		Options: map[string]string{OptArmies: "autobot,decepticon"}})
	if err != nil {
		t.Fatal(err)
	}
	if s := st.(*State); s.army[0] != armyAutobot || s.army[1] != armyDecepticon {
		t.Errorf("armies %v, want those the option gives", s.army)
	}

	_, err = g.New(engine.Config{Players: 2, Seed: 1, Decks: [][]string{deck("Roll Out!", "Decepticons, Attack!"), deck("Nobody")},
		Options: map[string]string{OptSupreme: "off"}})
	for _, want := range []string{"no victory condition", `no card "Nobody"`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say %q: %v", want, err)
		}
	}
	_, err = g.New(engine.Config{Players: 2, Seed: 1, Decks: [][]string{deck("Roll Out!", "Decepticons, Attack!"), deck("Optimus Prime, Autobot Commander", "Roll Out!", "Decepticon Tactics")}})
	for _, want := range []string{"seat 0's deck does not tell its army", "armies=autobot,decepticon",
		"seat 1 plays the Autobot army, and its deck holds Advantages of another army, which it could never play: Decepticon Tactics"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say %q: %v", want, err)
		}
	}
	_, err = g.New(engine.Config{Players: 2, Seed: 1, Options: map[string]string{OptArmies: "decepticon,autobot"}})
	for _, want := range []string{"seat 0 plays the Decepticon army", "Roll Out!", "seat 1 plays the Autobot army", "Decepticons, Attack!"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the starter decks with each other's army: the error does not say %q: %v", want, err)
		}
	}
	_, err = g.New(engine.Config{Players: 3, Seed: 1, Options: map[string]string{OptArmies: "autobot,decepticon"}})
	if err == nil || !strings.Contains(err.Error(), "option armies: 2 armies for 3 players") {
		t.Errorf("two armies for three players: %v", err)
	}
}

// The card file is read strictly, each problem with the file and line.
func TestCardFileProblems(t *testing.T) {
	bad := strings.Replace(string(builtinCards), "    speed: 5\n", "    sped: 5\n", 1)
	_, err := LoadCards("broken.yaml", []byte(bad))
	if err == nil {
		t.Fatal("a broken card file loaded")
	}
	msg := err.Error()
	for _, want := range []string{"broken.yaml:", "sped"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error does not say %q: %s", want, msg)
		}
	}
	_, err = LoadCards("bad-skill.yaml", []byte(strings.Replace(string(builtinCards), "requires: tactical", "requires: flying", 1)))
	if err == nil || !strings.Contains(err.Error(), "bad-skill.yaml") || !strings.Contains(err.Error(), "flying") {
		t.Errorf("a Resource requiring an unknown skill: %v", err)
	}
	_, err = LoadCards("bad-verb.yaml", []byte(strings.Replace(string(builtinCards), "gain: {n: 4}", "gain: {n: 4, to: you}", 1)))
	if err == nil || !strings.Contains(err.Error(), "bad-verb.yaml") || !strings.Contains(err.Error(), "Energon Harvest") {
		t.Errorf("a verb with an unknown field: %v", err)
	}
}

// THE GAME, 1. Energon Phase: one Energon for every point of Energon the
// player controls (energon-phase yield), or per Resource (count); a
// Resource needing a skill its Robot lacks is uncontrolled.
func TestEnergonPhase(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		want int32
	}{{"energon-phase=yield", 4 + 3}, {"energon-phase=count", 2}} {
		tb := newTable(t, tc.opt)
		tb.holding(0, "Ratchet, Medic", "Hydroelectric Dam") // yield 4, needs science
		tb.holding(0, "Ironhide, Security Chief", "Oil Refinery")
		tb.holding(0, "Bumblebee, Spy", "Ark, Autobot Headquarters") // needs tactical: uncontrolled
		tb.s.energonPhase(0)
		if got := tb.s.bank[0] - startEnergon; got != tc.want {
			t.Errorf("%s: gained %d, want %d", tc.opt, got, tc.want)
		}
	}
}

// THE GAME, 2. Deployment Phase: one Resource discovered, one Robot
// deployed paying its Energon cost; one Robot of a title in play.
func TestDeployment(t *testing.T) {
	tb := newTable(t)
	tb.inHand(0, "Oil Refinery")
	tb.inHand(0, "Crystal City")
	op := tb.inHand(0, "Optimus Prime, Autobot Commander")
	tb.inHand(0, "Jazz, Special Operations")
	tb.robot(0, "Jazz, Special Operations")
	if tb.Has(0, "deploy:"+itoa(tb.h(op))) == false {
		t.Fatal("Optimus Prime cannot be deployed")
	}
	if tb.Has(0, "deploy:") && strings.Contains(strings.Join(tb.Codes(0), " "), "jazz") {
		t.Error("a second Jazz may be deployed while one is in play")
	}
	tb.do(0, "deploy", op)
	if tb.s.bank[0] != startEnergon-9 || !tb.s.inHomebase(op) {
		t.Errorf("after deploying: bank %d, in Homebase %v", tb.s.bank[0], tb.s.inHomebase(op))
	}
	if tb.Has(0, "deploy:") {
		t.Error("a second Robot may be deployed this turn")
	}
	tb.Do(0, "discover:")
	if tb.Has(0, "discover:") {
		t.Error("a second Resource may be discovered this turn")
	}
}

// THE GAME, 2: move Robots between Homebase and controlled Resources.
func TestMoveRobots(t *testing.T) {
	tb := newTable(t)
	r, res := tb.holding(0, "Ironhide, Security Chief", "Oil Refinery")
	h := tb.robot(0, "Hound, Scout")
	tb.inHand(0, filler)
	tb.DoCode(0, "move:"+itoa(tb.h(r))+":ironhide-security-chief")
	tb.DoCode(0, "swap:"+itoa(tb.h(h))+":hound-scout:"+itoa(tb.h(r))+":ironhide-security-chief")
	if tb.s.holder(res) != h || !tb.s.inHomebase(r) {
		t.Fatalf("after the swap: holder %d, Ironhide in Homebase %v", tb.s.holder(res), tb.s.inHomebase(r))
	}
	if tb.Has(0, "move:") {
		t.Error("a Robot moves twice in one Deployment phase")
	}
}

// THE GAME, 3: "Players may NOT claim a Resource on the first turn": each
// player's own first turn (each), or the game's (game).
func TestNoClaimOnFirstTurn(t *testing.T) {
	for _, tc := range []struct {
		opt   string
		turns int16
		turn  int
		claim bool
	}{{"first-turn=each", 1, 2, false}, {"first-turn=game", 1, 2, true}, {"first-turn=game", 1, 1, false}} {
		tb := newTable(t, tc.opt)
		tb.robot(0, "Hound, Scout")
		tb.resource(1, "Oil Refinery")
		tb.inHand(0, filler)
		tb.s.turns[0], tb.s.turn = tc.turns, tc.turn
		tb.toAction()
		if got := tb.Has(0, "claim:"); got != tc.claim {
			t.Errorf("%s, player's turn %d, game turn %d: may claim %v, want %v", tc.opt, tc.turns, tc.turn, got, tc.claim)
		}
	}
}

// Attempt to Claim a Resource: only a Robot with a Speed that matches or
// exceeds the claiming Robot's may contest; unopposed, the claim stands.
func TestClaimSpeed(t *testing.T) {
	tb := newTable(t)
	h := tb.robot(0, "Hound, Scout") // Speed 6
	res := tb.resource(0, "Oil Refinery")
	slow := tb.robot(1, "Ironhide, Security Chief") // Speed 4
	fast := tb.robot(1, "Laserbeak, Interrogator")  // Speed 8
	tb.claim(h, res)
	codes := strings.Join(tb.Codes(1), " ")
	if !strings.Contains(codes, "contest:"+itoa(tb.h(fast))) || strings.Contains(codes, "contest:"+itoa(tb.h(slow))) {
		t.Fatalf("contest options %s: want Laserbeak only", codes)
	}
	tb.Do(1, "pass")
	if tb.s.holder(res) != h || tb.s.controls(0) != 1 {
		t.Errorf("the claim did not stand: holder %d", tb.s.holder(res))
	}
	tb.Logged("The claim stands")
}

// Challenging a Claim: the Robot controlling the Resource must meet the
// challenge, whatever the Speeds; the winner holds it.
func TestChallengeMetByHolder(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Ironhide, Security Chief")            // Speed 4, Strength 6
	d, res := tb.holding(1, "Hound, Scout", "Oil Refinery") // Speed 6, Strength 3
	tb.s.dice.Script(6, 6)
	tb.challenge(a, res)
	tb.passAll()
	if tb.s.holder(res) != a || !tb.s.inHomebase(d) {
		t.Errorf("after the challenge: holder %d, Hound in Homebase %v", tb.s.holder(res), tb.s.inHomebase(d))
	}
	tb.Logged("Battle: Player 1's Ironhide against Player 2's Hound.")
}

// BATTLE, Strength Wins: the rulebook's example — 3 STR against 5 STR:
// the weaker takes 2 damage; the winner stays, the loser returns.
func TestBattleExample(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Trailbreaker, Defensive Strategist") // STR 3 END 6
	d, res := tb.holding(1, "Blitzwing, Triple Changer", "Oil Refinery")
	tb.s.dice.Script(6, 6)
	tb.challenge(a, res)
	tb.passAll()
	if tb.s.damage(a) != 2 || tb.s.damage(d) != 0 {
		t.Errorf("damage %d and %d, want 2 and 0", tb.s.damage(a), tb.s.damage(d))
	}
	if tb.s.holder(res) != d || !tb.s.inHomebase(a) {
		t.Error("the winner does not stay, or the loser does not return")
	}
}

// Who Stays and Who Goes: equal Strength returns both Robots and leaves
// the Resource uncontrolled; damage is Enhanced minus Core Strength
// (equal-strength-damage formula), or none.
func TestEqualStrength(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		want int
	}{{"equal-strength-damage=formula", 2}, {"equal-strength-damage=none", 0}} {
		tb := newTable(t, tc.opt)
		a := tb.robot(0, "Hound, Scout")                          // STR 3
		d, res := tb.holding(1, "Ratchet, Medic", "Oil Refinery") // STR 3
		s0 := tb.inHand(0, "Energon Cube Depot")                  // support 2
		s1 := tb.inHand(1, "Energon Cube Depot")
		tb.challenge(a, res)
		tb.supportTurn(0)
		tb.do(0, "strength", s0)
		tb.supportTurn(1)
		tb.do(1, "strength", s1)
		tb.passAll()
		if tb.s.damage(a) != tc.want || tb.s.damage(d) != tc.want {
			t.Errorf("%s: damage %d and %d, want %d each", tc.opt, tb.s.damage(a), tb.s.damage(d), tc.want)
		}
		if !tb.s.inHomebase(a) || !tb.s.inHomebase(d) || tb.s.holder(res) != kit.NoObj {
			t.Errorf("%s: both Robots do not return, or the Resource is still held", tc.opt)
		}
		if tb.s.zoneKey(s0) != zScrap || tb.s.zoneKey(s1) != zScrap {
			t.Errorf("%s: the supports are not scrapped", tc.opt)
		}
	}
}

// BATTLE, Combat Moves: the Support Limit is 1, raised by Tactical X
// while controlling a Resource; the faster Robot's side is asked first
// and may wait.
func TestSupportLimit(t *testing.T) {
	tb := newTable(t)
	tb.holding(0, "Prowl, Military Strategist", "Oil Refinery") // Tactical 2
	if got := tb.s.supportLimit(0); got != 3 {
		t.Errorf("Support Limit %d with Prowl on a Resource, want 3", got)
	}
	if got := tb.s.supportLimit(1); got != 1 {
		t.Errorf("Support Limit %d by default, want 1", got)
	}
	a := tb.robot(0, "Ironhide, Security Chief")                       // Speed 4
	_, res := tb.holding(1, "Laserbeak, Interrogator", "Crystal City") // Speed 8
	tb.inHand(0, "Energon Cube Depot")
	tb.inHand(0, "Oil Refinery")
	tb.inHand(0, "Offshore Oil Rig")
	tb.inHand(0, "Crystal City")
	tb.inHand(1, filler)
	tb.s.dice.Script(6, 6)
	tb.challenge(a, res)
	if tb.Deciding() != 1 {
		t.Fatalf("%s is asked first; the faster Robot's player should be", engine.PlayerName(tb.Deciding()))
	}
	tb.Do(1, "pass") // waits
	for range 3 {
		tb.Do(0, "strength:")
		if tb.Deciding() == 1 {
			tb.Do(1, "pass")
		}
	}
	if tb.s.battle.on && tb.s.dec.kind == decSupport {
		t.Errorf("the battle asks for a fourth support of a side with a Support Limit of 3: %v", tb.Codes(tb.Deciding()))
	}
}

// Advantages: the Strength Support and the special effect are never both
// used.
func TestStrengthSupportOrEffect(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Ironhide, Security Chief")
	_, res := tb.holding(1, "Laserbeak, Interrogator", "Oil Refinery")
	adv := tb.inHand(0, "Heroic Charge") // support 2; in battle: +1 Strength, 1 damage
	tb.s.dice.Script(6, 6)
	tb.challenge(a, res)
	tb.supportTurn(0)
	before := tb.s.strength(a)
	tb.do(0, "strength", adv)
	if got := tb.s.strength(a) - before; got != 2 {
		t.Errorf("the Strength Support added %d, want 2", got)
	}
	tb.NotLogged("damage marker")
}

// TransForm and Roll Out: a Supporting Robot joins only with a Speed at
// least the lowest in the battle; it counts against the Support Limit,
// and returns afterwards.
func TestSupportingRobot(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Hound, Scout")                                   // Speed 6
	slow := tb.robot(0, "Devastator, Constructicon Gestalt")           // ALT speed 4
	fast := tb.robot(0, "Bumblebee, Spy")                              // ALT speed 9
	_, res := tb.holding(1, "Laserbeak, Interrogator", "Oil Refinery") // Speed 8
	tb.inHand(0, filler)
	tb.challenge(a, res)
	tb.supportTurn(0)
	codes := strings.Join(tb.Codes(0), " ")
	if !strings.Contains(codes, "join:"+itoa(tb.h(fast))) || strings.Contains(codes, "join:"+itoa(tb.h(slow))) {
		t.Fatalf("join options %s: want Bumblebee only", codes)
	}
	tb.do(0, "join", fast)
	if !tb.s.alt(fast) || !tb.s.obj(fast).Has(flSupporting) {
		t.Error("Bumblebee did not transform and join")
	}
	tb.passAll()
	if tb.s.obj(fast).Has(flSupporting) || !tb.s.inHomebase(fast) {
		t.Error("the Supporting Robot did not return")
	}
	tb.Logged("Player 1's Bumblebee joins the battle")
}

// TransForm and Roll Out: "taking the hit" — a Robot that would be
// scrapped returns to Homebase undamaged, the Supporting Robot takes all
// the damage.
func TestTakingTheHit(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Laserbeak, Interrogator") // STR 2 END 2
	sup := tb.robot(0, "Skywarp, Warrior")      // ALT speed 10, END 4
	_, res := tb.holding(1, "Megatron, Decepticon Leader", "Oil Refinery")
	tb.inHand(0, filler)
	tb.s.dice.Script(6, 6, 6, 6)
	tb.challenge(a, res)
	tb.supportTurn(0)
	tb.do(0, "join", sup)
	tb.passAll()
	if tb.s.dec.kind != decHit {
		t.Fatalf("no question of taking the hit: decision %d", tb.s.dec.kind)
	}
	tb.do(0, "hit", sup)
	if tb.s.damage(a) != 0 || !tb.s.inHomebase(a) {
		t.Errorf("Laserbeak: damage %d, in Homebase %v", tb.s.damage(a), tb.s.inHomebase(a))
	}
	if tb.s.zoneKey(sup) != zScrap {
		t.Errorf("Skywarp took the hit of 8 damage and is not scrapped")
	}
	tb.Logged("takes the hit for")
}

// Robots: a Robot is scrapped when its damage markers reach its
// Endurance.
func TestScrapped(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Laserbeak, Interrogator") // STR 2 END 2
	_, res := tb.holding(1, "Ironhide, Security Chief", "Oil Refinery")
	tb.s.dice.Script(6, 6, 6)
	tb.challenge(a, res)
	tb.passAll()
	if tb.s.zoneKey(a) != zScrap {
		t.Error("Laserbeak took 5 damage with Endurance 2 and is not scrapped")
	}
	tb.Logged("Player 1's Laserbeak is scrapped.")
}

// BATTLE: "If a Robot has a number of damage markers on it that is equal
// to or higher than that Robot's endurance, that Robot is scrapped", at
// any time: a damaged Robot that transforms into a mode of lower
// Endurance, or loses an effect that raised it, is scrapped then; one in
// a battle when the battle ends.
func TestScrappedWhenEnduranceDrops(t *testing.T) {
	tb := newTable(t)
	jazz, res := tb.holding(0, "Jazz, Special Operations", "Oil Refinery") // END 5, ALT MODE END 4
	tb.s.addDamage(jazz, 4)
	tb.inHand(0, filler)
	tb.toAction()
	tb.do(0, "transform", jazz)
	if tb.s.zoneKey(jazz) != zScrap {
		t.Fatalf("Jazz, 4 damage markers, transformed to Endurance 4 and stands in %v", tb.s.zoneKey(jazz))
	}
	if tb.s.holder(res) != kit.NoObj {
		t.Error("the Resource is still held by the scrapped Jazz")
	}
	tb.Logged("Player 1's Jazz is scrapped.")

	// An effect that raised Endurance until end of turn ends.
	tb = newTable(t)
	r := tb.robot(0, "Ironhide, Security Chief") // END 7
	tb.s.addDamage(r, 7)
	tb.s.mods.Add(kit.Modifier{Obj: r, Ctrl: 0, Turn: int32(tb.s.turn), Until: kit.UntilEndOfTurn, Stat: statEndurance, N: 2})
	tb.s.advance()
	if tb.s.zoneKey(r) == zScrap {
		t.Fatal("Ironhide is scrapped while its Endurance is 9")
	}
	tb.toAction()
	tb.Do(0, "pass") // the Action phase ends, then the turn
	if tb.s.zoneKey(r) != zScrap {
		t.Errorf("Ironhide, 7 damage markers, Endurance 7 again, stands in %v", tb.s.zoneKey(r))
	}

	// In a battle, the Robot stays until the battle ends.
	tb = newTable(t)
	a := tb.robot(0, "Prowl, Military Strategist") // END 5, ALT MODE END 4
	tb.s.addDamage(a, 4)
	_, res = tb.holding(1, "Hound, Scout", "Offshore Oil Rig")
	tb.inHand(0, filler)
	tb.s.dice.Script(6, 6, 6, 6)
	tb.challenge(a, res)
	tb.supportTurn(0)
	tb.do(0, "transform", a)
	if tb.s.zoneKey(a) == zScrap {
		t.Fatal("Prowl is scrapped in the middle of its battle")
	}
	tb.passAll()
	if tb.s.zoneKey(a) != zScrap {
		t.Errorf("Prowl, 4 damage markers, Endurance 4 after the battle, stands in %v", tb.s.zoneKey(a))
	}
}

// Robots: transform modes may only be used once per turn, in either
// direction.
func TestTransformOncePerTurn(t *testing.T) {
	tb := newTable(t)
	r := tb.robot(0, "Jazz, Special Operations")
	tb.inHand(0, filler)
	tb.toAction()
	tb.do(0, "transform", r)
	if !tb.s.alt(r) {
		t.Fatal("Jazz did not transform")
	}
	if tb.Has(0, "transform:") {
		t.Error("Jazz may transform back in the same turn")
	}
	tb.s.obj(r).Set(flTransformed, false) // a new turn
	tb.s.optsOK = false
	if !tb.Has(0, "transform:") {
		t.Error("Jazz may not transform back on a later turn")
	}
}

// Skill sets, Combat X: roll X dice; each 1 or 2 adds its value (combat
// dice), or X/2 rounded up (combat expected).
func TestCombatSkill(t *testing.T) {
	for _, tc := range []struct {
		opt   string
		rolls []int
		want  int
	}{{"combat=dice", []int{1, 6}, 1}, {"combat=dice", []int{2, 2}, 4}, {"combat=expected", nil, 1}} {
		tb := newTable(t, tc.opt)
		a := tb.robot(0, "Ironhide, Security Chief") // Combat 2, STR 6
		_, res := tb.holding(1, "Hound, Scout", "Oil Refinery")
		tb.s.dice.Script(tc.rolls...)
		tb.challenge(a, res)
		tb.passAll()
		tb.Logged("Player 1's Ironhide's Enhanced Strength is " + itoa(uint32(6+tc.want)))
	}
}

// Skill sets, Science X: in Homebase, in the Supply phase, pay X Energon
// and draw X cards.
func TestScienceSkill(t *testing.T) {
	tb := newTable(t)
	r := tb.robot(0, "Ratchet, Medic") // Science 2
	tb.toAction()
	tb.Do(0, "pass")
	if tb.s.dec.kind != decScience {
		t.Fatalf("no Science question in the Supply phase: decision %d", tb.s.dec.kind)
	}
	hand := tb.s.handSize(0)
	tb.do(0, "science", r)
	if tb.s.bank[0] != startEnergon-2 || tb.s.handSize(0) != hand+2 {
		t.Errorf("after Science 2: bank %d, hand %d (was %d)", tb.s.bank[0], tb.s.handSize(0), hand)
	}
}

// THE GAME: the Supply phase must come before the Action phase
// (phase-order supply-first).
func TestPhaseOrder(t *testing.T) {
	tb := newTable(t, "phase-order=supply-first")
	tb.inHand(0, filler)
	hand := tb.s.handSize(0)
	tb.Do(0, "pass")
	if tb.s.dec.kind != decAction || tb.s.handSize(0) != hand+2 {
		t.Errorf("after the Deployment phase: decision %d, hand %d (was %d)", tb.s.dec.kind, tb.s.handSize(0), hand)
	}
}

// THE OBJECTIVE: Supreme, Domination and Survival Victory, checked
// continuously.
func TestVictory(t *testing.T) {
	tb := newTable(t, "supreme=40")
	tb.inHand(0, "Energon Harvest")
	tb.s.bank[0] = 36
	tb.toAction()
	tb.Do(0, "advantage:")
	if !tb.s.over || !tb.s.winners.Has(0) {
		t.Errorf("Supreme Victory at 40 Energon: over %v, winners %v", tb.s.over, tb.s.winners)
	}

	tb = newTable(t, "supreme=off", "domination=3")
	tb.holding(0, "Hound, Scout", "Oil Refinery")
	tb.holding(0, "Ironhide, Security Chief", "Crystal City")
	r := tb.robot(0, "Jazz, Special Operations")
	res := tb.resource(0, "Offshore Oil Rig")
	tb.claim(r, res)
	if !tb.s.over || !tb.s.winners.Has(0) {
		t.Errorf("Domination Victory at 3 Resources: over %v", tb.s.over)
	}

	tb = newTable(t, "supreme=off", "survival=on")
	tb.inHand(1, "Energon Siphon")
	tb.s.army[1] = armyDecepticon
	tb.s.bank[0] = 3
	tb.s.active, tb.s.step, tb.s.dec = 1, stepAction, decision{}
	tb.s.advance()
	tb.Do(1, "advantage:")
	if !tb.s.over || !tb.s.winners.Has(1) || tb.s.winners.Has(0) {
		t.Errorf("Survival Victory: over %v, winners %v", tb.s.over, tb.s.winners)
	}

	if _, err := mustGame(t).New(engine.Config{Players: 2, Options: map[string]string{OptSupreme: "off"}}); err == nil {
		t.Error("a game with no victory condition was started")
	}
	g, err := mustGame(t).New(engine.Config{Players: 2, Options: map[string]string{OptVictory: "all"}})
	if err != nil {
		t.Fatal(err)
	}
	if r := g.(*State).rules; r.supreme != 40 || r.domination != 5 || !r.survival {
		t.Errorf("victory all: %+v", r)
	}
}

// MULTI-PLAYER GAMES: Advantages limited to the player's allegiance;
// claims and challenges against any opponent; turn order around the
// table.
func TestMultiplayer(t *testing.T) {
	tb := newTable(t, "players=4")
	tb.s.army[2] = armyDecepticon
	tb.inHand(0, "Plundered Energon") // a Decepticon Advantage
	tb.inHand(0, "Energon Harvest")
	tb.robot(0, "Ironhide, Security Chief") // in Homebase, to challenge with
	_, r2 := tb.holding(2, "Hound, Scout", "Oil Refinery")
	_, r3 := tb.holding(3, "Ratchet, Medic", "Crystal City")
	tb.toAction()
	codes := strings.Join(tb.Codes(0), " ")
	if strings.Contains(codes, "plundered") || !strings.Contains(codes, "energon-harvest") {
		t.Errorf("Autobot options %s: want Energon Harvest and not Plundered Energon", codes)
	}
	for _, res := range []kit.ObjID{r2, r3} {
		if !strings.Contains(codes, "challenge:"+itoa(tb.h(res))+":") {
			t.Errorf("no challenge of %s", tb.s.card(res).Name)
		}
	}
	if tb.s.next(3) != 0 || tb.s.next(1) != 2 {
		t.Error("turn order does not go around the table")
	}
}

// Drawing from an empty Supply Deck (empty-supply score or lose).
func TestEmptySupply(t *testing.T) {
	for _, tc := range []struct {
		opt    string
		winner int
	}{{"empty-supply=score", 1}, {"empty-supply=lose", 1}} {
		tb := newTable(t, tc.opt)
		for tb.s.deckSize(0) > 0 {
			tb.s.scrap(tb.s.t.Top(zone(0, zDeck)))
		}
		tb.s.bank[1] = 30
		tb.inHand(0, filler)
		tb.toAction()
		tb.Do(0, "pass")
		if !tb.s.over || !tb.s.winners.Has(tc.winner) {
			t.Errorf("%s: over %v, winners %v", tc.opt, tb.s.over, tb.s.winners)
		}
	}
}

// Resources: a Resource that requires a skill is uncontrolled while its
// Robot lacks it.
func TestRequiredSkill(t *testing.T) {
	tb := newTable(t)
	_, res := tb.holding(0, "Bumblebee, Spy", "Ark, Autobot Headquarters")
	if tb.s.controlled(res) || tb.s.controls(0) != 0 {
		t.Error("Bumblebee (no Tactical) controls the Ark")
	}
	_, res = tb.holding(0, "Prowl, Military Strategist", "Nemesis, Decepticon Warship")
	if !tb.s.controlled(res) {
		t.Error("Prowl (Tactical 2) does not control the Nemesis")
	}
}

// itoa is n in decimal.
func itoa(n uint32) string {
	if n == 0 {
		return "0"
	}
	var b [10]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// THE CARDS: the sample pool has at least 30 Robots of both armies, 15
// Resources and 25 Advantages, each Robot with a transformed mode.
func TestPool(t *testing.T) {
	var robots, resources, advantages int
	var armies [3]int
	for _, c := range mustGame(t).set.cards {
		switch {
		case c.isRobot():
			robots++
			armies[c.army]++
			if c.Alt == nil || len(c.Alt.Power) == 0 {
				t.Errorf("%s has no transformed mode with a Power Effect", c.Name)
			}
		case c.isResource():
			resources++
		case c.isAdvantage():
			advantages++
		}
	}
	if robots < 30 || resources < 15 || advantages < 25 || armies[armyAutobot] == 0 || armies[armyDecepticon] == 0 {
		t.Errorf("%d Robots (%d Autobots, %d Decepticons), %d Resources, %d Advantages", robots, armies[armyAutobot], armies[armyDecepticon], resources, advantages)
	}
}

// mustGame is the game with the built-in cards, or the test stops.
func mustGame(tb testing.TB) *Game {
	tb.Helper()
	return enginetest.Must[*Game](tb)(Default())
}

// TransForm and Roll Out, read with defender-support: the defending
// player's Robots may transform to join (any), join only when already in
// ALT MODE (alt-mode), or not join at all (none).
func TestDefenderSupport(t *testing.T) {
	for _, tc := range []struct {
		opt            string
		robot, already bool
	}{{"defender-support=any", true, true}, {"defender-support=alt-mode", false, true}, {"defender-support=none", false, false}} {
		tb := newTable(t, tc.opt)
		a := tb.robot(0, "Ironhide, Security Chief") // Speed 4
		_, res := tb.holding(1, "Hound, Scout", "Oil Refinery")
		robotMode := tb.robot(1, "Bumblebee, Spy")
		altMode := tb.robot(1, "Skywarp, Warrior")
		tb.s.obj(altMode).Set(flAlt, true)
		tb.inHand(1, filler)
		tb.s.dice.Script(6, 6)
		tb.challenge(a, res)
		tb.supportTurn(1)
		if got := tb.Has(1, "join:"+itoa(tb.h(robotMode))); got != tc.robot {
			t.Errorf("%s: Bumblebee (robot mode) may join: %v, want %v", tc.opt, got, tc.robot)
		}
		if got := tb.Has(1, "join:"+itoa(tb.h(altMode))); got != tc.already {
			t.Errorf("%s: Skywarp (ALT MODE) may join: %v, want %v", tc.opt, got, tc.already)
		}
	}
}

// Challenging a Claim, "Instead of claiming a Resource", read with
// assaults: one claim or one challenge a turn (one), or one of each
// (each).
func TestAssaults(t *testing.T) {
	for _, tc := range []struct {
		opt       string
		challenge bool
	}{{"assaults=one", false}, {"assaults=each", true}} {
		tb := newTable(t, tc.opt)
		r := tb.robot(0, "Hound, Scout")
		tb.robot(0, "Ironhide, Security Chief")
		res := tb.resource(0, "Crystal City")
		tb.holding(1, "Ratchet, Medic", "Oil Refinery")
		tb.inHand(0, filler)
		tb.claim(r, res)
		if got := tb.Has(0, "challenge:"); got != tc.challenge {
			t.Errorf("%s: may challenge after a claim: %v, want %v", tc.opt, got, tc.challenge)
		}
	}
}
