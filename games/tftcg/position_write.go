package tftcg

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// Position writes the game as a position (engine.Positioner), at the
// questions of the turn: the standard game's main question (a flip, a
// card, an attack, the end of the turn) and the basic version's flip and
// attacker. An attack, an ability or an Action under way and an Upgrade
// half played are not positions; boosts, abilities given until the end
// of the turn and Deadlock's bounty are left out (engine.ErrIncomplete),
// and so are Wave 2's effects waiting for the end of the turn,
// once-a-turn abilities used and the Constructicons' Tower; a game with a
// combined form is not written. A Battle Master's Upgrade side is written
// where it is, on a character or in the KO area, and a battle card in a
// KO area by its card (posName).
// A game whose teams break the team rules (one dealt from Config.Decks,
// which are played unchecked) is not written: a position keeps to them.
func (s *State) Position() (json.RawMessage, error) {
	stepName := "main"
	switch {
	case s.over:
		return nil, errors.New("the game is over: a position is a game still to play")
	case s.jobs.Len() > 0 || s.waiting.Len() > 0 || s.ask != 0 || s.then != thenNothing:
		return nil, errors.New("an ability or an Action is under way: a position stands between them")
	case s.step == stepDefender || s.step == stepSwap || s.attacker != kit.NoObj:
		return nil, errors.New("an attack is under way: a position stands before it or after it")
	case s.step == stepUpgradeOn:
		return nil, errors.New("an Upgrade is half played: a position stands before it or after it")
	case s.step == stepAttacker && s.rules.basic:
		stepName = "attacker"
	case s.step != stepMain:
		return nil, errors.New("the game stands where a position cannot start")
	}
	if s.more.allOut {
		return nil, errors.New("All-Out Attack was played this turn, which a position cannot hold yet")
	}
	if s.more.pincer.armed > 0 || s.more.pincer.active {
		return nil, errors.New("Pincer Movement was played this turn, which a position cannot hold yet")
	}
	if s.attackersLeft(s.active) {
		return nil, errors.New("characters must attack this turn (Relentless Invasion), which a position cannot hold yet")
	}
	if s.xa.armed > 0 || s.xa.active {
		return nil, errors.New("an extra attack was given this turn, which a position cannot hold yet")
	}
	for p := range 2 {
		if s.t.Count(zone(p, zCombined)) > 0 {
			return nil, fmt.Errorf("%s has combined characters into a combined form, which a position cannot hold yet", engine.PlayerName(p))
		}
	}
	if err := s.underWritten(); err != nil {
		return nil, err
	}
	if err := s.faceUpUnderWritten(); err != nil {
		return nil, err
	}
	if err := s.misplaced(); err != nil {
		return nil, err
	}
	if err := s.teamsKept(); err != nil {
		return nil, err
	}
	cs := s.game.set
	names := func(ids []kit.ObjID) []string { return s.t.Written(ids, cs.posName) }
	out := posJSON{Turn: s.turn, Active: s.active, Step: stepName, ExtraTurns: int(s.extraTurns)}
	for i, done := range []bool{s.flipped, s.played, s.upgraded, s.tapUsed} {
		if done {
			out.Done = append(out.Done, posDone[i])
		}
	}
	if s.inARow >= 2 {
		out.InARow = int(s.inARow)
	}
	if s.rules.basic {
		out.Deck, out.Scrap = names(reversed(s.t.Zones[zSharedDeck].Cards)), names(s.t.Zones[zSharedScrap].Cards)
	}
	for p := range 2 {
		sj := seatJSON{Battlefield: []any{}}
		field, ko := s.t.Zones[zone(p, zField)].Cards, s.t.Zones[zone(p, zKO)].Cards
		for _, id := range field {
			sj.Battlefield = append(sj.Battlefield, s.charPosition(id))
		}
		chars := slices.Clone(field)
		for _, id := range ko {
			if !s.card(id).fights() { // an Upgrade side, a battle card
				sj.KO = append(sj.KO, cs.posName(s.obj(id).Card))
				continue
			}
			chars = append(chars, id)
			sj.KO = append(sj.KO, s.charPosition(id))
		}
		if !slices.Equal(s.team[p], chars) {
			sj.Team = names(s.team[p])
		}
		if !s.rules.basic {
			sj.Hand, sj.Deck = names(s.t.Zones[zone(p, zHand)].Cards), names(reversed(s.t.Zones[zone(p, zDeck)].Cards))
			sj.Scrap, sj.Played = names(s.t.Zones[zone(p, zScrap)].Cards), names(s.t.Zones[zone(p, zPlayed)].Cards)
			sj.WhiteAttacks = int(s.whiteAttacks[p])
		} else if id := s.lastAttacker[p]; id != kit.NoObj {
			sj.LastAttacker = cs.posName(s.obj(id).Card)
		}
		sj.Flipped = names(s.t.Zones[zone(p, zFlip)].Cards)
		out.Players = append(out.Players, sj)
	}
	raw, err := json.Marshal(out)
	if err != nil {
		return nil, err
	}
	var left []string
	if len(s.mods) > 0 {
		left = append(left, "boosts until the end of the turn")
	}
	if len(s.grants) > 0 {
		left = append(left, "abilities given until the end of the turn")
	}
	if len(s.bounties) > 0 {
		left = append(left, "the cards a KO this turn draws (a bounty)")
	}
	if s.more.towerUp[0] || s.more.towerUp[1] {
		left = append(left, "the Constructicons' Tower")
	}
	if s.more.later.Len() > 0 {
		left = append(left, "effects waiting for the end of the turn")
	}
	if len(s.more.once) > 0 {
		left = append(left, "the once-a-turn abilities used this turn")
	}
	if len(left) > 0 {
		return raw, fmt.Errorf("%w: %s", engine.ErrIncomplete, strings.Join(left, "; "))
	}
	return raw, nil
}

// charPosition is character id as a position writes it: its card, or an
// object with what is more than its card.
func (s *State) charPosition(id kit.ObjID) any {
	cs := s.game.set
	o := s.obj(id)
	p := int(o.Owner)
	ch := charJSON{Card: cs.posName(o.Card), Tapped: o.Has(flTapped), Attacks: int(o.Counters[cAttacks]), Reach: o.Has(flReach)}
	if mi := int(o.Counters[cMode]); mi != 0 {
		ch.Mode = s.card(id).Modes[mi].Mode
	}
	if s.onField(id) {
		ch.Damage = s.damage(id)
		ch.KOAtEnd = slices.Contains(s.koAtEnd, id)
	}
	owned := func(u kit.ObjID, slot string) any {
		uo := s.obj(u)
		j := ownedJSON{Card: cs.posName(uo.Card), Slot: slot}
		if q := int(uo.Owner); q != p {
			j.Owner = &q
		}
		if j.Slot == "" && j.Owner == nil {
			return j.Card
		}
		return j
	}
	for _, u := range s.t.Zones[zone(p, zUpgrade)].Cards {
		if s.on(u) == id {
			slot := ""
			if n := s.obj(u).Counters[cSlot]; n > 0 {
				slot = upgradeKinds[n-1]
			}
			ch.Upgrades = append(ch.Upgrades, owned(u, slot))
		}
	}
	for _, u := range s.t.Zones[zone(p, zUnder)].Cards {
		if kit.ObjID(s.obj(u).Counters[cOn]) == id {
			ch.Under = append(ch.Under, owned(u, ""))
		}
	}
	if ch.Mode == "" && !ch.Tapped && ch.Damage == 0 && ch.Attacks == 0 && !ch.Reach && !ch.KOAtEnd && ch.Upgrades == nil && ch.Under == nil {
		return ch.Card
	}
	return ch
}

// misplaced reports a card where a position cannot say it is: a battle
// card of one player in the other's pile or KO area, or an Upgrade or a
// card under a character in the zone of another player than the
// character's.
func (s *State) misplaced() error {
	for p := range 2 {
		for _, k := range []int{zDeck, zHand, zScrap, zPlayed, zFlip, zKO} {
			for _, id := range s.t.Zones[zone(p, k)].Cards {
				if q := int(s.obj(id).Owner); q != p && !s.rules.basic {
					return fmt.Errorf("%s's %s lies in %s's %s, where a position cannot say it is",
						engine.PlayerName(q), s.card(id).FullName(), engine.PlayerName(p), s.t.Zones[zone(p, k)].Name)
				}
			}
		}
		for _, k := range []int{zUpgrade, zUnder} {
			for _, id := range s.t.Zones[zone(p, k)].Cards {
				if on := kit.ObjID(s.obj(id).Counters[cOn]); int(s.obj(on).Owner) != p || !s.onField(on) {
					return fmt.Errorf("%s lies with %s, not on a character of %s on the battlefield, where a position cannot say it is",
						s.card(id).FullName(), s.t.Zones[zone(p, k)].Name, engine.PlayerName(p))
				}
			}
		}
	}
	return nil
}

// teamsKept reports how the game's cards break the team rules a position
// keeps (teamRules), for a game dealt from Config.Decks, which are played
// unchecked.
func (s *State) teamsKept() error {
	rd := &kit.PositionReader{Lookup: s.game.lookup}
	for i := range s.t.Objs {
		o := &s.t.Objs[i]
		seat := int(o.Owner)
		if s.rules.basic && s.defs[o.Card].isBattle() {
			seat = -1
		}
		rd.Card(fmt.Sprintf("players[%d].%s", o.Owner, s.t.Zones[o.Zone].Key), json.RawMessage(strconv.Quote(s.defs[o.Card].ID)), seat)
	}
	s.game.teamRules(rd, s.rules)
	if rd.Failed() {
		return fmt.Errorf("the teams break the team rules, which a position keeps: %w", rd.Err())
	}
	return nil
}

// posName is card c as a position writes it: its full name, or its id
// where another card has the name; a Battle Master's Upgrade side as its
// character's, a slash and its mode (sideLookup reads it).
func (cs *CardSet) posName(c kit.CardID) string {
	d := cs.cards[c]
	if d.isSide() {
		return cs.posName(kit.CardID(d.sideOf.seq)) + "/" + SideMode(slices.Index(d.sideOf.sides, d))
	}
	if found, ok := cs.Lookup(d.FullName()); ok && found.seq == d.seq {
		return d.FullName()
	}
	return d.ID
}

// reversed is a pile's cards top first.
func reversed(ids []kit.ObjID) []kit.ObjID {
	out := slices.Clone(ids)
	slices.Reverse(out)
	return out
}
