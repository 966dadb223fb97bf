package ben10

import (
	"fmt"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// The log says why things happen and whose the cards are.

// The log says why a Character battles with 0 BP: {Flying Attack} (Battle
// phase), in words and as data.
func TestBattleLogSaysFlyingAttack(t *testing.T) {
	tb := newTable(t)
	fly := tb.inPlay(0, "Stinkfly", "earth")
	big := tb.inPlay(1, "Fourarms", "earth")
	tb.attack(0, fly, big)
	tb.Logged("Fourarms battles with 0 BP (Flying Attack).")
	tb.Logged("Stinkfly battles with 1800 BP.")
	entries, _ := tb.s.Events(engine.Spectator, 0)
	grounded := 0
	for _, e := range entries {
		if e.Kind == "battle" && e.Data["flying_attack"] == true {
			grounded++
			if e.Data["bp"] != int32(0) {
				t.Errorf("the grounded card's bp is %v", e.Data["bp"])
			}
		}
	}
	if grounded != 1 {
		t.Errorf("%d battle entries say flying_attack, want 1", grounded)
	}
}

// Each ability that happens says what it does, in its card's words.
func TestAbilityLogSaysWhatItDoes(t *testing.T) {
	tb := newTable(t)
	tb.hold(0)
	tb.inHand(0, "Kevin")
	tb.inPlay(0, "Fourarms", "space")
	tb.inPlay(0, "Heatblast", "space") // two in play: Clancy enters free
	clancy := tb.setCard(1, "Clancy", "earth")
	tb.endTurn()
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(clancy)))
	tb.passAll()
	tb.Logged(`Clancy's ability happens: "When this card appears, your opponent discards a card of their choice from hand."`)
	entries, _ := tb.s.Events(engine.Spectator, 0)
	found := false
	for _, e := range entries {
		if e.Kind == "ability" {
			found = true
			if text, _ := e.Data["text"].(string); !strings.Contains(text, "discards a card") {
				t.Errorf("the ability entry's text is %q", text)
			}
		}
	}
	if !found {
		t.Error("no ability entry")
	}
}

// Where both deck lists hold a card of one name (a mirror match), the log
// says whose each card is; where only one does, the name is enough.
func TestLogSaysWhoseInAMirrorMatch(t *testing.T) {
	tb := newTable(t)
	tb.hold(0)
	mine := tb.inPlay(0, "Fourarms", "earth")
	theirs := tb.inPlay(1, "Fourarms", "earth")
	tb.attack(0, mine, theirs)
	if log := tb.Log(0); !strings.Contains(log, "Your Fourarms attacks Player 2's Fourarms.") ||
		!strings.Contains(log, "Your Fourarms battles with 3000 BP.") ||
		!strings.Contains(log, "Player 2's Fourarms battles with 3000 BP.") {
		t.Errorf("Player 1's log does not say whose:\n%s", log)
	}
	tb.Logged("Player 1's Fourarms attacks Player 2's Fourarms.")

	tb = newTable(t)
	tb.hold(0)
	a := tb.inPlay(0, "Heatblast", "earth")
	b := tb.inPlay(1, "Kevin", "earth")
	tb.attack(0, a, b)
	tb.Logged("Heatblast attacks Kevin.")
}

// A direct attack names the player attacked, from every side: the
// attacker's player is not "you".
func TestDirectAttackLogNamesThePlayerAttacked(t *testing.T) {
	tb := newTable(t)
	tb.hold(0)
	a := tb.inPlay(0, "Fourarms", "earth")
	tb.attack(0, a, kit.NoObj)
	for viewer, want := range map[int]string{0: "Fourarms attacks Player 2 directly.", 1: "Fourarms attacks you directly.",
		engine.Spectator: "Fourarms attacks Player 2 directly."} {
		if log := tb.Log(viewer); !strings.Contains(log, want) {
			t.Errorf("viewer %d: the log does not say %q:\n%s", viewer, want, log)
		}
	}
}

// An Effect card turned face up that cannot be used says why.
func TestNoEffectSaysWhy(t *testing.T) {
	tb := newTable(t)
	blast := tb.setCard(1, "Alien Blast", "earth") // Use cost 3, nothing in play, no hand
	tb.endTurn()
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(blast)))
	tb.Logged("Alien Blast cannot be used (its Use cost cannot be paid) and is set back face down.")
}
