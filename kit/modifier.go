package kit

import (
	"slices"
	"strings"
)

// Duration is how long a change lasts, as card files write it.
type Duration string

// The durations.
const (
	// Permanent changes last while their card stays where it is.
	Permanent Duration = ""
	// UntilEndOfTurn changes end in the cleanup of the turn they were
	// made in.
	UntilEndOfTurn Duration = "end_of_turn"
	// UntilStartOfYourNextTurn changes end when their controller's next
	// turn begins.
	UntilStartOfYourNextTurn Duration = "start_of_your_next_turn"
	// WhileSourceInPlay changes end when the card they come from leaves
	// play.
	WhileSourceInPlay Duration = "while_source_in_play"
	// UntilEndOfBattle changes end when the battle they were made in is
	// over (Mods.EndBattle), for games whose battles are fought out over
	// several plays. A game lists it in its Vocab.Durations to let card
	// files use it.
	UntilEndOfBattle Duration = "end_of_battle"
)

var durationWords = map[Duration]string{
	Permanent: "for good", UntilEndOfTurn: "until end of turn",
	UntilStartOfYourNextTurn: "until the start of your next turn", WhileSourceInPlay: "while this card is in play",
	UntilEndOfBattle: "until end of battle",
}

// turnDurations are the durations card files may use when a game lists
// none (Vocab.Durations).
var turnDurations = []Duration{Permanent, UntilEndOfTurn, UntilStartOfYourNextTurn, WhileSourceInPlay}

// durationList says the durations allowed, for messages.
func durationList(allowed []Duration) string {
	var words []string
	for _, d := range allowed {
		if d != Permanent {
			words = append(words, string(d))
		}
	}
	out := strings.Join(words, ", ")
	if slices.Contains(allowed, Permanent) {
		out += " (or leave it out: for good)"
	}
	return out
}

// Words is the duration as card text says it ("until end of turn"), or
// "" for good.
func (d Duration) Words() string {
	if d == Permanent {
		return ""
	}
	return durationWords[d]
}

// Layer orders modifiers: every LayerSet first (the last made wins),
// then every LayerAdd.
type Layer uint8

// The layers.
const (
	// LayerAdd adds N to a number.
	LayerAdd Layer = iota
	// LayerSet makes a number N (a card that "becomes" a 3/3).
	LayerSet
)

// Modifier is a change to a card for a time: a number set or raised,
// abilities given or taken away. It remembers its source and when it was
// made, which its duration reads.
type Modifier struct {
	// Obj is the card it changes; Source the card it comes from (NoObj
	// for the rules).
	Obj, Source ObjID
	// Ctrl is the player whose effect made it (whose "next turn").
	Ctrl int8
	// Turn is the turn it was made in.
	Turn  int32
	Until Duration
	// Stat is which of the card's numbers it changes, in the game's
	// numbering; Layer and N say how.
	Stat  uint8
	Layer Layer
	N     int32
	// Grant and Remove are abilities (keywords, text) it gives and takes
	// away, as the game's bits.
	Grant, Remove uint32
}

// Mods are the modifiers in force, in the order they were made. It is a
// plain slice: copy it with Clone.
type Mods []Modifier

// Clone returns a copy.
func (m Mods) Clone() Mods {
	if len(m) == 0 {
		return nil
	}
	return slices.Clone(m)
}

// Add makes a modifier.
func (m *Mods) Add(x Modifier) { *m = append(*m, x) }

// live reports whether x still applies: one that lasts while its source
// is in play ends when the source leaves.
func live(t *Table, x *Modifier) bool {
	return x.Until != WhileSourceInPlay || (x.Source != NoObj && t.Where(x.Source)&InPlay != 0)
}

// Stat is number stat of card id, from base, with every live modifier
// applied: the last LayerSet, then every LayerAdd.
func (m Mods) Stat(t *Table, id ObjID, stat uint8, base int) int {
	n := base
	for i := range m {
		if x := &m[i]; x.Obj == id && x.Stat == stat && x.Layer == LayerSet && live(t, x) {
			n = int(x.N)
		}
	}
	for i := range m {
		if x := &m[i]; x.Obj == id && x.Stat == stat && x.Layer == LayerAdd && live(t, x) {
			n += int(x.N)
		}
	}
	return n
}

// Abilities are card id's abilities from base, with every live modifier's
// grants added and removals taken away.
func (m Mods) Abilities(t *Table, id ObjID, base uint32) uint32 {
	var grant, remove uint32
	for i := range m {
		if x := &m[i]; x.Obj == id && live(t, x) {
			grant |= x.Grant
			remove |= x.Remove
		}
	}
	return (base | grant) &^ remove
}

// Expire removes the modifiers for which gone reports true.
func (m *Mods) Expire(gone func(*Modifier) bool) {
	kept := (*m)[:0]
	for i := range *m {
		if !gone(&(*m)[i]) {
			kept = append(kept, (*m)[i])
		}
	}
	clear((*m)[len(kept):])
	*m = kept
}

// EndTurn ends the "until end of turn" modifiers, and those whose source
// has left play.
func (m *Mods) EndTurn(t *Table) {
	m.Expire(func(x *Modifier) bool { return x.Until == UntilEndOfTurn || !live(t, x) })
}

// EndBattle ends the "until end of battle" modifiers, and those whose
// source has left play.
func (m *Mods) EndBattle(t *Table) {
	m.Expire(func(x *Modifier) bool { return x.Until == UntilEndOfBattle || !live(t, x) })
}

// StartTurn ends player p's "until the start of your next turn" modifiers
// made before turn.
func (m *Mods) StartTurn(p int, turn int32) {
	m.Expire(func(x *Modifier) bool {
		return x.Until == UntilStartOfYourNextTurn && int(x.Ctrl) == p && x.Turn < turn
	})
}

// Drop ends every modifier of card id: it left play, and comes back (if
// ever) as a new card to the rules.
func (m *Mods) Drop(id ObjID) {
	if len(*m) == 0 {
		return
	}
	m.Expire(func(x *Modifier) bool { return x.Obj == id })
}
