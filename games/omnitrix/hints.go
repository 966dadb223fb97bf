package omnitrix

import "omnideck/engine"

// Hint judges a support choice from what player p can see, for the
// heuristic agent. A battle won is worth 1; spending a support costs a
// little of its value, so supports are kept for close fights and the
// smallest card that turns a fight is preferred; and a support that is
// needed against a villain no alien can beat alone costs more.
func (s *State) Hint(p int, a engine.Action) float64 {
	add := 0
	if a != noSupport {
		add = s.powerOf(uint8(a - 1))
	}
	var win float64
	if s.rules.blind {
		win = s.blindWinChance(p, add)
	} else {
		win = s.revealedWinChance(p, add)
	}
	cost := 0.0
	if add > 0 {
		cost = 0.02 + 0.04*float64(add) + s.reserveCost(p, add)
	}
	return win - cost
}

// reserveCost is what spending a support worth add gives up when a villain
// still in the bank beats every alien left in play unaided: only a support
// beats it, and a player who spends the last one that could cannot stop it
// taking aliens until the players are caught short. Both strengths are
// public: the bank's cards and the aliens still in play are known, only
// their order is not.
func (s *State) reserveCost(p, add int) float64 {
	top := 0
	for _, id := range s.bank.cards() {
		top = max(top, s.powerOf(id))
	}
	best := 0
	for q := range s.n {
		for _, id := range s.stack[q].cards() {
			best = max(best, s.powerOf(id))
		}
		for _, id := range s.shown[q].cards() {
			best = max(best, s.powerOf(id))
		}
	}
	for _, id := range s.asideAliens.cards() {
		best = max(best, s.powerOf(id))
	}
	need := top - best
	if need <= 0 || add < need {
		return 0
	}
	keys := 0
	for _, id := range s.hand[p].cards() {
		if s.powerOf(id) >= need {
			keys++
		}
	}
	if keys <= 1 {
		return 0.5
	}
	return 0.15
}

// revealedWinChance estimates p's chance to take the villain with add on top
// of the alien p shows, knowing every alien on the table.
func (s *State) revealedWinChance(p int, add int) float64 {
	mine := s.power[p] + add
	if mine < s.powerOf(uint8(s.villain)) {
		return 0
	}
	rival, rivalBoost := 0, 0
	top := s.unseenSupportTop(p)
	for q := range s.fighters.All() {
		if q == p {
			continue
		}
		rival = max(rival, s.power[q])
		if s.hand[q].n > 0 {
			rivalBoost = top
		}
	}
	switch {
	case mine > rival+rivalBoost:
		return 1
	case mine > rival:
		return 0.6
	case mine == rival:
		return 0.3
	case mine+rivalBoost > rival:
		return 0.1
	}
	return 0
}

// blindWinChance estimates p's chance to beat the villain and one typical
// rival when nobody's alien is known yet, from the aliens that may be in the
// stacks (p cannot tell the stacks from the set-aside cards).
func (s *State) blindWinChance(p int, add int) float64 {
	var pool [2 * maxOfKind]int
	n := 0
	collect := func(pl *pile) {
		for _, id := range pl.cards() {
			pool[n] = s.powerOf(id)
			n++
		}
	}
	for q := range s.n {
		collect(&s.stack[q])
	}
	collect(&s.asideAliens)
	if n == 0 {
		return 0
	}
	v := s.powerOf(uint8(s.villain))
	rivals := s.fighters.Len() - 1
	// The sum of beat^rivals is kept in integers so that the result does
	// not depend on the hidden order of the pool (a float sum would, in
	// its last bits, and hints must be equal on every determinization).
	total, den := 0, n
	for range rivals {
		den *= n
	}
	for _, x := range pool[:n] {
		if x+add < v {
			continue
		}
		beat := 0
		for _, y := range pool[:n] {
			if x+add > y {
				beat++
			}
		}
		chance := 1
		for range rivals {
			chance *= beat
		}
		total += chance
	}
	return float64(total) / float64(den)
}

// unseenSupportTop is the strongest support card p cannot see, which a rival
// might hold.
func (s *State) unseenSupportTop(p int) int {
	top := 0
	for q := range s.n {
		if q == p {
			continue
		}
		for _, id := range s.hand[q].cards() {
			top = max(top, s.powerOf(id))
		}
	}
	for _, id := range s.asideSupports.cards() {
		top = max(top, s.powerOf(id))
	}
	return top
}
