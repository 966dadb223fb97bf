package tftcg

import "testing"

// The log line of a character returned from the KO area says how long it
// stays, as its card says. Involuntary Promotion (W4/032: "Return another
// character ... from your KO area to the battlefield fully repaired")
// returns it for good: no "until the end of the turn", and it is still
// there after the turn. I Still Function! (W1/037: "At the end of turn, KO
// it") returns it until the end of the turn, when it is KO'd. Relentless
// Invasion (W4/048: "At end of turn, put each of those characters that's
// still on the battlefield under Trypticon") returns them to go under
// Trypticon.
func TestReviveLogLines(t *testing.T) {
	team := []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Involuntary Promotion"), blank)
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	koed(t, s, 0, "Ironhide", "bot")
	playAction(t, s, "Involuntary Promotion")
	pickChar(t, s, op)
	if s.ask == askPick {
		pickChar(t, s, ih)
	}
	if !logHas(s, "Your Ironhide, Veteran Autobot returns to the battlefield.") || logHas(s, "until the end of the turn") {
		t.Errorf("Involuntary Promotion: the line does not say Ironhide returns for good: %v", logLines(s))
	}
	s.endTurn()
	if !s.onField(ih) {
		t.Errorf("Involuntary Promotion: Ironhide left the battlefield at the end of the turn")
	}

	s = stdGame(t, nil, twoBots, optimus, deckOf("I Still Function!"), blank)
	ih = char(t, s, 0, "Ironhide")
	s.doDamage(ih, s.card(ih).Health)
	playAction(t, s, "I Still Function!")
	if !logHas(s, "Your Ironhide, Veteran Autobot returns to the battlefield until the end of the turn, when it is KO'd.") {
		t.Errorf("I Still Function!: %v", logLines(s))
	}
	s.endTurn()
	if s.onField(ih) {
		t.Errorf("I Still Function!: Ironhide is still on the battlefield after the turn")
	}

	s, _, _, _ = invaded(t, true)
	if !logHas(s, "Full-Tilt, Base Recon returns to the battlefield, to go under Trypticon at the end of the turn if still there.") {
		t.Errorf("Relentless Invasion: %v", logLines(s))
	}
}
