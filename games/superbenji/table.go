package superbenji

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The common table view (engine.Table), beside the game's own View. Cards
// carry the handles that option codes and events use (handle.go), so a
// client links each option to the cards it names.

// Table is what player p (or the Spectator) sees of the table: each
// player's Health, Action Pool and zones, the cards being played, and the
// question p must answer.
func (s *State) Table(p int) engine.Table {
	t := engine.Table{
		Viewer:   p,
		Turn:     s.turn,
		Phase:    stepNames[s.step],
		Active:   s.active,
		Players:  make([]engine.TablePlayer, 0, 2),
		Zones:    []engine.TableZone{s.playingZone(p)},
		Question: s.tableQuestion(p),
		Waiting:  s.Actors().Slice(),
		Outcome:  s.Outcome(),
		Legend:   legend,
	}
	if s.over {
		t.Phase = "game over"
	}
	for q := range 2 {
		t.Players = append(t.Players, s.tablePlayer(p, q))
	}
	return t
}

// tablePlayer is seat q as p sees it: Health and the Action Pool as
// counters; the deck and the other player's hand as counts; the discard
// pile, top first, and the cards in play face up; the cards q looks at,
// seen by q alone, while there are some. The table's zones say who sees
// what (kit.Table.TableZone).
func (s *State) tablePlayer(p, q int) engine.TablePlayer {
	describe := s.tableCard
	zones := []engine.TableZone{
		s.t.TableZone(p, seatZone(q, zDeck), describe),
		s.t.TableZone(p, seatZone(q, zHand), describe),
		s.t.TableZone(p, seatZone(q, zDiscard), describe),
		{ID: zoneKey("play", q), Name: "In play", Layout: engine.LayoutRow, Count: len(s.inPlayOf(q)), Cards: s.tableCards(p, s.inPlayOf(q))},
	}
	if len(s.looking(q)) > 0 {
		zones = append(zones, s.t.TableZone(p, seatZone(q, zLook), describe))
	}
	return engine.TablePlayer{Seat: q, Name: playerName(q), Counters: s.poolCounters(q), Zones: zones}
}

// poolCounters are q's Health and, by type, the actions in q's pool
// ("Villain actions 2"); actions a card counts as its own are counted
// apart, naming it ("Wild actions from Scarlette #12").
func (s *State) poolCounters(q int) []engine.Counter {
	out := []engine.Counter{{Name: "Health", Value: s.players[q].life}}
	var kinds []pooled
	count := map[pooled]int{}
	for _, a := range s.players[q].pool {
		k := s.kindOf(a)
		if count[k] == 0 {
			kinds = append(kinds, k)
		}
		count[k]++
	}
	for sym := range numSymbols {
		for _, k := range kinds {
			if k.sym != sym {
				continue
			}
			name := sym.Name() + " actions"
			if k.src >= 0 {
				name += " from " + s.refName(k.src)
			}
			out = append(out, engine.Counter{Name: name, Value: count[k]})
		}
	}
	return out
}

// playingZone is the cards, abilities and triggers on their way, in the
// order they resolve, then the triggers waiting to be put in order.
func (s *State) playingZone(p int) engine.TableZone {
	z := engine.TableZone{ID: "playing", Name: "Being played", Layout: engine.LayoutRow, Cards: []engine.TableCard{}}
	add := func(j *kit.Job, waiting bool) {
		c := s.t.TableCard(p, j.Src, s.tableCard)
		c.Status = append(c.Status[:0], whose(p, int(j.Ctrl)))
		d := s.def(j.Src)
		switch j.Kind {
		case jobAbility:
			c.Status = append(c.Status, "ability: "+d.Abilities[j.Ability].Name)
		case jobTrigger:
			what := "trigger"
			if name := d.Triggers[j.Ability].Name; name != "" {
				what += ": " + name
			}
			c.Status = append(c.Status, what)
		case jobDelayed:
			c.Status = append(c.Status, "delayed effect")
		}
		if waiting {
			c.Status = append(c.Status, "waiting to be put in order")
		}
		// Only the card itself is on its way: in play it shows as it
		// stands there.
		c.Counters = []engine.Counter{}
		z.Cards = append(z.Cards, c)
	}
	for i := s.stack.Len() - 1; i >= 0; i-- {
		add(&s.stack.Jobs[i], false)
	}
	for i := range s.triggers {
		add(&s.triggers[i], true)
	}
	z.Count = len(z.Cards)
	return z
}

// whose says to viewer p whose a card is: "yours", "Player 2's".
func whose(p, seat int) string {
	if seat == p {
		return "yours"
	}
	return playerName(seat) + "'s"
}

// tableQuestion is p's decision: the prompt, and each option, in the
// order of Legal, with the handles of the cards it is about.
func (s *State) tableQuestion(p int) engine.TableQuestion {
	if p < 0 || s.over || s.dec.kind == decNone || int(s.dec.player) != p {
		return engine.NoQuestion()
	}
	q := engine.TableQuestion{Player: p, Prompt: s.question(), Options: []engine.TableOption{}}
	opts := s.options()
	labels := s.labels()
	for i := range opts {
		o := opts[i]
		cards := []int{}
		for _, id := range s.optionObjects(o) {
			cards = append(cards, int(s.handleOf(id)))
		}
		q.Options = append(q.Options, engine.TableOption{Code: s.code(o), Label: labels[i], Cards: cards, Zones: []string{}})
	}
	return q
}

func zoneKey(key string, seat int) string { return fmt.Sprintf("%s.%d", key, seat) }

// tableCards are cards ids as p sees them.
func (s *State) tableCards(p int, ids []ObjID) []engine.TableCard {
	out := make([]engine.TableCard, 0, len(ids))
	for _, id := range ids {
		out = append(out, s.t.TableCard(p, id, s.tableCard))
	}
	return out
}

// tableCard describes object id face up (kit.Describe): a card out of play
// with its printed stat line, a card in play as it stands now, with its
// damage, counters and state.
func (s *State) tableCard(id ObjID) engine.TableCard {
	o := &s.objs[id]
	d, pr := s.def(id), s.printed(id)
	c := engine.TableCard{
		ID:       pr.ID,
		Name:     pr.Name,
		Type:     d.Type,
		Stats:    statsLine(d),
		Status:   []string{},
		Counters: []engine.Counter{},
	}
	if s.zoneOf(id) != inPlay {
		return c
	}
	st := s.statsOf(id)
	if st.character {
		c.Stats = fmt.Sprintf("%d/%d", st.attack, st.health)
		if kw := keywordNames(st.keywords); len(kw) > 0 {
			for i, k := range kw {
				kw[i] = title(k)
			}
			c.Stats += " · " + strings.Join(kw, " ")
		}
		if o.damage > 0 {
			c.Counters = append(c.Counters, engine.Counter{Name: "damage", Value: int(o.damage)})
		}
	} else {
		c.Stats = title(d.Type)
	}
	switch {
	case o.counterA == o.counterH && o.counterA != 0:
		c.Counters = append(c.Counters, engine.Counter{Name: "+1/+1 counters", Value: int(o.counterA)})
	case o.counterA != o.counterH:
		c.Counters = append(c.Counters, engine.Counter{Name: "Attack counters", Value: int(o.counterA)},
			engine.Counter{Name: "Health counters", Value: int(o.counterH)})
	}
	if d.Token {
		c.Status = append(c.Status, "token")
	}
	if int(o.enteredTurn) == s.turn {
		c.Status = append(c.Status, "entered play this turn")
	}
	if o.exhausted {
		c.Status = append(c.Status, "exhausted")
	}
	switch {
	case o.attacking && o.blockedBy >= 0:
		c.Status = append(c.Status, "attacking, blocked by "+s.refName(o.blockedBy))
	case o.attacking:
		c.Status = append(c.Status, "attacking")
	case o.blocking >= 0:
		c.Status = append(c.Status, "blocking "+s.refName(o.blocking))
	}
	if !st.text {
		c.Status = append(c.Status, "text removed")
	}
	return c
}

// refName names card object id in another card's words: its name, and its
// handle when another card in play has that name.
func (s *State) refName(id ObjID) string {
	name := s.printed(id).Name
	for _, other := range s.field() {
		if other != id && s.printed(other).Name == name {
			return fmt.Sprintf("%s #%d", name, s.handleOf(id))
		}
	}
	return name
}
