package tftcg

import "omnideck/kit"

// hintMemo keeps what the hints work out about the game as it stands
// (characters' stats, players' positions) from one option's hint to the
// next: the game does not change while its options are judged. Apply
// forgets it, and a hint that tries a change sets it aside meanwhile.
type hintMemo struct {
	// stats are characters' stats (allStats); on while a hint is worked
	// out, and only then is the memo read.
	stats kit.Memo[[numStats]int]
	// position is each player's position (hints.go), where positioned.
	position   [2]float64
	positioned [2]bool
	// fielded says stats holds every character on the battlefield.
	fielded bool
}

// charStats is a character's number stats, as the hints keep them.
type charStats = kit.Kept[[numStats]int]

// forget forgets what the hints worked out: the game has changed.
func (m *hintMemo) forget() {
	m.stats.Forget()
	m.positioned, m.fielded = [2]bool{}, false
}

// aside sets what is kept aside, for a hint that tries a change on the
// game, and returns it to put back once the change is undone (kit.Memo's
// Aside); room is how many characters the trial may work out.
func (m *hintMemo) aside(room int) hintMemo {
	kept := *m
	kept.stats = m.stats.Aside(room)
	m.positioned, m.fielded = [2]bool{}, false
	return kept
}

// allStats is every number stat of character id of its face-up mode,
// with every boost and static ability in force, as stat gives each, in
// one walk of the static abilities: the hints read them often.
func (s *State) allStats(id kit.ObjID) [numStats]int {
	if !s.memo.stats.On() {
		return s.workStats(id)
	}
	if st, ok := s.memo.stats.Recall(id); ok {
		return st
	}
	if !s.memo.fielded {
		// The first character asked for: work out the battlefield's at once.
		s.memo.fielded = true
		s.fieldStats()
		if st, ok := s.memo.stats.Recall(id); ok {
			return st
		}
	}
	st := s.workStats(id)
	s.memo.stats.Keep(id, st)
	return st
}

// fieldStats keeps the stats of every character on the battlefield, as
// workStats gives each, in one walk of the static abilities.
func (s *State) fieldStats() {
	mark := s.memo.stats.Len()
	for p := range 2 {
		for _, id := range s.team[p] {
			if s.onField(id) {
				s.memo.stats.Keep(id, s.printedStats(id))
			}
		}
	}
	s.boost(s.memo.stats.Since(mark))
}

// position judges player p's characters as they stand (workPosition),
// kept while the game does not change.
func (s *State) position(p int) float64 {
	on := s.memo.stats.On()
	if on && s.memo.positioned[p] {
		return s.memo.position[p]
	}
	v := s.workPosition(p)
	if on {
		s.memo.position[p], s.memo.positioned[p] = v, true
	}
	return v
}
