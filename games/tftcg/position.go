package tftcg

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// A position (engine.Config.Position) sets a game up in the middle, for
// puzzles and scenario tests: whose turn and what the active player has
// done in it (the flip, the Action, the Upgrade, the attacks: attacking
// is the last thing in a turn), pending extra turns, each player's
// characters on the battlefield (mode, tapped, damage, attacks, Upgrades
// slot by slot, cards under them) and in the KO area (with the Battle
// Masters' Upgrade sides and battle cards there), hand, battle deck
// in order, scrap pile, cards flipped and Actions set aside this turn,
// and in the basic version the shared deck and scrap pile and each
// player's last attacker. Its cards are all of each player's cards, so
// Config.Decks and Config.Deal are left out; each team keeps to the team
// rules, which no play changes (stars, one of each character, copies,
// faction symbols), but not to the battle deck's size
// (docs/rules/tftcg.md says why).
//
// It is read strictly (kit.PositionReader): an unknown field, a value of
// the wrong type, a card that does not exist or cannot be where it is
// listed, and a table the rules could not reach (damage at or over a
// character's Health on the battlefield, an Upgrade where it may not go,
// things done this turn that the turn forbids, a game already won) are
// refused, every problem at once, each named by its path
// (position_setup.go lays it out; position_write.go writes a game back).

// positionInfo describes the shape for Info.Position.
const positionInfo = `A JSON object: "turn" (from 1; default 1), "active" (the seat whose turn it is; default 0), ` +
	`"step" ("main", the default: the active player has drawn and may flip, play a card, attack or end the turn, or, once they have attacked, only attack again; basic version: may flip; ` +
	`or "attacker", basic version only: the flip is behind and the attacker is next), ` +
	`"done" (what the active player has done this turn: "flip", "action", "upgrade", "tap" (a Tap ability used)), ` +
	`"extra_turns" (the extra turns the active player is still to take after this one), "in_a_row" (the turns the active player has taken in a row, this one included; default 1), ` +
	`"deck" and "scrap" (basic version: the shared battle deck, top card first, and scrap pile, oldest first), and "players", exactly 2 objects, one per seat, each with ` +
	`"battlefield" (the characters in play, in the order they stand) and "ko" (the KO area, in the order KO'd), each character a card id or full name or an object with "card", ` +
	`"mode" ("alt", "bot" or "alt2"; default its first printed mode), "tapped", "damage" (damage counters: below its Health on the battlefield, its Health in the KO area), ` +
	`"attacks" (its attacks in its player's turn under way, or their last), "reach" (it may attack an untapped enemy this turn as though tapped), ` +
	`"ko_at_end" (it is KO'd at the end of the turn), "upgrades" (in the order put on, each a card or an object with "card", "slot" ("weapon", "armor" or "utility"; default its kind) ` +
	`and "owner" (the seat whose card it is; default the character's)) and "under" (the cards face down under it, each a card or an object with "card" and "owner"); ` +
	`a Battle Master's or Weaponizer's Upgrade side is named by its character's id or full name, a slash and "upgrade" ("upgrade2" for a Weaponizer's second card), ` +
	`as an Upgrade on a character or in "ko", its player's KO area, where a battle card card text put there also lies face up, each by its card alone; ` +
	`"team" (the team's full names in team order, when that is not "battlefield" then "ko"), "flipped" (the battle cards flipped this turn, in order), ` +
	`in the standard game "hand" (in the order drawn), "deck" (the battle deck, top card first), "scrap" (oldest first), ` +
	`"played" (the Actions set aside: played this turn, and Secret Actions, face down, until their player's next turn) and "white_attacks" (this turn's attacks in which the player flipped a white icon), ` +
	`and in the basic version "last_attacker" (the character the player attacked with on their last turn). ` +
	`Every field but "players" may be left out. The position holds all of each player's cards, so "decks" and "deal" must be left out; ` +
	`in the standard game each team keeps to the team rules (at most 25 stars, one of each character, at most 3 copies of a battle card, faction symbols), ` +
	`a Battle Master's sides standing for it (its stars once, never beside it, a Weaponizer's two sides both in play).`

// posMax bounds the numbers of a position.
const posMax = 1 << 14

// posDone are the things done this turn, by name.
var posDone = []string{"flip", "action", "upgrade", "tap"}

// posJSON is a position as written (Position).
type posJSON struct {
	Turn       int        `json:"turn"`
	Active     int        `json:"active"`
	Step       string     `json:"step"`
	Done       []string   `json:"done,omitempty"`
	ExtraTurns int        `json:"extra_turns,omitempty"`
	InARow     int        `json:"in_a_row,omitempty"`
	Deck       []string   `json:"deck,omitempty"`
	Scrap      []string   `json:"scrap,omitempty"`
	Players    []seatJSON `json:"players"`
}

// seatJSON is one player's side as written.
type seatJSON struct {
	Battlefield  []any    `json:"battlefield"`
	KO           []any    `json:"ko,omitempty"`
	Team         []string `json:"team,omitempty"`
	Hand         []string `json:"hand,omitempty"`
	Deck         []string `json:"deck,omitempty"`
	Scrap        []string `json:"scrap,omitempty"`
	Flipped      []string `json:"flipped,omitempty"`
	Played       []string `json:"played,omitempty"`
	WhiteAttacks int      `json:"white_attacks,omitempty"`
	LastAttacker string   `json:"last_attacker,omitempty"`
}

// charJSON is a character as written, when it is more than its card.
type charJSON struct {
	Card     string `json:"card"`
	Mode     string `json:"mode,omitempty"`
	Tapped   bool   `json:"tapped,omitempty"`
	Damage   int    `json:"damage,omitempty"`
	Attacks  int    `json:"attacks,omitempty"`
	Reach    bool   `json:"reach,omitempty"`
	KOAtEnd  bool   `json:"ko_at_end,omitempty"`
	Upgrades []any  `json:"upgrades,omitempty"`
	Under    []any  `json:"under,omitempty"`
}

// ownedJSON is an Upgrade or a card under a character as written, when
// it is more than its card.
type ownedJSON struct {
	Card  string `json:"card"`
	Slot  string `json:"slot,omitempty"`
	Owner *int   `json:"owner,omitempty"`
}

// position is a Config.Position, read.
type position struct {
	turn, active              int
	step                      step
	flipped, played, upgraded bool
	tapUsed                   bool // a Tap ability was used (tap.go)
	extraTurns, inARow        int
	// deck and scrap are the basic version's shared piles, deck top
	// first.
	deck, scrap []kit.CardID
	seats       [2]posSeat
}

// posSeat is one player's side.
type posSeat struct {
	path      string
	field, ko []posChar
	// team is the team order, as indexes into field then ko; nil for
	// that order itself.
	team                               []int
	hand, deck, scrap, flipped, played []kit.CardID
	whiteAttacks                       int
	lastAttacker                       int // an index into field then ko, or -1
}

// posChar is a character on the battlefield or in the KO area, or
// another card in the KO area (other): a Battle Master's Upgrade side, or
// a battle card put there face up.
type posChar struct {
	card                   kit.CardID
	path                   string
	other, side            bool // no character (side: an Upgrade side)
	mode                   int
	tapped, reach, koAtEnd bool
	damage, attacks        int
	upgrades               []posOwned
	under                  []posOwned
}

// posOwned is an Upgrade on a character, or a card under one: its card,
// its owner's seat, and an Upgrade's slot (-1: its kind's).
type posOwned struct {
	card  kit.CardID
	path  string
	owner int
	slot  int
	side  bool // a Battle Master's Upgrade side
}

// chars are the seat's characters, battlefield then KO area.
func (sp *posSeat) chars() []posChar {
	out := slices.Clone(sp.field)
	for _, ch := range sp.ko {
		if !ch.other {
			out = append(out, ch)
		}
	}
	return out
}

// readPosition reads a Config.Position with rules r, reporting every
// problem at once.
func (g *Game) readPosition(raw json.RawMessage, r rules) (*position, error) {
	rd := &kit.PositionReader{Lookup: g.lookup, Unknown: g.unknownCard}
	pos := &position{turn: 1, active: 0, step: stepMain, inARow: 1}
	fields, ok := rd.Read(raw, "turn", "active", "step", "done", "extra_turns", "in_a_row", "deck", "scrap", "players")
	if !ok {
		return nil, rd.Err()
	}
	if v, ok := fields["turn"]; ok {
		if n, ok := rd.Int("turn", v, 1, 1<<20); ok {
			pos.turn = n
		}
	}
	if v, ok := fields["active"]; ok {
		if n, ok := rd.Int("active", v, 0, 1); ok {
			pos.active = n
		}
	}
	if v, ok := fields["step"]; ok {
		if name, ok := rd.Choice("step", v, "main", "attacker"); ok && name == "attacker" {
			pos.step = stepAttacker
			if !r.basic {
				rd.Fail("step", `"attacker" is the basic version's step after the flip; the standard game's turn is "main" throughout`)
			}
		}
	}
	if v, ok := fields["done"]; ok {
		items, _ := rd.List("done", v)
		for i, item := range items {
			name, ok := rd.Choice(fmt.Sprintf("done[%d]", i), item, posDone...)
			switch {
			case !ok:
			case name == "flip":
				pos.flipped = true
			case r.basic:
				rd.Fail(fmt.Sprintf("done[%d]", i), "%q: the basic version has no Actions or Upgrades", name)
			case name == "action":
				pos.played = true
			case name == "tap":
				pos.tapUsed = true
			default:
				pos.upgraded = true
			}
		}
	}
	for _, f := range []struct {
		name string
		dst  *int
	}{{"extra_turns", &pos.extraTurns}, {"in_a_row", &pos.inARow}} {
		if v, ok := fields[f.name]; ok {
			if n, ok := rd.Int(f.name, v, 0, posMax); ok {
				*f.dst = n
			}
			if r.basic {
				rd.Fail(f.name, "the basic version has no extra turns")
			}
		}
	}
	for _, f := range []struct {
		name string
		dst  *[]kit.CardID
	}{{"deck", &pos.deck}, {"scrap", &pos.scrap}} {
		if v, ok := fields[f.name]; ok {
			if !r.basic {
				rd.Fail(f.name, "only the basic version has a shared %s; in the standard game each player has theirs (players[i].%s)", f.name, f.name)
			}
			*f.dst = g.battleCards(rd, f.name, v, -1, "")
		}
	}
	seats, ok := fields["players"]
	if !ok {
		rd.Fail("", `missing field "players" (a list of 2 objects, one per seat)`)
		return nil, rd.Err()
	}
	list, ok := rd.List("players", seats)
	if ok && len(list) != 2 {
		rd.Fail("players", "has %d entries; the game has 2 seats, one entry each", len(list))
	}
	whole := ok && len(list) == 2
	for p, v := range list {
		if p >= 2 {
			break
		}
		whole = g.readSeat(rd, p, v, r, &pos.seats[p]) && whole
	}
	g.teamRules(rd, r)
	if whole {
		pos.rules(rd, r)
	}
	if rd.Failed() {
		return nil, rd.Err()
	}
	return pos, nil
}

// lookup finds a card by id or full name (kit.Lookup), and a Battle
// Master's Upgrade side by its character's id or full name and the side's
// mode (sideLookup).
func (g *Game) lookup(text string) (kit.CardID, string, bool) {
	c, ok := g.set.Lookup(text)
	if !ok {
		c, ok = g.set.sideLookup(text)
	}
	if !ok {
		return 0, "", false
	}
	return kit.CardID(c.seq), c.FullName(), true
}

// sideLookup finds a Battle Master's Upgrade side written as a position
// writes it (posName): its character's id or full name, a slash and the
// side's mode, "Private Firedrive, Ground Command • Artillery/upgrade"
// (SideMode; a Weaponizer of two cards has upgrade and upgrade2).
func (cs *CardSet) sideLookup(text string) (*Card, bool) {
	i := strings.LastIndex(text, "/")
	if i < 0 {
		return nil, false
	}
	c, ok := cs.Lookup(text[:i])
	if !ok || !c.isCharacter() {
		return nil, false
	}
	sd := c.side(strings.ToLower(strings.TrimSpace(text[i+1:])))
	return sd, sd != nil
}

// unknownCard words the problem with a card no lookup finds, with the
// card it may have meant.
func (g *Game) unknownCard(text string) string {
	cat, err := DeckCatalog(g.set)
	if err != nil {
		return fmt.Sprintf("no card %q", text)
	}
	return cat.Unknown(text)
}

// battleCards reads a list of battle cards (of type typ, or any battle
// card for ""), listed on seat's side (-1: the basic version's shared
// ones).
func (g *Game) battleCards(rd *kit.PositionReader, path string, raw json.RawMessage, seat int, typ string) []kit.CardID {
	items, _ := rd.List(path, raw)
	out := make([]kit.CardID, 0, len(items))
	for i, item := range items {
		at := fmt.Sprintf("%s[%d]", path, i)
		c, ok := rd.Card(at, item, seat)
		if !ok {
			continue
		}
		if d := g.set.cards[c]; !g.isA(rd, at, d, typ) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// isA reports whether card d is a battle card of type typ (any battle
// card for ""), failing at path when it is not.
func (g *Game) isA(rd *kit.PositionReader, path string, d *Card, typ string) bool {
	switch {
	case d.isSide():
		rd.Fail(path, "%s is a Battle Master's Upgrade side: it is an Upgrade on a character or lies in its player's KO area (Wave-2-3.xml#113)", d.FullName())
	case d.isCharacter():
		rd.Fail(path, "%s is a character: characters are on the battlefield or in the KO area", d.FullName())
	case d.Type == TypeCombiner:
		rd.Fail(path, "%s is a combined form: it joins the game by card text, never in a team", d.FullName())
	case typ != "" && d.Type != typ:
		rd.Fail(path, "%s is %s, not %s", d.FullName(), article(d.Type), article(typ))
	default:
		return true
	}
	return false
}

// article is a card type with its indefinite article.
func article(typ string) string {
	if typ == TypeAction || typ == TypeUpgrade {
		return "an " + typ
	}
	return "a " + typ
}

// readSeat reads player p's side into sp; false when it cannot be read
// at all.
func (g *Game) readSeat(rd *kit.PositionReader, p int, raw json.RawMessage, r rules, sp *posSeat) bool {
	path := fmt.Sprintf("players[%d]", p)
	sp.path, sp.lastAttacker = path, -1
	f, ok := rd.Object(path, raw, "battlefield", "ko", "team", "hand", "deck", "scrap", "flipped", "played", "white_attacks", "last_attacker")
	if !ok {
		return false
	}
	for _, z := range []struct {
		name string
		ko   bool
		dst  *[]posChar
	}{{"battlefield", false, &sp.field}, {"ko", true, &sp.ko}} {
		v, ok := f[z.name]
		if !ok {
			continue
		}
		items, _ := rd.List(path+"."+z.name, v)
		for i, item := range items {
			if ch, ok := g.readChar(rd, fmt.Sprintf("%s.%s[%d]", path, z.name, i), item, p, z.ko, r); ok {
				*z.dst = append(*z.dst, ch)
			}
		}
	}
	shared := p
	if r.basic {
		shared = -1 // the shared deck's cards, flipped by either player
	}
	for _, z := range []struct {
		name  string
		typ   string
		seat  int
		basic bool
		dst   *[]kit.CardID
	}{{"hand", "", p, false, &sp.hand}, {"deck", "", p, false, &sp.deck}, {"scrap", "", p, false, &sp.scrap},
		{"flipped", "", shared, true, &sp.flipped}, {"played", TypeAction, p, false, &sp.played}} {
		v, ok := f[z.name]
		if !ok {
			continue
		}
		if r.basic && !z.basic {
			what := map[string]string{"hand": "no hands", "deck": "one shared deck (\"deck\")", "scrap": "one shared scrap pile (\"scrap\")", "played": "no Actions"}[z.name]
			rd.Fail(path+"."+z.name, "the basic version has %s", what)
		}
		*z.dst = g.battleCards(rd, path+"."+z.name, v, z.seat, z.typ)
	}
	if v, ok := f["white_attacks"]; ok {
		sp.whiteAttacks, _ = rd.Int(path+".white_attacks", v, 0, 127)
		if r.basic {
			rd.Fail(path+".white_attacks", "white icons do nothing in the basic version")
		}
	}
	chars := sp.chars()
	find := func(at string, raw json.RawMessage) int {
		name, ok := rd.Text(at, raw)
		if !ok {
			return -1
		}
		c, found := g.set.Lookup(name)
		for i, ch := range chars {
			if found && g.set.cards[ch.card] == c {
				return i
			}
		}
		rd.Fail(at, "%q is not one of the player's characters", name)
		return -1
	}
	if v, ok := f["last_attacker"]; ok {
		sp.lastAttacker = find(path+".last_attacker", v)
		if !r.basic {
			rd.Fail(path+".last_attacker", "only the basic version keeps the last attacker (a character may not attack two turns in a row)")
		}
	}
	if v, ok := f["team"]; ok {
		items, _ := rd.List(path+".team", v)
		seen := map[int]bool{}
		for i, item := range items {
			k := find(fmt.Sprintf("%s.team[%d]", path, i), item)
			switch {
			case k < 0:
			case seen[k]:
				rd.Fail(fmt.Sprintf("%s.team[%d]", path, i), "%s is listed twice", g.set.cards[chars[k].card].FullName())
			default:
				seen[k] = true
				sp.team = append(sp.team, k)
			}
		}
		if len(seen) != len(chars) && len(items) == len(sp.team) {
			rd.Fail(path+".team", "lists %d of the player's %d characters: it lists each once", len(seen), len(chars))
		}
	}
	return true
}

// readChar reads a character on player p's battlefield, or in the KO
// area (ko).
func (g *Game) readChar(rd *kit.PositionReader, path string, raw json.RawMessage, p int, ko bool, r rules) (posChar, bool) {
	c, f, ok := rd.CardObject(path, raw, p, "mode", "tapped", "damage", "attacks", "reach", "ko_at_end", "upgrades", "under")
	if !ok {
		return posChar{}, false
	}
	d := g.set.cards[c]
	switch {
	case d.Type == TypeCombiner:
		rd.Fail(path, "%s is a combined form: it joins the game by card text, never in a team", d.FullName())
		return posChar{}, false
	case ko && d.isBattle():
		return g.readKOCard(rd, path, c, f, r)
	case d.isSide():
		rd.Fail(path, "%s is a Battle Master's Upgrade side: on the battlefield it is an Upgrade on a character (its \"upgrades\")", d.FullName())
		return posChar{}, false
	case !d.isCharacter():
		rd.Fail(path, "%s is %s: only characters are on the battlefield; a battle card may lie in the KO area", d.FullName(), article(d.Type))
		return posChar{}, false
	}
	ch := posChar{card: c, path: path}
	if v, ok := f["mode"]; ok {
		if name, ok := rd.Text(path+".mode", v); ok {
			if ch.mode = d.modeIndex(name); ch.mode < 0 {
				var modes []string
				for _, m := range d.Modes {
					modes = append(modes, m.Mode)
				}
				rd.Fail(path+".mode", "%s has no %q mode (its modes: %s)", d.FullName(), name, strings.Join(modes, ", "))
				ch.mode = 0
			}
		}
	}
	if v, ok := f["attacks"]; ok {
		ch.attacks, _ = rd.Int(path+".attacks", v, 0, posMax)
	}
	if v, ok := f["damage"]; ok {
		n, ok := rd.Int(path+".damage", v, 0, posMax)
		switch {
		case !ok:
		case ko && n != d.Health:
			rd.Fail(path+".damage", "is %d: a KO'd character holds exactly as many damage counters as its Health, %d (Wave-1.xml#12)", n, d.Health)
		case !ko && n >= d.Health:
			rd.Fail(path+".damage", "is %d: a character whose damage counters reach its Health, %d, is KO'd (line 47)", n, d.Health)
		}
		ch.damage = n
	}
	if ko {
		ch.damage = d.Health
	}
	for _, b := range []struct {
		name string
		dst  *bool
	}{{"tapped", &ch.tapped}, {"reach", &ch.reach}, {"ko_at_end", &ch.koAtEnd}} {
		if v, ok := f[b.name]; ok {
			*b.dst, _ = rd.Bool(path+"."+b.name, v)
		}
	}
	if r.basic {
		for _, name := range []string{"tapped", "attacks", "reach", "ko_at_end", "upgrades", "under"} {
			if _, ok := f[name]; ok {
				rd.Fail(path+"."+name, "the basic version has no %s", map[string]string{"tapped": "tapping", "attacks": "count of attacks",
					"reach": "card text", "ko_at_end": "card text", "upgrades": "Upgrades", "under": "card text"}[name])
			}
		}
	}
	if v, ok := f["upgrades"]; ok {
		items, _ := rd.List(path+".upgrades", v)
		for i, item := range items {
			if u, ok := g.readOwned(rd, fmt.Sprintf("%s.upgrades[%d]", path, i), item, p, true); ok {
				ch.upgrades = append(ch.upgrades, u)
			}
		}
	}
	if v, ok := f["under"]; ok {
		items, _ := rd.List(path+".under", v)
		for i, item := range items {
			if u, ok := g.readOwned(rd, fmt.Sprintf("%s.under[%d]", path, i), item, p, false); ok {
				ch.under = append(ch.under, u)
			}
		}
	}
	if ko {
		for _, k := range []struct {
			bad        bool
			field, why string
		}{
			{ch.tapped, "tapped", "a KO'd character is untapped (Wave-1.xml#13)"},
			{ch.koAtEnd, "ko_at_end", "a KO'd character is not KO'd again at the end of the turn"},
			{len(ch.upgrades) > 0, "upgrades", "the Upgrades of a KO'd character are scrapped (line 27)"},
			{len(ch.under) > 0, "under", "the cards under a KO'd character are scrapped"},
		} {
			if k.bad {
				rd.Fail(path+"."+k.field, "%s", k.why)
			}
		}
	}
	return ch, true
}

// readKOCard reads card c, no character, in a KO area: a Battle Master's
// Upgrade side, turned there when it was KO'd or left the battlefield
// (Rules_Roundup-2019-04-12.xml#412-18, Wave-2-3.xml#113), or a battle
// card that card text put there face up (Daring Escape, Even The Score,
// Heroic Resolve). It is its card alone: no mode, damage or Upgrades.
func (g *Game) readKOCard(rd *kit.PositionReader, path string, c kit.CardID, f map[string]json.RawMessage, r rules) (posChar, bool) {
	d := g.set.cards[c]
	what := article(d.Type)
	if d.isSide() {
		what = "a Battle Master's Upgrade side"
	}
	if r.basic {
		rd.Fail(path, "%s is %s: the basic version's KO area holds characters only", d.FullName(), what)
		return posChar{}, false
	}
	var names []string
	for name := range f {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		rd.Fail(path+"."+name, "%s is %s in the KO area, no character: it is its card alone", d.FullName(), what)
	}
	return posChar{card: c, path: path, other: true, side: d.isSide()}, true
}

// readOwned reads an Upgrade on a character of player p (upgrade), or a
// card under one: a card, or an object with "card", "owner" (default p)
// and, for an Upgrade, "slot".
func (g *Game) readOwned(rd *kit.PositionReader, path string, raw json.RawMessage, p int, upgrade bool) (posOwned, bool) {
	o := posOwned{path: path, owner: p, slot: -1}
	cardAt, v := path, raw
	if kit.KindOf(raw) == "an object" {
		names := []string{"card", "owner"}
		if upgrade {
			names = append(names, "slot")
		}
		f, ok := rd.Object(path, raw, names...)
		if !ok {
			return o, false
		}
		if w, ok := f["owner"]; ok {
			o.owner, _ = rd.Int(path+".owner", w, 0, 1)
		}
		if w, ok := f["slot"]; ok {
			if name, ok := rd.Choice(path+".slot", w, upgradeKinds[:]...); ok {
				o.slot = slices.Index(upgradeKinds[:], name)
			}
		}
		if v, ok = f["card"]; !ok {
			rd.Fail(path, `missing field "card" (the card's id or name)`)
			return o, false
		}
		cardAt = path + ".card"
	}
	c, ok := rd.Card(cardAt, v, o.owner)
	if !ok {
		return o, false
	}
	o.card = c
	typ := ""
	if upgrade {
		typ = TypeUpgrade
	}
	if d := g.set.cards[c]; !(upgrade && d.isSide()) && !g.isA(rd, path, d, typ) {
		return o, false
	}
	if k := int(g.set.cards[c].kind); o.slot == k {
		o.slot = -1
	}
	o.side = g.set.cards[c].isSide()
	return o, true
}

// teamRules checks every card read against the team rules, which no play
// changes (rules 1.0, building a team; docs/rules/tftcg.md): one of each
// character by full name on each side, and in the standard game at most
// 3 copies of a battle card by name, at most 25 stars in all, and a
// battle card with a faction symbol only beside a character of that
// faction. A Battle Master's Upgrade sides stand for it (sidesKept): its
// stars and faction count once, and it is never both a character and a
// side. It reads rd.Placed, so that Position checks a game's cards the
// same way (position_write.go).
func (g *Game) teamRules(rd *kit.PositionReader, r rules) {
	rd.CheckCopies(true, func(c kit.CardID) (string, int) {
		d := g.set.cards[c]
		switch {
		case d.isSide():
			return fmt.Sprintf("%s (an Upgrade side of %s)", d.FullName(), d.sideOf.FullName()), 1
		case d.isCharacter():
			return d.FullName(), 1
		case r.basic:
			return "", 0
		}
		return d.Name, MaxCopies
	}, "a team has one of each character by full name and a battle deck at most 3 copies of a card by name (rules 1.0, building a team), and no play adds any")
	g.sidesKept(rd)
	if r.basic {
		return
	}
	var stars [2]int
	var factions [2]map[string]bool
	counted := map[[2]int]bool{} // seat, Battle Master: its stars counted
	for _, pc := range rd.Placed() {
		if pc.Seat < 0 {
			continue
		}
		d := g.set.cards[pc.Card]
		if d.isSide() {
			d = d.sideOf
			if k := [2]int{pc.Seat, d.seq}; counted[k] {
				continue
			} else {
				counted[k] = true
			}
		}
		stars[pc.Seat] += d.Stars
		if d.isCharacter() {
			if factions[pc.Seat] == nil {
				factions[pc.Seat] = map[string]bool{}
			}
			factions[pc.Seat][d.Faction] = true
		}
	}
	for p := range 2 {
		if stars[p] > StarLimit {
			rd.Fail(fmt.Sprintf("players[%d]", p), "the team has %d stars, its characters' and battle cards' together: at most %d (rules 1.0, building a team)", stars[p], StarLimit)
		}
	}
	type key struct {
		seat int
		name string
	}
	var order []key
	paths := map[key][]string{}
	for _, pc := range rd.Placed() {
		d := g.set.cards[pc.Card]
		if pc.Seat < 0 || !d.isBattle() || d.isSide() || d.Faction == FactionMercenary || d.Faction == "" || factions[pc.Seat][d.Faction] {
			continue
		}
		k := key{pc.Seat, d.FullName()}
		if _, ok := paths[k]; !ok {
			order = append(order, k)
		}
		paths[k] = append(paths[k], pc.Path)
	}
	for _, k := range order {
		d, _ := g.set.Lookup(k.name)
		rd.Fail(fmt.Sprintf("players[%d]", k.seat), "%s (%s) is %s %s card: it goes only in a deck whose team has %s %s character (%s)",
			k.name, strings.Join(paths[k], ", "), articleWord(d.Faction), d.Faction, articleWord(d.Faction), d.Faction, ruleFaction)
	}
}

// sidesKept checks the Battle Masters' Upgrade sides read against the
// team rules: a Battle Master is a character until it is KO'd, then its
// Upgrade side, never both (Rules_Roundup-2019-04-12.xml#412-18,
// Rules_Roundup-2019-05-02.xml#502-7: it never turns back), and a
// Weaponizer of two cards turns to both, each on a character or in the
// KO area (Wave-4.xml#8, Wave-2-3.xml#113).
func (g *Game) sidesKept(rd *kit.PositionReader) {
	type key struct{ seat, bm int }
	var order []key
	chars := map[key]string{}
	sides := map[key]map[*Card][]string{}
	for _, pc := range rd.Placed() {
		d := g.set.cards[pc.Card]
		switch {
		case d.isSide():
			k := key{pc.Seat, d.sideOf.seq}
			if sides[k] == nil {
				sides[k] = map[*Card][]string{}
				order = append(order, k)
			}
			sides[k][d] = append(sides[k][d], pc.Path)
		case d.isCharacter() && len(d.sides) > 0:
			chars[key{pc.Seat, d.seq}] = pc.Path
		}
	}
	for _, k := range order {
		bm := g.set.cards[k.bm]
		at := fmt.Sprintf("players[%d]", k.seat)
		var paths []string
		for _, sd := range bm.sides {
			paths = append(paths, sides[k][sd]...)
		}
		if path, ok := chars[k]; ok {
			rd.Fail(at, "%s (%s) is in play beside its Upgrade side (%s): a Battle Master is a character until it is KO'd, then its Upgrade side, never both (Rules_Roundup-2019-04-12.xml#412-18)",
				bm.FullName(), path, strings.Join(paths, ", "))
		}
		for _, sd := range bm.sides {
			if _, ok := sides[k][sd]; !ok {
				rd.Fail(at, "%s has an Upgrade side in play (%s) but not %s: a KO'd Weaponizer of two cards turns to both, each then on a character or in the KO area (Wave-4.xml#8, Wave-2-3.xml#113)",
					bm.FullName(), strings.Join(paths, ", "), g.set.posName(kit.CardID(sd.seq)))
			}
		}
	}
}

// articleWord is "an" before a vowel, else "a".
func articleWord(w string) string {
	if w != "" && strings.ContainsRune("AEIOUaeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}

// sidesOf reports whether player p has a Battle Master's Upgrade side in
// play: in their KO area, or an Upgrade of theirs on a character.
func (pos *position) sidesOf(p int) bool {
	for q := range pos.seats {
		for _, ch := range pos.seats[q].field {
			for _, u := range ch.upgrades {
				if u.owner == p && u.side {
					return true
				}
			}
		}
	}
	for _, ch := range pos.seats[p].ko {
		if ch.side {
			return true
		}
	}
	return false
}

// rules checks what the rules forbid of the table and the turn, once every
// field has been read.
func (pos *position) rules(rd *kit.PositionReader, r rules) {
	a := &pos.seats[pos.active]
	attacks := 0
	for _, ch := range a.chars() {
		attacks += ch.attacks
	}
	switch {
	case pos.turn == 1 && (pos.played || pos.upgraded):
		rd.Fail("done", "the first player plays no Action or Upgrade on turn 1 (line 21)")
	case pos.turn == 2 && pos.played && pos.upgraded:
		rd.Fail("done", "the second player plays an Action or an Upgrade on turn 2, not both (line 21)")
	}
	if r.basic {
		if pos.step == stepMain && pos.flipped {
			rd.Fail("done", `"flip": in the basic version the attacker is chosen once the flip is done ("step": "attacker")`)
		}
		var shared int
		shared += len(pos.deck) + len(pos.scrap)
		for p := range pos.seats {
			shared += len(pos.seats[p].flipped)
		}
		if shared < 4 {
			rd.Fail("deck", "the basic version's shared deck, scrap pile and flipped cards hold %d cards: it needs at least 4 battle cards", shared)
		}
	}
	if pos.inARow > pos.turn {
		rd.Fail("in_a_row", "is %d: no more than the turns played, %d", pos.inARow, pos.turn)
	}
	if r.twoInARow && pos.inARow > 2 {
		rd.Fail("in_a_row", "is %d: with extra-turns=tournament no player takes more than two turns in a row (Tournament.xml#13)", pos.inARow)
	}
	for p := range pos.seats {
		sp := &pos.seats[p]
		n := len(sp.chars())
		switch {
		case r.basic && n != 2:
			rd.Fail(sp.path, "has %d characters: the basic version is played with 2 a side (line 55)", n)
		case n == 0 && !pos.sidesOf(p):
			rd.Fail(sp.path, "has no characters: a team has at least one")
		}
		if sp.whiteAttacks > attacks {
			rd.Fail(sp.path+".white_attacks", "is %d, more than this turn's attacks, %d", sp.whiteAttacks, attacks)
		}
	}
	if attacks > 0 {
		// The turn ends after an attack unless every enemy character is
		// tapped and the player has an untapped one (line 43).
		q := &pos.seats[1-pos.active]
		for _, ch := range q.field {
			if !ch.tapped {
				rd.Fail(ch.path, "is untapped after an attack this turn: when the opponent has an untapped character the turn ends after the attack (line 43)")
			}
		}
		untapped := false
		for _, ch := range a.field {
			untapped = untapped || !ch.tapped
		}
		if !untapped && len(a.field) > 0 {
			rd.Fail(a.path, "has attacked this turn and has no untapped character: the turn would have ended (line 43)")
		}
	}
	var over [2]bool
	for p := range pos.seats {
		over[p] = len(pos.seats[p].field) == 0 && len(pos.seats[p].ko) > 0
	}
	switch {
	case over[0] && over[1]:
		rd.Fail("", "the game is already over: every character of both players is KO'd")
	case over[0] || over[1]:
		lost := 0
		if over[1] {
			lost = 1
		}
		rd.Fail(fmt.Sprintf("players[%d]", lost), "the game is already over: every character of %s is KO'd (line 8)", engine.PlayerName(lost))
	}
}
