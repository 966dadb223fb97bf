package superbenji

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
)

// A state writes itself back as a position (engine.Positioner) in the
// shape position.go reads: at the active player's Main Phase question or a
// question of combat, with nothing on its way. Read again, it sets up the
// same table.

// posJSON is a position as written.
type posJSON struct {
	Turn     int        `json:"turn"`
	Active   int        `json:"active"`
	Step     string     `json:"step"`
	Priority *int       `json:"priority,omitempty"`
	Passes   *int       `json:"passes,omitempty"`
	Players  []seatJSON `json:"players"`
}

// seatJSON is one player's side, as written.
type seatJSON struct {
	Health  int      `json:"health"`
	Hand    []any    `json:"hand"`
	Deck    []string `json:"deck"`
	Discard []string `json:"discard"`
	Pool    string   `json:"pool"`
	InPlay  []any    `json:"in_play"`
}

// knownJSON is a card in a hand that the other player knows.
type knownJSON struct {
	Card  string `json:"card"`
	Known bool   `json:"known"`
}

// permanentJSON is a card in play, as written when it is not as a card
// that entered play the turn before and stands untouched.
type permanentJSON struct {
	Card          string   `json:"card"`
	Damage        int      `json:"damage,omitempty"`
	Counters      int      `json:"counters,omitempty"`
	CounterAttack *int     `json:"counter_attack,omitempty"`
	CounterHealth *int     `json:"counter_health,omitempty"`
	Exhausted     bool     `json:"exhausted,omitempty"`
	EnteredNow    bool     `json:"entered_this_turn,omitempty"`
	EnteredTurn   *int     `json:"entered_turn,omitempty"`
	Used          []string `json:"used,omitempty"`
	Attacking     bool     `json:"attacking,omitempty"`
	Blocking      *int     `json:"blocking,omitempty"`
	Blocked       bool     `json:"blocked,omitempty"`
}

// posName is card c as a position writes it: its name, or its id where
// the name stands for another card (an alternate art's original).
func (cs *CardSet) posName(c *Card) string {
	if found, ok := cs.ByName(c.Name); ok && found == c {
		return c.Name
	}
	return c.ID
}

// Position writes the game as a position (engine.Positioner), at the
// active player's Main Phase question or a question of combat (declaring
// attackers or blockers, priority in the Action Window), with nothing on
// its way. What lasts
// for a time (modifiers, delayed effects, Takedown's watch, actions a card
// counts as its own) is left out (engine.ErrIncomplete), as is the order in
// which the players' cards entered play within one turn where it is not
// seat by seat; where the table stands only by what is left out, there is
// no position.
func (s *State) Position() (json.RawMessage, error) {
	if err := s.positionPoint(); err != nil {
		return nil, err
	}
	cs := s.game.set
	names := func(ids []ObjID) []string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = cs.posName(s.printed(id))
		}
		return out
	}
	var missing []string
	leftOut := func(what string) {
		if !slices.Contains(missing, what) {
			missing = append(missing, what)
		}
	}
	out := posJSON{Turn: s.turn, Active: s.active, Step: stepNames[s.step]}
	if s.step == stepWindow {
		priority, passes := s.priority, s.passes
		out.Priority, out.Passes = &priority, &passes
	}
	for p := range 2 {
		sj := seatJSON{Health: s.players[p].life, Hand: []any{}, Deck: names(reversed(s.deck(p))),
			Discard: names(s.discard(p)), InPlay: []any{}}
		var pool Symbols
		for _, a := range s.players[p].pool {
			pool = append(pool, a.sym)
			if s.kindOf(a).src >= 0 {
				leftOut("actions a card counts as its own")
			}
		}
		sj.Pool = pool.String()
		for _, id := range s.hand(p) {
			name := cs.posName(s.printed(id))
			if s.t.Identifies(opponent(p), id) {
				sj.Hand = append(sj.Hand, knownJSON{Card: name, Known: true})
			} else {
				sj.Hand = append(sj.Hand, name)
			}
		}
		for _, id := range s.inPlayOf(p) {
			pj, what := s.permanentJSON(id)
			for _, w := range what {
				leftOut(w)
			}
			if pj.cardOnly() {
				sj.InPlay = append(sj.InPlay, pj.Card)
			} else {
				sj.InPlay = append(sj.InPlay, pj)
			}
		}
		out.Players = append(out.Players, sj)
	}
	if !s.enteredSeatBySeat() {
		leftOut("the order in which the players' cards entered play in one turn")
	}
	if len(s.mods) > 0 || len(s.later) > 0 || len(s.watches) > 0 {
		leftOut("effects that last for a time")
	}
	raw, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("superbenji: writing a position: %w", err)
	}
	if len(missing) == 0 {
		return raw, nil
	}
	// Without what it leaves out, the table may be one the rules do not
	// allow (a character whose Health an effect raises above its damage).
	cfg := engine.Config{Players: 2, Options: s.cfg.Options, Position: raw}
	if _, err := s.game.newState(cfg); err != nil {
		return nil, fmt.Errorf("the table stands only by %s, which a position leaves out: %v", strings.Join(missing, " and "), err)
	}
	return raw, fmt.Errorf("%w: %s", engine.ErrIncomplete, strings.Join(missing, ", "))
}

// positionPoint says why the game is at no point a position can start
// from, or nil where it is.
func (s *State) positionPoint() error {
	switch {
	case s.over:
		return errors.New("the game is over: a position is a game still to play")
	case s.stack.Len() > 0 || len(s.triggers) > 0 || len(s.t.Zones[zPlaying].Cards) > 0:
		return errors.New("a card, an ability or a trigger is on its way: a position stands between them")
	case s.dec.kind != decMain && s.dec.kind != decAttack && s.dec.kind != decBlock && s.dec.kind != decPriority:
		return errors.New("a card or an ability is being played: a position stands between plays")
	case len(s.looking(0)) > 0 || len(s.looking(1)) > 0:
		return errors.New("cards are being looked at: a position stands between plays")
	}
	for _, id := range s.field() {
		if s.ctrl(id) != s.owner(id) {
			return fmt.Errorf("%s is controlled by a player who does not own it, which a position cannot say", s.printed(id).Name)
		}
	}
	return nil
}

// permanentJSON is card id in play as a position writes it, with what of
// it the position leaves out.
func (s *State) permanentJSON(id ObjID) (permanentJSON, []string) {
	o, d := &s.objs[id], s.def(id)
	pj := permanentJSON{Card: s.game.set.posName(s.printed(id)), Damage: int(o.damage), Exhausted: o.exhausted}
	var missing []string
	switch {
	case o.counterA == o.counterH && o.counterA > 0:
		pj.Counters = int(o.counterA)
	case o.counterA != 0 || o.counterH != 0:
		a, h := int(o.counterA), int(o.counterH)
		pj.CounterAttack, pj.CounterHealth = &a, &h
	}
	switch n := int(o.enteredTurn); {
	case n == s.turn:
		pj.EnteredNow = true
	case n != s.turn-1:
		pj.EnteredTurn = &n
	}
	exhaustUsed := false
	for k, n := range o.uses {
		if n == 0 {
			continue
		}
		a := &d.Abilities[k]
		if first := slices.IndexFunc(d.Abilities, func(b Ability) bool { return strings.EqualFold(b.Name, a.Name) }); first != k {
			missing = append(missing, "an ability used this turn that shares its name with another of its card")
			continue
		}
		for range n {
			pj.Used = append(pj.Used, a.Name)
		}
		exhaustUsed = exhaustUsed || a.Cost.Exhaust
	}
	if o.exhaustUsed != exhaustUsed {
		missing = append(missing, "whether an Exhaust ability was used this turn")
	}
	if o.lethalHit {
		missing = append(missing, "damage from a Lethal card")
	}
	if o.attacked != o.attacking || (o.wasBlocked && !o.attacking) {
		missing = append(missing, "a character that attacked this turn and attacks no more")
	}
	pj.Attacking = o.attacking
	pj.Blocked = o.wasBlocked && o.blockedBy < 0
	if a := o.blocking; a >= 0 {
		k := slices.Index(s.inPlayOf(s.active), a)
		if k < 0 || s.objs[a].blockedBy != id || !s.objs[a].attacking {
			missing = append(missing, "a blocker whose attacker has left combat")
		} else {
			pj.Blocking = &k
		}
	}
	return pj, missing
}

// cardOnly reports whether pj says nothing but its card.
func (pj permanentJSON) cardOnly() bool {
	return pj.Damage == 0 && pj.Counters == 0 && pj.CounterAttack == nil && pj.CounterHealth == nil &&
		!pj.Exhausted && !pj.EnteredNow && pj.EnteredTurn == nil && len(pj.Used) == 0 && !pj.Attacking && pj.Blocking == nil && !pj.Blocked
}

// enteredSeatBySeat reports whether the cards in play entered it in the
// order a position lays them out (position.entryOrder): by turn, and of
// one turn seat by seat.
func (s *State) enteredSeatBySeat() bool {
	field := s.field()
	for i := 1; i < len(field); i++ {
		a, b := &s.objs[field[i-1]], &s.objs[field[i]]
		if a.enteredTurn > b.enteredTurn || (a.enteredTurn == b.enteredTurn && s.ctrl(field[i-1]) > s.ctrl(field[i])) {
			return false
		}
	}
	return true
}

// reversed is a pile's cards top first.
func reversed(ids []ObjID) []ObjID {
	out := slices.Clone(ids)
	slices.Reverse(out)
	return out
}

var _ engine.Positioner = (*State)(nil)
