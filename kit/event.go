package kit

// EventKind names a kind of rule action: a draw, damage, an attack. Each
// game numbers its own kinds from 0; a bus holds at most 64.
type EventKind uint8

// MaxEventKinds is how many kinds of event a bus can tell apart.
const MaxEventKinds = 64

// Event is one rule action as a value: what happens, to what, by what. A
// "would" event passes the replacement effects before it happens, and may
// come out changed or cancelled; a "did" event has happened and collects
// the abilities that answer it (Bus).
type Event struct {
	Kind EventKind
	// Player is the player the event is about or who acts: who draws,
	// who loses Life, who uses the card.
	Player int8
	// Obj is the card the event is about: the card drawn, damaged,
	// attacked, used; NoObj for none.
	Obj ObjID
	// Other is a second card: the attacker, the source of the damage, the
	// card an alien is put on; NoObj for none.
	Other ObjID
	// From is where the event takes a card from (a draw's pile), when the
	// game says.
	From ZoneID
	// N is a number: an amount of Life, cards to draw.
	N int32
	// Cause tells how it happens, in the game's words (by battle, by an
	// effect), as bits.
	Cause uint8
	// Cancelled is set by a replacement that makes the event not happen.
	Cancelled bool
}

// NewEvent returns an event of kind k by player p about card obj, with no
// other card.
func NewEvent(k EventKind, p int, obj ObjID) Event {
	return Event{Kind: k, Player: int8(p), Obj: obj, Other: NoObj, From: NoZone}
}

// Timing says whether a listener changes an event before it happens or
// answers it after.
type Timing uint8

// The timings.
const (
	// Would listeners are replacement effects: they change or cancel an
	// event before it happens ("if ... would ..., ... instead").
	Would Timing = iota
	// Did listeners answer an event that has happened: triggered
	// abilities, and the chance to activate a Trick.
	Did
)

// Listener is one ability that listens for events: a triggered ability, a
// replacement effect, a Trick's condition. Listeners are part of card
// definitions (or of the rules), which never change, so they may hold
// functions; a state holds only what they produce (jobs).
type Listener[S any] struct {
	Kind EventKind
	When Timing
	// From is where the card must be for the listener to work: in play,
	// Set, in hand, in the discard pile. A rule's listener (Bus.Rules)
	// ignores it.
	From Where
	// Ability is the index of the ability on its card, for the game.
	Ability int
	// Match reports whether the listener answers event e, for card src
	// (NoObj for a rule's listener). Nil matches every event of its kind.
	Match func(s S, src ObjID, e *Event) bool
	// Replace changes event e, for a Would listener: it may set
	// e.Cancelled, change e.Kind, e.N or e.From.
	Replace func(s S, src ObjID, e *Event)
}

// Hit is a Did listener that answers an event: the card whose ability it
// is (NoObj for a rule), its controller, and the listener.
type Hit[S any] struct {
	Src      ObjID
	Ctrl     int
	Listener *Listener[S]
}

// Bus sends events to the listeners of cards and of the rules. A game
// builds one bus for its card set when the cards are loaded and shares it
// between states: it holds only definitions.
//
// Listeners are found through the cards' places: the bus walks the zones
// whose roles some listener works from (RolePlay for abilities in play and
// Set cards, RoleHand for abilities that work from the hand...), the active
// player's zones first, then the others' (shared zones among them), each
// in zone order and within a zone in list order. So the order in which answers are found is public and fixed, and
// for simultaneous abilities it is the rulebook's usual one: the active
// player's first.
type Bus[S Host] struct {
	cards    [][]Listener[S]
	kinds    []uint64 // per card: the kinds it listens to, Did and Would
	heard    uint64   // the kinds some card or rule listens to
	roles    uint64   // the zone roles some card's listener works from
	roleList []Role   // the same, as a list
	// Rules are the listeners of the rules themselves, asked before any
	// card's: a Transformation deck that replaces draws.
	Rules []Listener[S]
	// Works reports whether card id's abilities work now (its text is not
	// removed, it is not the bottom card of a pair); nil means always.
	Works func(s S, id ObjID) bool
}

// NewBus returns a bus for a set of n card definitions, with no listeners.
func NewBus[S Host](n int) *Bus[S] {
	return &Bus[S]{cards: make([][]Listener[S], n), kinds: make([]uint64, n)}
}

// Listen adds a listener to card definition c.
func (b *Bus[S]) Listen(c CardID, l Listener[S]) {
	b.cards[c] = append(b.cards[c], l)
	b.kinds[c] |= 1 << l.Kind
	b.heard |= 1 << l.Kind
	for w := Where(1); w != 0 && w <= Nowhere; w <<= 1 {
		if r := roleOf(w); l.From&w != 0 && b.roles&(1<<r) == 0 {
			b.roles |= 1 << r
			b.roleList = append(b.roleList, r)
		}
	}
}

// Hears reports whether some card's or rule's listener listens for events
// of kind k: when none does, sending one is a waste.
func (b *Bus[S]) Hears(k EventKind) bool {
	if b.heard&(1<<k) != 0 {
		return true
	}
	for i := range b.Rules {
		if b.Rules[i].Kind == k {
			return true
		}
	}
	return false
}

// Kinds is the kinds of event card definition c's listeners listen for,
// as bits (1 << kind): a game whose decks are known may add up its cards'
// and send only the events some card of theirs hears.
func (b *Bus[S]) Kinds(c CardID) uint64 { return b.kinds[c] }

// Listeners are card definition c's listeners.
func (b *Bus[S]) Listeners(c CardID) []Listener[S] { return b.cards[c] }

// roleOf is the zone role where a card is in place w.
func roleOf(w Where) Role {
	switch w {
	case InDeck:
		return RoleDeck
	case InHand:
		return RoleHand
	case InPlay, InSet:
		return RolePlay
	case InDiscard:
		return RoleDiscard
	case OnStack:
		return RoleStack
	}
	return RoleOther
}

// Host is what the bus needs of a game's state: its table and whose turn
// it is.
type Host interface {
	CardTable() *Table
	// Active is the seat whose turn it is.
	Active() int
}

// Would passes event e through the replacement effects: the rules' first,
// then those of cards in the bus's order. Each replacement applies at most
// once to an event, and after one applies the others are asked again,
// since it may have changed what they see. It reports whether the event
// still happens.
func (b *Bus[S]) Would(s S, e *Event) bool {
	if !b.Hears(e.Kind) {
		return true
	}
	var used [8]uint64 // which listeners have applied: rules, then cards by listing order
	applied := func(i int) bool { return i < len(used)*64 && used[i/64]&(1<<(i%64)) != 0 }
	mark := func(i int) {
		if i < len(used)*64 {
			used[i/64] |= 1 << (i % 64)
		}
	}
	for !e.Cancelled {
		i, hit := 0, false
		for k := range b.Rules {
			l := &b.Rules[k]
			if l.When == Would && l.Kind == e.Kind && !applied(i) && (l.Match == nil || l.Match(s, NoObj, e)) {
				mark(i)
				l.Replace(s, NoObj, e)
				hit = true
				break
			}
			i++
		}
		if hit {
			continue
		}
		if b.heard&(1<<e.Kind) == 0 {
			break // no card listens
		}
		b.each(s, e.Kind, func(src ObjID, l *Listener[S]) bool {
			if l.When == Would && !applied(i) && (l.Match == nil || l.Match(s, src, e)) {
				mark(i)
				l.Replace(s, src, e)
				hit = true
				return false
			}
			i++
			return true
		})
		if !hit {
			break
		}
	}
	return !e.Cancelled
}

// Did collects the abilities that answer event e, which has happened: the
// rules' Did listeners, then the cards' in the bus's order (the active
// player's first). It appends them to out and returns it.
func (b *Bus[S]) Did(s S, e *Event, out []Hit[S]) []Hit[S] {
	for k := range b.Rules {
		l := &b.Rules[k]
		if l.When == Did && l.Kind == e.Kind && (l.Match == nil || l.Match(s, NoObj, e)) {
			out = append(out, Hit[S]{Src: NoObj, Ctrl: int(e.Player), Listener: l})
		}
	}
	if b.heard&(1<<e.Kind) == 0 {
		return out // no card listens
	}
	t := s.CardTable()
	b.each(s, e.Kind, func(src ObjID, l *Listener[S]) bool {
		if l.When == Did && (l.Match == nil || l.Match(s, src, e)) {
			out = append(out, Hit[S]{Src: src, Ctrl: int(t.Objs[src].Ctrl), Listener: l})
		}
		return true
	})
	return out
}

// each calls yield with every listener for events of kind k of every card
// where that listener works from, in the bus's order, while yield says
// on.
func (b *Bus[S]) each(s S, k EventKind, yield func(ObjID, *Listener[S]) bool) {
	if b.heard&(1<<k) == 0 {
		return // no card listens for events of kind k
	}
	t := s.CardTable()
	first := s.Active()
	// The active player's zones, then the others'.
	for pass := range 2 {
		for _, r := range b.roleList {
			for _, z := range t.ZonesOf(r) {
				zone := &t.Zones[z]
				if (int(zone.Owner) == first) != (pass == 0) {
					continue
				}
				for _, id := range zone.Cards {
					o := &t.Objs[id]
					if b.kinds[o.Card]&(1<<k) != 0 && !b.card(s, id, k, yield) {
						return
					}
					if under := o.Under; under != NoObj && !b.card(s, under, k, yield) {
						return
					}
				}
			}
		}
	}
}

// card calls yield with card id's listeners for events of kind k that
// work where it is.
func (b *Bus[S]) card(s S, id ObjID, k EventKind, yield func(ObjID, *Listener[S]) bool) bool {
	t := s.CardTable()
	c := t.Objs[id].Card
	if int(c) >= len(b.kinds) || b.kinds[c]&(1<<k) == 0 {
		return true
	}
	where := t.Where(id)
	if b.Works != nil && !b.Works(s, id) {
		return true
	}
	for i := range b.cards[c] {
		l := &b.cards[c][i]
		if l.Kind == k && l.From&where != 0 && !yield(id, l) {
			return false
		}
	}
	return true
}
