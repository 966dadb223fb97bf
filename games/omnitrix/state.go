package omnitrix

import (
	"fmt"
	"strings"

	"omnideck/engine"
)

// none marks an empty card slot.
const none = -1

// pile is an ordered pile of card ids; c[0] is the top. It is a fixed-size
// array so that copying a state copies its piles without allocating.
type pile struct {
	n uint8
	c [maxOfKind]uint8
}

func (p *pile) cards() []uint8 { return p.c[:p.n] }

// pop takes the top card.
func (p *pile) pop() uint8 {
	top := p.c[0]
	copy(p.c[:p.n-1], p.c[1:p.n])
	p.n--
	return top
}

// push puts a card at the bottom.
func (p *pile) push(id uint8) {
	p.c[p.n] = id
	p.n++
}

// remove takes card id out of the pile, wherever it is.
func (p *pile) remove(id uint8) bool {
	for i := range p.n {
		if p.c[i] == id {
			copy(p.c[i:p.n-1], p.c[i+1:p.n])
			p.n--
			return true
		}
	}
	return false
}

func (p *pile) has(id uint8) bool {
	for _, c := range p.cards() {
		if c == id {
			return true
		}
	}
	return false
}

// step is where the automatic flow of a battle round stands.
type step uint8

const (
	stepStart  step = iota // a new battle round begins
	stepShow               // every fighter shows the top alien of their stack
	stepChoose             // fighters holding supports are asked to choose
	stepAwait              // waiting for those choices
	stepReveal             // chosen supports are revealed and the battle resolved
)

// State is a game of Omnitrix battle in progress.
type State struct {
	game  *Game
	cards *CardSet
	cfg   engine.Config
	rules rules
	rng   engine.RNG
	log   engine.Log

	n     int
	step  step
	round int

	over        bool
	villainsWon bool
	halted      bool  // past the most battles a game can last (round.go)
	bankUnseen  uint8 // the top cards of the bank, in an order nobody knows (knowledge.go)
	winners     engine.PlayerSet

	bank   pile             // the villain bank, face down
	stack  [maxPlayers]pile // each player's alien stack, face down
	hand   [maxPlayers]pile // each player's support cards, seen by their owner
	won    [maxPlayers]pile // villains each player has collected, face up
	shown  [maxPlayers]pile // aliens face up in this round, tie-breaks included
	power  [maxPlayers]int  // each fighter's power in this round
	choice [maxPlayers]int  // a player's committed support, or none; hidden until revealed
	played [maxPlayers]int  // the support each player revealed this round, or none

	villain  int              // the face-up villain, or none
	fighters engine.PlayerSet // players taking part in this round
	waiting  engine.PlayerSet // players who must still choose a support
	chosen   engine.PlayerSet // players who have chosen, their choices hidden

	eliminated    pile // aliens that lost to a villain, face up
	spent         pile // support cards played, face up
	asideAliens   pile // aliens not dealt, face down
	asideSupports pile // supports not dealt, face down

	// What every player knows of the face-down aliens (knowledge.go).
	slots slotRecord        // each stack slot: known, or the label of its unknown alien
	can   [numLabels]uint64 // by label, the aliens (a bit each, by index) that may be in its unknown slots
}

// Game returns the game definition.
func (s *State) Game() engine.Game { return s.game }

// Config returns the configuration with every option resolved; its maps
// are copies the caller may change.
func (s *State) Config() engine.Config { return s.cfg.Copy() }

// Actors are the players who must still choose a support card.
func (s *State) Actors() engine.PlayerSet { return s.waiting }

// Turn is the number of the battle round.
func (s *State) Turn() int { return s.round }

// Terminal reports whether the game is over.
func (s *State) Terminal() bool { return s.over }

// Actions: noSupport, or 1 + the id of a support card to play.
const noSupport engine.Action = 0

func supportAction(id uint8) engine.Action { return engine.Action(id) + 1 }

// Legal lists player p's options: no support card, or one of their own.
func (s *State) Legal(p int, buf []engine.Action) []engine.Action {
	if !s.waiting.Has(p) {
		return buf
	}
	buf = append(buf, noSupport)
	for _, id := range s.hand[p].cards() {
		buf = append(buf, supportAction(id))
	}
	return buf
}

// Apply records player p's support choice (section 4.2). The choices stay
// hidden until every fighter has chosen; then the round goes on by itself.
func (s *State) Apply(p int, a engine.Action) error {
	if err := s.check(p, a); err != nil {
		return err
	}
	s.waiting = s.waiting.Without(p)
	s.chosen = s.chosen.With(p)
	s.choice[p] = int(a) - 1
	s.log.Add(engine.Event{Kind: evChose, Player: int8(p), Private: true, A: int32(s.choice[p])})
	if s.waiting.Empty() {
		s.step = s.afterChoice()
		s.advance()
	}
	return nil
}

// check says why a choice is illegal, or returns nil.
func (s *State) check(p int, a engine.Action) error {
	switch {
	case s.over:
		return fmt.Errorf("the game is over")
	case s.halted:
		return fmt.Errorf("the game stopped after battle %d, the most a game can last: a rule that ends the game is broken", s.round)
	case p < 0 || p >= s.n:
		return fmt.Errorf("there is no seat %d in a %d-player game (seats 0 to %d)", p, s.n, s.n-1)
	case s.chosen.Has(p):
		return fmt.Errorf("%s has already chosen for this battle", playerName(p))
	case !s.waiting.Has(p):
		return fmt.Errorf("%s has no choice to make now; waiting for %s", playerName(p), playerList(s.waiting))
	case a == noSupport:
		return nil
	case int(a)-1 >= s.cards.Len() || s.cards.Kind(int(a)-1) != Support:
		return fmt.Errorf("option %d is not a support card", a)
	case !s.hand[p].has(uint8(a - 1)):
		return fmt.Errorf("%s does not hold %s", playerName(p), s.cards.Card(int(a)-1).Name)
	}
	return nil
}

// ActionCode is "pass" or "support:" and the card's code: a support card
// its chooser holds.
func (s *State) ActionCode(_ int, a engine.Action) string {
	if a == noSupport {
		return "pass"
	}
	if int(a)-1 < s.cards.Len() {
		return "support:" + s.cards.code[a-1]
	}
	return fmt.Sprintf("invalid:%d", a)
}

// ActionLabel describes a for people.
func (s *State) ActionLabel(_ int, a engine.Action) string {
	if a == noSupport {
		return "Play no support card"
	}
	if int(a)-1 < s.cards.Len() {
		c := s.cards.Card(int(a) - 1)
		return fmt.Sprintf("Play %s (+%d)", c.Name, c.Power)
	}
	return fmt.Sprintf("invalid option %d", a)
}

// OptionCards names the card option a is about: the support card to play
// (engine.OptionCards).
func (s *State) OptionCards(_ int, a engine.Action) []string {
	if a == noSupport || int(a)-1 >= s.cards.Len() {
		return []string{}
	}
	return []string{s.cards.code[a-1]}
}

// ParseAction reads "pass" or "support:CARD".
func (s *State) ParseAction(p int, code string) (engine.Action, error) {
	code = strings.TrimSpace(code)
	if code == "pass" {
		return noSupport, nil
	}
	name, ok := strings.CutPrefix(code, "support:")
	if !ok {
		return 0, fmt.Errorf("%q is not an option: options are \"pass\" and \"support:CARD\"", code)
	}
	id, ok := s.cards.Find(name)
	if !ok || s.cards.Kind(id) != Support {
		return 0, fmt.Errorf("%q is not a support card", name)
	}
	return supportAction(uint8(id)), nil
}

// Clone returns a deep copy; the piles are arrays and copy with the struct,
// and the log shares only its written, unchanging part.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.log = s.log.Copy()
	return &c
}

// Outcome tells how the game ended (section 5).
func (s *State) Outcome() engine.Outcome {
	if !s.over {
		return engine.Outcome{Winners: []int{}, Returns: make([]float64, s.n)}
	}
	o := engine.NewOutcome(s.n, s.winners, s.summary())
	o.Reason = reasonMost
	if s.villainsWon {
		o.Reason = reasonVillains
	}
	return o
}

// How a game ends, in the words every game that ended the same way
// shares (engine.Outcome.Reason).
const (
	reasonMost     = "most villains collected"
	reasonVillains = "the villains won"
)

func (s *State) summary() string {
	if s.villainsWon {
		return "The villains win: the players were caught short of alien cards."
	}
	w := s.winners.Slice()
	n := int(s.won[w[0]].n)
	if len(w) == 1 {
		return fmt.Sprintf("%s wins with %d villains.", playerName(w[0]), n)
	}
	return fmt.Sprintf("%s share the win with %d villains each.", playerList(s.winners), n)
}

// playerName is how people call seat p.
func playerName(p int) string { return engine.PlayerName(p) }

func playerList(set engine.PlayerSet) string {
	names := make([]string, 0, set.Len())
	for _, p := range set.Slice() {
		names = append(names, playerName(p))
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// PlaysCard names the support card option a plays (engine.CardPlays).
func (s *State) PlaysCard(_ int, a engine.Action) string {
	if a == noSupport || int(a)-1 >= s.cards.Len() {
		return ""
	}
	return s.cards.code[a-1]
}
