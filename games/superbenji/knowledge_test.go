package superbenji

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"omnideck/engine"
)

// seenBy is what one player knows of the hidden cards, worked out only from
// the log entries that player receives, as the player would: where the
// cards they saw go (cards looked at and where they were put, cards
// answered by Delay and put back on a deck, cards drawn from a known top),
// forgotten when a deck is shuffled or searched. It never reads the game's
// own record of who knows what; the test compares the two.
type seenBy struct {
	p    int
	deck [2][]string       // each deck from the top: a card id, or "" unknown
	hand [2]map[string]int // cards known in the other player's hand
	look map[int32]string  // cards being looked at, by handle: id or ""
	next int               // the next log entry to read
}

func newSeenBy(p int, deckSizes [2]int) *seenBy {
	m := &seenBy{p: p, look: map[int32]string{}}
	for q := range 2 {
		m.deck[q] = make([]string, deckSizes[q])
		m.hand[q] = map[string]int{}
	}
	return m
}

// cardOf reads a card out of entry data: its handle, and its id when shown.
func cardOf(v any) (int32, string) {
	m, _ := v.(map[string]any)
	h, _ := m["handle"].(int32)
	id, _ := m["id"].(string)
	return h, id
}

// read follows the log entries p has not read yet. It fails when an entry
// names a card the model says p cannot know, or hides one it says p knows.
func (m *seenBy) read(t *testing.T, s *State, what string) {
	t.Helper()
	entries, next := s.Events(m.p, m.next)
	m.next = next
	shown := func(e engine.Entry, known, id string) {
		t.Helper()
		if id != known && !(known == "" && int(e.Player) == m.p) {
			t.Fatalf("%s: player %d's entry %q shows %q where what they know is %q", what, m.p+1, e.Text, id, known)
		}
	}
	for _, e := range entries {
		q := e.Player
		switch e.Kind {
		case "shuffle":
			// The cards still looked at go back in first.
			back := int(e.Data["returned"].(int32))
			if back != len(m.look) {
				t.Fatalf("%s: player %d's entry %q returns %d cards; %d were looked at", what, m.p+1, e.Text, back, len(m.look))
			}
			clear(m.look)
			m.deck[q] = make([]string, len(m.deck[q])+back)
		case "draw":
			top := m.deck[q][0]
			m.deck[q] = m.deck[q][1:]
			_, id := cardOf(e.Data["card"])
			shown(e, top, id)
			if q != m.p && top != "" {
				m.hand[q][top]++
			}
		case "countered":
			_, id := cardOf(e.Data["card"])
			m.deck[q] = append([]string{id}, m.deck[q]...)
		case "look":
			for _, c := range e.Data["cards"].([]map[string]any) {
				h, id := cardOf(c)
				top := m.deck[q][0]
				m.deck[q] = m.deck[q][1:]
				shown(e, top, id)
				if q == m.p {
					top = id
				}
				m.look[h] = top
			}
		case "place":
			h, id := cardOf(e.Data["card"])
			known, ok := m.look[h]
			if !ok {
				t.Fatalf("%s: player %d's entry %q places card #%d, which nobody looked at", what, m.p+1, e.Text, h)
			}
			shown(e, known, id)
			delete(m.look, h)
			switch e.Data["where"] {
			case "hand":
				if q != m.p && known != "" {
					m.hand[q][known]++
				}
			case "bottom":
				m.deck[q] = append(m.deck[q], known)
			default:
				m.deck[q] = append([]string{known}, m.deck[q]...)
			}
		case "search":
			m.deck[q] = make([]string, len(m.deck[q])-1)
		case "play", "answer":
			if _, id := cardOf(e.Data["card"]); q != m.p && m.hand[q][id] > 0 {
				m.hand[q][id]--
				if m.hand[q][id] == 0 {
					delete(m.hand[q], id)
				}
			}
		}
	}
}

// check compares the model with the game's own record of what p knows,
// and checks that worlds sampled for p keep every card p knows.
func (m *seenBy) check(t *testing.T, s *State, rng *engine.RNG, what string) {
	t.Helper()
	p := m.p
	for q := range 2 {
		deck := s.deck(q)
		if len(deck) != len(m.deck[q]) {
			t.Fatalf("%s: player %d counts %d cards in seat %d's deck, which holds %d", what, p+1, len(m.deck[q]), q, len(deck))
		}
		for i, known := range m.deck[q] {
			id := deck[len(deck)-1-i]
			game := s.identifiable(p, id)
			if game != (known != "") || (game && s.printed(id).ID != known) {
				t.Fatalf("%s: card %d from the top of seat %d's deck is %s; player %d knows %q, the game says they know it: %v",
					what, i+1, q, s.printed(id).ID, p+1, known, game)
			}
		}
		if q != p {
			got := map[string]int{}
			for _, id := range s.hand(q) {
				if s.identifiable(p, id) {
					got[s.printed(id).ID]++
				}
			}
			if !maps.Equal(got, m.hand[q]) {
				t.Fatalf("%s: player %d knows %v in seat %d's hand; the game says %v", what, p+1, m.hand[q], q, got)
			}
		}
	}
	for q := range 2 {
		for _, id := range s.looking(q) {
			known := m.look[int32(s.t.Objs[id].Handle)]
			if game := s.identifiable(p, id); game != (known != "") || (game && s.printed(id).ID != known) {
				t.Fatalf("%s: a card looked at is %s; player %d knows %q, the game says %v", what, s.printed(id).ID, p+1, known, game)
			}
		}
	}
	// Every world sampled for p keeps what p knows, and the cards of each
	// deck list.
	for range 2 {
		if p < 0 {
			break // worlds are sampled for seats
		}
		w := s.Determinize(p, rng).(*State)
		for q := range 2 {
			deck := w.deck(q)
			for i, known := range m.deck[q] {
				if got := w.printed(deck[len(deck)-1-i]).ID; known != "" && got != known {
					t.Fatalf("%s: in a world sampled for player %d, card %d from the top of seat %d's deck is %s, not %s as they know",
						what, p+1, i+1, q, got, known)
				}
			}
			if q != p {
				have := map[string]int{}
				for _, id := range w.hand(q) {
					have[w.printed(id).ID]++
				}
				for id, n := range m.hand[q] {
					if have[id] < n {
						t.Fatalf("%s: in a world sampled for player %d, seat %d's hand holds %d %s, they know of %d", what, p+1, q, have[id], id, n)
					}
				}
			}
			if a, b := ownedCards(s, q), ownedCards(w, q); !slices.Equal(a, b) {
				t.Fatalf("%s: a world sampled for player %d deals seat %d other cards:\n%v\n%v", what, p+1, q, a, b)
			}
		}
		for q := range 2 {
			for _, id := range w.looking(q) {
				if known := m.look[int32(w.t.Objs[id].Handle)]; known != "" && w.printed(id).ID != known {
					t.Fatalf("%s: in a world sampled for player %d, a card looked at is %s, not %s", what, p+1, w.printed(id).ID, known)
				}
			}
		}
	}
}

// ownedCards lists the printed ids of seat q's cards that are not tokens.
func ownedCards(s *State, q int) []string {
	var out []string
	for i := range s.objs {
		if id := ObjID(i); s.owner(id) == q && !s.def(id).Token {
			out = append(out, s.printed(id).ID)
		}
	}
	slices.Sort(out)
	return out
}

// Rulebook 9.1 and the readings of docs/rules/superbenji.md: a sampled
// world keeps every hidden card its player knows (the cards they looked at
// where they put them, a card Delay put back on a deck, a known card drawn
// into a hand) and re-deals all others; what the game records as known is
// exactly what a player can work out from their log; and the log names a
// hidden card to nobody, the spectator included, who could not know it.
func TestSampledWorldsKeepWhatEachPlayerKnows(t *testing.T) {
	g := mustGame(t)
	games := 60
	if testing.Short() {
		games = 15
	}
	seen := map[string]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		st, err := g.New(engine.Config{Players: 2, Seed: seed, Decks: g.starters})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		sizes := [2]int{len(g.starters[0]), len(g.starters[1])}
		models := []*seenBy{newSeenBy(0, sizes), newSeenBy(1, sizes), newSeenBy(engine.Spectator, sizes)}
		rng := engine.NewRNG(seed * 977)
		worlds := engine.NewRNG(seed)
		for n := 0; !s.Terminal(); n++ {
			what := fmt.Sprintf("seed %d decision %d", seed, n)
			for _, m := range models {
				m.read(t, s, what)
				m.check(t, s, &worlds, what)
				for q := range 2 {
					for _, id := range m.deck[q] {
						if id != "" {
							seen["deck"]++
						}
					}
					if q != m.p {
						seen["hand"] += len(m.hand[q])
					}
				}
			}
			p := s.Actors().First()
			legal := s.Legal(p, nil)
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The games must reach what the test is about.
	t.Logf("known cards met: %v", seen)
	if seen["deck"] == 0 || seen["hand"] == 0 {
		t.Errorf("the games never had a known card in a deck or hand: %v", seen)
	}
}
