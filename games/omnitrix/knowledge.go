package omnitrix

import (
	"math/bits"
	"slices"

	"omnideck/engine"
)

// What the players know of the face-down cards, and the worlds sampled
// from it (Determinize).
//
// Every event that moves a face-down alien or villain is public: aliens are
// shown face up, go back under their owner's stack in the order shown, and
// are passed face down with nobody peeping (section 4.6); a villain that
// wins goes back under the bank. So all players, and the spectator, know
// the same of those cards, and one record serves them all. What differs
// from player to player is only the support cards: each player sees their
// own hand and their own hidden choice.
//
// The record follows the slots of the face-down piles, not only the cards:
//
//   - Each slot of an alien stack is either known (the card in it is known
//     to everyone: an alien shown and put back) or unknown with a label
//     saying where the unknown cards in such slots came from: labDeal for
//     slots filled by the deal, labStack(q) for slots that were in stack q
//     when it was last shuffled. A slot keeps its label when it moves: up
//     the stack as cards are drawn, and under the next stack when it is
//     passed. The set-aside aliens never move; their slots are all labDeal.
//   - For each label, the set of aliens that may be in its unknown slots
//     (can, a bit per alien by its index among the aliens). A card in a
//     known slot is where the slot says.
//   - The bank is its top bankUnseen cards, in an order nobody knows, over
//     the villains that went back under it, whose order everyone knows.
//
// A shuffle of stack q relabels all its slots labStack(q); an alien that
// was known to be in stack q, or may have been in one of its unknown slots,
// may now be in any of them. After the shuffle each stack's top slot is
// passed, so an alien known to be in stack q may afterwards be in stack q
// or in the one slot stack q+1 received, and nowhere else; with reshuffle
// off nothing is relabelled and known aliens keep known places.
//
// Labels are the bits of a uint8 mask: labDeal is bit 0 and labStack(q)
// bit 1+q.
const (
	labDeal   uint8 = 0
	labKnown  uint8 = 0xff
	numLabels       = 1 + maxPlayers
)

func labStack(q int) uint8 { return uint8(1 + q) }

// slotRecord is the record of the stacks' slots, kept small because it is
// copied with every state. Slots are numbered in the order they joined
// their stack (modulo 64, which no stack outgrows), so that drawing the top
// card moves nothing: the top slot of stack q is number top[q], and the
// slot i places below it number top[q]+i. A slot is known when its bit is
// set in known[q]. Unknown slots carry the label uni[q], except at most one
// slot that came from another stack since the last shuffle: number recv[q],
// labelled other[q]-1 (0: there is none). The rules make no more: a shuffle
// relabels a whole stack, and the one slot it then receives comes from a
// stack that was shuffled too; without shuffles every unknown slot is a
// slot of the deal. The record is read only for the slots in the stack, so
// what it says of a slot that left stays until the number comes round
// again, when putUnder writes it anew.
type slotRecord struct {
	known [maxPlayers]uint64
	top   [maxPlayers]uint8
	uni   [maxPlayers]uint8
	recv  [maxPlayers]uint8
	other [maxPlayers]uint8
}

// label is the label of the slot i places below the top of stack q, or
// labKnown.
func (s *State) label(q, i int) uint8 {
	r := &s.slots
	at := (r.top[q] + uint8(i)) % maxOfKind
	switch {
	case r.known[q]>>at&1 != 0:
		return labKnown
	case at == r.recv[q] && r.other[q] != 0:
		return r.other[q] - 1
	}
	return r.uni[q]
}

// draw takes the top card of seat q's stack. Its slot leaves the record as
// it is: the record is only ever read for the slots in the stack.
func (s *State) draw(q int) uint8 {
	s.slots.top[q]++
	return s.stack[q].pop()
}

// putUnder puts card id under seat q's stack in a slot labelled lab.
func (s *State) putUnder(q int, id, lab uint8) {
	r := &s.slots
	n := s.stack[q].n
	at := (r.top[q] + n) % maxOfKind
	if at == r.recv[q] {
		r.other[q] = 0 // the slot numbered so left the stack long ago
	}
	switch {
	case lab == labKnown:
		r.known[q] |= 1 << at
	case lab == r.uni[q]:
		r.known[q] &^= 1 << at
	case r.other[q] == 0 || (r.recv[q]-r.top[q])%maxOfKind >= n:
		r.known[q] &^= 1 << at
		r.recv[q], r.other[q] = at, lab+1
	default:
		// A second slot from elsewhere, which the rules never make: the
		// record stays true if its aliens may be in any unknown slot
		// labelled uni[q].
		r.known[q] &^= 1 << at
		s.can[r.uni[q]] |= s.can[lab]
	}
	s.stack[q].push(id)
}

// forgetOrder records that every stack is about to be shuffled: each slot
// of stack q is relabelled labStack(q), and the aliens that may be in those
// slots are the aliens known to be in stack q and those that may have been
// in any of its unknown slots. The aliens that may be set aside stay so.
func (s *State) forgetOrder() {
	r := &s.slots
	var may, known [maxPlayers]uint64
	var anyKnown uint64
	for q := range s.n {
		st := &s.stack[q]
		n := st.n
		top := r.top[q] % maxOfKind
		unknown := n
		if kn := r.known[q]; kn != 0 {
			kn &= bits.RotateLeft64(1<<n-1, int(top)) // the slots in the stack
			unknown -= uint8(bits.OnesCount64(kn))
			for ; kn != 0; kn &= kn - 1 {
				i := (uint8(bits.TrailingZeros64(kn)) - top) % maxOfKind
				known[q] |= 1 << s.cards.index[st.c[i]]
			}
			anyKnown |= known[q]
		}
		if r.other[q] != 0 && (r.recv[q]-top)%maxOfKind < n {
			may[q] = s.can[r.other[q]-1]
			unknown--
		}
		if unknown > 0 {
			may[q] |= s.can[r.uni[q]]
		}
	}
	if s.asideAliens.n > 0 {
		s.can[labDeal] &^= anyKnown
	} else {
		s.can[labDeal] = 0
	}
	for q := range s.n {
		s.can[labStack(q)] = may[q]&^anyKnown | known[q]
		r.known[q], r.uni[q], r.other[q] = 0, labStack(q), 0
	}
}

// labelsOf is the set of labels of the unknown slots alien id may be in.
func (s *State) labelsOf(id uint8) uint8 {
	i := s.cards.index[id]
	var m uint8
	for l := range numLabels {
		m |= uint8(s.can[l]>>i&1) << l
	}
	return m
}

// Determinize returns a world player p cannot tell from this one, with all
// that p cannot see re-sampled consistently with what p has seen: the bank's
// unseen top, the aliens in unknown slots (each only where it may be), the
// other players' support cards and the set-aside ones, and the other
// players' hidden choices. Each re-sampled group is first sorted, then
// shuffled with rng, so the world depends only on what p may see and on
// rng. Its own seed and random generator come from rng; it keeps no log.
func (s *State) Determinize(p int, rng *engine.RNG) engine.State {
	c := new(State)
	*c = *s
	c.log = engine.NewLog(true)
	c.rng = engine.NewRNG(rng.Uint64())
	c.cfg.Seed = rng.Uint64()
	c.cfg.NoLog = true
	c.cfg.Deal = nil // the world was not dealt from it

	unseen := c.bank.c[:min(c.bankUnseen, c.bank.n)]
	slices.Sort(unseen)
	engine.Shuffle(rng, unseen)

	c.dealUnseenAliens(rng)
	c.dealUnseenSupports(p, rng)

	for q := range c.chosen.All() {
		if q == p {
			continue
		}
		c.choice[q] = none
		if k := rng.IntN(int(c.hand[q].n) + 1); k > 0 {
			c.choice[q] = int(c.hand[q].c[k-1])
		}
	}
	return c
}

// dealUnseenAliens re-deals the aliens of the unknown stack slots and the
// set-aside ones, each into a slot whose label it may be in.
func (c *State) dealUnseenAliens(rng *engine.RNG) {
	var pool [maxOfKind]uint8
	var room [numLabels]int // unknown slots by label
	k := 0
	for q := range c.n {
		st := &c.stack[q]
		for i := range int(st.n) {
			if l := c.label(q, i); l != labKnown {
				pool[k] = st.c[i]
				k++
				room[l]++
			}
		}
	}
	k += copy(pool[k:], c.asideAliens.cards())
	room[labDeal] += int(c.asideAliens.n)
	cards := pool[:k]
	slices.Sort(cards)
	engine.Shuffle(rng, cards)

	// When every card may be in the same slots, any order fits; otherwise
	// each card is given a label it may be in, and the slots of each label
	// take that label's cards in their shuffled order.
	all, some := uint8(0xff), uint8(0)
	for _, id := range cards {
		m := c.labelsOf(id)
		all &= m
		some |= m
	}
	if all != some {
		c.orderByLabel(cards, room, rng)
	}
	j := 0
	for q := range c.n {
		st := &c.stack[q]
		for i := range int(st.n) {
			if c.label(q, i) != labKnown {
				st.c[i] = cards[j]
				j++
			}
		}
	}
	copy(c.asideAliens.c[:c.asideAliens.n], cards[j:])
}

// orderByLabel gives each card of cards a label it may be in, so that each
// label gets as many cards as it has unknown slots, and reorders cards so
// that filling the unknown slots in order (stacks by seat, top first, then
// the set-aside aliens) puts each card in a slot of its label. Cards go to
// labels at random in proportion to the room left; when a card's labels are
// full, cards already placed move along a chain of labels to make room
// (an augmenting path), which always exists because the real deal is one
// such placement.
func (c *State) orderByLabel(cards []uint8, room [numLabels]int, rng *engine.RNG) {
	var lab [maxOfKind]uint8
	free := room
	may := func(j int) uint8 { return c.labelsOf(cards[j]) }
	for j := range cards {
		m := may(j)
		total := 0
		for l := range uint8(numLabels) {
			if m>>l&1 != 0 {
				total += free[l]
			}
		}
		if total > 0 {
			r := rng.IntN(total)
			for l := range uint8(numLabels) {
				if m>>l&1 == 0 {
					continue
				}
				if r < free[l] {
					lab[j] = l
					free[l]--
					break
				}
				r -= free[l]
			}
			continue
		}
		lab[j] = c.makeRoom(lab[:j], m, &free, may)
	}

	// The slots of each label, in fill order, take its cards in order.
	var start [numLabels]int
	for l := 1; l < numLabels; l++ {
		start[l] = start[l-1] + room[l-1]
	}
	var byLabel [maxOfKind]uint8
	for j, id := range cards {
		byLabel[start[lab[j]]] = id
		start[lab[j]]++
	}
	for l := numLabels - 1; l > 0; l-- {
		start[l] = start[l-1]
	}
	start[0] = 0
	k := 0
	next := func(l uint8) {
		cards[k] = byLabel[start[l]]
		start[l]++
		k++
	}
	for q := range c.n {
		for i := range int(c.stack[q].n) {
			if l := c.label(q, i); l != labKnown {
				next(l)
			}
		}
	}
	for range c.asideAliens.n {
		next(labDeal)
	}
}

// makeRoom finds a label among want for one more card when all of them are
// full: it moves placed cards (placed[i] is card i's label) along a
// shortest chain of labels ending in one with room, and returns the label
// freed at its start.
func (c *State) makeRoom(placed []uint8, want uint8, free *[numLabels]int, may func(int) uint8) uint8 {
	const start = -1
	var parent [numLabels]int8
	var mover [numLabels]int
	var queue [numLabels]uint8
	seen, head, tail := uint8(0), 0, 0
	for l := range uint8(numLabels) {
		if want>>l&1 != 0 {
			parent[l] = start
			seen |= 1 << l
			queue[tail] = l
			tail++
		}
	}
	for head < tail {
		u := queue[head]
		head++
		for i, l := range placed {
			if l != u {
				continue
			}
			reach := may(i) &^ seen
			for v := range uint8(numLabels) {
				if reach>>v&1 == 0 {
					continue
				}
				parent[v], mover[v] = int8(u), i
				seen |= 1 << v
				if free[v] == 0 {
					queue[tail] = v
					tail++
					continue
				}
				free[v]--
				for parent[v] != start {
					placed[mover[v]] = v
					v = uint8(parent[v])
				}
				return v
			}
		}
	}
	// Unreachable while the record is sound; keep every card somewhere.
	for l := range uint8(numLabels) {
		if free[l] > 0 {
			free[l]--
			return l
		}
	}
	return labDeal
}

// dealUnseenSupports re-deals the support cards player p cannot see: the
// other players' hands, each keeping its size, and the set-aside ones.
func (c *State) dealUnseenSupports(p int, rng *engine.RNG) {
	var pool [maxOfKind]uint8
	k := 0
	for q := range c.n {
		if q != p {
			k += copy(pool[k:], c.hand[q].cards())
		}
	}
	k += copy(pool[k:], c.asideSupports.cards())
	cards := pool[:k]
	slices.Sort(cards)
	engine.Shuffle(rng, cards)
	for q := range c.n {
		if q != p {
			cards = cards[copy(c.hand[q].cards(), cards):]
		}
	}
	copy(c.asideSupports.cards(), cards)
}
