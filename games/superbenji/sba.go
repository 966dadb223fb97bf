package superbenji

// checkState applies the conditions checked continuously (9.6): a player at
// 0 Health or less loses (1.1), a character with no Health left or hit by a
// Lethal source is destroyed (6.1.4, 7.3, 8.5), and a player with two
// Unique cards of one Basic Name keeps one (6.2.3). It reports whether it
// changed anything or asked a question.
func (s *State) checkState() bool {
	dead0, dead1 := s.players[0].life <= 0, s.players[1].life <= 0
	switch {
	case dead0 && dead1:
		s.endGame(0, reasonBothHealth, "Both players fall to 0 Health at once: the game is a draw.")
		return true
	case dead0:
		s.endGame(1<<1, reasonHealth, "Player 1 falls to 0 Health: Player 2 wins.")
		return true
	case dead1:
		s.endGame(1<<0, reasonHealth, "Player 2 falls to 0 Health: Player 1 wins.")
		return true
	}
	destroyed := false
	// The statics in force, found when a character needs its figures, and
	// again after a card leaves play (it may have been one, or made one's
	// condition hold).
	live, found := s.live[:0], false
	cut := s.healthCut()
	for i := 0; i < len(s.field()); i++ {
		id := s.field()[i]
		o := &s.objs[id]
		if !cut && o.damage == 0 && s.survives(id) {
			continue
		}
		if !s.isCharacter(id) {
			continue
		}
		if !found {
			live, found = s.liveStatics(live[:0]), true
		}
		st := s.figure(id, live)
		if st.character && (st.health-int(o.damage) <= 0 || (o.lethalHit && o.damage > 0)) {
			why := int32(whyDamage)
			if st.health-int(o.damage) > 0 {
				why = whyLethal
			}
			s.destroyFor(id, why) // leaves the field: the next card takes its place
			destroyed = true
			i--
			live, found = live[:0], false
			cut = s.healthCut()
		}
	}
	s.live = live
	if destroyed {
		return true
	}
	// Each player's Unique cards in play, in the order they are there.
	var bufs [2][16]ObjID
	uniques := [2][]ObjID{bufs[0][:0], bufs[1][:0]}
	for _, id := range s.field() {
		if s.def(id).Unique {
			p := s.ctrl(id)
			uniques[p] = append(uniques[p], id)
		}
	}
	for _, p := range [2]int{s.active, opponent(s.active)} {
		if group := s.uniqueClash(uniques[p]); group != nil {
			s.dec = decision{kind: decUnique, player: int8(p), group: group}
			return true
		}
	}
	return false
}

// uniqueClash finds Unique cards among a player's, mine, that share a
// Basic Name (6.2.2): the first that has a later namesake, and those
// namesakes.
func (s *State) uniqueClash(mine []ObjID) []ObjID {
	for i, a := range mine {
		var group []ObjID
		for _, b := range mine[i+1:] {
			if s.def(b).basic == s.def(a).basic {
				if group == nil {
					group = []ObjID{a}
				}
				group = append(group, b)
			}
		}
		if group != nil {
			return group
		}
	}
	return nil
}

// healthCut reports whether a static ability of a card in play could lower
// a character's Health, its condition and text aside.
func (s *State) healthCut() bool {
	for _, src := range s.statics {
		if s.t.Objs[src].Zone != zPlay {
			continue
		}
		for k := range s.def(src).Statics {
			if m := s.def(src).Statics[k].Modify; m != nil && m.Health < 0 {
				return true
			}
		}
	}
	return false
}

// survives reports whether card id in play, undamaged, keeps Health above 0
// whatever the statics that add to it: its printed Health and counters are
// above 0 and no modifier changes it. Its figures need not be worked out.
func (s *State) survives(id ObjID) bool {
	for i := range s.mods {
		if s.mods[i].Obj == id {
			return false
		}
	}
	d := s.def(id)
	if !d.character {
		return true // not a character, and nothing makes it one
	}
	h := 0
	if d.Health != nil {
		h = *d.Health
	}
	return h+int(s.objs[id].counterH) > 0
}
