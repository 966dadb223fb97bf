package superbenji

// statsMemo keeps the characteristics the hints work out (statsOf) from one
// option's hint to the next: the game does not change while its options
// are judged. Apply forgets them.
type statsMemo struct {
	// on says a hint is being worked out: only then is the memo read.
	on    bool
	known []statsOfObj
}

// statsOfObj is an object's characteristics, kept until the game changes.
type statsOfObj struct {
	id ObjID
	st stats
}

// memoStats makes statsOf keep what it works out until endMemo.
func (s *State) memoStats() { s.memo.on = true }

func (s *State) endMemo() { s.memo.on = false }

// forgetMemo forgets what the hints worked out: the game changes.
func (s *State) forgetMemo() { s.memo.known = s.memo.known[:0] }

// recall is object id's characteristics as kept, if they are.
func (m *statsMemo) recall(id ObjID) (stats, bool) {
	for i := range m.known {
		if m.known[i].id == id {
			return m.known[i].st, true
		}
	}
	return stats{}, false
}
