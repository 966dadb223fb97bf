package ben10

import (
	"omnideck/engine"
	"omnideck/kit"
)

// The zones of each player, in table order: a player's zone k is
// ZoneID(p*numZones + k).
const (
	zDeck    = iota // the deck, face down
	zHand           // the hand
	zDiscard        // the discard pile
	zEarth          // the Earth area: four places
	zSpace          // the Space area: four places
	zTDeck          // the Transformation deck, face down
	zUsed           // an Effect card being used
	numZones
)

// areaSlots is the number of places in each area (Chapter 1, Play Mat).
const areaSlots = 4

// areaNames name the areas by index: 0 Earth, 1 Space.
var areaNames = [2]string{"Earth", "Space"}

// Object flags.
const (
	flInjured  uint32 = 1 << iota // turned sideways: has taken one damage
	flMoved                       // moved in a Move phase this turn
	flAttacked                    // attacked this turn
)

// step is where the turn stands.
type step uint8

const (
	stepFirst     step = iota // the coin flip's winner chooses who goes first
	stepRedraw                // each player may redraw once
	stepStart                 // a turn begins
	stepDraw                  // Draw phase
	stepOpen                  // Open phase
	stepMain                  // Main sequence
	stepTransform             // End sequence: Transformation phase
	stepEnd                   // the turn ends: end-of-turn abilities
	stepCleanup               // "until end of turn" effects end
)

// State is a game of the Ben 10 CCG in progress.
type State struct {
	game *Game
	// defs are the game's card definitions, by CardID (shared).
	defs  []*Card
	cfg   engine.Config
	rules rules
	rng   engine.RNG
	// jr is the log with the card references its events use.
	jr kit.Journal

	t kit.Table
	// decks are the players' deck lists, which are open (docs/rules):
	// whether a player may hold a Trick reads them. Shared, never changed.
	decks [2][]kit.CardID
	// tricks are the different Tricks of each deck list that answer
	// events, and trickKinds the events they answer, as bits (trick.go).
	tricks     [2][]kit.CardID
	trickKinds [2]uint64
	// heard is the kinds of event some card of the decks other than a
	// Trick, or a rule, listens for, as bits: no other event is worth
	// sending to the bus.
	heard uint64
	// ev and would are the events being sent (fire, and the rule actions
	// that pass replacement effects), kept here so that sending one
	// allocates nothing; probe is a job tried out before it is started.
	ev, would kit.Event
	probe     kit.Job
	// statics are the cards on the battlefield with static effects, as of
	// a table version (facts.go); copies never share them.
	statics struct {
		ids     []kit.ObjID
		version uint64
		ok      bool
	}
	// counted is countInPlay as of a table version.
	counted struct {
		n       int
		version uint64
		ok      bool
	}
	// hintJobs are the jobs hints judge effects with (hints.go).
	hintJobs kit.HintJobs

	life [2]int32
	// turns counts the turns each player has begun: the Open phase is
	// skipped on a player's first.
	turns [2]int16
	// setDone is true once the active player has set a card this turn
	// (set-limit=turn).
	setDone bool
	// redrawn says who has answered the redraw question.
	redrawn [2]bool

	turn   int
	active int
	step   step
	// phase is the step whose part of the turn is under way, as views
	// name it: a step moves on to the next before its abilities and
	// questions are done, the phase only when the next step begins.
	phase step
	mods  kit.Mods
	stack kit.Stack
	// pending are jobs started during the current step (triggered
	// abilities, Trick windows, a Character appearing mid-battle): they go
	// on the stack once the step is done.
	pending []kit.Job
	dec     decision
	// steps counts automatic steps since the last decision, to stop a
	// rule that would loop.
	steps int

	// opts caches the options of the current decision; optsOK says it is
	// up to date. Copies never share it.
	opts   []kit.Option
	optIDs [][2]kit.ObjID // the cards each option names, by place
	optsOK bool
	hits   []kit.Hit[*State] // scratch for events
	// touched and seats are the scratch lists of what an effect touches
	// (collect, players); copies never share them.
	touched []kit.Target
	seats   [2]int

	over    bool
	winners engine.PlayerSet
	result  string
	reason  string
}

// CardTable is the state's cards (kit.Host).
func (s *State) CardTable() *kit.Table { return &s.t }

// Active is the seat whose turn it is (kit.Host).
func (s *State) Active() int { return s.active }

// Game returns the game definition.
func (s *State) Game() engine.Game { return s.game }

// Config returns the configuration with every option resolved.
func (s *State) Config() engine.Config { return s.cfg.Copy() }

// Turn is the number of the turn, from 1 (0 while setting up).
func (s *State) Turn() int { return s.turn }

// Terminal reports whether the game is over.
func (s *State) Terminal() bool { return s.over }

// Clone returns a deep copy. Card definitions are shared: they never
// change.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.t = s.t.Clone()
	c.jr = s.jr.Copy()
	c.mods = s.mods.Clone()
	c.stack = s.stack.Clone()
	c.pending = nil
	for _, j := range s.pending {
		c.pending = append(c.pending, j.Clone())
	}
	// A copy lists its own options, with the room this state's lists have.
	c.opts, c.optIDs, c.optsOK = make([]kit.Option, 0, cap(s.opts)), make([][2]kit.ObjID, 0, cap(s.optIDs)), false
	c.hits, c.touched = nil, nil
	c.statics.ids, c.statics.ok = nil, false
	c.counted.ok = false
	return &c
}

// zone is player p's zone k.
func zone(p, k int) kit.ZoneID { return kit.ZoneID(p*numZones + k) }

// areaZone is player p's area a (0 Earth, 1 Space).
func areaZone(p, a int) kit.ZoneID { return zone(p, zEarth+a) }

// zoneArea is the area of each zone: 0 Earth, 1 Space, -1 for the zones
// that are not areas.
var zoneArea = func() (out [2 * numZones]int8) {
	for z := range out {
		out[z] = -1
		if k := z % numZones; k == zEarth || k == zSpace {
			out[z] = int8(k - zEarth)
		}
	}
	return out
}()

// areaOf is the area (0 Earth, 1 Space) card id is in, or -1.
func (s *State) areaOf(id kit.ObjID) int {
	o := &s.t.Objs[id]
	if o.Over != kit.NoObj {
		o = &s.t.Objs[o.Over]
	}
	if o.Zone == kit.NoZone {
		return -1
	}
	return int(zoneArea[o.Zone])
}

// card is the definition of object id.
func (s *State) card(id kit.ObjID) *Card { return s.defs[s.t.Objs[id].Card] }

// obj is object id.
func (s *State) obj(id kit.ObjID) *kit.Object { return &s.t.Objs[id] }

// opponent is the other player.
func opponent(p int) int { return 1 - p }

// inPlay reports whether id is a face-up card in play: a Character on its
// own or the top of a transformed pair (not the human under it).
func (s *State) inPlay(id kit.ObjID) bool {
	o := &s.t.Objs[id]
	return o.Over == kit.NoObj && o.Face == kit.FaceUp && s.areaOf(id) >= 0
}

// isSet reports whether id is a Set card: face down in an area.
func (s *State) isSet(id kit.ObjID) bool {
	o := &s.t.Objs[id]
	return o.Face == kit.FaceDown && o.Over == kit.NoObj && s.areaOf(id) >= 0
}

// eachInArea calls f with each card of player p's area a, in place order.
func (s *State) eachInArea(p, a int, f func(id kit.ObjID)) {
	var bySlot [areaSlots]kit.ObjID // id + 1; 0 for an empty place
	for _, id := range s.t.Zones[areaZone(p, a)].Cards {
		bySlot[s.t.Objs[id].Slot] = id + 1
	}
	for _, id := range bySlot {
		if id != 0 {
			f(id - 1)
		}
	}
}

// countInPlay is the number of in-play Character cards on both sides, a
// transformed pair counting as one: what Entrance and Use costs are
// measured against (formulas A and B).
func (s *State) countInPlay() int {
	if s.counted.ok && s.counted.version == s.t.Version() {
		return s.counted.n
	}
	n := 0
	for p := range 2 {
		for a := range 2 {
			z := areaZone(p, a)
			for _, id := range s.t.Zones[z].Cards {
				if s.t.Objs[id].Face == kit.FaceUp && s.card(id).isCharacter() {
					n++
				}
			}
		}
	}
	s.counted.n, s.counted.version, s.counted.ok = n, s.t.Version(), true
	return n
}

// transformed is player p's transformed Character (the alien on top), or
// NoObj.
func (s *State) transformed(p int) kit.ObjID {
	for a := range 2 {
		for _, id := range s.t.Zones[areaZone(p, a)].Cards {
			if s.t.Objs[id].Under != kit.NoObj {
				return id
			}
		}
	}
	return kit.NoObj
}

// handSize is the number of cards in player p's hand.
func (s *State) handSize(p int) int { return s.t.Count(zone(p, zHand)) }

// deckSize is the number of cards in player p's deck.
func (s *State) deckSize(p int) int { return s.t.Count(zone(p, zDeck)) }
