package tftcg

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The common table view (engine.Table): each player with their zones —
// the battle deck, hand, scrap pile, battlefield, KO area, the cards
// flipped this turn and the Actions played — each character with its
// mode and stats, damage as a counter, tapped as a status and its
// Upgrades attached; in the basic version, the shared deck and scrap pile,
// and in the standard game the Upgrade being played while its player
// chooses where it goes.

// tableZones are the zones each player shows, in order, in each rule set.
var (
	tableZones      = []int{zDeck, zHand, zScrap, zField, zKO, zFlip, zPlayed}
	basicTableZones = []int{zField, zKO, zFlip}
)

// Table is what player p (or the Spectator) sees of the table now.
func (s *State) Table(p int) engine.Table {
	t := engine.Table{Viewer: p, Turn: s.turn, Phase: phaseNames[s.step], Active: s.active,
		Players: []engine.TablePlayer{}, Zones: []engine.TableZone{}, Question: engine.NoQuestion(),
		Waiting: s.Actors().Slice(), Outcome: s.Outcome(), Legend: s.legend(p), Goal: goal}
	zones := tableZones
	if s.rules.basic {
		zones = basicTableZones
	}
	for q := range 2 {
		tp := engine.TablePlayer{Seat: q, Name: engine.PlayerName(q), Counters: []engine.Counter{}, Zones: []engine.TableZone{}}
		ko := 0
		for _, id := range s.team[q] {
			if !s.onField(id) && !s.isUnder(id) {
				ko++
			}
		}
		tp.Counters = append(tp.Counters, engine.Counter{Name: "Characters KO'd", Value: ko})
		if s.more.towerUp[q] {
			tp.Counters = append(tp.Counters, engine.Counter{Name: "Tower height", Value: s.towerHeight(q)})
		}
		for _, k := range zones {
			tp.Zones = append(tp.Zones, s.t.TableZone(p, zone(q, k), s.describe))
			if k == zDeck {
				s.showTop(p, q, &tp.Zones[len(tp.Zones)-1])
			}
		}
		s.attachUpgrades(p, q, &tp)
		s.attachUnder(p, q, &tp)
		t.Players = append(t.Players, tp)
	}
	if s.rules.basic {
		t.Zones = append(t.Zones, s.t.TableZone(p, zSharedDeck, s.describe), s.t.TableZone(p, zSharedScrap, s.describe))
	} else {
		t.Zones = append(t.Zones, s.t.TableZone(p, zPlaying, s.describe))
	}
	if p >= 0 && s.Actors().Has(p) && s.ask == askPick && s.pickKind == pickTheirHand {
		t.Zones = append(t.Zones, s.lookedAt(p))
	}
	if p >= 0 && s.Actors().Has(p) {
		t.Question = engine.TableQuestion{Player: p, Prompt: s.question(), Kind: s.kind(), Options: []engine.TableOption{}}
		// An option's cards are those on the table: a deck's top card
		// looked at or revealed (Focus, Metal Detector) is named by the
		// option's label to whoever knows it, and is no card on the table.
		shown := onTable(&t)
		for _, o := range s.options() {
			to := engine.TableOption{Code: s.code(o), Label: s.label(o), Detail: s.detail(o), Cards: []int{}, Zones: []string{}}
			for _, h := range [2]uint32{o.A, o.B} {
				if h != 0 && o.Verb != vOutside && shown[int(h)] { // outside's A is a card definition, no card on the table
					to.Cards = append(to.Cards, int(h))
				}
			}
			t.Question.Options = append(t.Question.Options, to)
		}
	}
	return t
}

// onTable is the set of handles of the cards table t shows.
func onTable(t *engine.Table) map[int]bool {
	seen := map[int]bool{}
	var walk func(cs []engine.TableCard)
	walk = func(cs []engine.TableCard) {
		for _, c := range cs {
			seen[c.Handle] = true
			walk(c.Attached)
		}
	}
	for _, pl := range t.Players {
		for _, z := range pl.Zones {
			walk(z.Cards)
		}
	}
	for _, z := range t.Zones {
		walk(z.Cards)
	}
	return seen
}

// decisions are the kinds of question the game asks (engine.Info's
// Decisions, engine.TableQuestion.Kind).
var decisions = []engine.DecisionSpec{
	{Kind: "main", Summary: "standard game: flip a character, play an Action or Upgrade, use a Tap ability, attack, or end the turn (end); once the player has attacked, only attack again or end; basic version: flip a character, or none (pass)"},
	{Kind: "attacker", Summary: "which character attacks"},
	{Kind: "defender", Summary: "which enemy character the attacker attacks"},
	{Kind: "upgrade", Summary: "which character the Upgrade chosen goes on, or back to choose another card (back)"},
	{Kind: "swap", Summary: "after an attack with a green icon flipped: which card of the hand to swap for which flipped card, or none (pass)"},
	{Kind: "optional", Summary: "whether to use an ability that says \"you may\" (yes, pass)"},
	{Kind: "cost", Summary: "what pays an ability's cost (\"If you do\"), or nothing (pass: the ability does nothing)"},
	{Kind: "target", Summary: "the card an effect chooses: a character, a card of a hand, scrap pile or deck, an Upgrade, a card to play; none (pass) where the text says \"may\" or \"up to\""},
	{Kind: "order", Summary: "which of the player's abilities that triggered at once resolves first"},
	{Kind: "replace", Summary: "which of the effects that would change the attack damage the player's character would take applies first, or none of those that say \"you may\" (pass)"},
	{Kind: "room", Summary: "which Upgrade a character scraps when it holds more than its slots have room for: the one an Upgrade put on replaces, or one it can no longer keep once it loses a slot"},
	{Kind: "mode", Summary: "which of the modes of a card's \"choose one\" happens"},
	{Kind: "flip", Summary: "the mode a triple changer an effect flips turns to"},
	{Kind: "outside", Summary: "a card the player owns from outside the game to bring in, or none more (pass) where the text says \"up to\""},
}

// kind is the kind of the question asked now (decisions).
func (s *State) kind() string {
	switch s.ask {
	case 0:
	case askOrder:
		return "order"
	case askReplace:
		return "replace"
	case askRoom:
		return "room"
	case kit.AskOptional:
		return "optional"
	case kit.AskCost:
		return "cost"
	case askPick:
		switch s.pickKind {
		case pickMode:
			return "flip"
		case pickOutside:
			return "outside"
		}
		return "target"
	case kit.AskMode:
		return "mode"
	default:
		return ""
	}
	switch s.step {
	case stepMain:
		return "main"
	case stepAttacker:
		return "attacker"
	case stepDefender:
		return "defender"
	case stepSwap:
		return "swap"
	case stepUpgradeOn:
		return "upgrade"
	}
	return ""
}

// goal is how the game is won (rules 1.0, line 8; the basic version,
// line 58), for a person who has never played it.
const goal = "KO every enemy character to win. A character is KO'd when the damage on it reaches its Health; " +
	"attacks do damage, Attack against Defense, each side adding the icons of battle cards flipped from its deck."

// The battle icons explained, in each rule set.
const (
	legendStandard = "Battle icons: orange +1 Attack for an attacker, blue +1 Defense for a defender, " +
		"white 2 more cards flipped (once), black Pierce 1 for an attacker, green a swap for a card in hand after the attack."
	legendBasic = "Battle icons: orange +1 Attack for an attacker, blue +1 Defense for a defender; the others do nothing in the basic version."
)

// legend explains the battle icons to viewer p until p's first turn is
// over, and to a spectator for the first two turns: after that the log's
// totals say which icons counted (docs/rules/tftcg.md).
func (s *State) legend(p int) string {
	switch {
	case p < 0 && s.turn > 2:
		return ""
	case p >= 0 && (s.turns[p] > 1 || s.turns[p] == 1 && s.active != p):
		return ""
	case s.rules.basic:
		return legendBasic
	}
	return legendStandard
}

// attachUpgrades attaches each of player q's Upgrades to its character in
// the battlefield zone of tp, on it (TableCard.On).
func (s *State) attachUpgrades(p, q int, tp *engine.TablePlayer) {
	for _, u := range s.t.Zones[zone(q, zUpgrade)].Cards {
		on := kit.ObjID(s.obj(u).Counters[cOn])
		for zi := range tp.Zones {
			for ci := range tp.Zones[zi].Cards {
				if c := &tp.Zones[zi].Cards[ci]; c.Handle == int(s.handle(on)) {
					up := s.t.TableCard(p, u, s.describe)
					up.On = true
					c.Attached = append(c.Attached, up)
				}
			}
		}
	}
}

// describe is card id as the table shows a card its viewer identifies:
// a character with its figures now (its printed ones beside them when
// they differ), its mode and the traits card text asks about, tapped or
// KO'd, and its damage counters when it has any on the battlefield (a
// KO'd character shows its printed figures).
func (s *State) describe(id kit.ObjID) engine.TableCard {
	c := s.card(id)
	tc := engine.TableCard{ID: c.ID, Name: c.FullName(), Type: c.Type, Status: []string{}, Counters: []engine.Counter{}}
	if !c.fights() {
		tc.Stats = c.battleStats()
		return tc
	}
	tc.Stats, tc.Printed = s.stats(id)
	tc.Status = append(tc.Status, c.modeName(int(s.obj(id).Counters[cMode])))
	if t := s.traits(id); t != "" {
		tc.Status = append(tc.Status, t)
	}
	if s.tapped(id) {
		tc.Status = append(tc.Status, "tapped")
	}
	if !s.onField(id) {
		tc.Status = append(tc.Status, "KO'd")
	}
	if d := s.damage(id); d > 0 && s.onField(id) {
		tc.Counters = append(tc.Counters, engine.Counter{Name: "damage", Value: d})
	}
	return tc
}

// battleStats is a battle card's stat line: its icons, and an Upgrade's
// kind and bonuses ("weapon +1 ATK · orange, black").
func (c *Card) battleStats() string {
	var parts []string
	if c.Subtype != "" {
		parts = append(parts, c.Subtype)
	}
	if c.AttackBonus != 0 {
		parts = append(parts, fmt.Sprintf("%+d ATK", c.AttackBonus))
	}
	if c.DefenseBonus != 0 {
		parts = append(parts, fmt.Sprintf("%+d DEF", c.DefenseBonus))
	}
	s := strings.Join(parts, " ")
	if s != "" {
		s += " · "
	}
	return s + c.iconText()
}

// lookedAt is the opponent's hand as player p sees it while choosing a
// card of it (Espionage, Disruption: "Look at your opponent's hand"):
// every card, those p was shown named, so that the question's options are
// cards on p's table.
func (s *State) lookedAt(p int) engine.TableZone {
	z := zone(opponent(p), zHand)
	out := engine.TableZone{ID: "looked-at", Name: "Your opponent's hand, looked at", Layout: engine.LayoutRow,
		Count: s.t.Count(z), Cards: []engine.TableCard{}}
	for _, id := range s.t.Zones[z].Cards {
		out.Cards = append(out.Cards, s.t.TableCard(p, id, s.describe))
	}
	return out
}
