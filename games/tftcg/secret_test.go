package tftcg

import (
	"encoding/json"
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// Secret Actions (secret.go) and a scenario per card of
// data/abilities/secret-actions.yaml.

// playSecret has the player whose turn it is play the Secret Action name
// face down from their hand (taken from their deck first when it is not
// there), as the turn's Action.
func playSecret(t *testing.T, s *State, name string) kit.ObjID {
	t.Helper()
	p := s.active
	ensure(t, s, p, name)
	laterTurn(s)
	id := handCard(t, s, p, name)
	play(t, s, "secret:"+handleCode(s, id))
	return id
}

// readsOf is everything viewer v reads through the engine's interfaces
// now: its view (text and data), its table, its options' codes and labels
// when it decides, and its whole log (text and data).
func readsOf(s *State, v int) string {
	text, _ := readsFrom(s, v, 0)
	return text
}

// readsFrom is readsOf with the log from entry from on, and the entry to
// read from next.
func readsFrom(s *State, v, from int) (string, int) {
	var b strings.Builder
	view := s.View(v)
	b.WriteString(view.Text())
	for _, x := range []any{view, s.Table(v)} {
		data, _ := json.Marshal(x)
		b.Write(data)
	}
	if v >= 0 && s.Actors().Has(v) {
		for _, a := range s.Legal(v, nil) {
			b.WriteString("\n" + s.ActionCode(v, a) + "\n" + s.ActionLabel(v, a))
		}
	}
	entries, next := s.Events(v, from)
	for _, e := range entries {
		data, _ := json.Marshal(e)
		b.Write(data)
		b.WriteString(e.Text)
	}
	return b.String(), next
}

// namesCard reports whether text names card c: its full name, its code or
// its id.
func namesCard(text string, c *Card) bool {
	return names(text, []string{c.FullName(), carddata.Code(c.Name), c.ID}) != ""
}

// Through the engine's interfaces only, a Secret Action played face down
// is named to its player and to no one else, through the opponent's
// turn, until its condition reveals it (Wave-2-3.xml#124: "Your opponent
// can't look at your Secret Actions until you reveal them"); the log tells
// the opponent a card was played face down; once revealed, every seat
// reads its name.
func TestSecretNamedOnlyOnceRevealed(t *testing.T) {
	for _, name := range []string{"Defensive Formation", "Hidden Fortification", "Stable Cover", "Battlefield Report"} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(name), blank)
		c := mustLookup(t, s, name)
		id := playSecret(t, s, name)
		if s.obj(id).Face != kit.FaceDown || s.obj(id).Zone != zone(0, zPlayed) {
			t.Fatalf("%s is not face down in the played area", name)
		}
		for _, v := range []int{1, engine.Spectator} {
			if text := readsOf(s, v); namesCard(text, c) {
				t.Fatalf("%s: viewer %d reads its name before the reveal:\n%s", name, v, text)
			}
		}
		if !namesCard(readsOf(s, 0), c) {
			t.Errorf("%s: its player does not see it", name)
		}
		if !strings.Contains(readsOf(s, 1), "face down as a Secret Action") {
			t.Errorf("%s: the opponent's log does not say a Secret Action was played", name)
		}
		passTurn(t, s)
		// The opponent's turn, their options included: still hidden.
		if text := readsOf(s, 1); namesCard(text, c) {
			t.Fatalf("%s: the opponent reads its name on their turn:\n%s", name, text)
		}
		play(t, s, "attacker:")
		if text := readsOf(s, 1); namesCard(text, c) {
			t.Fatalf("%s: the opponent reads its name once they chose the attacker:\n%s", name, text)
		}
		play(t, s, "defender:")
		for _, v := range []int{0, 1, engine.Spectator} {
			if text := readsOf(s, v); !namesCard(text, c) || !strings.Contains(text, "the Secret Action "+name) {
				t.Errorf("%s: viewer %d does not read its reveal", name, v)
			}
		}
	}
}

// A Secret Action whose condition never happens is scrapped, face up, at
// the start of its player's next turn, its effect not happening
// (Wave-2-3.xml#122); one played on the player's turn waits through the
// opponent's whole turn.
func TestSecretScrappedUnrevealed(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Defensive Formation"), blank)
	id := playSecret(t, s, "Defensive Formation")
	passTurn(t, s)
	if s.obj(id).Zone != zone(0, zPlayed) || s.obj(id).Face != kit.FaceDown {
		t.Fatalf("the Secret Action left the played area at the end of its player's turn")
	}
	passTurn(t, s) // the opponent did not attack
	if !scrapHas(s, 0, "Defensive Formation") || logHas(s, "the Secret Action") {
		t.Errorf("unrevealed, it is not scrapped at the start of its player's turn, or it was revealed")
	}
}

// defenseTotal is the Defense of the last attack's totals in the log.
func defenseTotal(t *testing.T, s *State) int {
	t.Helper()
	entries, _ := s.Events(0, 0)
	for i := len(entries) - 1; i >= 0; i-- {
		if e := entries[i]; e.Kind == "totals" {
			return int(e.Data["defense"].(int))
		}
	}
	t.Fatal("no attack totals in the log")
	return 0
}

// attackedBy plays the opponent's turn after player 1 (seat 0) played
// Secret Action name: the opponent's character att attacks def of seat 0.
func attackedBy(t *testing.T, s *State, att, def string) {
	t.Helper()
	passTurn(t, s)
	attack(t, s, att, def)
}

// Defensive Formation (W3/015): "Reveal > When one of your characters
// defends. When Revealed > Each of your characters gets +1 [DEF] until end
// of turn."
func TestCardDefensiveFormation(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Defensive Formation"), blank)
	ih := char(t, s, 0, "Ironhide")
	base := s.stat(ih, statDefense)
	playSecret(t, s, "Defensive Formation")
	attackedBy(t, s, "Ironhide", "Ironhide")
	if d := defenseTotal(t, s); d != base+1 {
		t.Errorf("Defense %d, want %d", d, base+1)
	}
	if !logHas(s, "the Secret Action Defensive Formation") {
		t.Error("no reveal in the log")
	}
}

// Hidden Fortification (W4/027): "... When Revealed > That character gets
// Tough 3 until end of battle." The defender flips 2 + 3 cards.
func TestCardHiddenFortification(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Hidden Fortification"), blank)
	playSecret(t, s, "Hidden Fortification")
	attackedBy(t, s, "Ironhide", "Ironhide")
	if n := flippedBy(s, 0); n != 5 {
		t.Errorf("the defender's side flipped %d cards, want 5", n)
	}
}

// flippedBy counts the cards player p flipped in the log.
func flippedBy(s *State, p int) int {
	entries, _ := s.Events(engine.Spectator, 0)
	n := 0
	for _, e := range entries {
		if e.Kind == "flip_card" && e.Player == p {
			n++
		}
	}
	return n
}

// Battlefield Report (W3/005): "... When Revealed > Draw 2 Cards. Then put
// a card from your hand on top of your deck."
func TestCardBattlefieldReport(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Battlefield Report"), blank)
	playSecret(t, s, "Battlefield Report")
	before := handSize(s, 0)
	passTurn(t, s)
	attack(t, s, "Ironhide", "Ironhide")
	for s.asker == 0 && s.ask != 0 {
		play(t, s, "pick:")
	}
	// 2 drawn, 1 put back, and the turn's draw once the opponent's turn
	// is over.
	if n := handSize(s, 0); n != before+2 {
		t.Errorf("the hand has %d cards, want %d (2 drawn, 1 put back, 1 drawn for the turn)", n, before+2)
	}
	if !logHas(s, "on top of") {
		t.Error("no card put on top of the deck")
	}
}

// Stable Cover (W4/055): "... When Revealed > That character gets +1 [DEF]
// until end of battle. The attacker can't use Pierce this battle." An
// attacker with Pierce does only the damage its Attack beats the Defense
// by.
func TestCardStableCover(t *testing.T) {
	for _, cover := range []bool{false, true} {
		s := stdGame(t, mayAttack, twoBots, []string{"Arcee, Skilled Fighter"}, deckOf("Stable Cover"), blank)
		ih := char(t, s, 0, "Ironhide")
		if cover {
			playSecret(t, s, "Stable Cover")
		}
		passTurn(t, s)
		arcee := char(t, s, 1, "Arcee")
		s.mods.Add(kit.Modifier{Obj: arcee, Source: arcee, Stat: statPierce, N: 5, Until: kit.UntilEndOfTurn})
		atk, def := s.stat(arcee, statAttack), s.stat(ih, statDefense)
		attack(t, s, "Arcee", "Ironhide")
		want := max(min(5, atk), atk-def)
		if cover {
			want = max(atk-def-1, 0)
		}
		if d := s.damage(ih); d != want {
			t.Errorf("Stable Cover %v: Ironhide took %d damage, want %d", cover, d, want)
		}
	}
}

// Backfire (W4/004): "Reveal > When one of your Decepticons defends. When
// Revealed > Do damage to the attacker equal to the number of Upgrades on
// that attacker." Not when an Autobot defends.
func TestCardBackfire(t *testing.T) {
	for _, def := range []string{"Megatron", "Ironhide"} {
		s := stdGame(t, mayAttack, []string{"Megatron, Decepticon Leader", "Ironhide, Veteran Autobot"}, twoBots, deckOf("Backfire"), deckOf("Armored Plating", "Handheld Blaster"))
		playSecret(t, s, "Backfire")
		passTurn(t, s)
		attach(t, s, 1, "Armored Plating", "Red Alert")
		attach(t, s, 1, "Handheld Blaster", "Red Alert")
		ra := char(t, s, 1, "Red Alert")
		attack(t, s, "Red Alert", def)
		revealed := logHas(s, "the Secret Action Backfire")
		if revealed != (def == "Megatron") {
			t.Errorf("defender %s: revealed %v", def, revealed)
		}
		if want := map[bool]int{true: 2, false: 0}[revealed]; s.damage(ra) != want {
			t.Errorf("defender %s: the attacker has %d damage, want %d (its 2 Upgrades)", def, s.damage(ra), want)
		}
	}
}

// Swerve (W4/058): "Reveal > When one of your characters in bot mode
// defends. When Revealed > Flip that character to alt mode." Not when it
// defends in alt mode.
func TestCardSwerve(t *testing.T) {
	for _, bot := range []bool{true, false} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Swerve"), blank)
		ih := char(t, s, 0, "Ironhide")
		if bot {
			s.setMode(ih, s.nextMode(ih))
		}
		playSecret(t, s, "Swerve")
		attackedBy(t, s, "Ironhide", "Ironhide")
		if m := s.mode(ih).Mode; m == ModeBot {
			t.Errorf("bot mode %v: Ironhide is in bot mode after the attack", bot)
		}
		if got := logHas(s, "the Secret Action Swerve"); got != bot {
			t.Errorf("bot mode %v: revealed %v", bot, got)
		}
	}
}

// Sabotaged Armaments (W4/050): "... When Revealed > Scrap all the
// attacker's Weapons."
func TestCardSabotagedArmaments(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Sabotaged Armaments"), deckOf("Handheld Blaster", "Armored Plating"))
	playSecret(t, s, "Sabotaged Armaments")
	passTurn(t, s)
	attach(t, s, 1, "Handheld Blaster", "Ironhide")
	attach(t, s, 1, "Armored Plating", "Ironhide")
	attack(t, s, "Ironhide", "Ironhide")
	if !scrapHas(s, 1, "Handheld Blaster") || scrapHas(s, 1, "Armored Plating") {
		t.Errorf("the attacker's Weapon is not scrapped, or its Armor is")
	}
}

// Dampening Field (W3/014): "... When Revealed > Your opponent can't flip
// more than 4 battle cards during this battle." The attacker with Bold 4
// flips 4, not 6.
func TestCardDampeningField(t *testing.T) {
	for _, field := range []bool{false, true} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Dampening Field"), blank)
		if field {
			playSecret(t, s, "Dampening Field")
		}
		passTurn(t, s)
		s.mods.Add(kit.Modifier{Obj: char(t, s, 1, "Ironhide"), Source: kit.NoObj, Stat: statBold, N: 4, Until: kit.UntilEndOfTurn})
		attack(t, s, "Ironhide", "Ironhide")
		want := 6
		if field {
			want = 4
		}
		if n := flippedBy(s, 1); n != want {
			t.Errorf("Dampening Field %v: the attacker flipped %d cards, want %d", field, n, want)
		}
	}
}

// Infiltrate (W3/034): "Reveal > When your opponent plays an [ORANGE]
// action. When Revealed > Scrap that Action and it has no effect." Jam
// Signals (W4/033): the same for a [BLUE] Action. Incoming Transmission is
// orange ("Draw 2 cards. Then put a card from your hand on top of your
// deck"), Pep Talk blue ("Draw 2 cards"). The Action is scrapped undone;
// one of the other colour does not reveal it. The player's "when you play
// an Action" abilities still hear it (Wave-4.xml#67).
func TestCardInfiltrateJamSignals(t *testing.T) {
	for _, c := range []struct {
		secret, action string
		reveals        bool
	}{
		{"Infiltrate", "Incoming Transmission", true}, {"Infiltrate", "Pep Talk", false},
		{"Jam Signals", "Pep Talk", true}, {"Jam Signals", "Incoming Transmission", false},
	} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(c.secret), deckOf(c.action))
		playSecret(t, s, c.secret)
		passTurn(t, s)
		ensure(t, s, 1, c.action)
		before := handSize(s, 1)
		playAction(t, s, c.action)
		for s.ask != 0 {
			play(t, s, "")
		}
		got := logHas(s, "the Secret Action "+c.secret)
		if got != c.reveals {
			t.Errorf("%s against %s: revealed %v, want %v", c.secret, c.action, got, c.reveals)
		}
		drew := handSize(s, 1) - (before - 1)
		if c.reveals && (drew != 0 || !scrapHas(s, 1, c.action)) {
			t.Errorf("%s against %s: the Action drew %d cards, or is not scrapped", c.secret, c.action, drew)
		}
		if !c.reveals && drew == 0 {
			t.Errorf("%s against %s: the Action did nothing", c.secret, c.action)
		}
	}
}

// Infiltrate never notices a Secret Action, played face down, whatever its
// icons (Wave-2-3.xml#186, Rules_Roundup-2019-10-25.xml#8-9):
// Defensive Formation has an orange icon.
func TestSecretInfiltrateIgnoresSecretActions(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Infiltrate"), deckOf("Defensive Formation"))
	playSecret(t, s, "Infiltrate")
	passTurn(t, s)
	playSecret(t, s, "Defensive Formation")
	if logHas(s, "the Secret Action Infiltrate") {
		t.Error("Infiltrate was revealed by a Secret Action")
	}
}

// Hiding Spot (W3/032): "Reveal > After your opponent chooses an attacker
// and before they choose a defender. When Revealed > One of your
// characters gets Stealth until end of turn." Step Forward (W4/056): "...
// One of your Autobots gets Brave until end of battle." The attacker stays
// the one chosen (Wave-2-3.xml#185, Wave-4.xml#82); the defender is then
// chosen under the new keyword.
func TestCardHidingSpotStepForward(t *testing.T) {
	for _, name := range []string{"Hiding Spot", "Step Forward"} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(name), blank)
		playSecret(t, s, name)
		passTurn(t, s)
		att := char(t, s, 1, "Ironhide")
		play(t, s, "attacker:"+handleCode(s, att))
		if !logHas(s, "the Secret Action "+name) {
			t.Fatalf("%s not revealed once the attacker was chosen", name)
		}
		if s.ask == askPick {
			pickChar(t, s, char(t, s, 0, "Ironhide"))
		}
		// The one defender left is attacked without asking, by the
		// attacker chosen.
		want := map[string]string{"Hiding Spot": "Red Alert", "Step Forward": "Ironhide"}[name]
		if !logHas(s, "Player 2's Ironhide, Veteran Autobot attacks your "+want) {
			t.Errorf("%s: the attack is not Ironhide's on %s:\n%s", name, want, readsOf(s, 0))
		}
	}
}

// Special Ops Mission (W3/055): "You may play a Secret Action. Then you may
// play another Secret Action." Both face down; Sergeant Skywarp's bot mode
// (W3/T45): "When you play a Secret Action > Draw a card" hears each
// (Rules_Roundup-2019-04-26.xml#426-13).
func TestCardSpecialOpsMissionSkywarp(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Sergeant Skywarp, Black Ops • Seeker"}, ironhide,
		deckOf("Special Ops Mission", "Infiltrate", "Hiding Spot"), blank)
	sky := char(t, s, 0, "Sergeant Skywarp")
	s.setMode(sky, s.nextMode(sky))
	ensure(t, s, 0, "Infiltrate")
	ensure(t, s, 0, "Hiding Spot")
	before := handSize(s, 0)
	playAction(t, s, "Special Ops Mission")
	for range 2 {
		play(t, s, "pick:")
	}
	for s.ask != 0 {
		play(t, s, "")
	}
	down := 0
	for _, id := range s.t.Zones[zone(0, zPlayed)].Cards {
		if s.card(id).isSecret() && s.obj(id).Face == kit.FaceDown {
			down++
		}
	}
	if down != 2 {
		t.Errorf("%d Secret Actions face down, want 2", down)
	}
	// 3 cards played, 2 drawn by Skywarp.
	if n := handSize(s, 0); n != before-3+2 {
		t.Errorf("the hand has %d cards, want %d", n, before-1)
	}
}

// Decipher (W4/015): "For each enemy Secret Action that's face up or face
// down, do 1 damage to each enemy." Two face down: 2 damage to each.
func TestCardDecipher(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Decipher"), deckOf("Special Ops Mission", "Infiltrate", "Hiding Spot"))
	passTurn(t, s)
	ensure(t, s, 1, "Infiltrate")
	ensure(t, s, 1, "Hiding Spot")
	playAction(t, s, "Special Ops Mission")
	for range 2 {
		play(t, s, "pick:")
	}
	passTurn(t, s)
	playAction(t, s, "Decipher")
	for _, name := range []string{"Ironhide", "Red Alert"} {
		if d := s.damage(char(t, s, 1, name)); d != 2 {
			t.Errorf("the enemy %s has %d damage, want 2", name, d)
		}
	}
}

// Sergeant Mirage (W4/T44), bot mode: "While you have a face-down or
// face-up Secret Action > This has Tough 2." Alt mode: "When you flip to
// this mode > Reveal the top card of your deck. If it's a [BLUE] card, draw
// 2 cards. Otherwise, draw a card."
func TestCardSergeantMirage(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Sergeant Mirage, Special Ops • Spy"}, ironhide, deckOf("Infiltrate"), blank)
	m := char(t, s, 0, "Sergeant Mirage")
	if s.mode(m).Mode != ModeBot {
		s.setMode(m, s.nextMode(m))
	}
	tough := s.stat(m, statTough)
	playSecret(t, s, "Infiltrate")
	if n := s.stat(m, statTough); n != tough+2 {
		t.Errorf("with a Secret Action face down, Tough %d, want %d", n, tough+2)
	}
	for _, top := range []string{"Pep Talk", "Medic!"} {
		s := stdGame(t, mayAttack, []string{"Sergeant Mirage, Special Ops • Spy"}, ironhide, deckOf(top, "Pep Talk"), blank)
		deck := zone(0, zDeck)
		ensure(t, s, 0, top)
		id := handCard(t, s, 0, top)
		s.t.Place(id, deck, -1, kit.FaceDown)
		before := handSize(s, 0)
		flipToAlt(t, s, 0, "Sergeant Mirage")
		want := 1
		if top == "Pep Talk" {
			want = 2
		}
		if n := handSize(s, 0) - before; n != want {
			t.Errorf("top card %s: drew %d, want %d", top, n, want)
		}
	}
}

// Take Cover (W3/060): "Reveal > If one or more of your characters would
// take non-attack damage during your opponent's turn. When Revealed >
// Instead your characters can't take non-attack damage this turn."
// Strafing Run ("Do 1 damage to each enemy") reveals it and does nothing,
// and a second one that turn nothing either; attack damage is still done.
func TestCardTakeCover(t *testing.T) {
	for _, cover := range []bool{false, true} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Take Cover"), deckOf("Strafing Run", "Strafing Run"))
		if cover {
			playSecret(t, s, "Take Cover")
		}
		passTurn(t, s)
		playAction(t, s, "Strafing Run")
		want := 1
		if cover {
			want = 0
		}
		for _, name := range []string{"Ironhide", "Red Alert"} {
			if d := s.damage(char(t, s, 0, name)); d != want {
				t.Errorf("Take Cover %v: %s has %d damage, want %d", cover, name, d, want)
			}
		}
		if cover {
			ensure(t, s, 1, "Strafing Run")
			id := handCard(t, s, 1, "Strafing Run")
			s.t.Place(id, zone(1, zPlayed), -1, kit.FaceUp)
			s.start(id, 1, -1, s.card(id).Abilities, WhenPlay)
			s.settle()
			if d := s.damage(char(t, s, 0, "Ironhide")); d != 0 {
				t.Errorf("a second Strafing Run that turn did %d damage", d)
			}
			if !logHas(s, "the Secret Action Take Cover") {
				t.Error("Take Cover was not revealed")
			}
		}
	}
}

// Take Cover is not revealed by non-attack damage in its player's own
// turn ("during your opponent's turn").
func TestCardTakeCoverOwnTurn(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Take Cover", "Strafing Run"), blank)
	playSecret(t, s, "Take Cover")
	ensure(t, s, 0, "Strafing Run")
	id := handCard(t, s, 0, "Strafing Run")
	s.t.Place(id, zone(0, zPlayed), -1, kit.FaceUp)
	s.start(id, 0, -1, s.card(id).Abilities, WhenPlay)
	s.settle()
	if logHas(s, "the Secret Action Take Cover") {
		t.Error("Take Cover was revealed in its player's own turn")
	}
}

// Captain Ironhide (W3/T03), alt mode: "This can't take non-attack damage
// from your opponent's cards." The opponent's Strafing Run does him none;
// his own player's does (Wave-2-3.xml#138).
func TestCardCaptainIronhideAlt(t *testing.T) {
	cap := []string{"Captain Ironhide, Infantry • Bodyguard", "Red Alert, Security Chief"}
	s := stdGame(t, mayAttack, cap, ironhide, blank, deckOf("Strafing Run"))
	passTurn(t, s)
	playAction(t, s, "Strafing Run")
	if d := s.damage(char(t, s, 0, "Captain Ironhide")); d != 0 {
		t.Errorf("the opponent's Strafing Run did Captain Ironhide %d damage", d)
	}
	if d := s.damage(char(t, s, 0, "Red Alert")); d != 1 {
		t.Errorf("Red Alert took %d damage, want 1", d)
	}
	s = stdGame(t, mayAttack, ironhide, cap, blank, deckOf("Strafing Run"))
	passTurn(t, s)
	id := char(t, s, 1, "Captain Ironhide")
	s.effectDamage(&kit.Job{Ctrl: 1, Src: kit.NoObj}, id, 2)
	if d := s.damage(id); d != 2 {
		t.Errorf("his own player's card did Captain Ironhide %d damage, want 2", d)
	}
}

// Captain Ironhide, bot mode: "When this attacks and has a Weapon → You
// may swap that Weapon with a [BLUE] Weapon from your hand." Energon Axe
// is blue; the Weapon swapped out goes to the hand.
func TestCardCaptainIronhideBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Captain Ironhide, Infantry • Bodyguard"}, ironhide, deckOf("Handheld Blaster", "Energon Axe"), blank)
	ci := char(t, s, 0, "Captain Ironhide")
	s.setMode(ci, s.nextMode(ci))
	attach(t, s, 0, "Handheld Blaster", "Captain Ironhide")
	ensure(t, s, 0, "Energon Axe")
	s.obj(ci).Counters[cDamage] = 1 // Energon Axe goes on damaged characters only
	play(t, s, "attacker:"+handleCode(s, ci))
	if s.ask != askPick {
		t.Fatalf("not asked for a Weapon to swap: %v", codes(s))
	}
	play(t, s, "pick:")
	if !inHand(s, 0, "Handheld Blaster") || s.weaponOn(ci) == kit.NoObj || s.card(s.weaponOn(ci)).Name != "Energon Axe" {
		t.Errorf("the Weapons were not swapped")
	}
}

// secretCards are the cards of data/abilities/secret-actions.yaml: the
// Secret Actions in force, with Special Ops Mission and Decipher, each
// twice.
func secretCards(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, c := range mustGame(t).set.Cards() {
		if c.isBattle() && len(c.Abilities) > 0 && (c.isSecret() || c.Name == "Special Ops Mission" || c.Name == "Decipher") {
			out = append(out, c.ID, c.ID)
		}
	}
	return out
}

// The conformance suite over games of the Secret Actions and the
// characters that refer to them: every legal move, the engine's checks,
// cards conserved.
func TestSecretConformance(t *testing.T) {
	g := mustGame(t)
	battle := secretCards(t)
	if len(battle) < 2*16 {
		t.Fatalf("%d Secret Action cards in force, want at least 16", len(battle)/2)
	}
	// Blue Weapons for Captain Ironhide's swap, Armors for Bolster, and
	// orange and blue Actions for Infiltrate and Jam Signals.
	battle = append(battle, "Energon Axe", "Energon Axe", "Armored Plating", "Armored Plating", "Handheld Blaster",
		"Strafing Run", "Incoming Transmission", "Pep Talk", "Plasma Burst")
	teams := [][]string{
		{"Captain Ironhide, Infantry • Bodyguard", "Sergeant Mirage, Special Ops • Spy"},
		{"Sergeant Skywarp, Black Ops • Seeker", "Raider Laserbeak, Espionage • Interrogation", "Megatron, Decepticon Leader"},
		{"Sergeant Mirage, Special Ops • Spy", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"},
		{"Sergeant Skywarp, Black Ops • Seeker", "Starscream, Air Commander"},
	}
	runTeams(t, g, teams, battle)
}

// Bolster (W3/007): "Reveal > When one of your characters defends. When
// Revealed > You may play an Armor onto the defender." Played from the
// hand onto the defender, before any card is flipped, its Defense counting;
// or none.
func TestCardBolster(t *testing.T) {
	for _, play1 := range []bool{true, false} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Bolster", "Armored Plating"), blank)
		ih := char(t, s, 0, "Ironhide")
		playSecret(t, s, "Bolster")
		ensure(t, s, 0, "Armored Plating")
		passTurn(t, s)
		attack(t, s, "Ironhide", "Ironhide")
		if s.ask != askPick || s.asker != 0 {
			t.Fatalf("the defender's player is not asked for an Armor: %v", codes(s))
		}
		if play1 {
			play(t, s, "pick:")
		} else {
			play(t, s, "pass")
		}
		finishAttack(t, s)
		if got := upgradesOn(s, ih) == 1 || scrapHas(s, 0, "Armored Plating"); got != play1 {
			t.Errorf("played %v: Armored Plating on the defender %v", play1, got)
		}
	}
}

// Raider Laserbeak (W3/T31), alt mode: "When you flip to this mode > Draw a
// card. Then scrap a card from your hand."
func TestCardRaiderLaserbeakAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Laserbeak, Espionage • Interrogation"}, ironhide, blank, blank)
	before := handSize(s, 0)
	flipToAlt(t, s, 0, "Raider Laserbeak")
	for s.ask != 0 {
		play(t, s, "pick:")
	}
	if n := handSize(s, 0); n != before {
		t.Errorf("the hand has %d cards, want %d (1 drawn, 1 scrapped)", n, before)
	}
	if !scrapHas(s, 0, "Medic!") {
		t.Error("no card scrapped from the hand")
	}
}

// Sergeant Skywarp (W3/T45), alt mode: "When you flip to this mode >
// Return up to 2 Secret Actions that have different names from your scrap
// pile to hand." Two Infiltrates and a Hiding Spot in the scrap pile: one
// Infiltrate and the Hiding Spot come back, not both Infiltrates.
func TestCardSergeantSkywarpAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Sergeant Skywarp, Black Ops • Seeker"}, ironhide, deckOf("Infiltrate", "Infiltrate", "Hiding Spot"), blank)
	for _, name := range []string{"Infiltrate", "Infiltrate", "Hiding Spot"} {
		ensure(t, s, 0, name)
		s.scrap(handCard(t, s, 0, name))
	}
	flipToAlt(t, s, 0, "Sergeant Skywarp")
	for s.ask != 0 {
		play(t, s, "pick:")
	}
	if !inHand(s, 0, "Infiltrate") || !inHand(s, 0, "Hiding Spot") || !scrapHas(s, 0, "Infiltrate") {
		t.Errorf("not one Infiltrate and the Hiding Spot returned, one Infiltrate left: %v", readsOf(s, 0))
	}
}

// Overheat (W4/042): "Reveal > When an enemy attacks and your opponent
// flips 7 or more battle cards. When Revealed > This battle, [ORANGE]
// doesn't add to [ATK] and [BLACK] doesn't give Pierce." An attacker with
// Bold 5 flips 7 orange cards: none adds; with Bold 4, 6 cards, Overheat
// stays face down and all add.
func TestCardOverheat(t *testing.T) {
	for _, bold := range []int{5, 4} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Overheat"), many(30, "Supercharge"))
		playSecret(t, s, "Overheat")
		passTurn(t, s)
		att := char(t, s, 1, "Ironhide")
		s.mods.Add(kit.Modifier{Obj: att, Source: kit.NoObj, Stat: statBold, N: int32(bold), Until: kit.UntilEndOfTurn})
		base := s.stat(att, statAttack)
		attack(t, s, "Ironhide", "Ironhide")
		revealed := logHas(s, "the Secret Action Overheat")
		if revealed != (bold == 5) {
			t.Errorf("Bold %d: revealed %v", bold, revealed)
		}
		want := base + 2 + bold
		if revealed {
			want = base
		}
		if a := attackTotal(t, s); a != want {
			t.Errorf("Bold %d: Attack %d, want %d", bold, a, want)
		}
	}
}

// attackTotal is the Attack of the last attack's totals in the log.
func attackTotal(t *testing.T, s *State) int {
	t.Helper()
	entries, _ := s.Events(0, 0)
	for i := len(entries) - 1; i >= 0; i-- {
		if e := entries[i]; e.Kind == "totals" {
			return e.Data["attack"].(int)
		}
	}
	t.Fatal("no attack totals in the log")
	return 0
}

// Hijack (W4/028): "Reveal > If your opponent would draw a second card
// during their turn. When Revealed > If your opponent would draw a card
// this turn, you draw a card instead." The opponent drew for the turn, then
// plays Pep Talk ("Draw 2 cards"): the player draws both
// (Wave-4.xml#63).
func TestCardHijack(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Hijack"), deckOf("Pep Talk"))
	playSecret(t, s, "Hijack")
	passTurn(t, s)
	ensure(t, s, 1, "Pep Talk")
	mine, theirs := handSize(s, 0), handSize(s, 1)
	// Played as the turn's Action, the turn (4) as it stands: the turn's
	// draw was the opponent's first.
	play(t, s, "action:"+handleCode(s, handCard(t, s, 1, "Pep Talk")))
	if n := handSize(s, 1); n != theirs-1 {
		t.Errorf("the opponent holds %d cards, want %d: they drew none", n, theirs-1)
	}
	if n := handSize(s, 0); n != mine+2 {
		t.Errorf("the player holds %d cards, want %d", n, mine+2)
	}
	if !logHas(s, "the Secret Action Hijack") {
		t.Error("Hijack not revealed")
	}
}

// Scavenge The Battlefield (W3/051): "Reveal > When one of your characters
// is KO'd. When Revealed > Instead of scrapping that character's Upgrades,
// you may put any number of them onto one of your other characters."
// Ironhide, KO'd with two Upgrades, passes both to Red Alert.
func TestCardScavengeTheBattlefield(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Scavenge The Battlefield", "Armored Plating", "Handheld Blaster"), deckOf("Strafing Run"))
	attach(t, s, 0, "Armored Plating", "Ironhide")
	attach(t, s, 0, "Handheld Blaster", "Ironhide")
	playSecret(t, s, "Scavenge The Battlefield")
	passTurn(t, s)
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - 1)
	playAction(t, s, "Strafing Run")
	for s.ask != 0 && s.asker == 0 {
		play(t, s, "pick:")
	}
	if s.onField(ih) {
		t.Fatal("Ironhide was not KO'd")
	}
	if n := upgradesOn(s, char(t, s, 0, "Red Alert")); n != 2 {
		t.Errorf("Red Alert has %d Upgrades, want Ironhide's 2", n)
	}
}

// Playing a Secret Action is playing an Action, and revealing it is not:
// Thundercracker, Mach Warrior's bot mode ("When you play an Action > This
// gets +1 ATK until end of turn") triggers as it is played face down, and
// not again when it is revealed (Wave-2-3.xml#125,
// Rules_Roundup-2019-04-26.xml#426-14).
func TestSecretPlayedIsAnActionPlayed(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Thundercracker, Mach Warrior", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Defensive Formation"), blank)
	tc := char(t, s, 0, "Thundercracker")
	toBot(t, s, 0, "Thundercracker")
	atk := s.stat(tc, statAttack)
	playSecret(t, s, "Defensive Formation")
	if n := s.stat(tc, statAttack); n != atk+1 {
		t.Errorf("after the Secret Action was played, Attack %d, want %d", n, atk+1)
	}
	passTurn(t, s)
	attack(t, s, "Ironhide", "Thundercracker")
	if !logHas(s, "the Secret Action Defensive Formation") {
		t.Fatal("not revealed")
	}
	entries, _ := s.Events(0, 0)
	n := 0
	for _, e := range entries {
		if e.Kind == "ability" && strings.Contains(e.Text, "Thundercracker") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("Thundercracker's ability triggered %d times, want once (as the Secret Action was played)", n)
	}
}

// A world a player samples (Determinize) deals each face-down card in the
// opponent's played area from the opponent's Secret Actions, as that it is
// one is known; the player's own face-down cards stay what they are.
func TestSecretWorldsDealSecretActions(t *testing.T) {
	deck := deckOf("Hiding Spot", "Infiltrate", "Take Cover", "Pep Talk", "Armored Plating", "Pep Talk", "Armored Plating")
	s := stdGame(t, mayAttack, twoBots, ironhide, deck, blank)
	id := playSecret(t, s, "Hiding Spot")
	rng := engine.NewRNG(7)
	for range 50 {
		w := s.Determinize(1, &rng).(*State)
		if c := w.card(id); !c.isSecret() {
			t.Fatalf("player 2's world has %s face down in player 1's played area", c.FullName())
		}
		if w := s.Determinize(0, &rng).(*State); w.card(id).FullName() != "Hiding Spot" {
			t.Fatalf("player 1's world changed their own face-down card to %s", w.card(id).FullName())
		}
	}
}
