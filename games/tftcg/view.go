package tftcg

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// CardView is a battle card the viewer sees. Handle is its name in option
// codes and events.
type CardView struct {
	Handle int    `json:"handle"`
	ID     string `json:"id"`
	Name   string `json:"name"`
	Type   string `json:"type"`
	// Subtype is an Upgrade's kind (weapon, armor, utility) or secret.
	Subtype string `json:"subtype"`
	// Icons are its battle icons as colour words.
	Icons []string `json:"icons"`
}

// CharacterView is a character on the battlefield or in the KO area.
type CharacterView struct {
	Handle int    `json:"handle"`
	ID     string `json:"id"`
	// Name is the full name ("Optimus Prime, Autobot Leader").
	Name string `json:"name"`
	// Mode is the mode face up (alt, bot, alt2), with its printed Attack
	// and Defense.
	Mode    string `json:"mode"`
	Attack  int    `json:"attack"`
	Defense int    `json:"defense"`
	// AttackNow and DefenseNow are its Attack and Defense now, with its
	// Upgrades, static abilities and boosts.
	AttackNow  int `json:"attack_now"`
	DefenseNow int `json:"defense_now"`
	// Traits are the traits card text asks about, as its mode shows
	// them ("Car, Melee, Leader"), or "".
	Traits string `json:"traits"`
	Health int    `json:"health"`
	Damage int    `json:"damage"`
	Tapped bool   `json:"tapped"`
	KO     bool   `json:"ko"`
	// Upgrades are the Upgrades on it.
	Upgrades []CardView `json:"upgrades"`
}

// PlayerView is what the viewer sees of one player.
type PlayerView struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
	// Deck is the number of cards in the player's battle deck and
	// HandCount in their hand (0 in the basic version).
	Deck      int `json:"deck"`
	HandCount int `json:"hand_count"`
	// Hand is the viewer's own hand ([] for the other player).
	Hand  []CardView `json:"hand"`
	Scrap []CardView `json:"scrap"`
	// Characters are those on the battlefield, KO those in the KO area.
	Characters []CharacterView `json:"characters"`
	KO         []CharacterView `json:"ko"`
	// Flipped are the battle cards the player flipped this turn.
	Flipped []CardView `json:"flipped"`
}

// View is what one player (or a spectator) may see.
type View struct {
	Viewer int `json:"viewer"`
	// Rules is standard or basic.
	Rules    string `json:"rules"`
	Turn     int    `json:"turn"`
	Active   int    `json:"active"`
	Phase    string `json:"phase"`
	Question string `json:"question"`
	// Attacker is the character chosen to attack (0 when none).
	Attacker int          `json:"attacker"`
	Players  []PlayerView `json:"players"`
	// SharedDeck and SharedScrap are the basic version's shared battle
	// deck (its count) and scrap pile.
	SharedDeck  int        `json:"shared_deck"`
	SharedScrap []CardView `json:"shared_scrap"`
	// Playing is the Upgrade the active player is playing while they
	// choose the character it goes on ([] at other times).
	Playing []CardView     `json:"playing"`
	Outcome engine.Outcome `json:"outcome"`
}

// View is what player p (or the Spectator) may see now.
func (s *State) View(p int) engine.View {
	v := &View{Viewer: p, Rules: RulesStandard, Turn: s.turn, Active: s.active, Phase: phaseNames[s.step],
		Players: []PlayerView{}, SharedScrap: []CardView{}, Playing: []CardView{}, Outcome: s.Outcome()}
	if s.rules.basic {
		v.Rules = RulesBasic
	}
	if p == s.decider() && !s.over {
		v.Question = s.question()
	}
	if s.attacker != kit.NoObj {
		v.Attacker = int(s.handle(s.attacker))
	}
	for q := range 2 {
		pv := PlayerView{Seat: q, Name: engine.PlayerName(q), Deck: s.t.Count(zone(q, zDeck)), HandCount: s.t.Count(zone(q, zHand)),
			Hand: []CardView{}, Scrap: s.cards(zone(q, zScrap)), Characters: []CharacterView{}, KO: []CharacterView{}, Flipped: s.cards(zone(q, zFlip))}
		if q == p {
			pv.Hand = s.cards(zone(q, zHand))
		}
		for _, id := range s.team[q] {
			if s.isUnder(id) {
				continue
			}
			cv := s.characterView(id)
			if cv.KO {
				pv.KO = append(pv.KO, cv)
			} else {
				pv.Characters = append(pv.Characters, cv)
			}
		}
		v.Players = append(v.Players, pv)
	}
	v.SharedDeck = s.t.Count(zSharedDeck)
	v.SharedScrap = s.cards(zSharedScrap)
	v.Playing = s.cards(zPlaying)
	return v
}

// cards are the cards of a zone the viewer sees, top of a pile first.
func (s *State) cards(z kit.ZoneID) []CardView {
	ids := s.t.Zones[z].Cards
	out := make([]CardView, 0, len(ids))
	for i := range ids {
		id := ids[i]
		if s.t.Zones[z].Layout == engine.LayoutPile {
			id = ids[len(ids)-1-i]
		}
		out = append(out, s.cardView(id))
	}
	return out
}

// cardView is battle card id.
func (s *State) cardView(id kit.ObjID) CardView {
	c := s.card(id)
	return CardView{Handle: int(s.handle(id)), ID: c.ID, Name: c.FullName(), Type: c.Type, Subtype: c.Subtype, Icons: c.iconList()}
}

// characterView is character id.
func (s *State) characterView(id kit.ObjID) CharacterView {
	c, m := s.card(id), s.mode(id)
	v := CharacterView{Handle: int(s.handle(id)), ID: c.ID, Name: c.FullName(), Mode: m.Mode, Attack: m.Attack, Defense: m.Defense,
		AttackNow: s.attackOf(id), DefenseNow: s.defenseOf(id), Traits: s.traits(id),
		Health: s.health(id), Damage: s.damage(id), Tapped: s.tapped(id), KO: !s.onField(id), Upgrades: []CardView{}}
	for _, u := range s.t.Zones[zone(int(s.obj(id).Owner), zUpgrade)].Cards {
		if kit.ObjID(s.obj(u).Counters[cOn]) == id {
			v.Upgrades = append(v.Upgrades, s.cardView(u))
		}
	}
	return v
}

// Text renders the view for a terminal.
func (v *View) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Transformers TCG (%s) — turn %d, %s to play\n", v.Rules, v.Turn, engine.PlayerName(v.Active))
	for _, p := range v.Players {
		you := ""
		if p.Seat == v.Viewer {
			you = " (you)"
		}
		fmt.Fprintf(&b, "%s%s", p.Name, you)
		if v.Rules == RulesStandard {
			fmt.Fprintf(&b, " — deck %d, hand %d, scrap %d", p.Deck, p.HandCount, len(p.Scrap))
		}
		b.WriteString("\n")
		for _, c := range p.Characters {
			b.WriteString("  " + c.line() + "\n")
		}
		for _, c := range p.KO {
			b.WriteString("  KO: " + c.Name + "\n")
		}
		if len(p.Flipped) > 0 {
			b.WriteString("  flipped: " + cardList(p.Flipped) + "\n")
		}
		if len(p.Hand) > 0 {
			b.WriteString("  hand: " + cardList(p.Hand) + "\n")
		}
	}
	if v.Rules == RulesBasic {
		fmt.Fprintf(&b, "Shared deck %d, scrap %d\n", v.SharedDeck, len(v.SharedScrap))
	}
	if len(v.Playing) > 0 {
		b.WriteString("being played: " + cardList(v.Playing) + "\n")
	}
	if v.Outcome.Over {
		b.WriteString(v.Outcome.Summary + "\n")
	} else if v.Question != "" {
		b.WriteString(v.Question + "\n")
	}
	return b.String()
}

// line is a character on one line: "Optimus Prime, Autobot Leader — bot
// ATK 5 DEF 2 (printed ATK 3 DEF 2), 4 damage of 10 Health (Ranged,
// Leader; Truck in alt mode), tapped — upgrades: Primary Laser [blue]".
func (c CharacterView) line() string {
	s := fmt.Sprintf("%s — %s ATK %d DEF %d", c.Name, c.Mode, c.AttackNow, c.DefenseNow)
	if c.AttackNow != c.Attack || c.DefenseNow != c.Defense {
		s += fmt.Sprintf(" (printed ATK %d DEF %d)", c.Attack, c.Defense)
	}
	s += fmt.Sprintf(", %d damage of %d Health", c.Damage, c.Health)
	if c.Traits != "" {
		s += " (" + c.Traits + ")"
	}
	if c.Tapped {
		s += ", tapped"
	}
	if len(c.Upgrades) > 0 {
		s += " — upgrades: " + cardList(c.Upgrades)
	}
	return s
}

// cardList is cards on one line with their icons.
func cardList(cards []CardView) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		icons := "no icons"
		if len(c.Icons) > 0 {
			icons = strings.Join(c.Icons, " ")
		}
		parts[i] = fmt.Sprintf("%s [%s]", c.Name, icons)
	}
	return strings.Join(parts, ", ")
}
