package superbenji

import "omnideck/engine"

// addActions adds actions to p's pool (5.1). src is the card they count as
// generated from for "actions generated from this card", or -1; from is the
// card that generated them, for the log.
func (s *State) addActions(p int, syms Symbols, src, from ObjID) {
	if len(syms) == 0 {
		return
	}
	for _, sym := range syms {
		s.players[p].pool = append(s.players[p].pool, pooled{sym: sym, src: src})
	}
	s.log.Add(engine.Event{Kind: evActions, Player: int8(p), A: from, B: int16(len(syms))})
}

// pays reports whether an action of type have can pay a cost symbol need
// (5.3): exactly, or with a Wild action; a Wild symbol in a cost takes any
// action unless the wild-cost option says only Wild.
func (s *State) pays(have, need Symbol) bool {
	switch {
	case have == need, have == Wild:
		return true
	case need == Wild:
		return !s.rules.wildOnlyWild
	}
	return false
}

// canPay reports whether pool can pay every symbol of need.
func (s *State) canPay(pool []pooled, need Symbols) bool {
	var have, want [numSymbols]int
	for _, a := range pool {
		have[a.sym]++
	}
	for _, sym := range need {
		want[sym]++
	}
	// Exact types first, then Wild actions for what is missing.
	spare := 0
	for t := Hero; t < Wild; t++ {
		use := min(have[t], want[t])
		have[t] -= use
		have[Wild] -= want[t] - use
		spare += have[t]
	}
	if have[Wild] < 0 {
		return false
	}
	if s.rules.wildOnlyWild {
		return have[Wild] >= want[Wild]
	}
	return spare+have[Wild] >= want[Wild]
}

// payOrder lists a cost's symbols with the specific types first, so that
// paying one at a time never spends a Wild action a later symbol needs.
func payOrder(cost Symbols) Symbols {
	out := make(Symbols, 0, len(cost))
	for _, sym := range cost {
		if sym != Wild {
			out = append(out, sym)
		}
	}
	for _, sym := range cost {
		if sym == Wild {
			out = append(out, sym)
		}
	}
	return out
}

// payChoices lists the distinct actions of p's pool that can pay need while
// leaving enough to pay rest.
func (s *State) payChoices(p int, need Symbol, rest Symbols) []pooled {
	pool := s.players[p].pool
	var out []pooled
	for i, a := range pool {
		if !s.pays(a.sym, need) || containsPooled(out, a) {
			continue
		}
		left := make([]pooled, 0, len(pool)-1)
		left = append(left, pool[:i]...)
		left = append(left, pool[i+1:]...)
		if s.canPay(left, rest) {
			out = append(out, a)
		}
	}
	return out
}

func containsPooled(list []pooled, a pooled) bool {
	for _, b := range list {
		if b == a {
			return true
		}
	}
	return false
}

// distinctPool lists the distinct actions in p's pool.
func (s *State) distinctPool(p int) []pooled {
	var out []pooled
	for _, a := range s.players[p].pool {
		if !containsPooled(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// spend removes one action like a from p's pool.
func (s *State) spend(p int, a pooled) {
	pool := s.players[p].pool
	for i, b := range pool {
		if b == a {
			s.players[p].pool = append(pool[:i], pool[i+1:]...)
			return
		}
	}
}

// maxRepeat is how many times p can pay group on top of base.
func (s *State) maxRepeat(p int, base, group Symbols) int {
	if len(group) == 0 {
		return 0
	}
	n := 0
	need := append(Symbols(nil), base...)
	for {
		need = append(need, group...)
		if !s.canPay(s.players[p].pool, need) {
			return n
		}
		n++
	}
}
