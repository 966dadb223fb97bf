package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// "Before the game begins" (Captain Wheeljack, Major Ultra Magnus, Private
// Trailbreaker, Specialist Ratchet): once the decks are shuffled, before
// the opening hands are drawn, a player may take a card of a name from
// their deck, into their hand or onto the character, and shuffles the
// rest; then each player draws 3 (Rules_Roundup-2019-04-26.xml#426-10,
// Wave-2-3.xml#142, #148, #153, #167). The first player's abilities come
// first, as those of "When the game begins" do. A game none of whose
// characters has such an ability deals its hands at once, as before.

// WhenBeforeGame is "Before the game begins": once the decks are shuffled,
// before the opening hands.
const WhenBeforeGame = "before_game"

// searchParams take a card of a name from your deck: into your hand, or
// onto the characters Onto names as an Upgrade.
type searchParams struct {
	Name string        `yaml:"name"`
	Onto *kit.Selector `yaml:"onto,omitempty"`
}

// defineBeforeGameVerbs defines search.
func defineBeforeGameVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, searchParams]{
		Name: "search", Doc: "take a card of a name from your deck, revealed, into your hand, or onto a character as an Upgrade; then shuffle your deck: {name: Brainstorm} or {name: Force Field, onto: self}",
		Check: func(k *kit.Check, w string, p *searchParams) {
			if p.Name == "" {
				k.Failf(w, "search names the card: {name: Brainstorm}")
			}
			if p.Onto != nil {
				checkTo(k, w, p.Onto)
			}
		},
		Resolve: func(s *State, j *kit.Job, p *searchParams) bool {
			me := int(j.Ctrl)
			id := s.inDeck(me, p.Name)
			if id == kit.NoObj {
				return true
			}
			if p.Onto == nil {
				s.t.Place(id, zone(me, zHand), -1, kit.FaceUp)
				s.t.Reveal(id, engine.AllPlayers(2))
				s.logf(evTake, me, s.ref(id), 0)
				s.t.Shuffle(zone(me, zDeck), &s.rng)
				return true
			}
			done := s.touch(j, p.Onto, pickCharacter, func(ch kit.ObjID) {
				if s.obj(id).Zone == zone(me, zDeck) && s.onField(ch) && s.mayUpgrade(id, ch) {
					s.putUpgrade(me, id, ch)
				}
			})
			if done {
				s.t.Shuffle(zone(me, zDeck), &s.rng)
			}
			return done
		},
		Hint: func(s *State, me int, j *kit.Job, p *searchParams) float64 {
			if id := s.inDeck(int(j.Ctrl), p.Name); id != kit.NoObj {
				return 1 + s.cardWorth(id)
			}
			return 0
		},
		Text: func(p *searchParams) string {
			if p.Onto != nil {
				return fmt.Sprintf("Put a %s from your deck onto %s.", p.Name, selText(p.Onto))
			}
			return fmt.Sprintf("Reveal a %s from your deck and put it into your hand.", p.Name)
		},
	}))
}

// inDeck is the first card of player p's deck named name, or NoObj.
func (s *State) inDeck(p int, name string) kit.ObjID {
	for _, id := range s.t.Zones[zone(p, zDeck)].Cards {
		if s.card(id).Name == name || s.card(id).FullName() == name {
			return id
		}
	}
	return kit.NoObj
}

// hasBeforeGame reports whether a character of either team has a "Before
// the game begins" ability in the mode it begins in.
func (s *State) hasBeforeGame() bool {
	if s.rules.basic {
		return false
	}
	for p := range 2 {
		for _, id := range s.team[p] {
			for i := range s.mode(id).Abilities {
				if s.mode(id).Abilities[i].When == WhenBeforeGame {
					return true
				}
			}
		}
	}
	return false
}

// beforeGame starts the "Before the game begins" abilities, the first
// player's first, and reports whether there are any: the opening hands
// (openingHands) wait for them.
func (s *State) beforeGame() bool {
	if !s.hasBeforeGame() {
		return false
	}
	for _, p := range [2]int{s.active, opponent(s.active)} {
		for _, id := range s.team[p] {
			s.trigger(id, WhenBeforeGame)
		}
	}
	s.then = thenOpeningHands
	s.settle()
	return true
}

// openingHands deals the opening hands once the abilities of before the
// game are done (line 13), and then begins the game.
func (s *State) openingHands() {
	for p := range 2 {
		s.draw(p, openingHand)
	}
	s.gameBegins()
}
