package kit

import (
	"slices"

	"omnideck/engine"
)

// Dice rolls dice with the random generator of a game's state, so that
// seed and decisions replay a game exactly. A scenario test scripts what
// the dice show (Script): scripted rolls come before any random one.
//
// It is plain data: a game keeps it in its state and copies it with the
// state. The script is the game's future, so a game's Determinize clears
// it (Reset): a world sampled for a player rolls its own dice.
type Dice struct {
	script []uint8
}

// Script makes the next rolls show these values, in order, before any
// random roll. Values are from 1; a value above a roll's sides shows the
// highest side.
func (d *Dice) Script(rolls ...int) {
	// Clipped, so that copies of the state never write into each other's
	// script.
	next := slices.Clip(d.script)
	for _, r := range rolls {
		next = append(next, uint8(max(1, min(r, 255))))
	}
	d.script = next
}

// Scripted is the number of scripted rolls not yet made.
func (d *Dice) Scripted() int { return len(d.script) }

// Reset forgets the scripted rolls.
func (d *Dice) Reset() { d.script = nil }

// Roll rolls one die of sides sides (at least 1): a scripted value if
// there is one left, else one drawn from rng. The result is from 1 to
// sides.
func (d *Dice) Roll(rng *engine.RNG, sides int) int {
	sides = max(1, sides)
	if len(d.script) > 0 {
		r := int(d.script[0])
		d.script = d.script[1:]
		return min(r, sides)
	}
	return 1 + rng.IntN(sides)
}
