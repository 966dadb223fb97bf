package superbenji

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

// stats are an object's current characteristics, with counters, modifiers,
// statics and text removal applied.
type stats struct {
	character bool
	attack    int
	health    int
	keywords  kwSet
	text      bool // the card's text (abilities, triggers, statics, keywords) works
}

// hasText reports whether an object's text is in force (Arrest removes it).
func (s *State) hasText(id ObjID) bool {
	for i := range s.mods {
		if m := &s.mods[i]; m.obj == id && m.noText && s.modLive(m) {
			return false
		}
	}
	return true
}

// modLive reports whether a modifier still applies: one that lasts while its
// source is in play ends when the source leaves.
func (s *State) modLive(m *modifier) bool {
	return m.until != WhileSourceInPlay || (m.source >= 0 && s.zoneOf(m.source) == inPlay)
}

// statsOf computes an object's characteristics.
func (s *State) statsOf(id ObjID) stats {
	o := &s.objs[id]
	d := s.def(id)
	st := stats{character: d.Type == "character", text: s.hasText(id)}
	if d.Attack != nil {
		st.attack = *d.Attack
	}
	if d.Health != nil {
		st.health = *d.Health
	}
	if st.text {
		st.keywords = keywordSet(d.Keywords)
	}
	for i := range s.mods {
		m := &s.mods[i]
		if m.obj != id || !s.modLive(m) || !m.become {
			continue
		}
		st.character, st.attack, st.health = true, int(m.baseA), int(m.baseH)
	}
	st.attack += int(o.counterA)
	st.health += int(o.counterH)
	for i := range s.mods {
		m := &s.mods[i]
		if m.obj != id || !s.modLive(m) {
			continue
		}
		st.attack += int(m.attack)
		st.health += int(m.health)
		st.keywords |= m.keywords
	}
	if s.t.Objs[id].Zone == zPlay {
		s.applyStatics(id, &st)
	}
	return st
}

// applyStatics adds the continuous effects of every card in play.
func (s *State) applyStatics(id ObjID, st *stats) {
	for _, src := range s.statics {
		if s.t.Objs[src].Zone != zPlay || !s.hasText(src) {
			continue
		}
		for _, sta := range s.def(src).Statics {
			if sta.If != nil && !s.controls(s.ctrl(src), sta.If.card) {
				continue
			}
			if sta.Modify != nil && s.selects(sta.Modify.To, src, id, st.character) {
				st.attack += sta.Modify.Attack
				st.health += sta.Modify.Health
			}
			if sta.Grant != nil && s.selects(sta.Grant.To, src, id, st.character) {
				st.keywords |= keywordSet(sta.Grant.Keywords)
			}
		}
	}
}

// selects reports whether a static's selector covers object id.
func (s *State) selects(sel Selector, src, id ObjID, isChar bool) bool {
	if sel.Self {
		return src == id
	}
	if sel.All == "character" && !isChar {
		return false
	}
	return s.matches(sel, int(s.t.Objs[src].Ctrl), id)
}

// matches applies a selector's filters to an object, seen from player p.
func (s *State) matches(sel Selector, p int, id ObjID) bool {
	d := s.def(id)
	ctrl := s.ctrl(id)
	switch {
	case sel.Controller == "you" && ctrl != p,
		sel.Controller == "opponent" && ctrl == p,
		sel.Type != "" && d.Type != sel.Type,
		sel.Subtype != "" && !hasSubtype(d, sel.Subtype),
		sel.NotSubtype != "" && hasSubtype(d, sel.NotSubtype),
		sel.Token && !d.Token,
		sel.NotToken && d.Token,
		sel.Name != "" && d.Name != sel.Name:
		return false
	}
	return true
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
	if s.def(id).Type == "character" {
		return true
	}
	for i := range s.mods {
		if m := &s.mods[i]; m.obj == id && m.become && s.modLive(m) {
			return true
		}
	}
	return false
}
