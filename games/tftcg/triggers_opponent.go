package tftcg

// The team triggers Wave 4 brings: what the opponent does ("When your
// opponent reshuffles their deck", "When your opponent plays an Action")
// and an attack's flips heard by the attacker's team ("When one of your
// Insecticons attacks and you flip at least [BLUE]"). Each is heard by
// the characters of the player named, as the other team triggers are
// (hear).
const (
	// WhenOpponentReshuffled is "When your opponent reshuffles their
	// deck": their scrap pile shuffled into their emptied deck, not any
	// other shuffle (Wave-4.xml#20); with no scrap pile there is no
	// reshuffle (Wave-4.xml#21).
	WhenOpponentReshuffled = "opponent_reshuffled"
	// WhenOpponentAction is "When your opponent plays an Action", heard
	// once the Action is done, as "When you play an Action" is; the
	// subject is the Action.
	WhenOpponentAction = "opponent_action"
	// WhenAllyAttackFlipped is "When one of your characters attacks and
	// you flip ...": once both sides have flipped for the attack, with
	// the attacker's own "flipped" abilities; the subject is the
	// attacker.
	WhenAllyAttackFlipped = "ally_attack_flipped"
)
