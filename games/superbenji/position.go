package superbenji

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// A position (engine.Config.Position) sets a game up in the middle, for
// puzzles and scenario tests: whose turn and which step (the Main Phase,
// the start of the turn, or a step of combat with its attackers, blockers
// and priority), each player's Health, hand, deck, discard pile and Action
// Pool, and the cards in play with their damage, counters, when they
// entered play, the abilities used this turn and their part in combat. Its
// cards are all of each
// player's cards: the position replaces the deck lists and the opening
// deal, so Config.Decks and Config.Deal are left out
// (docs/rules/superbenji.md says why).
//
// It is read strictly: an unknown field, a value of the wrong type, a card
// that does not exist and a table the rules could not reach (two Unique
// cards of one Basic Name, a token in a hand, damage at or over Health)
// are refused, every problem at once, each named by its path
// ("position players[0].in_play[1].damage: …").
//
// The game then stands as if it had been played to that point: hands are
// known to their owners only (and a card marked known to the other player)
// and decks to nobody; hidden cards get handles
// by their places alone (each deck from the bottom, then each hand in
// order), so a handle tells nothing of which card it is; the random
// generator starts from the seed; and the log begins with the turn.

// positionInfo describes the shape for Info.Position.
const positionInfo = `A JSON object: "turn" (from 1; default 1), "active" (the seat whose turn it is; default 0), ` +
	`"step" ("main", the default: the active player is in their Main Phase, their Start and Draw Phases done; ` +
	`"start": the turn's Start Phase is about to begin, so the active player readies, generates actions, heals and draws; ` +
	`or a step of combat: "declare attackers", "declare blockers" or "action window", with "priority" (the seat with ` +
	`priority; default the active seat) and "passes" (0, or 1 when the other player has just passed)), ` +
	`and "players", a list of exactly 2 objects, one per seat, each with "health" (default 20), "hand" (in the order drawn), ` +
	`"deck" (top card first) and "discard" (oldest first) as lists of card ids or full names (a card of a hand may be an ` +
	`object with "card" and "known": true, when the other player knows it), "pool" (the Action Pool as ` +
	`symbols, "H V + - ? W", spaces optional; empty at the start of a turn) and "in_play" (in the order the cards entered ` +
	`play), each a card id or name or an object with "card" and, optionally, "damage", "counters" (+1/+1 counters), ` +
	`"counter_attack" and "counter_health" (counters to Attack and to Health apart, instead of "counters"), ` +
	`"exhausted", "entered_this_turn", "entered_turn" (the turn it entered play; default the turn before), "used" ` +
	`(the names of the abilities used this turn, one entry per use), and in combat "attacking", "blocked" (an attacker ` +
	`whose blocker has left play) and "blocking" (the index of the attacker it blocks among the active player's cards in ` +
	`play). Every field but "players" may be left out. The position holds all of each ` +
	`player's cards, so "decks" and "deal" must be left out. Unknown fields, wrong types and tables the rules forbid ` +
	`(two Unique cards of one Basic Name in play for one player, tokens outside play, damage at or over Health) are refused.`

// posMax bounds the numbers of a position: turn, Health, damage, counters.
const posMax = 1_000_000_000

// position is a Config.Position, read.
type position struct {
	turn    int
	active  int
	step    step
	players [2]seatPosition
	// priority is the seat with priority in an Action Window, passes the
	// passes in succession made in it.
	priority, passes int
}

// seatPosition is one player's side of a position.
type seatPosition struct {
	health              int
	hand, deck, discard []*Card
	// known says of each card of hand whether the other player knows it.
	known  []bool
	pool   Symbols
	inPlay []permanentPosition
}

// permanentPosition is a card in play.
type permanentPosition struct {
	card               *Card
	path               string
	damage             int
	counterA, counterH int
	exhausted          bool
	entered            int      // the turn it entered play
	uses               [4]uint8 // the uses of each ability this turn
	// attacking says it attacks in the combat under way; blocked that it
	// was blocked by a blocker that has left play; blocking is the index,
	// among the active player's cards in play, of the attacker it blocks,
	// or -1.
	attacking, blocked bool
	blocking           int
}

// inPlayFields are the fields of a card in play given as an object.
var inPlayFields = []string{"card", "damage", "counters", "counter_attack", "counter_health", "exhausted", "entered_this_turn", "entered_turn", "used",
	"attacking", "blocking", "blocked"}

// posSteps are the steps a position can start at, by the names the view
// gives them.
var posSteps = []struct {
	name string
	step step
}{{"start", stepStart}, {"main", stepMain}, {"declare attackers", stepAttack}, {"declare blockers", stepBlock}, {"action window", stepWindow}}

// combat reports whether step is a step of combat a position can start at.
func (st step) combat() bool { return st == stepAttack || st == stepBlock || st == stepWindow }

// hasPosition reports whether cfg sets a position: a JSON null is none.
func hasPosition(raw json.RawMessage) bool { return kit.HasPosition(raw) }

// lookup finds a card for a position by its id or full name
// (kit.Lookup).
func (cs *CardSet) lookup(text string) (kit.CardID, string, bool) {
	c, ok := cs.ByID(text)
	if !ok {
		c, ok = cs.ByName(text)
	}
	if !ok {
		return 0, "", false
	}
	return kit.CardID(c.seq), c.Name, true
}

// posReader reads a position's JSON (kit.PositionReader) with the cards
// of a set.
type posReader struct {
	*kit.PositionReader
	set *CardSet
	// lost is true when the cards in play could not all be read, so that
	// the table cannot be laid out to check it further.
	lost bool
}

// newPosReader returns a reader of positions played with the cards of set.
func newPosReader(set *CardSet) *posReader {
	return &posReader{set: set, PositionReader: &kit.PositionReader{
		Lookup: set.lookup,
		Unknown: func(text string) string {
			msg := fmt.Sprintf("no card %q", text)
			if cat, err := DeckCatalog(set); err == nil {
				msg = cat.Unknown(text)
			}
			return msg + " (cards are named by id, such as BS26/13, or by full name)"
		},
	}}
}

// card reads raw as a card of seat's side.
func (r *posReader) card(path string, raw json.RawMessage, seat int) (*Card, bool) {
	c, ok := r.Card(path, raw, seat)
	if !ok {
		return nil, false
	}
	return r.set.cards[c], true
}

// readPosition reads a Config.Position, reporting every problem at once.
// The position is returned, problems and all, when every card in play was
// read, so that laying it out (setPosition) can report what only the
// table tells.
func (g *Game) readPosition(raw json.RawMessage) (*position, error) {
	r := newPosReader(g.set)
	pos := &position{turn: 1, step: stepMain}
	fields, ok := r.Read(raw, "turn", "active", "step", "priority", "passes", "players")
	if !ok {
		return nil, r.Err()
	}
	if v, ok := fields["turn"]; ok {
		if n, ok := r.Int("turn", v, 1, posMax); ok {
			pos.turn = n
		}
	}
	if v, ok := fields["active"]; ok {
		pos.active, _ = r.Int("active", v, 0, 1)
	}
	if v, ok := fields["step"]; ok {
		if name, ok := r.Text("step", v); ok {
			var names []string
			found := false
			for _, st := range posSteps {
				names = append(names, st.name)
				if st.name == name {
					pos.step, found = st.step, true
				}
			}
			if !found {
				r.Fail("step", "%q is not a step a position can start at (%s)", name, strings.Join(names, ", "))
			}
		}
	}
	pos.priority = pos.active
	if v, ok := fields["priority"]; ok {
		pos.priority, _ = r.Int("priority", v, 0, 1)
	}
	if v, ok := fields["passes"]; ok {
		pos.passes, _ = r.Int("passes", v, 0, 1)
	}
	for _, f := range []string{"priority", "passes"} {
		if _, ok := fields[f]; ok && pos.step != stepWindow {
			r.Fail(f, `is only for the step "action window": priority passes only in an Action Window (4.4.3)`)
		}
	}
	seats, ok := fields["players"]
	if !ok {
		r.Fail("", `missing field "players" (a list of 2 objects, one per seat)`)
		return nil, r.Err()
	}
	list, ok := r.List("players", seats)
	if ok && len(list) != 2 {
		r.Fail("players", "has %d entries; a game has 2 players, one entry each", len(list))
	}
	r.lost = !ok || len(list) != 2
	for p, v := range list {
		if p < 2 {
			pos.players[p] = r.seat(pos, p, v)
		}
	}
	r.rules(pos)
	if r.lost {
		return nil, r.Err()
	}
	return pos, r.Err()
}

// seat reads player p's side.
func (r *posReader) seat(pos *position, p int, raw json.RawMessage) seatPosition {
	path := fmt.Sprintf("players[%d]", p)
	sp := seatPosition{health: startingLife}
	fields, ok := r.Object(path, raw, "health", "hand", "deck", "discard", "pool", "in_play")
	if !ok {
		r.lost = true
		return sp
	}
	if v, ok := fields["health"]; ok {
		if n, ok := r.Int(path+".health", v, -posMax, posMax); ok {
			sp.health = n
			if n <= 0 {
				r.Fail(path+".health", "is %d: a player at 0 Health or less has lost the game (1.1)", n)
			}
		}
	}
	zone := func(name, where string) []*Card {
		v, ok := fields[name]
		if !ok {
			return nil
		}
		var cards []*Card
		items, _ := r.List(path+"."+name, v)
		for i, item := range items {
			at := fmt.Sprintf("%s.%s[%d]", path, name, i)
			var c *Card
			known := false
			if name == "hand" {
				id, f, ok := r.CardObject(at, item, p, "known")
				if !ok {
					continue
				}
				c = r.set.cards[id]
				if v, has := f["known"]; has {
					known, _ = r.Bool(at+".known", v)
				}
			} else if c, ok = r.card(at, item, p); !ok {
				continue
			}
			if c.Token {
				r.Fail(at, "%s is a token: a token is only ever in play, and one that leaves play is removed from the game (6.6.2), so it cannot be in a %s", c.Name, where)
				continue
			}
			cards = append(cards, c)
			if name == "hand" {
				sp.known = append(sp.known, known)
			}
		}
		return cards
	}
	sp.hand = zone("hand", "hand")
	sp.deck = zone("deck", "deck")
	sp.discard = zone("discard", "discard pile")
	if v, ok := fields["pool"]; ok {
		if text, ok := r.Text(path+".pool", v); ok {
			for _, c := range text {
				if c == ' ' || c == ',' {
					continue
				}
				sym, err := ParseSymbol(string(c))
				if err != nil {
					r.Fail(path+".pool", "%v", err)
					continue
				}
				sp.pool = append(sp.pool, sym)
			}
		}
	}
	if v, ok := fields["in_play"]; ok {
		items, ok := r.List(path+".in_play", v)
		r.lost = r.lost || !ok
		for i, item := range items {
			pp, ok := r.permanent(pos, p, fmt.Sprintf("%s.in_play[%d]", path, i), item)
			if ok {
				sp.inPlay = append(sp.inPlay, pp)
			}
			r.lost = r.lost || !ok
		}
	}
	return sp
}

// permanent reads a card in play on seat p's side: a card, or an object
// that gives its state too.
func (r *posReader) permanent(pos *position, p int, path string, raw json.RawMessage) (permanentPosition, bool) {
	pp := permanentPosition{path: path, entered: pos.turn - 1, blocking: -1}
	id, fields, ok := r.CardObject(path, raw, p, inPlayFields[1:]...)
	if !ok {
		return pp, false
	}
	c := r.set.cards[id]
	pp.card = c
	if c.Type == "action" {
		r.Fail(path, "%s is an action: actions resolve and go to the discard pile, never into play (6.5.1)", c.Name)
		return pp, false
	}
	d := r.set.Definition(c)
	if v, has := fields["damage"]; has {
		pp.damage, _ = r.Int(path+".damage", v, 0, posMax)
	}
	if v, has := fields["counters"]; has {
		n, _ := r.Int(path+".counters", v, 0, posMax)
		pp.counterA, pp.counterH = n, n
		if _, a := fields["counter_attack"]; a {
			r.Fail(path, `gives both "counters" and "counter_attack": "counters" are +1/+1 counters, "counter_attack" and "counter_health" counters apart`)
		} else if _, h := fields["counter_health"]; h {
			r.Fail(path, `gives both "counters" and "counter_health": "counters" are +1/+1 counters, "counter_attack" and "counter_health" counters apart`)
		}
	}
	if v, has := fields["counter_attack"]; has {
		pp.counterA, _ = r.Int(path+".counter_attack", v, -posMax, posMax)
	}
	if v, has := fields["counter_health"]; has {
		pp.counterH, _ = r.Int(path+".counter_health", v, -posMax, posMax)
	}
	if v, has := fields["exhausted"]; has {
		pp.exhausted, _ = r.Bool(path+".exhausted", v)
	}
	r.entered(pos, &pp, fields)
	if v, has := fields["used"]; has {
		r.used(pos, &pp, d, v)
	}
	r.combat(pos, p, &pp, d, fields)
	if d.Type != "character" {
		if pp.damage > 0 {
			r.Fail(path+".damage", "%s is not a character: only characters take damage", c.Name)
		}
		for _, f := range []string{"counters", "counter_attack", "counter_health"} {
			if _, has := fields[f]; has && (pp.counterA != 0 || pp.counterH != 0) {
				r.Fail(path+"."+f, "%s is not a character: only characters get +1/+1 counters", c.Name)
				break
			}
		}
	}
	return pp, true
}

// entered reads when card pp entered play: "entered_turn", or
// "entered_this_turn", which must agree when both are given.
func (r *posReader) entered(pos *position, pp *permanentPosition, fields map[string]json.RawMessage) {
	now := -1 // entered_this_turn: unknown, false (0) or true (1)
	if v, has := fields["entered_this_turn"]; has {
		if b, ok := r.Bool(pp.path+".entered_this_turn", v); ok {
			now = 0
			if b {
				now = 1
				pp.entered = pos.turn
			}
		}
	}
	if v, has := fields["entered_turn"]; has {
		n, ok := r.Int(pp.path+".entered_turn", v, 0, pos.turn)
		if !ok {
			return
		}
		if now >= 0 && (n == pos.turn) != (now == 1) {
			r.Fail(pp.path+".entered_turn", "is %d and entered_this_turn is %v in turn %d: they disagree", n, now == 1, pos.turn)
			return
		}
		pp.entered = n
	}
	if pos.step == stepStart && pp.entered == pos.turn {
		field := "entered_this_turn"
		if now < 0 {
			field = "entered_turn"
		}
		r.Fail(pp.path+"."+field, "nothing has entered play yet at the start of a turn")
	}
}

// combat reads card pp's part in the combat under way: "attacking" and
// "blocked" for the active player's characters, "blocking" for the other
// player's. rules checks what blockers block.
func (r *posReader) combat(pos *position, p int, pp *permanentPosition, d *Card, fields map[string]json.RawMessage) {
	for _, f := range []string{"attacking", "blocked", "blocking"} {
		v, has := fields[f]
		if !has {
			continue
		}
		at := pp.path + "." + f
		var set bool
		if f == "blocking" {
			n, ok := r.Int(at, v, 0, posMax)
			if !ok {
				continue
			}
			pp.blocking, set = n, true
		} else {
			b, ok := r.Bool(at, v)
			if !ok || !b {
				continue
			}
			set = true
			if f == "attacking" {
				pp.attacking = true
			} else {
				pp.blocked = true
			}
		}
		mine := p == pos.active
		if f == "blocking" {
			mine = !mine
		}
		switch {
		case !set:
		case !pos.step.combat():
			r.Fail(at, `is only for combat (the steps "declare attackers", "declare blockers" and "action window")`)
		case f == "blocking" && pos.step == stepAttack:
			r.Fail(at, "no blocker is declared before the attackers are (4.4.2)")
		case !mine && f == "blocking":
			r.Fail(at, "the active player's characters attack; only the other player's block (4.4.2)")
		case !mine:
			r.Fail(at, "only the active player's characters attack (4.4.1)")
		case d.Type != "character":
			r.Fail(at, "%s is not a character: only characters attack and block (4.4)", pp.card.Name)
		case f == "blocked" && !pp.attacking:
			r.Fail(at, `is only for an attacker ("attacking": true)`)
		}
	}
}

// used reads the abilities of card d used this turn by the card in play
// pp: their names, one entry per use.
func (r *posReader) used(pos *position, pp *permanentPosition, d *Card, raw json.RawMessage) {
	path := pp.path + ".used"
	items, _ := r.List(path, raw)
	if len(items) > 0 && pos.step == stepStart {
		r.Fail(path, "no ability has been used yet at the start of a turn")
		return
	}
	var names []string
	for _, a := range d.Abilities {
		names = append(names, a.Name)
	}
	for i, item := range items {
		at := fmt.Sprintf("%s[%d]", path, i)
		name, ok := r.Text(at, item)
		if !ok {
			continue
		}
		k := slices.IndexFunc(d.Abilities, func(a Ability) bool { return strings.EqualFold(a.Name, strings.TrimSpace(name)) })
		switch {
		case k < 0 && len(names) == 0:
			r.Fail(at, "%s has no abilities", pp.card.Name)
		case k < 0:
			r.Fail(at, "%s has no ability %q (abilities: %s)", pp.card.Name, name, strings.Join(names, ", "))
		case k >= len(pp.uses):
			r.Fail(at, "%s's %s is its ability %d: a position counts the uses of a card's first %d abilities", pp.card.Name, d.Abilities[k].Name, k+1, len(pp.uses))
		case d.Abilities[k].PerTurn > 0 && int(pp.uses[k]) >= d.Abilities[k].PerTurn:
			r.Fail(at, "%s's %s may be used %s a turn", pp.card.Name, d.Abilities[k].Name, kit.Count(d.Abilities[k].PerTurn, "time", "times"))
		case pp.uses[k] == 255:
			r.Fail(at, "%s's %s is used more often than a position can count (255)", pp.card.Name, d.Abilities[k].Name)
		default:
			pp.uses[k]++
		}
	}
}

// rules checks what the rules forbid of a whole table, once every field
// has been read.
func (r *posReader) rules(pos *position) {
	for p := range pos.players {
		sp := &pos.players[p]
		at := fmt.Sprintf("players[%d]", p)
		if pos.step == stepStart && len(sp.pool) > 0 {
			r.Fail(at+".pool", "the Action Pools are empty at the start of a turn: unspent actions are removed at the end of each turn (4.5.2, 9.2.1)")
		}
		var locations []string
		for i, pp := range sp.inPlay {
			d := r.set.Definition(pp.card)
			if d.Type == "location" {
				locations = append(locations, pp.card.Name)
			}
			if !d.Unique {
				continue
			}
			for _, other := range sp.inPlay[:i] {
				if o := r.set.Definition(other.card); o.Unique && o.basic == d.basic {
					r.Fail(pp.path, "%s and %s (%s) are Unique cards with the Basic Name %s: a player controls only one Unique card of a Basic Name (6.2.2)",
						pp.card.Name, other.card.Name, other.path, d.basic)
					break
				}
			}
		}
		if len(locations) > 1 {
			r.Fail(at+".in_play", "holds %d Locations (%s): a player controls only one (6.4.1)", len(locations), strings.Join(locations, ", "))
		}
	}
	attackers := pos.players[pos.active].inPlay
	blockedBy := map[int]string{}
	for _, pp := range pos.players[opponent(pos.active)].inPlay {
		switch k := pp.blocking; {
		case k < 0 || !pos.step.combat():
		case k >= len(attackers) || !attackers[k].attacking:
			r.Fail(pp.path+".blocking", "players[%d].in_play[%d] is no attacker: blocking is the index of the attacker blocked among the active player's cards in play", pos.active, k)
		case blockedBy[k] != "":
			r.Fail(pp.path+".blocking", "%s is blocked by %s already: an attacker is blocked by one character (4.4.2)", attackers[k].card.Name, blockedBy[k])
		default:
			blockedBy[k] = pp.path
		}
	}
}

// cards counts the cards of a position.
func (pos *position) cards() int { return pos.players[0].cards() + pos.players[1].cards() }

// cards counts the cards of one player's side.
func (sp *seatPosition) cards() int {
	return len(sp.hand) + len(sp.deck) + len(sp.discard) + len(sp.inPlay)
}

// setPosition lays out a position on a state that holds no cards yet, and
// checks what only the laid-out table can tell: that no character's damage
// reaches its Health, with every static in force.
func (s *State) setPosition(pos *position) error {
	turn := pos.turn
	// Hidden cards first, so that their handles follow their places: each
	// deck from the bottom, as after a shuffle, then each hand in order.
	for p := range 2 {
		sp := &pos.players[p]
		s.players[p].life = sp.health
		for i := len(sp.deck) - 1; i >= 0; i-- {
			s.newObject(sp.deck[i], p) // known to nobody
		}
	}
	for p := range 2 {
		for i, c := range pos.players[p].hand {
			id := s.newObjectIn(c, p, seatZone(p, zHand), kit.FaceUp) // known to p
			if pos.players[p].known[i] {
				s.t.Reveal(id, engine.PlayerSet(0).With(opponent(p)))
			}
		}
	}
	for p := range 2 {
		pl := &s.players[p]
		for _, c := range pos.players[p].discard {
			s.newObjectIn(c, p, seatZone(p, zDiscard), kit.FaceUp)
		}
		for _, sym := range pos.players[p].pool {
			pl.pool = append(pl.pool, pooled{sym: sym, src: -1})
		}
	}
	var paths []string
	placed := [2][]ObjID{make([]ObjID, len(pos.players[0].inPlay)), make([]ObjID, len(pos.players[1].inPlay))}
	for _, pp := range pos.entryOrder() {
		id := s.newObjectIn(pp.card, pp.seat, zPlay, kit.FaceUp)
		placed[pp.seat][pp.index] = id
		o := &s.objs[id]
		o.enteredTurn = int32(pp.entered)
		o.exhausted, o.damage = pp.exhausted, int32(pp.damage)
		o.counterA, o.counterH = int32(pp.counterA), int32(pp.counterH)
		o.uses = pp.uses
		for k, n := range pp.uses {
			if n > 0 && s.def(id).Abilities[k].Cost.Exhaust {
				o.exhaustUsed = true
			}
		}
		o.attacking, o.attacked, o.wasBlocked = pp.attacking, pp.attacking, pp.blocked
		paths = append(paths, pp.path)
	}
	for i, pp := range pos.players[opponent(pos.active)].inPlay {
		if k := pp.blocking; k >= 0 && k < len(placed[pos.active]) {
			blocker, attacker := placed[opponent(pos.active)][i], placed[pos.active][k]
			s.objs[blocker].blocking, s.objs[attacker].blockedBy, s.objs[attacker].wasBlocked = attacker, blocker, true
		}
	}
	var errs []error
	for i, id := range s.field() {
		st, o := s.statsOf(id), &s.objs[id]
		switch {
		case !st.character:
		case o.damage > 0 && int(o.damage) >= st.health:
			errs = append(errs, fmt.Errorf("position %s: %s has %d damage and %d Health: a character whose damage reaches its Health is destroyed (6.1.4)",
				paths[i], s.printed(id).Name, o.damage, st.health))
		case st.health <= 0:
			errs = append(errs, fmt.Errorf("position %s: %s has %d Health: it would be destroyed at once (6.1.4)", paths[i], s.printed(id).Name, st.health))
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	// Whose turn: at the start of a turn the turn before has just ended
	// (startPhase begins the next one); in the Main Phase the turn has
	// begun, as the log says.
	s.active, s.turn, s.step = pos.active, turn, pos.step
	s.priority, s.passes = pos.priority, pos.passes
	if pos.step == stepStart {
		s.turn = turn - 1
		if s.turn > 0 {
			s.active = opponent(pos.active)
		}
		return nil
	}
	s.log.Add(engine.Event{Kind: evTurn, Player: int8(s.active), A: int32(s.turn)})
	return nil
}

// placedPermanent is a card in play of a position, with the seat whose
// side lists it.
type placedPermanent struct {
	permanentPosition
	seat, index int
}

// entryOrder lists the cards in play of pos in the order they entered
// play: by the turn they entered it; of one turn, seat by seat, each in
// the order listed.
func (pos *position) entryOrder() []placedPermanent {
	var out []placedPermanent
	for p := range pos.players {
		for i, pp := range pos.players[p].inPlay {
			out = append(out, placedPermanent{pp, p, i})
		}
	}
	slices.SortStableFunc(out, func(a, b placedPermanent) int { return a.entered - b.entered })
	return out
}
