package tftcg

import "omnideck/kit"

// allStats is every number stat of character id of its face-up mode,
// with every boost and static ability in force, as stat gives each, in
// one walk of the static abilities: the hints read them often.
func (s *State) allStats(id kit.ObjID) [numStats]int {
	if !s.memo.on {
		return s.workStats(id)
	}
	if st, ok := s.memo.recall(id); ok {
		return st
	}
	if !s.memo.fielded {
		// The first character asked for: work out the battlefield's at once.
		s.memo.fielded = true
		s.fieldStats()
		if st, ok := s.memo.recall(id); ok {
			return st
		}
	}
	st := s.workStats(id)
	s.memo.stats = append(s.memo.stats, statMemo{id, st})
	return st
}

// recall is character id's stats as kept, if they are.
func (m *hintMemo) recall(id kit.ObjID) ([numStats]int, bool) {
	for i := range m.stats {
		if m.stats[i].id == id {
			return m.stats[i].stats, true
		}
	}
	return [numStats]int{}, false
}

// fieldStats keeps the stats of every character on the battlefield, as
// workStats gives each, in one walk of the static abilities.
func (s *State) fieldStats() {
	first := len(s.memo.stats)
	for p := range 2 {
		for _, id := range s.team[p] {
			if s.onField(id) {
				s.memo.stats = append(s.memo.stats, statMemo{id, s.printedStats(id)})
			}
		}
	}
	s.boost(s.memo.stats[first:])
}

// hintMemo keeps what the hints work out about the game as it stands
// (characters' stats, players' positions) from one option's hint to the
// next: the game does not change while its options are judged. Apply
// forgets it, and a hint that tries a change sets it aside meanwhile.
type hintMemo struct {
	// on says a hint is being worked out: only then is the memo read.
	on    bool
	stats []statMemo
	// position is each player's position (hints.go), where positioned.
	position   [2]float64
	positioned [2]bool
	// fielded says stats holds every character on the battlefield.
	fielded bool
}

// statMemo is a character's stats, kept until the game changes.
type statMemo struct {
	id    kit.ObjID
	stats [numStats]int
}

// memoStats makes the hints keep what they work out until endMemo.
func (s *State) memoStats() { s.memo.on = true }

func (s *State) endMemo() { s.memo.on = false }

// forgetMemo forgets what the hints worked out: the game has changed.
func (s *State) forgetMemo() {
	s.memo.stats = s.memo.stats[:0]
	s.memo.positioned, s.memo.fielded = [2]bool{}, false
}

// position judges player p's characters as they stand (workPosition),
// kept while the game does not change.
func (s *State) position(p int) float64 {
	if s.memo.on && s.memo.positioned[p] {
		return s.memo.position[p]
	}
	v := s.workPosition(p)
	if s.memo.on {
		s.memo.position[p], s.memo.positioned[p] = v, true
	}
	return v
}
