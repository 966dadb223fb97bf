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
	// The statics in force, found once, and again after a card leaves
	// play (it may have been one, or made one's condition hold).
	live := s.liveStatics(s.live[:0])
	for i := 0; i < len(s.field()); i++ {
		id := s.field()[i]
		o := &s.objs[id]
		if !s.isCharacter(id) {
			continue
		}
		st := s.figure(id, live)
		if st.character && (st.health-int(o.damage) <= 0 || (o.lethalHit && o.damage > 0)) {
			s.destroy(id) // leaves the field: the next card takes its place
			destroyed = true
			i--
			live = s.liveStatics(live[:0])
		}
	}
	s.live = live
	if destroyed {
		return true
	}
	var uniques [2]int
	for _, id := range s.field() {
		if s.def(id).Unique {
			uniques[s.ctrl(id)]++
		}
	}
	for _, p := range [2]int{s.active, opponent(s.active)} {
		if uniques[p] < 2 {
			continue
		}
		if group := s.uniqueClash(p); group != nil {
			s.dec = decision{kind: decUnique, player: int8(p), group: group}
			return true
		}
	}
	return false
}

// uniqueClash finds Unique cards of p that share a Basic Name (6.2.2):
// the first in play that has a later namesake, and those namesakes.
func (s *State) uniqueClash(p int) []ObjID {
	var buf [16]ObjID
	mine := buf[:0]
	for _, id := range s.field() {
		if s.def(id).Unique && s.ctrl(id) == p {
			mine = append(mine, id)
		}
	}
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
