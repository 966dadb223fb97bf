package tftcg

import (
	"fmt"
	"slices"

	"omnideck/kit"
)

// The Upgrades' own rules and the verbs that move Upgrades: the room in a
// slot (makeRoom), and the verbs of defineUpgradeVerbs.

// fit is how many copies of Upgrade id fit in its slot together: 1
// unless its text says more (Ability.Fit).
func (s *State) fit(id kit.ObjID) int {
	f := 1
	for i := range s.card(id).Abilities {
		f = max(f, s.card(id).Abilities[i].Fit)
	}
	return f
}

// makeRoom scraps what is in character on's slot for Upgrade id (line
// 27: a new Upgrade replaces the one of its kind), unless there is room
// for it there (ousted), or leaves the choice to its player where several
// different Upgrades could make room (room.go).
func (s *State) makeRoom(id, on kit.ObjID) {
	if s.roomChosen(id, on) {
		return
	}
	var room [4]kit.ObjID
	kind, out := s.ousted(id, on, room[:0])
	s.obj(id).Counters[cSlot] = 0
	if kind != int(s.card(id).kind) {
		s.obj(id).Counters[cSlot] = int16(kind + 1)
	}
	for _, u := range out {
		s.scrap(u)
	}
}

// ousted appends to buf the Upgrades that putting Upgrade id on
// character on would scrap, and gives the slot id would take. A slot of
// a kind holds one Upgrade, or several of its kind where the character
// has several slots of it (slotRoom); copies of an Upgrade that fit in
// one slot together (Cargo Trailer) take one between them. With no room
// left, the oldest Upgrade there makes room: a new copy of a full set of
// copies replaces their oldest, any other Upgrade all of them
// (Wave-1.xml#77).
func (s *State) ousted(id, on kit.ObjID, buf []kit.ObjID) (int, []kit.ObjID) {
	z := zone(int(s.obj(on).Owner), zUpgrade)
	kind, name := s.slotFor(id, on), s.card(id).Name
	var there [8]kit.ObjID
	n, same := 0, 0
	for _, u := range s.t.Zones[z].Cards {
		if u != id && s.on(u) == on && s.slotOf(u) == kind && n < len(there) {
			there[n] = u
			n++
			if s.card(u).Name == name {
				same++
			}
		}
	}
	if n == 0 {
		return kind, buf
	}
	if f := s.fit(id); same > 0 && same%f != 0 {
		return kind, buf // it joins its copies
	}
	if s.units(there[:n]) < s.slotRoom(on, kind) {
		return kind, buf
	}
	oldest := there[0]
	if s.fit(oldest) == 1 || s.card(oldest).Name == name {
		return kind, append(buf, oldest)
	}
	for _, u := range there[:n] {
		if s.card(u).Name == s.card(oldest).Name {
			buf = append(buf, u)
		}
	}
	return kind, buf
}

// units counts the slots the Upgrades ups take: one each, copies that
// fit together sharing one.
func (s *State) units(ups []kit.ObjID) int {
	n := 0
	for i, u := range ups {
		f := s.fit(u)
		if f == 1 {
			n++
			continue
		}
		k := 0 // the copies before it
		for _, x := range ups[:i] {
			if s.card(x).Name == s.card(u).Name {
				k++
			}
		}
		if k%f == 0 {
			n++
		}
	}
	return n
}

// slotRoom is how many Upgrades of slot kind character on holds: 1, or
// more where a static ability says so (Dreadwing: 2 of each).
func (s *State) slotRoom(on kit.ObjID, kind int) int {
	n := 1
	if s.more.flags&flagSlots != 0 {
		s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
			if st.Slots != nil && s.staticTouches(st, kit.Ctx{Src: src, Ctrl: ctrl}, on) {
				n = max(n, st.Slots.of(kind))
			}
		})
	}
	return n
}

// slotOf is the slot Upgrade u takes: its kind's, or the one it was put
// in (cSlot).
func (s *State) slotOf(u kit.ObjID) int {
	if n := s.obj(u).Counters[cSlot]; n > 0 {
		return int(n) - 1
	}
	return int(s.card(u).kind)
}

// slotFor is the slot Upgrade id takes on character on: its kind's, but
// when that has no room, the first with room of the other slots it may
// take (otherSlots); its kind's when none has room.
func (s *State) slotFor(id, on kit.ObjID) int {
	kind := int(s.card(id).kind)
	if s.rules.basic || s.more.flags&flagWeaponSlots == 0 {
		return kind
	}
	var others [numKinds]int
	extra := s.otherSlots(id, on, others[:0])
	if len(extra) == 0 {
		return kind
	}
	full := func(slot int) bool {
		var there [8]kit.ObjID
		n := 0
		for _, u := range s.t.Zones[zone(int(s.obj(on).Owner), zUpgrade)].Cards {
			if u != id && s.on(u) == on && s.slotOf(u) == slot && n < len(there) {
				there[n] = u
				n++
			}
		}
		return s.units(there[:n]) >= s.slotRoom(on, slot)
	}
	if !full(kind) {
		return kind
	}
	for _, k := range extra {
		if !full(k) {
			return k
		}
	}
	return kind
}

// otherSlots appends to buf the slots besides its kind's that Upgrade u
// may take on character on: its own (Mounted Missiles: "This can be in
// an Armor or Utility slot"), and for a Weapon those the character's
// mode or a static ability in force gives Weapons (Megatron, Living
// Weapon; Tooth and Claw).
func (s *State) otherSlots(u, on kit.ObjID, buf []int) []int {
	add := func(names []string) {
		for _, name := range names {
			for k, w := range upgradeKinds {
				if w == name && k != int(s.card(u).kind) && !slices.Contains(buf, k) {
					buf = append(buf, k)
				}
			}
		}
	}
	for i := range s.card(u).Abilities {
		add(s.card(u).Abilities[i].Slots)
	}
	if s.card(u).Subtype == SubWeapon {
		for _, a := range s.mode(on).Abilities {
			add(a.WeaponSlots)
		}
		s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
			if len(st.WeaponSlots) > 0 && s.staticTouches(st, kit.Ctx{Src: src, Ctrl: ctrl}, on) {
				add(st.WeaponSlots)
			}
		})
	}
	return buf
}

type (
	// equipParams put a card of the scrap pile of Upgrade kind Kind on
	// each character To names that has no Upgrade of that kind.
	equipParams struct {
		To   kit.Selector `yaml:"to"`
		Kind string       `yaml:"kind"`
	}
	// moveParams move N damage from each character From names to the
	// characters To names.
	moveParams struct {
		N    int          `yaml:"n"`
		From kit.Selector `yaml:"from"`
		To   kit.Selector `yaml:"to"`
	}
	// noParams are a verb's that takes none.
	noParams struct{}
)

// defineUpgradeVerbs defines return_upgrade, swap_upgrades, salvage,
// equip_from_scrap and move_damage.
func defineUpgradeVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "return_upgrade", Doc: "return Upgrades to their owners' hands: {to: {choose: upgrade, is: [on_defender]}}",
		Check: func(k *kit.Check, w string, p *toParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickUpgrade, func(u kit.ObjID) {
				s.toHand(u)
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			return -s.overChars(me, j, &p.To, func(u kit.ObjID) float64 { return s.upgradeWorth(u) * 0.6 })
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			return -s.signed(me, t.Obj(), s.upgradeWorth(t.Obj()))
		},
		Text: func(p *toParams) string { return fmt.Sprintf("Return %s to its owner's hand.", selText(&p.To)) },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "swap_upgrades", Doc: "swap all the Upgrades of two characters: {to: {choose: character, controller: you, count: 2}}",
		Check: func(k *kit.Check, w string, p *toParams) {
			checkTo(k, w, &p.To)
			if p.To.Want() != 2 || !p.To.Chosen() {
				k.FailAt(&p.To, w, "swap_upgrades chooses 2 characters: {choose: character, count: 2}")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			if !s.touch(j, &p.To, pickCharacter, func(kit.ObjID) {}) {
				return false
			}
			if len(j.Objs) >= 2 {
				s.swapUpgrades(j.Objs[len(j.Objs)-2], j.Objs[len(j.Objs)-1])
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *toParams) float64 { return 0.2 },
		Aim: func(s *State, me int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			return float64(s.upgrades(t.Obj()))
		},
		Text: func(p *toParams) string { return fmt.Sprintf("Choose %s. Swap all their Upgrades.", selText(&p.To)) },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "salvage", Doc: "scrap ALL Upgrades; repair 1 damage from each character for each Upgrade scrapped from it",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			for p := range 2 {
				for _, id := range s.team[p] {
					if !s.onField(id) {
						continue
					}
					n := s.upgrades(id)
					s.scrapUpgrades(id)
					s.repair(id, n)
				}
			}
			return true
		},
		Hint: func(s *State, me int, _ *kit.Job, _ *noParams) float64 {
			v := 0.0
			for p := range 2 {
				z := zone(p, zUpgrade)
				for _, u := range s.t.Zones[z].Cards {
					w := s.upgradeWorth(u) - 0.5*float64(min(1, s.damage(s.on(u))))
					if p == me {
						v -= w
					} else {
						v += w
					}
				}
			}
			return v
		},
		Text: func(*noParams) string {
			return "Scrap ALL Upgrades. Repair 1 damage from each character for each Upgrade scrapped from it."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, equipParams]{
		Name: "equip_from_scrap", Doc: "for each character named that has no Upgrade of a kind, put one of that kind on it from your scrap pile: {to: selector, kind: armor}",
		Check: func(k *kit.Check, w string, p *equipParams) {
			checkTo(k, w, &p.To)
			k.OneOf(w, "kind", &p.Kind, upgradeKinds[:])
		},
		Resolve: func(s *State, j *kit.Job, p *equipParams) bool {
			me := int(j.Ctrl)
			// The characters, in team order; j.Step counts those done.
			var chars [16]kit.ObjID
			n := 0
			p.To.Each(s, kit.JobCtx(j), func(t kit.Target) bool {
				if !t.IsPlayer() && n < len(chars) {
					chars[n] = t.Obj()
					n++
				}
				return true
			})
			for int(j.Step) < n {
				ch := chars[j.Step]
				var cands []kit.ObjID
				if !s.hasKind(ch, p.Kind) {
					for _, id := range s.t.Zones[zone(me, zScrap)].Cards {
						if s.card(id).isUpgrade() && s.card(id).Subtype == p.Kind && s.mayUpgrade(id, ch) {
							cands = append(cands, id)
						}
					}
				}
				id, ok := s.pick(j, me, pickScrap, false, dedupeScrap(s, cands))
				if !ok {
					return false
				}
				j.Step++
				if id != kit.NoObj {
					s.putUpgrade(me, id, ch)
				}
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *equipParams) float64 {
			for _, id := range s.t.Zones[zone(int(j.Ctrl), zScrap)].Cards {
				if s.card(id).Subtype == p.Kind {
					return 1
				}
			}
			return 0
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *equipParams, t kit.Target) float64 {
			return s.cardWorth(t.Obj())
		},
		Text: func(p *equipParams) string {
			return fmt.Sprintf("For %s that isn't upgraded with %s, put %s on it from your scrap pile.", selText(&p.To), kindText(p.Kind), kindText(p.Kind))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, moveParams]{
		Name: "move_damage", Doc: "move N damage from each character named to another: {n: N, from: selector, to: chosen}",
		Check: func(k *kit.Check, w string, p *moveParams) {
			checkCount(k, w, &p.N)
			checkTo(k, w, &p.From)
			checkTo(k, w, &p.To)
		},
		Resolve: func(s *State, j *kit.Job, p *moveParams) bool {
			var to kit.ObjID = kit.NoObj
			if !s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) { to = id }) {
				return false
			}
			if to == kit.NoObj {
				return true
			}
			s.eachNamed(j, &p.From, func(from kit.ObjID) bool {
				if from == to || s.over || !s.onField(to) {
					return true
				}
				n := min(p.N, s.damage(from))
				if n > 0 && s.staticHas(to, flagNoMoveIn) {
					return true // "Damage counters can't be moved ... to the upgraded character"
				}
				if n > 0 {
					s.obj(from).Counters[cDamage] -= int16(n)
					s.logf(evRepair, int(s.obj(from).Owner), s.ref(from), int32(n))
					s.doDamage(to, n)
				}
				return true
			})
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *moveParams) float64 {
			n := 0.0
			s.eachNamed(j, &p.From, func(id kit.ObjID) bool { n += float64(min(p.N, s.damage(id))); return true })
			return 2 * n
		},
		Text: func(p *moveParams) string {
			return fmt.Sprintf("Move %d damage from %s to %s.", p.N, selText(&p.From), selText(&p.To))
		},
	}))
}

// hasKind reports whether character ch has an Upgrade of kind (weapon,
// armor, utility).
func (s *State) hasKind(ch kit.ObjID, kind string) bool {
	for _, u := range s.t.Zones[zone(int(s.obj(ch).Owner), zUpgrade)].Cards {
		if s.on(u) == ch && s.card(u).Subtype == kind {
			return true
		}
	}
	return false
}

// dedupeScrap leaves out of ids the cards that are copies of an earlier
// one: choosing either is the same choice.
func dedupeScrap(s *State, ids []kit.ObjID) []kit.ObjID {
	out := ids[:0]
	for _, id := range ids {
		dup := false
		for _, before := range out {
			dup = dup || s.obj(before).Card == s.obj(id).Card
		}
		if !dup {
			out = append(out, id)
		}
	}
	return out
}

// swapUpgrades swaps the Upgrades of characters a and b (of one player),
// slot by slot: the Upgrades in a slot of each go to the other's, unless
// one of them may not be put on the other character ("Put on ... only",
// or a Weapon in a slot the other's mode does not give Weapons), and then
// both stay (Wave-1.xml#116, Wave-1.xml#117). Each Upgrade moved is put
// on its new character (moveUpgrade, Wave-1.xml#118).
func (s *State) swapUpgrades(a, b kit.ObjID) {
	z := zone(int(s.obj(a).Owner), zUpgrade)
	var moved [16]kit.ObjID
	n := 0
	for slot := range numKinds {
		ok := true
		for _, u := range s.t.Zones[z].Cards {
			if on := s.on(u); (on == a || on == b) && s.slotOf(u) == slot {
				to := a
				if on == a {
					to = b
				}
				ok = ok && s.mayUpgrade(u, to) && s.slotTakes(to, u, slot)
			}
		}
		if !ok {
			continue
		}
		for _, u := range s.t.Zones[z].Cards {
			if on := s.on(u); (on == a || on == b) && s.slotOf(u) == slot && n < len(moved) {
				moved[n] = u
				n++
			}
		}
	}
	// Every Upgrade moves at once; then each is put on.
	for _, u := range moved[:n] {
		if s.on(u) == a {
			s.obj(u).Counters[cOn] = int16(b)
		} else {
			s.obj(u).Counters[cOn] = int16(a)
		}
	}
	raised := false
	for _, u := range moved[:n] {
		s.removedFrom(u, a+b-s.on(u)) // from the other of the two
		s.putOn(int(s.obj(u).Owner), u, s.on(u))
		raised = raised || s.card(u).flags&flagHealth != 0
	}
	if raised {
		// A Health raise changed sides: a character that lost it may be
		// KO'd.
		s.healthLost(a)
		s.healthLost(b)
	}
}

// slotTakes reports whether slot of character ch takes Upgrade u: the
// slot of u's kind, or another u may take there (otherSlots).
func (s *State) slotTakes(ch, u kit.ObjID, slot int) bool {
	if slot == int(s.card(u).kind) {
		return true
	}
	var others [numKinds]int
	return slices.Contains(s.otherSlots(u, ch, others[:0]), slot)
}

// moveUpgrade has player p move Upgrade u, on a character, onto character
// to: it makes room there as a new Upgrade does, and counts as put on it
// (Rules_Roundup-2019-02-18.xml#218-15).
func (s *State) moveUpgrade(p int, u, to kit.ObjID) {
	from := s.on(u)
	s.makeRoom(u, to)
	s.obj(u).Counters[cOn] = int16(to)
	s.removedFrom(u, from)
	s.putOn(p, u, to)
	if s.card(u).flags&flagHealth != 0 {
		s.healthLost(from) // the Health it raised leaves with it
	}
}
