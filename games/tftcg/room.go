package tftcg

import (
	"fmt"
	"slices"

	"omnideck/kit"
)

// A character's Upgrades need not say which slot each is in, as long as
// the character can hold them all (Wave-1.xml#53). When it can no longer
// hold them, its player chooses which one goes:
//   - an Upgrade put on a character whose slot for it is full replaces
//     one of the Upgrades that could be in that slot: Megatron, Living
//     Weapon, with two Weapons and a Utility, given an Armor, loses the
//     Weapon his player chooses (Wave-1.xml#53); a character with two
//     Armor slots given a third Armor loses the one chosen;
//   - a character that loses an extra slot keeps the Upgrades its player
//     chooses, the others scrapped (Wave-4.xml#52, Wave-4.xml#53).
//
// The choice is one question (askRoom) asked as soon as the effect that
// made it has done its step, one Upgrade at a time. Where only copies of
// one card could go, the engine does not ask: the copy in the slot makes
// room for a new Upgrade (ousted), the newest goes when a slot is lost (so
// that an Upgrade the character had before the slot stays:
// Rules_Roundup-2019-11-08.xml#9-19).
// Copies that fit in one slot together (Cargo Trailer) keep the rules of
// ousted, unasked.

// askRoom asks the player whose character holds more Upgrades than it has
// room for which one is scrapped.
const askRoom kit.Ask = 35

// roomWait is a character that may hold more Upgrades than it has room
// for, and the Upgrade just put on it (NoObj when it lost a slot), which
// stays.
type roomWait struct {
	on, fresh kit.ObjID
}

// roomChosen reports whether putting Upgrade id on character on is a
// choice of its player's (several different Upgrades could make room):
// then id takes its slot and the choice waits for askRoom.
func (s *State) roomChosen(id, on kit.ObjID) bool {
	if s.rules.basic || s.more.flags&(flagSlots|flagWeaponSlots) == 0 {
		return false
	}
	kind := s.slotFor(id, on)
	var buf [8]kit.ObjID
	if !s.different(s.roomCandidates(on, id, kind, buf[:0])) {
		return false
	}
	if !s.waitRoom(on, id) {
		return false
	}
	s.obj(id).Counters[cSlot] = 0
	if kind != int(s.card(id).kind) {
		s.obj(id).Counters[cSlot] = int16(kind + 1)
	}
	return true
}

// lostSlotChosen reports whether character id, which holds more Upgrades
// than its slots have room for, has a choice of which go: then it waits
// for askRoom.
func (s *State) lostSlotChosen(id kit.ObjID) bool {
	if s.more.flags&(flagSlots|flagWeaponSlots) == 0 {
		return false
	}
	var buf [8]kit.ObjID
	return s.different(s.roomCandidates(id, kit.NoObj, -1, buf[:0])) && s.waitRoom(id, kit.NoObj)
}

// waitRoom has character on wait for its player's choice of the Upgrade
// it scraps, and reports whether it does: it may already, and a fourth
// character at once (never seen in play) gets the choice made unasked.
func (s *State) waitRoom(on, fresh kit.ObjID) bool {
	for _, w := range s.more.room[:s.more.nRoom] {
		if w.on == on {
			return w.fresh == fresh
		}
	}
	if int(s.more.nRoom) == len(s.more.room) {
		return false
	}
	s.more.room[s.more.nRoom] = roomWait{on: on, fresh: fresh}
	s.more.nRoom++
	return true
}

// different reports whether Upgrades ups are of two cards or more: a
// choice among copies of one card is no choice.
func (s *State) different(ups []kit.ObjID) bool {
	if len(ups) < 2 {
		return false
	}
	for _, u := range ups[1:] {
		if s.obj(u).Card != s.obj(ups[0]).Card {
			return true
		}
	}
	return false
}

// settleRoom moves on the first character waiting for askRoom: done when
// it holds all its Upgrades, one scrapped unasked when only copies of one
// card could go, or the question asked.
func (s *State) settleRoom() {
	w := s.more.room[0]
	var buf [8]kit.ObjID
	cands := []kit.ObjID(nil)
	if s.onField(w.on) {
		cands = s.roomCandidates(w.on, w.fresh, s.roomKind(w), buf[:0])
	}
	switch {
	case len(cands) == 0:
		copy(s.more.room[:], s.more.room[1:s.more.nRoom])
		s.more.nRoom--
	case !s.different(cands):
		u := cands[0] // the oldest makes room for a new Upgrade
		if w.fresh == kit.NoObj {
			u = cands[len(cands)-1] // the newest goes when a slot is lost
		}
		s.scrapForRoom(w, u)
	default:
		s.ask, s.asker, s.optsOK = askRoom, int(s.obj(w.on).Owner), false
	}
}

// scrapForRoom scraps Upgrade u of the character w waits for, and sets
// the slots of the Upgrades it keeps.
func (s *State) scrapForRoom(w roomWait, u kit.ObjID) {
	s.scrap(u)
	s.placeInSlots(w.on, w.fresh)
}

// roomCandidates appends to buf the Upgrades on character on that may be
// scrapped to make room: with Upgrade fresh just put in slot kind, those
// that could be in that slot and without which the others fit around it;
// with no fresh Upgrade (kind -1), those without which the others fit.
// None when all fit already, or when copies that fit in one slot together
// are there (ousted and trimSlots deal with them).
func (s *State) roomCandidates(on, fresh kit.ObjID, kind int, buf []kit.ObjID) []kit.ObjID {
	h := s.held(on, fresh, kind)
	if h.copies || h.fits(-1) {
		return buf
	}
	for i := range h.n {
		if (kind < 0 || h.may[i]&(1<<kind) != 0) && h.fits(i) {
			buf = append(buf, h.ups[i])
		}
	}
	return buf
}

// slotHolding is the Upgrades on a character, but for one just put on,
// with the slots each may be in, and the room left in its slots.
type slotHolding struct {
	ups [8]kit.ObjID
	// may are the slots each may be in, one bit a slot (slotsMay); own
	// its kind's.
	may  [8]uint8
	own  [8]int
	n    int
	room [numKinds]int
	// copies is set when copies that fit in one slot together (Cargo
	// Trailer) are among them, or are the one just put on.
	copies bool
}

// held is what character on holds beside Upgrade fresh (NoObj for none),
// which takes slot kind (-1: none).
func (s *State) held(on, fresh kit.ObjID, kind int) slotHolding {
	var h slotHolding
	for k := range numKinds {
		h.room[k] = s.slotRoom(on, k)
	}
	if fresh != kit.NoObj && kind >= 0 {
		h.room[kind]--
		h.copies = s.fit(fresh) > 1
	}
	for _, u := range s.t.Zones[zone(int(s.obj(on).Owner), zUpgrade)].Cards {
		if u == fresh || s.on(u) != on || h.n == len(h.ups) {
			continue
		}
		h.copies = h.copies || s.fit(u) > 1
		h.ups[h.n], h.may[h.n], h.own[h.n] = u, s.slotsMay(u, on), int(s.card(u).kind)
		h.n++
	}
	return h
}

// fits reports whether the Upgrades held but the one at index out (-1:
// all) fit in the room of the slots.
func (h *slotHolding) fits(out int) bool {
	var may [8]uint8
	var own, at [8]int
	n := 0
	for i := range h.n {
		if i != out {
			may[n], own[n] = h.may[i], h.own[i]
			n++
		}
	}
	return place(may[:n], own[:n], h.room, at[:n])
}

// slotsMay are the slots Upgrade u may be in on character on, one bit a
// slot: its kind's, the others it may take (otherSlots), and the one it
// is in (a Weapon stays in Megatron's Armor slot when he flips).
func (s *State) slotsMay(u, on kit.ObjID) uint8 {
	m := uint8(1)<<s.card(u).kind | uint8(1)<<s.slotOf(u)
	var others [numKinds]int
	for _, k := range s.otherSlots(u, on, others[:0]) {
		m |= 1 << k
	}
	return m
}

// placeInSlots sets the slot each Upgrade on character on is in once one
// made room: Upgrade fresh keeps its own, each other its kind's if it
// may, else one it may be in.
func (s *State) placeInSlots(on, fresh kit.ObjID) {
	h := s.held(on, fresh, s.roomKind(roomWait{on: on, fresh: fresh}))
	var at [8]int
	if h.copies || !place(h.may[:h.n], h.own[:h.n], h.room, at[:h.n]) {
		return
	}
	for i, u := range h.ups[:h.n] {
		s.obj(u).Counters[cSlot] = 0
		if at[i] != h.own[i] {
			s.obj(u).Counters[cSlot] = int16(at[i] + 1)
		}
	}
}

// place reports whether Upgrades that may be in the slots of masks (one
// bit a slot) fit in slots holding room of each, setting in at the slot
// each is in: its own kind's (own) where it can, else another it may be
// in.
func place(masks []uint8, own []int, room [numKinds]int, at []int) bool {
	if len(masks) == 0 {
		return true
	}
	for i := range numKinds {
		k := (own[0] + i) % numKinds
		if masks[0]&(1<<k) != 0 && room[k] > 0 {
			room[k]--
			if place(masks[1:], own[1:], room, at[1:]) {
				at[0] = k
				return true
			}
			room[k]++
		}
	}
	return false
}

// roomOptions lists the Upgrades the character asked about may scrap,
// one copy of each card: the oldest for a new Upgrade, the newest when a
// slot is lost, as when only copies could go (settleRoom).
func (s *State) roomOptions() {
	for _, u := range s.roomChoices() {
		s.opts = append(s.opts, kit.Option{Verb: vPick, A: s.handle(u)})
	}
}

// roomChoices are the Upgrades askRoom offers, one copy of each card.
func (s *State) roomChoices() []kit.ObjID {
	w := s.more.room[0]
	var buf [8]kit.ObjID
	return s.oneOfEach(s.roomCandidates(w.on, w.fresh, s.roomKind(w), buf[:0]), w.fresh == kit.NoObj)
}

// roomChoicesFor are the Upgrades of which player would choose the one
// Upgrade u put on character on replaces, one copy of each card; none
// when there would be no question.
func (s *State) roomChoicesFor(u, on kit.ObjID) []kit.ObjID {
	if s.rules.basic || s.more.flags&(flagSlots|flagWeaponSlots) == 0 {
		return nil
	}
	var buf [8]kit.ObjID
	if c := s.roomCandidates(on, u, s.slotFor(u, on), buf[:0]); s.different(c) {
		return s.oneOfEach(c, false)
	}
	return nil
}

// oneOfEach keeps one copy of each card of ups: the first, or the last
// when newest.
func (s *State) oneOfEach(ups []kit.ObjID, newest bool) []kit.ObjID {
	out := make([]kit.ObjID, 0, len(ups))
	for _, u := range ups {
		i := slices.IndexFunc(out, func(x kit.ObjID) bool { return s.obj(x).Card == s.obj(u).Card })
		switch {
		case i < 0:
			out = append(out, u)
		case newest:
			out[i] = u
		}
	}
	return out
}

// roomKind is the slot the fresh Upgrade character w waits for took, or
// -1.
func (s *State) roomKind(w roomWait) int {
	if w.fresh != kit.NoObj && s.on(w.fresh) == w.on {
		return s.slotOf(w.fresh)
	}
	return -1
}

// answerRoom scraps the Upgrade option o chooses.
func (s *State) answerRoom(o kit.Option) {
	s.ask, s.optsOK = 0, false
	if u := s.byHandle(o.A); u != kit.NoObj {
		s.scrapForRoom(s.more.room[0], u)
	}
}

// roomQuestion is askRoom for people.
func (s *State) roomQuestion() string {
	w := s.more.room[0]
	name := s.card(w.on).FullName()
	if k := s.roomKind(w); k >= 0 {
		return fmt.Sprintf("%s on %s takes its %s slot: choose the Upgrade it replaces.", s.card(w.fresh).FullName(), name, capital(upgradeKinds[k]))
	}
	return fmt.Sprintf("%s has lost a slot and holds more Upgrades than it has room for: choose one to scrap.", name)
}

// roomLabel is an answer to askRoom for people: the Upgrade scrapped,
// and when the choice is between two, the one the character keeps.
func (s *State) roomLabel(o kit.Option) string {
	u := s.byHandle(o.A)
	if c := s.roomChoices(); len(c) == 2 {
		kept := c[0]
		if kept == u {
			kept = c[1]
		}
		return fmt.Sprintf("Scrap %s; keep %s", s.cardText(u), s.card(kept).FullName())
	}
	return "Scrap " + s.cardText(u)
}

// roomHint values an answer to askRoom for player p, for the heuristic
// agent: the Upgrade worth least goes.
func (s *State) roomHint(p int, o kit.Option) float64 {
	u := s.byHandle(o.A)
	if u == kit.NoObj {
		return 0
	}
	return s.signed(p, u, -s.upgradeWorth(u))
}
