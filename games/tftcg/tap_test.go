package tftcg

import (
	"strings"
	"testing"

	"omnideck/kit"
)

// The Tap abilities of Waves 3 and 4 (tap.go), and a scenario per card of
// data/abilities/tap-abilities.yaml.

// useTapOf uses the Tap ability of player p's character name.
func useTapOf(t *testing.T, s *State, p int, name string) {
	t.Helper()
	play(t, s, "tap:"+handleCode(s, char(t, s, p, name)))
}

// handCount is how many cards player p holds.
func handCount(s *State, p int) int { return s.t.Count(zone(p, zHand)) }

// A Tap ability is one of the turn's actions before attacking
// (Wave-2-3.xml#116): the character is tapped, its cost paid, its effect
// done; one a turn (Wave-2-3.xml#119, #120); not once the player has
// attacked (Rules_Roundup-2019-07-29.xml#2-38); not without its cost
// (Wave-2-3.xml#121); not by a tapped character. The tapped character
// does not attack (Rules_Roundup-2019-07-29.xml#2-22).
func TestTapAbilityTurn(t *testing.T) {
	team := []string{"Raider Detour, Infantry • Demolitions", "Raider Road Hugger, Infantry • Tactics"}
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Brainstorm", "Hunker Down"), blank)
	toBot(t, s, 0, "Raider Detour")
	toBot(t, s, 0, "Raider Road Hugger")
	detour := char(t, s, 0, "Raider Detour")
	if !has(s, "tap:"+handleCode(s, detour)) || !has(s, "tap:"+handleCode(s, char(t, s, 0, "Raider Road Hugger"))) {
		t.Fatalf("no Tap abilities before attacking: %v", codes(s))
	}
	hand := handCount(s, 0)
	useTapOf(t, s, 0, "Raider Detour")
	if s.ask != 0 {
		play(t, s, "pay:") // which blue card
	}
	if !s.tapped(detour) {
		t.Errorf("Detour untapped after using his Tap ability")
	}
	if n := handCount(s, 0); n != hand-1+2 {
		t.Errorf("%d cards in hand, want %d (a blue one scrapped, 2 drawn)", n, hand+1)
	}
	if has(s, "tap:") {
		t.Errorf("a second Tap ability in one turn: %v", codes(s))
	}
	if has(s, "attacker:"+handleCode(s, detour)) {
		t.Errorf("the tapped Detour may attack: %v", codes(s))
	}
	if !logHas(s, "Raider Detour, Infantry • Demolitions is tapped") {
		t.Errorf("the log does not tell of the tap: %v", logLines(s))
	}

	// Once the player has attacked, no Tap ability.
	s = stdGame(t, mayAttack, append(team, "Ironhide, Veteran Autobot"), twoBots, deckOf("Brainstorm", "Hunker Down"), blank)
	toBot(t, s, 0, "Raider Detour")
	s.setTapped(char(t, s, 1, "Ironhide"), true)
	s.setTapped(char(t, s, 1, "Red Alert"), true)
	s.optsOK = false
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	finishAttack(t, s)
	if s.active != 0 || has(s, "tap:") {
		t.Errorf("a Tap ability after attacking: %v", codes(s))
	}

	// No blue card in hand, or tapped: no Tap ability.
	s = stdGame(t, mayAttack, team, ironhide, noIcons(14), blank)
	toBot(t, s, 0, "Raider Detour")
	if has(s, "tap:") {
		t.Errorf("Detour's Tap ability offered with no blue card to scrap: %v", codes(s))
	}
	s = stdGame(t, mayAttack, team, ironhide, deckOf("Brainstorm"), blank)
	toBot(t, s, 0, "Raider Detour")
	s.setTapped(char(t, s, 0, "Raider Detour"), true)
	s.optsOK = false
	if has(s, "tap:") {
		t.Errorf("a tapped Detour's Tap ability offered: %v", codes(s))
	}
}

// The option reads on its own: the character, the cost and the effect.
func TestTapAbilityLabel(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Detour, Infantry • Demolitions"}, ironhide, deckOf("Brainstorm"), blank)
	toBot(t, s, 0, "Raider Detour")
	p := s.Actors().First()
	for _, a := range s.Legal(p, nil) {
		if c := s.ActionCode(p, a); strings.HasPrefix(c, "tap:") {
			want := "Tap Raider Detour, Infantry • Demolitions for its Tap ability (scrap a blue card from your hand): Draw 2 cards."
			if l := s.ActionLabel(p, a); l != want {
				t.Errorf("label %q, want %q", l, want)
			}
			if c != "tap:"+handleCode(s, char(t, s, 0, "Raider Detour"))+"raider-detour-infantry-demolitions" {
				t.Errorf("code %q", c)
			}
			return
		}
	}
	t.Fatalf("no Tap ability: %v", codes(s))
}

// "This has Stealth while untapped": enemies attack other characters if
// able while it is untapped, and it may be attacked once tapped.
func TestTapStealthWhileUntapped(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Detour, Infantry • Demolitions", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	detour := char(t, s, 0, "Raider Detour")
	if !s.isStealthy(detour) {
		t.Errorf("the untapped Detour has no Stealth")
	}
	s.setTapped(detour, true)
	if s.isStealthy(detour) {
		t.Errorf("the tapped Detour has Stealth")
	}
}

// Raider Detour, Infantry • Demolitions (W3/T28), bot mode: "[TAP], Scrap
// a [BLUE] card from your hand > Draw 2 cards."
func TestCardRaiderDetour(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Detour, Infantry • Demolitions"}, ironhide, deckOf("Brainstorm"), blank)
	toBot(t, s, 0, "Raider Detour")
	hand := handCount(s, 0)
	useTapOf(t, s, 0, "Raider Detour")
	if n := handCount(s, 0); n != hand+1 || inHand(s, 0, "Brainstorm") {
		t.Errorf("hand %d (Brainstorm held %v), want %d without Brainstorm", n, inHand(s, 0, "Brainstorm"), hand+1)
	}
}

// Raider Road Hugger, Infantry • Tactics (W3/T35), bot mode: "[TAP], Scrap
// a [BLUE] card from your hand > One of your characters gets +3 [ATK]
// until end of turn." Himself too (Wave-2-3.xml#156).
func TestCardRaiderRoadHugger(t *testing.T) {
	for _, who := range []string{"Ironhide", "Raider Road Hugger"} {
		s := stdGame(t, mayAttack, []string{"Raider Road Hugger, Infantry • Tactics", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Brainstorm"), blank)
		toBot(t, s, 0, "Raider Road Hugger")
		id := char(t, s, 0, who)
		before := s.attackOf(id)
		useTapOf(t, s, 0, "Raider Road Hugger")
		pickChar(t, s, id)
		if a := s.attackOf(id); a != before+3 {
			t.Errorf("%s Attack %d, want %d", who, a, before+3)
		}
	}
}

// Private Top Shot, Artillery • Patrol Leader (W3/T22), bot mode: "[TAP],
// Scrap a [ORANGE] card from your hand > Draw 2 cards, then put a card from
// your hand on top of your deck."
func TestCardPrivateTopShot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Top Shot, Artillery • Patrol Leader"}, ironhide, stack(noIcons(3), []string{"Zap", "Data Pad", "Bombing Run"}, blank), blank)
	toBot(t, s, 0, "Private Top Shot")
	hand := handCount(s, 0)
	useTapOf(t, s, 0, "Private Top Shot")
	if s.ask == 0 {
		t.Fatalf("no card asked for the top of the deck")
	}
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Bombing Run")))
	if n := handCount(s, 0); n != hand {
		t.Errorf("hand %d, want %d (Zap scrapped, 2 drawn, 1 put back)", n, hand)
	}
	if top := s.card(s.t.Top(zone(0, zDeck))).Name; top != "Bombing Run" {
		t.Errorf("top of the deck %s, want Bombing Run", top)
	}
}

// Raider Ravage, Espionage • Saboteur (W3/T34), bot mode: "[TAP] > Do 1
// damage to an enemy. If that enemy has 4 [DEF] or more, do 2 damage to it
// instead." Demolisher has 4 Defense in bot mode, 3 in alt mode.
func TestCardRaiderRavage(t *testing.T) {
	for _, c := range []struct {
		mode string
		want int
	}{{ModeBot, 2}, {ModeAlt, 1}} {
		s := stdGame(t, mayAttack, []string{"Raider Ravage, Espionage • Saboteur"}, []string{"Demolisher, Devoted Decepticon"}, noIcons(14), blank)
		toBot(t, s, 0, "Raider Ravage")
		dem := char(t, s, 1, "Demolisher")
		if c.mode == ModeBot {
			toBot(t, s, 1, "Demolisher")
		}
		useTapOf(t, s, 0, "Raider Ravage")
		if d := s.damage(dem); d != c.want {
			t.Errorf("Demolisher in %s mode (DEF %d): %d damage, want %d", c.mode, s.defenseOf(dem), d, c.want)
		}
	}
}
