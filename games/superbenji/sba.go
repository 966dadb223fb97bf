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
		s.endGame(0, "Both players fall to 0 Health at once: the game is a draw.")
		return true
	case dead0:
		s.endGame(1<<1, "Player 1 falls to 0 Health: Player 2 wins.")
		return true
	case dead1:
		s.endGame(1<<0, "Player 2 falls to 0 Health: Player 1 wins.")
		return true
	}
	destroyed := false
	for i := 0; i < len(s.field()); i++ {
		id := s.field()[i]
		o := &s.objs[id]
		if !s.isCharacter(id) {
			continue
		}
		st := s.statsOf(id)
		if st.character && (st.health-int(o.damage) <= 0 || (o.lethalHit && o.damage > 0)) {
			s.destroy(id) // leaves the field: the next card takes its place
			destroyed = true
			i--
		}
	}
	if destroyed {
		return true
	}
	for _, p := range [2]int{s.active, opponent(s.active)} {
		if group := s.uniqueClash(p); group != nil {
			s.dec = decision{kind: decUnique, player: int8(p), group: group}
			return true
		}
	}
	return false
}

// uniqueClash finds Unique cards of p that share a Basic Name (6.2.2).
func (s *State) uniqueClash(p int) []ObjID {
	uniques := 0
	for _, id := range s.field() {
		if s.ctrl(id) == p && s.def(id).Unique {
			uniques++
		}
	}
	if uniques < 2 {
		return nil
	}
	mine := func(id ObjID) bool { return s.ctrl(id) == p && s.def(id).Unique }
	field := s.field()
	for i, a := range field {
		if !mine(a) {
			continue
		}
		var group []ObjID
		for _, b := range s.field()[i+1:] {
			if mine(b) && s.def(b).basic == s.def(a).basic {
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
