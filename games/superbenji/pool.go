package superbenji

import (
	"slices"

	"omnideck/engine"
)

// addActions adds actions to p's pool (5.1). src is the card they count as
// generated from for "actions generated from this card", or -1; from is the
// card that generated them, for the log.
func (s *State) addActions(p int, syms Symbols, src, from ObjID) {
	if len(syms) == 0 {
		return
	}
	var n actionCounts
	for k, sym := range syms {
		s.players[p].pool = append(s.players[p].pool, pooled{sym: sym, src: src})
		n[sym]++
		if n[sym] == maxLogged || k == len(syms)-1 {
			s.log.Add(engine.Event{Kind: evActions, Player: int8(p), A: s.cardRef(from), B: n.pack()})
			n = actionCounts{}
		}
	}
}

// actionCounts counts actions by type, for the log: an actions event
// packs them in its number, 5 bits a type (pack, unpackCounts).
type actionCounts [numSymbols]int32

// maxLogged is the most actions of one type one event can count.
const maxLogged = 1<<5 - 1

func (n actionCounts) pack() int32 {
	var b int32
	for t, c := range n {
		b |= c << (5 * t)
	}
	return b
}

func unpackCounts(b int32) actionCounts {
	var n actionCounts
	for t := range n {
		n[t] = b >> (5 * t) & maxLogged
	}
	return n
}

// total is how many actions n counts.
func (n actionCounts) total() int32 {
	t := int32(0)
	for _, c := range n {
		t += c
	}
	return t
}

// pack is the action as a job keeps it (kit.Job.Vals); unpackPooled
// reads it back.
func (a pooled) pack() int32 { return int32(a.src+1)<<3 | int32(a.sym) }

func unpackPooled(v int32) pooled { return pooled{sym: Symbol(v & 7), src: ObjID(v>>3) - 1} }

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
	var have [numSymbols]int
	for _, a := range pool {
		have[a.sym]++
	}
	return s.canPayHave(have, need)
}

// canPayHave reports whether actions of the counted types can pay need.
func (s *State) canPayHave(have [numSymbols]int, need Symbols) bool {
	var want [numSymbols]int
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

// payOrder puts a cost's symbols in paying order, in place: the specific
// types first, then Wild, so that paying one at a time never spends a
// Wild action a later symbol needs.
func payOrder(cost Symbols) Symbols {
	n := 0
	for _, sym := range cost {
		if sym != Wild {
			cost[n] = sym
			n++
		}
	}
	for i := n; i < len(cost); i++ {
		cost[i] = Wild
	}
	return cost
}

// kindOf is what tells one action in a pool from another when paying
// (5.3.1): its type, and the card that generated it only when that card
// counts the actions it generated (actions_left_from_this_card). Other
// actions of one type are the same to pay with, so no question is asked.
func (s *State) kindOf(a pooled) pooled {
	if a.src >= 0 && !s.def(a.src).countsOwn {
		a.src = -1
	}
	return a
}

// distinctPool lists the distinct actions in p's pool.
func (s *State) distinctPool(p int) []pooled {
	var out []pooled
	for _, a := range s.players[p].pool {
		if k := s.kindOf(a); !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// spend removes one action of a's kind from p's pool.
func (s *State) spend(p int, a pooled) {
	pool := s.players[p].pool
	for i, b := range pool {
		if s.kindOf(b) == a {
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
