package superbenji

import "omnideck/kit"

// kwSet is a set of keywords.
type kwSet uint8

const (
	kwFlying kwSet = 1 << iota
	kwReach
	kwSpeed
	kwVigilance
	kwLethal
)

var kwByName = map[string]kwSet{"flying": kwFlying, "reach": kwReach, "speed": kwSpeed, "vigilance": kwVigilance, "lethal": kwLethal}

func keywordSet(names []string) kwSet {
	var k kwSet
	for _, n := range names {
		k |= kwByName[n]
	}
	return k
}

func (k kwSet) has(x kwSet) bool { return k&x != 0 }

// The modifiers (kit.Mods) change a card's numbers, in the modifiers'
// numbering, and give or take away its abilities: keywords (kwSet's bits),
// its text, and being a character.
const (
	statAttack uint8 = iota
	statHealth
)

const (
	abKeywords  = 1<<8 - 1 // the bits of a kwSet
	abText      = 1 << 8   // the card's text works; remove_text takes it away
	abCharacter = 1 << 9   // the card is a character (become)
)

// stats are an object's current characteristics, with counters, modifiers,
// statics and text removal applied.
type stats struct {
	character bool
	attack    int
	health    int
	keywords  kwSet
	text      bool // the card's text (abilities, triggers, statics, keywords) works
}

// abilities are what modifiers make of object id's text, keywords and
// being a character, with its text to start from.
func (s *State) abilities(id ObjID) uint32 { return s.mods.Abilities(&s.t, id, abText) }

// hasText reports whether an object's text is in force (Arrest removes it).
func (s *State) hasText(id ObjID) bool {
	return len(s.mods) == 0 || s.abilities(id)&abText != 0
}

// statsOf computes an object's characteristics: printed, or as it became;
// counters; the changes of modifiers (kit.Mods: the last "becomes" first,
// then every change); statics.
func (s *State) statsOf(id ObjID) stats {
	if st, ok := s.memo.Recall(id); ok {
		return st
	}
	var buf [4]liveStatic
	st := s.figure(id, s.liveStatics(buf[:0]))
	s.memo.Keep(id, st)
	return st
}

// figure computes object id's characteristics with the statics in force,
// live (liveStatics).
func (s *State) figure(id ObjID, live []liveStatic) stats {
	o := &s.objs[id]
	d := s.def(id)
	st := stats{character: d.character, text: true}
	if d.Attack != nil {
		st.attack = *d.Attack
	}
	if d.Health != nil {
		st.health = *d.Health
	}
	var granted kwSet
	if len(s.mods) > 0 {
		ab := s.abilities(id)
		st.text = ab&abText != 0
		st.character = st.character || ab&abCharacter != 0
		granted = kwSet(ab & abKeywords)
		st.attack = s.mods.Stat(&s.t, id, statAttack, st.attack)
		st.health = s.mods.Stat(&s.t, id, statHealth, st.health)
	}
	if st.text {
		st.keywords = d.kw
	}
	st.keywords |= granted
	st.attack += int(o.counterA)
	st.health += int(o.counterH)
	if s.t.Objs[id].Zone == zPlay {
		for i := range live {
			live[i].apply(s, id, &st)
		}
	}
	return st
}

// liveStatic is a static in force: its card is in play with its text, and
// its condition holds.
type liveStatic struct {
	src ObjID
	sta *Static
}

// liveStatics appends the statics in force now to out.
func (s *State) liveStatics(out []liveStatic) []liveStatic {
	for _, src := range s.statics {
		if s.t.Objs[src].Zone != zPlay || !s.hasText(src) {
			continue
		}
		d := s.def(src)
		for k := range d.Statics {
			sta := &d.Statics[k]
			if sta.If == nil || s.controls(s.ctrl(src), sta.If.card) {
				out = append(out, liveStatic{src: src, sta: sta})
			}
		}
	}
	return out
}

// apply adds the static's effect to the characteristics st of card id in
// play, if it covers it.
func (l *liveStatic) apply(s *State, id ObjID, st *stats) {
	if m := l.sta.Modify; m != nil && s.selects(&m.To, l.src, id, st.character) {
		st.attack += m.Attack
		st.health += m.Health
	}
	if g := l.sta.Grant; g != nil && s.selects(&g.To, l.src, id, st.character) {
		st.keywords |= g.kw
	}
}

// selects reports whether a static's selector covers object id.
func (s *State) selects(sel *Selector, src, id ObjID, isChar bool) bool {
	if sel.Self {
		return src == id
	}
	if sel.All == "character" && !isChar {
		return false
	}
	return sel.Matches(s, kit.Ctx{Src: src, Ctrl: s.ctrl(src)}, id)
}

// matches applies a selector's filters to an object, seen from player p.
func (s *State) matches(sel *Selector, p int, id ObjID) bool {
	return sel.Matches(s, kit.Ctx{Src: kit.NoObj, Ctrl: p}, id)
}

func hasSubtype(d *Card, sub string) bool {
	for _, t := range d.Subtypes {
		if t == sub {
			return true
		}
	}
	return false
}

// controls reports whether p controls a card in play that plays as want.
func (s *State) controls(p int, want *Card) bool {
	for _, id := range s.field() {
		if s.def(id) == want && s.ctrl(id) == p {
			return true
		}
	}
	return false
}

// isCharacter reports whether an object is now a character: printed as one,
// or made one for a time (become).
func (s *State) isCharacter(id ObjID) bool {
	if s.def(id).character {
		return true
	}
	return len(s.mods) > 0 && s.abilities(id)&abCharacter != 0
}

// The facts selectors, conditions and amounts read (kit.Facts).

// CardTable is the state's cards (kit.Host).
func (s *State) CardTable() *kit.Table { return &s.t }

// Active is the seat whose turn it is (kit.Host).
func (s *State) Active() int { return s.active }

// Is answers the nouns selectors pick (character, and any: a character in
// play, players aside) and the status token.
func (s *State) Is(id ObjID, word string, _ kit.Ctx) bool {
	if word == "token" {
		return s.def(id).Token
	}
	return (word == "character" || word == "any") && s.isCharacter(id)
}

// Kind is card id's type (character, artifact, location, action), which
// a selector's type filters.
func (s *State) Kind(id ObjID) string { return s.def(id).Type }

// Trait reports whether card id has a subtype.
func (s *State) Trait(id ObjID, subtype string) bool { return hasSubtype(s.def(id), subtype) }

// Name is card id's full name.
func (s *State) Name(id ObjID) string { return s.def(id).Name }

// Value answers the named amounts: x (the times the job's repeated cost
// was paid), attack_of_self, and actions_left_from_this_card.
func (s *State) Value(_ ObjID, what string, c kit.Ctx) int {
	switch what {
	case amountX:
		return int(c.X)
	case amountAttackSelf:
		return s.statsOf(c.Src).attack
	case amountOwnActions:
		n := 0
		for _, pa := range s.players[c.Ctrl].pool {
			if pa.src == c.Src {
				n++
			}
		}
		return n
	}
	return 0
}
