package tftcg

import (
	"errors"
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// Laying out a position read (position.go) on a new game: the game then
// stands as if it had been played to that point. Each hand is known to
// its owner only, each battle deck and the cards under characters to
// nobody, a Secret Action set aside to its player; hidden cards get
// handles by their places alone (each deck from the bottom, then each
// hand); the log begins with the turn.

// newFromPosition sets up state s, which holds no cards yet, from its
// Config.Position, which holds every card: Config.Decks and Config.Deal
// must be left out.
func (g *Game) newFromPosition(s *State) (engine.State, error) {
	pos, err := g.readPosition(s.cfg.Position, s.rules)
	if err := errors.Join(kit.PositionLeavesOut(s.cfg, true), err); err != nil {
		return nil, err
	}
	if err := s.setPosition(pos); err != nil {
		return nil, err
	}
	s.settle()
	return s, nil
}

// maxCards is the most cards a position may hold: far beyond any real
// game, and well inside what the counters that link an Upgrade to its
// character can carry.
const maxCards = 1 << 14

// setPosition lays out position pos on s, and checks what only the
// laid-out table tells: where each Upgrade may go.
func (s *State) setPosition(pos *position) error {
	total := len(pos.deck) + len(pos.scrap)
	for p := range pos.seats {
		sp := &pos.seats[p]
		total += len(sp.hand) + len(sp.deck) + len(sp.scrap) + len(sp.flipped) + len(sp.played)
		for _, ch := range sp.chars() {
			total += 1 + len(ch.upgrades) + len(ch.under)
		}
	}
	if total > maxCards {
		return fmt.Errorf("position: %d cards in all; a game holds at most %d", total, maxCards)
	}
	s.addZones(total)
	// Hidden cards first, so that their handles follow their places:
	// each deck from the bottom, as after a shuffle, then each hand.
	for i := len(pos.deck) - 1; i >= 0; i-- {
		s.t.NewObject(pos.deck[i], 0, zSharedDeck, kit.FaceDown)
	}
	for p := range pos.seats {
		deck := pos.seats[p].deck
		for i := len(deck) - 1; i >= 0; i-- {
			s.t.NewObject(deck[i], p, zone(p, zDeck), kit.FaceDown)
		}
	}
	for p := range pos.seats {
		for _, c := range pos.seats[p].hand {
			s.t.NewObject(c, p, zone(p, zHand), kit.FaceUp)
		}
	}
	var errs []error
	for p := range pos.seats {
		sp := &pos.seats[p]
		var ids []kit.ObjID // field then ko
		for _, ch := range sp.field {
			ids = append(ids, s.newCharacter(p, zone(p, zField), &ch))
		}
		for _, ch := range sp.ko {
			if ch.other { // a side or a battle card, face up
				s.t.NewObject(ch.card, p, zone(p, zKO), kit.FaceUp)
				continue
			}
			ids = append(ids, s.newCharacter(p, zone(p, zKO), &ch))
		}
		s.team[p] = ids
		if sp.team != nil {
			s.team[p] = make([]kit.ObjID, len(sp.team))
			for i, k := range sp.team {
				s.team[p][i] = ids[k]
			}
		}
		if sp.lastAttacker >= 0 {
			s.lastAttacker[p] = ids[sp.lastAttacker]
		}
		for i, ch := range sp.field {
			id := ids[i]
			for _, u := range ch.upgrades {
				uid := s.t.NewObject(u.card, u.owner, zone(p, zUpgrade), kit.FaceUp)
				s.obj(uid).Counters[cOn] = int16(id)
				if u.slot >= 0 {
					s.obj(uid).Counters[cSlot] = int16(u.slot + 1)
				}
			}
			for _, u := range ch.under {
				uid := s.t.NewObject(u.card, u.owner, zone(p, zUnder), kit.FaceDown)
				s.obj(uid).Counters[cOn] = int16(id)
			}
			if ch.koAtEnd {
				s.koAtEnd = append(s.koAtEnd, id)
			}
		}
		for i, ch := range sp.field {
			errs = append(errs, s.upgradesFit(ids[i], &ch)...)
		}
	}
	for _, c := range pos.scrap {
		s.t.NewObject(c, 0, zSharedScrap, kit.FaceUp)
	}
	shared := func(p int) int {
		if s.rules.basic {
			return 0
		}
		return p
	}
	for p := range pos.seats {
		sp := &pos.seats[p]
		for _, c := range sp.scrap {
			s.t.NewObject(c, p, zone(p, zScrap), kit.FaceUp)
		}
		for _, c := range sp.flipped {
			s.t.NewObject(c, shared(p), zone(p, zFlip), kit.FaceUp)
		}
		for _, c := range sp.played {
			face := kit.FaceUp
			if s.defs[c].isSecret() {
				face = kit.FaceDown // seen by its player only
			}
			s.t.NewObject(c, p, zone(p, zPlayed), face)
		}
		s.whiteAttacks[p] = int8(sp.whiteAttacks)
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	// Each player's battle cards, as their deck list was: the basic
	// version's shared ones are seat 0's. A Battle Master's Upgrade sides
	// are none: they count the Battle Masters turned to them, out of the
	// team (battlemaster.go).
	var decks [2][]kit.CardID
	turned := map[[2]int]bool{}
	for i := range s.t.Objs {
		o := &s.t.Objs[i]
		switch d := s.defs[o.Card]; {
		case d.isSide():
			if k := [2]int{int(o.Owner), d.sideOf.seq}; !turned[k] {
				turned[k] = true
				s.sidesOut[o.Owner]++
			}
		case d.isBattle():
			decks[o.Owner] = append(decks[o.Owner], o.Card)
		}
	}
	s.ready(decks)
	s.pileRoom(decks)
	s.turn, s.active, s.step = pos.turn, pos.active, pos.step
	s.flipped, s.played, s.upgraded = pos.flipped, pos.played, pos.upgraded
	s.tapUsed = pos.tapUsed
	s.extraTurns, s.inARow = int16(pos.extraTurns), int16(pos.inARow)
	for _, id := range s.team[s.active] {
		s.attacks += int(s.obj(id).Counters[cAttacks])
	}
	// The turns each player has begun: the active player's last in_a_row
	// in a row, the turns before them taken in turn.
	run := max(pos.inARow, 1)
	for p := range 2 {
		s.turns[p] = int16(kit.TurnsBegun(pos.turn-run+1, pos.active, 2, p))
		if p == pos.active {
			s.turns[p] += int16(run - 1)
		}
	}
	s.logf(evTurn, s.active, int32(s.turn), 0)
	return nil
}

// newCharacter puts character ch on player p's zone z (the battlefield
// or the KO area) and returns it.
func (s *State) newCharacter(p int, z kit.ZoneID, ch *posChar) kit.ObjID {
	id := s.t.NewObject(ch.card, p, z, kit.FaceUp)
	o := s.obj(id)
	o.Counters[cMode] = int16(ch.mode)
	o.Counters[cDamage] = int16(ch.damage)
	o.Counters[cAttacks] = int16(ch.attacks)
	o.Set(flTapped, ch.tapped)
	o.Set(flReach, ch.reach)
	return id
}

// pileRoom gives each pile room for its cards at their most, as deal
// does, so that play never grows one.
func (s *State) pileRoom(decks [2][]kit.CardID) {
	var room [numAllZones]int
	for p := range 2 {
		team := len(s.team[p])
		room[zone(p, zField)], room[zone(p, zKO)], room[zone(p, zFlip)] = team, team, len(decks[0])+len(decks[1])
		if !s.rules.basic {
			n := len(decks[p])
			room[zone(p, zDeck)], room[zone(p, zScrap)], room[zone(p, zHand)], room[zone(p, zUnder)] = n, n, 12, n
		}
	}
	room[zSharedDeck], room[zSharedScrap], room[zPlaying] = len(decks[0]), len(decks[0]), 1
	s.t.MakeRoom(room[:])
}

// upgradesFit checks the Upgrades of character id, laid out from ch, by
// the rules of line 27 and the cards' text: one Upgrade of each kind in
// its slot (copies where the text fits more, a Weapon in another slot
// where the character's text lets it), each on a character it may be
// put on. "Put on ... only" is checked when an Upgrade is put on, so it
// holds in some mode of the character, damaged or not: the character may
// have flipped or been repaired since (Wave-1.xml#10, Wave-1.xml#11).
func (s *State) upgradesFit(id kit.ObjID, ch *posChar) []error {
	var errs []error
	fail := func(path, format string, args ...any) {
		errs = append(errs, fmt.Errorf("position %s: %s", path, fmt.Sprintf(format, args...)))
	}
	c := s.card(id)
	var inSlot [numKinds][]posOwned
	var objs [numKinds][]kit.ObjID // the Upgrades of each slot, as objects
	for i, u := range ch.upgrades {
		d := s.defs[u.card]
		slot := int(d.kind)
		if u.slot >= 0 {
			slot = u.slot
			switch {
			case d.Subtype != SubWeapon:
				fail(u.path+".slot", "%s is %s %s: it goes in the %s slot (line 27)", d.FullName(), articleWord(d.Subtype), d.Subtype, d.Subtype)
			case !s.weaponSlot(c, upgradeKinds[slot]):
				fail(u.path+".slot", "%s is a weapon in the %s slot: no mode of %s gives Weapons that slot", d.FullName(), upgradeKinds[slot], c.FullName())
			}
		}
		inSlot[slot] = append(inSlot[slot], u)
		objs[slot] = append(objs[slot], s.upgradeOn(id, i))
	}
	s.noteCard(c) // the slots its text gives (slotRoom)
	for _, u := range ch.upgrades {
		s.noteCard(s.defs[u.card])
	}
	for slot, us := range inSlot {
		room := s.slotRoom(id, slot)
		if len(us) <= room {
			continue
		}
		d := s.defs[us[0].card]
		same := true
		for _, u := range us[1:] {
			same = same && s.defs[u.card].Name == d.Name
		}
		var names []string
		for _, u := range us {
			names = append(names, s.defs[u.card].FullName())
		}
		fit := s.fit(objs[slot][0])
		switch {
		case s.units(objs[slot]) <= room:
		case room > 1:
			fail(ch.path+".upgrades", "%s need %d %s slots: %s has %d", strings.Join(names, " and "), s.units(objs[slot]), upgradeKinds[slot], c.FullName(), room)
		case !same:
			fail(ch.path+".upgrades", "%s share the %s slot: a character has one Upgrade of each kind (line 27)", strings.Join(names, " and "), upgradeKinds[slot])
		case len(us) > fit:
			fits := fmt.Sprintf("%d fit there", fit)
			if fit == 1 {
				fits = "1 fits there (line 27)"
			}
			fail(ch.path+".upgrades", "%d copies of %s in the %s slot: %s", len(us), d.FullName(), upgradeKinds[slot], fits)
		}
	}
	for i, u := range ch.upgrades {
		uid := s.upgradeOn(id, i)
		if !s.mayUpgradeOnce(uid, id) {
			fail(u.path, "%s may not be put on %s in any of its modes: %s (Wave-1.xml#11)", s.defs[u.card].FullName(), c.FullName(), onlyText(s.defs[u.card]))
		}
	}
	return errs
}

// weaponSlot reports whether some mode of character c gives Weapons the
// slot called kind (weapon_slots).
func (s *State) weaponSlot(c *Card, kind string) bool {
	for _, m := range c.Modes {
		for _, a := range m.Abilities {
			for _, w := range a.WeaponSlots {
				if w == kind {
					return true
				}
			}
		}
	}
	return false
}

// upgradeOn is the i-th Upgrade on character id, in the order they came.
func (s *State) upgradeOn(id kit.ObjID, i int) kit.ObjID {
	for _, u := range s.t.Zones[zone(int(s.obj(id).Owner), zUpgrade)].Cards {
		if s.on(u) == id {
			if i == 0 {
				return u
			}
			i--
		}
	}
	return kit.NoObj
}

// mayUpgradeOnce reports whether Upgrade u could have been put on
// character ch: its restrictions hold in some mode of ch, with its damage
// or, undamaged, with one damage counter.
func (s *State) mayUpgradeOnce(u, ch kit.ObjID) bool {
	o := s.obj(ch)
	mode, damage := o.Counters[cMode], o.Counters[cDamage]
	defer func() { o.Counters[cMode], o.Counters[cDamage] = mode, damage }()
	for mi := range s.card(ch).Modes {
		o.Counters[cMode] = int16(mi)
		for _, d := range []int16{damage, max(damage, 1)} {
			if int(d) >= s.card(ch).Health {
				continue
			}
			o.Counters[cDamage] = d
			if s.mayUpgrade(u, ch) {
				return true
			}
		}
	}
	return false
}

// onlyText is an Upgrade's restriction as printed ("Put on Planes
// only."), or its text.
func onlyText(d *Card) string {
	text := d.Text
	if i := strings.Index(text, "Put on"); i >= 0 {
		text = text[i:]
		if j := strings.Index(text, "."); j >= 0 {
			text = text[:j+1]
		}
	}
	return fmt.Sprintf("%q", text)
}
