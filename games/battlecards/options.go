package battlecards

import (
	"errors"
	"strconv"
	"strings"

	"omnideck/engine"
)

// Option names: the victory conditions players agree on before the game
// (THE OBJECTIVE), and the readings of docs/rules/battlecards.md.
const (
	OptSupreme         = "supreme"
	OptDomination      = "domination"
	OptSurvival        = "survival"
	OptVictory         = "victory"
	OptPhaseOrder      = "phase-order"
	OptEnergon         = "energon-phase"
	OptEqualDamage     = "equal-strength-damage"
	OptFirstTurn       = "first-turn"
	OptDefenderSupport = "defender-support"
	OptCombat          = "combat"
	OptAssaults        = "assaults"
	OptEmptySupply     = "empty-supply"
	OptArmies          = "armies"
)

// The standard targets (THE OBJECTIVE): Supreme Victory at 40 Energon
// (a short game) or 80 (a very long one), Domination at 3 Resources (a
// very short game) or 5 (an average one).
const (
	supremeShort   = 40
	dominationMost = 5
)

// supremeChoices are the Supreme Victory targets, off first and then
// from 30 to 150 in steps of 5: the standard 40 (a short game) and 80 (a
// very long one), and custom targets.
var supremeChoices = func() []string {
	out := []string{"off"}
	for n := 30; n <= 150; n += 5 {
		out = append(out, strconv.Itoa(n))
	}
	return out
}()

// dominationChoices are the Domination Victory targets, off first and
// then from 2 to 8: the standard 3 (a very short game) and 5 (an average
// one), and custom targets.
var dominationChoices = []string{"off", "2", "3", "4", "5", "6", "7", "8"}

// armiesFromDecks is the armies option that takes each seat's army from
// its deck.
const armiesFromDecks = "decks"

// armiesChoices are the values of the armies option: decks, then every
// list of one army a seat for two to four players, "autobot,decepticon".
var armiesChoices = func() []string {
	out := []string{armiesFromDecks}
	lists := []string{""}
	for n := 1; n <= maxPlayers; n++ {
		var next []string
		for _, l := range lists {
			for _, a := range armyWords[armyAutobot:] {
				if l != "" {
					a = l + "," + a
				}
				next = append(next, a)
			}
		}
		lists = next
		if n >= 2 {
			out = append(out, lists...)
		}
	}
	return out
}()

var options = engine.NewOptionSet([]engine.OptionSpec{
	{Name: OptSupreme, Default: "40", Choices: supremeChoices,
		Summary: "Supreme Victory: reach this much Energon in your bank: 40 (a short game), 80 (a very long game), a custom target from 30 to 150, or off"},
	{Name: OptDomination, Default: "off", Choices: dominationChoices,
		Summary: "Domination Victory: control this many Resources at once: 3 (a very short game), 5 (an average game), a custom target from 2 to 8, or off"},
	{Name: OptSurvival, Default: "off", Choices: []string{"off", "on"},
		Summary: "Survival Victory: a player whose Energon Bank is 0 or less loses (on), or not (off)"},
	{Name: OptVictory, Default: "chosen", Choices: []string{"chosen", "all"},
		Summary: "the victory conditions in play: those chosen with supreme, domination and survival (chosen), or all at once, a challenging game (all: Supreme at the supreme target or 40, Domination at the domination target or 5, and Survival)"},
	{Name: OptPhaseOrder, Default: "listed", Choices: []string{"listed", "supply-first"},
		Summary: "the order of the phases: Energon, Deployment, Action, Supply as the rulebook lists them (listed), or the Supply phase before the Action phase, as its note says it must be (supply-first)"},
	{Name: OptEnergon, Default: "yield", Choices: []string{"yield", "count"},
		Summary: "the Energon phase adds one Energon for every point of Energon yield you control (yield), or one for every Resource you control (count)"},
	{Name: OptEqualDamage, Default: "formula", Choices: []string{"formula", "none"},
		Summary: "when both Robots end a battle with the same Strength, each still takes the damage by which the other's Enhanced Strength exceeds its Core Strength (formula), or neither takes damage (none)"},
	{Name: OptFirstTurn, Default: "each", Choices: []string{"each", "game"},
		Summary: "no player claims a Resource on their own first turn (each), or only the first player on the game's first turn (game)"},
	{Name: OptDefenderSupport, Default: "any", Choices: []string{"any", "alt-mode", "none"},
		Summary: "the defending player may add Supporting Robots like the attacker, transforming them to join (any); only Robots already in ALT MODE, since transforming in an opponent's turn is for Robots in the battle (alt-mode); or none (none)"},
	{Name: OptCombat, Default: "dice", Choices: []string{"dice", "expected"},
		Summary: "Combat X rolls X dice, each 1 or 2 adding its value (dice), or adds its expected value, X/2 rounded up, without dice, for faster simulation (expected)"},
	{Name: OptAssaults, Default: "one", Choices: []string{"one", "each"},
		Summary: "a player claims a Resource or, instead, challenges a claimed one, once a turn (one, as \"instead of claiming\" says), or may do each once a turn (each, as the phase list reads)"},
	{Name: OptEmptySupply, Default: "score", Choices: []string{"score", "lose"},
		Summary: "a player who must draw from an empty Supply Deck ends the game, the most Energon winning (score), or loses (lose)"},
	{Name: OptArmies, Default: armiesFromDecks, Choices: armiesChoices,
		Summary: "each seat's army: that of its deck, the army of most of its Robots or, where they do not decide, of its Advantages, a deck that tells neither having to be given one (decks); or one army a seat, in seat order (autobot,decepticon)"},
})

// rules are the resolved options of one game.
type rules struct {
	// supreme and domination are the targets in play, 0 for none;
	// survival is whether Survival Victory is in play.
	supreme, domination int
	survival            bool
	supplyFirst         bool
	countResources      bool
	equalNone           bool
	firstTurnGame       bool
	// defender is how the defending player may add Supporting Robots:
	// defAny, defAltMode or defNone.
	defender    uint8
	expected    bool
	eachAssault bool
	emptyLose   bool
	// armies are the armies the armies option gives, one a seat; nil
	// when each seat's comes from its deck.
	armies []uint8
}

// How the defender may use Supporting Robots (defender-support).
const (
	defAny uint8 = iota
	defAltMode
	defNone
)

// readRules reads resolved options; it refuses a game without a victory
// condition.
func readRules(opts map[string]string) (rules, error) {
	num := func(v string) int {
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0 // off
		}
		return n
	}
	r := rules{
		supreme:        num(opts[OptSupreme]),
		domination:     num(opts[OptDomination]),
		survival:       opts[OptSurvival] == "on",
		supplyFirst:    opts[OptPhaseOrder] == "supply-first",
		countResources: opts[OptEnergon] == "count",
		equalNone:      opts[OptEqualDamage] == "none",
		firstTurnGame:  opts[OptFirstTurn] == "game",
		expected:       opts[OptCombat] == "expected",
		eachAssault:    opts[OptAssaults] == "each",
		emptyLose:      opts[OptEmptySupply] == "lose",
	}
	if v := opts[OptArmies]; v != armiesFromDecks {
		for _, w := range strings.Split(v, ",") {
			r.armies = append(r.armies, armyOf(w))
		}
	}
	switch opts[OptDefenderSupport] {
	case "alt-mode":
		r.defender = defAltMode
	case "none":
		r.defender = defNone
	}
	if opts[OptVictory] == "all" {
		if r.supreme == 0 {
			r.supreme = supremeShort
		}
		if r.domination == 0 {
			r.domination = dominationMost
		}
		r.survival = true
	}
	if r.supreme == 0 && r.domination == 0 && !r.survival {
		return r, errors.New("no victory condition is in play: set supreme, domination or survival (or victory=all)")
	}
	return r, nil
}
