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
	for _, id := range s.inPlayOf(-1) {
		o := &s.objs[id]
		if o.zone != inPlay || !s.isCharacter(id) {
			continue
		}
		st := s.statsOf(id)
		if st.character && (st.health-int(o.damage) <= 0 || (o.lethalHit && o.damage > 0)) {
			s.destroy(id)
			destroyed = true
		}
	}
	if destroyed {
		return true
	}
	for _, p := range []int{s.active, opponent(s.active)} {
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
	for _, id := range s.field {
		if o := &s.objs[id]; int(o.ctrl) == p && o.def.Unique {
			uniques++
		}
	}
	if uniques < 2 {
		return nil
	}
	mine := s.inPlayOf(p)
	for i, a := range mine {
		da := s.objs[a].def
		if !da.Unique {
			continue
		}
		group := []ObjID{a}
		for _, b := range mine[i+1:] {
			if db := s.objs[b].def; db.Unique && db.basic == da.basic {
				group = append(group, b)
			}
		}
		if len(group) > 1 {
			return group
		}
	}
	return nil
}
