package tftcg

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// verbs are the effect verbs of the card language, one registry entry
// each (kit.Define): how a card file writes it, its load-time check, what
// it does, what it is worth to the heuristic agent, and its text.
// docs/rules/tftcg.md lists them for designers. The game resolves its
// effects itself, in order, as its abilities trigger (triggers.go).
var verbs = newVerbs()

// The characters an effect is done to, as card files write them.
const (
	// toSelf is this character.
	toSelf = "self"
	// toYours is each of your characters on the battlefield.
	toYours = "each_yours"
	// toEnemies is each enemy character on the battlefield.
	toEnemies = "each_enemy"
	// toFoe is the other character of this attack: the defender of an
	// attacking character, the attacker of a defending one.
	toFoe = "foe"
)

// targets are the words of "to".
var targets = []string{toSelf, toYours, toEnemies, toFoe}

// The durations of a boost.
const (
	untilTurn   = "end_of_turn"
	untilAttack = "this_attack"
)

// The stats a boost changes, as modifiers number them (kit.Modifier.Stat).
const (
	statAttack = iota
	statDefense
	statBold
	statTough
	statPierce
	numStats
)

// statNames name the stats in text.
var statNames = [numStats]string{"Attack", "Defense", "Bold", "Tough", "Pierce"}

// The parameters of the verbs.
type (
	// countParams are a number of damage done to or repaired from
	// characters.
	countParams struct {
		N   int        `yaml:"n"`
		To  string     `yaml:"to"`
		Who charFilter `yaml:",inline"`
	}
	// drawParams are a number of cards drawn by you, or by each player.
	drawParams struct {
		N    int  `yaml:"n"`
		Each bool `yaml:"each_player,omitempty"`
	}
	// boostParams raise a character's stats and keywords for a time.
	boostParams struct {
		To      string     `yaml:"to"`
		Who     charFilter `yaml:",inline"`
		Attack  int        `yaml:"attack,omitempty"`
		Defense int        `yaml:"defense,omitempty"`
		Bold    int        `yaml:"bold,omitempty"`
		Tough   int        `yaml:"tough,omitempty"`
		Pierce  int        `yaml:"pierce,omitempty"`
		Until   string     `yaml:"until"`
	}
	// flipParams flip characters to their other mode.
	flipParams struct {
		To string `yaml:"to"`
	}
)

// charFilter narrows the characters "to" names: those of a faction, or
// with a trait (a printed trait, alt-mode trait or tribe: "Car",
// "Dinobot").
type charFilter struct {
	Faction string `yaml:"faction,omitempty"`
	Trait   string `yaml:"trait,omitempty"`
}

// check checks the filter's words.
func (f *charFilter) check(k *kit.Check, w string) {
	if f.Faction != "" {
		k.OneOf(w, "faction", f.Faction, factions)
	}
}

// text is the filter as card text says it, after "each of your".
func (f *charFilter) text(to string) string {
	s := toText(to)
	switch {
	case f.Faction != "":
		s = strings.Replace(s, "characters", f.Faction+"s", 1)
	case f.Trait != "":
		s = strings.Replace(s, "characters", f.Trait+"s", 1)
	}
	return s
}

// stats lists a boost's changes by stat.
func (p *boostParams) stats() [numStats]int {
	return [numStats]int{p.Attack, p.Defense, p.Bold, p.Tough, p.Pierce}
}

// must stops the program when the verbs, which are code, are defined
// wrongly.
func must(err error) {
	if err != nil {
		panic(err)
	}
}

func newVerbs() *kit.Verbs[*State] {
	r := &kit.Verbs[*State]{}
	checkTo := func(k *kit.Check, w, to string) { k.OneOf(w, "to", to, targets) }
	checkN := func(k *kit.Check, w string, n int) {
		if n <= 0 {
			k.Failf(w, "n is 1 or more, not %d", n)
		}
	}
	must(kit.Define(r, kit.VerbSpec[*State, countParams]{
		Name: "repair", Doc: "repair N damage from characters: {n: N, to: self | each_yours | each_enemy | foe}",
		Check: func(k *kit.Check, w string, p *countParams) {
			checkN(k, w, p.N)
			checkTo(k, w, p.To)
			p.Who.check(k, w)
		},
		Resolve: func(s *State, j *kit.Job, p *countParams) bool {
			s.each(j, p.To, p.Who, func(id kit.ObjID) { s.repair(id, p.N) })
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *countParams) float64 {
			return s.overChars(me, j, p.To, p.Who, func(id kit.ObjID) float64 { return float64(min(p.N, s.damage(id))) })
		},
		Text: func(p *countParams) string { return fmt.Sprintf("Repair %d damage from %s.", p.N, p.Who.text(p.To)) },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, countParams]{
		Name: "damage", Doc: "do N damage to characters: {n: N, to: self | each_yours | each_enemy | foe}",
		Check: func(k *kit.Check, w string, p *countParams) {
			checkN(k, w, p.N)
			checkTo(k, w, p.To)
			p.Who.check(k, w)
		},
		Resolve: func(s *State, j *kit.Job, p *countParams) bool {
			s.each(j, p.To, p.Who, func(id kit.ObjID) {
				if !s.over && s.onField(id) {
					s.doDamage(id, p.N)
				}
			})
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *countParams) float64 {
			return -s.overChars(me, j, p.To, p.Who, func(kit.ObjID) float64 { return float64(p.N) })
		},
		Text: func(p *countParams) string { return fmt.Sprintf("Do %d damage to %s.", p.N, p.Who.text(p.To)) },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, drawParams]{
		Name: "draw", Doc: "draw N cards: {n: N, each_player: true when each player draws}",
		Check: func(k *kit.Check, w string, p *drawParams) { checkN(k, w, p.N) },
		Resolve: func(s *State, j *kit.Job, p *drawParams) bool {
			me := int(j.Ctrl)
			s.draw(me, p.N)
			if p.Each {
				s.draw(opponent(me), p.N)
			}
			return true
		},
		Hint: func(_ *State, _ int, _ *kit.Job, p *drawParams) float64 {
			if p.Each {
				return 0
			}
			return float64(p.N)
		},
		Text: func(p *drawParams) string {
			who := "Draw"
			if p.Each {
				who = "Each player draws"
			}
			if p.N == 1 {
				return who + " a card."
			}
			return fmt.Sprintf("%s %d cards.", who, p.N)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, boostParams]{
		Name: "boost", Doc: "characters get +N Attack, Defense, Bold, Tough or Pierce: {to: ..., attack: N, defense: N, bold: N, tough: N, pierce: N, until: end_of_turn | this_attack}",
		Check: func(k *kit.Check, w string, p *boostParams) {
			checkTo(k, w, p.To)
			p.Who.check(k, w)
			k.OneOf(w, "until", p.Until, []string{untilTurn, untilAttack})
			if p.stats() == [numStats]int{} {
				k.Failf(w, "boost changes attack, defense, bold, tough or pierce")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *boostParams) bool {
			until := kit.UntilEndOfTurn
			if p.Until == untilAttack {
				until = kit.UntilEndOfBattle
			}
			s.each(j, p.To, p.Who, func(id kit.ObjID) {
				for stat, n := range p.stats() {
					if n != 0 {
						s.mods.Add(kit.Modifier{Obj: id, Source: j.Src, Ctrl: j.Ctrl, Turn: int32(s.turn), Until: until,
							Stat: uint8(stat), N: int32(n)})
					}
				}
				s.logf(evBoost, int(j.Ctrl), s.ref(id), 0)
			})
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *boostParams) float64 {
			v := 0.0
			for _, n := range p.stats() {
				v += float64(n) / 2
			}
			return s.overChars(me, j, p.To, p.Who, func(kit.ObjID) float64 { return v })
		},
		Text: func(p *boostParams) string {
			var parts []string
			for stat, n := range p.stats() {
				if n != 0 {
					parts = append(parts, fmt.Sprintf("%+d %s", n, statNames[stat]))
				}
			}
			until := "until end of turn"
			if p.Until == untilAttack {
				until = "this attack"
			}
			return fmt.Sprintf("%s gets %s %s.", upperFirst(p.Who.text(p.To)), strings.Join(parts, ", "), until)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, flipParams]{
		Name: "flip", Doc: "flip characters to their other mode: {to: self | each_yours | each_enemy | foe}",
		Check: func(k *kit.Check, w string, p *flipParams) { checkTo(k, w, p.To) },
		Resolve: func(s *State, j *kit.Job, p *flipParams) bool {
			s.each(j, p.To, charFilter{}, func(id kit.ObjID) {
				if s.onField(id) {
					s.flipMode(id)
				}
			})
			return true
		},
		Hint: func(*State, int, *kit.Job, *flipParams) float64 { return 0 },
		Text: func(p *flipParams) string { return fmt.Sprintf("Flip %s.", toText(p.To)) },
	}))
	return r
}

// toText is the characters "to" names, as card text says them.
func toText(to string) string {
	switch to {
	case toYours:
		return "each of your characters"
	case toEnemies:
		return "each enemy"
	case toFoe:
		return "the enemy in this attack"
	}
	return "this character"
}

// upperFirst capitalises the first letter of s.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
