package omnitrix

// Sampled worlds (Determinize) against what a player has seen. An onlooker
// follows a game through its public log alone, independently of the game's
// own record of what the players know (knowledge.go), and every world
// sampled for any player must agree with all the onlooker knows.

import (
	"encoding/json"
	"fmt"
	"maps"
	"math/bits"
	"reflect"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// onlooker is what every player knows of the face-down aliens and villains,
// worked out from the public log: the rulebook's deal, then each card
// shown, put back, passed or returned under the bank. Nobody sees more of
// these cards than the spectator (section 4.6: "no peeping!").
type onlooker struct {
	n         int
	reshuffle bool
	// stacks holds each seat's stack, top first: a known alien's code, or
	// "" for a slot whose alien is unknown.
	stacks [][]string
	aside  int // aliens set aside face down at the deal
	// may holds, for each alien in an unknown slot, the piles it may be
	// in: bit q for stack q, bit n for the set-aside aliens.
	may       map[string]uint
	bankTop   int      // villains on top of the bank, in an order nobody has seen
	bankUnder []string // the villains that went back under them, in order
	shown     [][]string
	next      int // the log read so far
}

// dealt is the rulebook's deal (section 3): aliens per player.
var dealt = map[int]int{2: 10, 3: 6, 4: 5}

func newOnlooker(s *State) *onlooker {
	o := &onlooker{n: s.n, reshuffle: s.rules.reshuffle, may: map[string]uint{}, shown: make([][]string, s.n)}
	all := uint(1)<<(s.n+1) - 1
	aliens := 0
	for id := range s.cards.Len() {
		switch s.cards.Kind(id) {
		case Alien:
			o.may[s.cards.code[id]] = all
			aliens++
		case Villain:
			o.bankTop++
		}
	}
	for range s.n {
		o.stacks = append(o.stacks, make([]string, dealt[s.n]))
	}
	o.aside = aliens - s.n*dealt[s.n]
	return o
}

func code(e engine.Entry, key string) string { return e.Data[key].(CardView).Code }

// read follows the log of s from where it stopped.
func (o *onlooker) read(t *testing.T, name string, s *State) {
	t.Helper()
	entries, next := s.Events(engine.Spectator, o.next)
	o.next = next
	for _, e := range entries {
		switch e.Kind {
		case "round":
			if o.bankTop > 0 {
				o.bankTop--
			} else if len(o.bankUnder) == 0 || o.bankUnder[0] != code(e, "villain") {
				t.Fatalf("%s: %s comes out of the bank, but the onlooker knows %v is on top", name, code(e, "villain"), o.bankUnder)
			} else {
				o.bankUnder = o.bankUnder[1:]
			}
		case "show", "tie_break":
			q, c := e.Player, code(e, "alien")
			top := o.stacks[q][0]
			o.stacks[q] = o.stacks[q][1:]
			switch {
			case top == "" && o.may[c]&(1<<q) == 0:
				t.Fatalf("%s: player %d shows %s, which the onlooker knew was not in their stack (piles %b)", name, q+1, c, o.may[c])
			case top != "" && top != c:
				t.Fatalf("%s: player %d shows %s, but the onlooker knew %s was on top", name, q+1, c, top)
			}
			delete(o.may, c)
			o.shown[q] = append(o.shown[q], c)
		case "win_battle":
			for q := range o.n {
				o.stacks[q] = append(o.stacks[q], o.shown[q]...)
				o.shown[q] = nil
			}
		case "villain_wins":
			for q := range o.n {
				o.shown[q] = nil
			}
			o.bankUnder = append(o.bankUnder, code(e, "villain"))
		case "pass":
			o.pass(t, name, e)
		}
	}
}

// pass shuffles the stacks (when the rules say so) and passes each top card
// to the next seat.
func (o *onlooker) pass(t *testing.T, name string, e engine.Entry) {
	t.Helper()
	if e.Data["shuffled"].(bool) != o.reshuffle {
		t.Fatalf("%s: the pass says shuffled=%v under reshuffle=%v", name, e.Data["shuffled"], o.reshuffle)
	}
	if o.reshuffle {
		for q, st := range o.stacks {
			for i, c := range st {
				if c != "" {
					o.may[c] = 1 << q
					st[i] = ""
				}
			}
		}
	}
	var passers []int
	passed := make([]string, o.n)
	for q, st := range o.stacks {
		if len(st) > 0 {
			passers = append(passers, q)
			passed[q], o.stacks[q] = st[0], st[1:]
		}
	}
	if got := e.Data["passed"].([]int); !slices.Equal(got, passers) {
		t.Fatalf("%s: the pass names %v as passing, the onlooker %v", name, got, passers)
	}
	// An unknown card passed by seat q may be any card that may have been
	// in stack q.
	var from uint
	for _, q := range passers {
		if passed[q] == "" {
			from |= 1 << q
		}
	}
	for c, m := range o.may {
		m0 := m
		for q := range o.n {
			if m0&from&(1<<q) != 0 {
				m |= 1 << ((q + 1) % o.n)
			}
		}
		o.may[c] = m
	}
	for _, q := range passers {
		to := (q + 1) % o.n
		o.stacks[to] = append(o.stacks[to], passed[q])
	}
}

// agrees says how s differs from what the onlooker knows, or returns nil:
// stacks of the same sizes, with every known alien in its place and every
// other alien only where it may be, and the bank's known bottom.
func (o *onlooker) agrees(s *State) error {
	for q, st := range o.stacks {
		if len(st) != int(s.stack[q].n) {
			return fmt.Errorf("stack %d holds %d aliens; the onlooker counts %d", q+1, s.stack[q].n, len(st))
		}
		for i, want := range st {
			got := s.cards.code[s.stack[q].c[i]]
			switch {
			case want != "" && got != want:
				return fmt.Errorf("stack %d holds %s at place %d, where the onlooker saw %s go", q+1, got, i+1, want)
			case want == "" && o.may[got]&(1<<q) == 0:
				return fmt.Errorf("stack %d holds %s at place %d, but it may only be in piles %b (bit %d: set aside)", q+1, got, i+1, o.may[got], o.n)
			}
		}
	}
	if int(s.asideAliens.n) != o.aside {
		return fmt.Errorf("%d aliens set aside; the onlooker counts %d", s.asideAliens.n, o.aside)
	}
	for _, id := range s.asideAliens.cards() {
		if c := s.cards.code[id]; o.may[c]&(1<<o.n) == 0 {
			return fmt.Errorf("%s is set aside, but it may only be in piles %b", c, o.may[c])
		}
	}
	bank := make([]string, s.bank.n)
	for i, id := range s.bank.cards() {
		bank[i] = s.cards.code[id]
	}
	if len(bank) != o.bankTop+len(o.bankUnder) || !slices.Equal(bank[o.bankTop:], o.bankUnder) {
		return fmt.Errorf("the bank is %v; the onlooker knows %d unseen villains over %v", bank, o.bankTop, o.bankUnder)
	}
	return nil
}

// sameRecord compares the game's own record of what the players know
// (knowledge.go) with the onlooker's: it must be true of the real game
// (every alien in an unknown slot may be in it), know the same places, and
// put each unknown alien in no pile the onlooker rules out (it may rule out
// more: it knows which slot of a stack was passed from which stack).
func (o *onlooker) sameRecord(s *State) error {
	piles := map[string]uint{} // the piles the game's record allows each unknown alien
	for q := range s.n {
		for i := range int(s.stack[q].n) {
			c, l := s.cards.code[s.stack[q].c[i]], s.label(q, i)
			if (l == labKnown) != (o.stacks[q][i] != "") {
				return fmt.Errorf("stack %d, place %d (%s): the game's record says known=%v, the onlooker %q", q+1, i+1, c, l == labKnown, o.stacks[q][i])
			}
			if l == labKnown {
				continue
			}
			if s.labelsOf(s.stack[q].c[i])>>l&1 == 0 {
				return fmt.Errorf("stack %d holds %s at place %d, a slot labelled %d it may not be in", q+1, c, i+1, l)
			}
			for id, a := range s.cards.ofKind[Alien] {
				if s.can[l]>>id&1 != 0 {
					piles[s.cards.code[a]] |= 1 << q
				}
			}
		}
	}
	for _, id := range s.asideAliens.cards() {
		if s.labelsOf(id)>>labDeal&1 == 0 {
			return fmt.Errorf("%s is set aside, but the record says it may not be", s.cards.code[id])
		}
	}
	if s.asideAliens.n > 0 {
		for id, a := range s.cards.ofKind[Alien] {
			if s.can[labDeal]>>id&1 != 0 {
				piles[s.cards.code[a]] |= 1 << s.n
			}
		}
	}
	for c, m := range o.may {
		if piles[c]&^m != 0 {
			return fmt.Errorf("the record lets %s be in piles %b; the onlooker knows it is in %b", c, piles[c], m)
		}
	}
	if int(s.bankUnseen) != o.bankTop {
		return fmt.Errorf("the record counts %d unseen villains on top of the bank, the onlooker %d", s.bankUnseen, o.bankTop)
	}
	return nil
}

// Every world sampled for any player (and the spectator), after every step
// of random games of every player count and option set (each show, reveal,
// battle and pass, not only at the decisions), agrees with what the
// onlooker knows, looks the same to that player as the game, keeps the
// player's hand and hidden choice, deals the other supports among the same
// places, and does not depend on what the player cannot see. The onlooker
// itself agrees with the real game throughout, and the check has power:
// known places and narrowed piles come up, and worlds do differ from the
// game in the stacks, the bank and the hands.
func TestPropertyWorldsAgreeWithWhatWasSeen(t *testing.T) {
	g := testGame(t)
	var known, narrowed, worlds, stacksDiffer, bankDiffer, handsDiffer int
	for _, sc := range scenarios() {
		for i := range gamesPer(1) {
			cfg := sc.cfg
			cfg.Seed = engine.Mix(uint64(7000+i), uint64(len(sc.name)))
			s, err := g.newState(cfg)
			if err != nil {
				t.Fatal(err)
			}
			pl := newPlay(t, sc.name, cfg.Seed)
			o := newOnlooker(s)
			rng := engine.NewRNG(cfg.Seed)
			wrng := engine.NewRNG(cfg.Seed ^ 0xabc)
			stepThrough(pl, s, &rng, func() {
				o.read(t, pl.name, s)
				if err := o.agrees(s); err != nil {
					t.Fatalf("%s, battle %d: the onlooker is wrong about the game: %v", pl.name, s.round, err)
				}
				if err := o.sameRecord(s); err != nil {
					t.Fatalf("%s, battle %d, step %d: the game's record of what the players know: %v", pl.name, s.round, s.step, err)
				}
				for _, st := range o.stacks {
					for _, c := range st {
						if c != "" {
							known++
						}
					}
				}
				for _, m := range o.may {
					if bits.OnesCount(m) < s.n+1 {
						narrowed++
					}
				}
				for p := engine.Spectator; p < s.n; p++ {
					worlds++
					before := wrng
					d := s.Determinize(p, &wrng).(*State)
					where := fmt.Sprintf("%s, battle %d, step %d, a world for viewer %d", pl.name, s.round, s.step, p)
					checkWorld(t, where, s, d, p, o)
					if d.stack != s.stack || d.asideAliens != s.asideAliens {
						stacksDiffer++
					}
					if d.bank != s.bank {
						bankDiffer++
					}
					if d.hand != s.hand {
						handsDiffer++
					}
					// The same randomness on another world the player
					// cannot tell from this one, or on the game with hidden
					// cards swapped, gives the same world.
					again := before
					other := s.Determinize(p, &wrng)
					if d2 := other.Determinize(p, &again).(*State); !reflect.DeepEqual(d, d2) {
						t.Fatalf("%s: the world depends on what the viewer cannot see:\n%s\n%s", where, worldText(d), worldText(d2))
					}
					again = before
					swapped, what := swapHidden(s, p, o, &wrng)
					if d2 := swapped.Determinize(p, &again).(*State); !reflect.DeepEqual(d, d2) {
						t.Fatalf("%s: the world changes when %s:\n%s\n%s", where, what, worldText(d), worldText(d2))
					}
				}
			})
		}
	}
	counts := fmt.Sprintf("%d worlds; known places %d, narrowed piles %d; worlds differ from the game in stacks %d, bank %d, hands %d",
		worlds, known, narrowed, stacksDiffer, bankDiffer, handsDiffer)
	t.Log(counts)
	if known == 0 || narrowed == 0 || stacksDiffer == 0 || bankDiffer == 0 || handsDiffer == 0 {
		t.Errorf("the check has no power: %s", counts)
	}
}

// stepThrough plays s to its end with random choices one step of the
// automatic flow at a time (stepOnce), calling visit at the start and after
// every step.
func stepThrough(pl *play, s *State, rng *engine.RNG, visit func()) {
	pl.t.Helper()
	visit()
	for steps := 0; !s.Terminal(); steps++ {
		if steps > 10*s.maxBattles() {
			pl.t.Fatalf("%s: no end after %d steps (battle %d)", pl.name, steps, s.round)
		}
		if s.step == stepAwait {
			if !pl.live(s) {
				return
			}
			// What Apply does before it runs the flow.
			for p := range s.waiting.All() {
				legal := s.Legal(p, nil)
				a := legal[rng.IntN(len(legal))]
				s.waiting = s.waiting.Without(p)
				s.chosen = s.chosen.With(p)
				s.choice[p] = int(a) - 1
				s.log.Add(engine.Event{Kind: evChose, Player: int8(p), Private: true, A: int32(s.choice[p])})
				pl.decisions++
			}
			s.step = s.afterChoice()
			visit()
		}
		stepOnce(s)
		visit()
	}
}

// swapHidden is a copy of s that viewer p cannot tell from it: two unseen
// villains, two supports p cannot see, two aliens in unknown slots that may
// each be in the other's, or another player's hidden choice, changed.
func swapHidden(s *State, p int, o *onlooker, rng *engine.RNG) (*State, string) {
	c := s.clone()
	var whats []string
	if o.bankTop >= 2 {
		i, j := rng.IntN(o.bankTop), rng.IntN(o.bankTop)
		c.bank.c[i], c.bank.c[j] = c.bank.c[j], c.bank.c[i]
		whats = append(whats, "unseen villains are swapped")
	}
	var supports []*uint8
	for q := range c.n {
		if q != p {
			for i := range int(c.hand[q].n) {
				supports = append(supports, &c.hand[q].c[i])
			}
		}
	}
	for i := range int(c.asideSupports.n) {
		supports = append(supports, &c.asideSupports.c[i])
	}
	if len(supports) >= 2 {
		a, b := supports[rng.IntN(len(supports))], supports[rng.IntN(len(supports))]
		*a, *b = *b, *a
		whats = append(whats, "supports the viewer cannot see are swapped")
	}
	type slot struct {
		id  *uint8
		lab uint8
	}
	var unknown []slot
	for q := range c.n {
		for i := range int(c.stack[q].n) {
			if l := c.label(q, i); l != labKnown {
				unknown = append(unknown, slot{&c.stack[q].c[i], l})
			}
		}
	}
	for i := range int(c.asideAliens.n) {
		unknown = append(unknown, slot{&c.asideAliens.c[i], labDeal})
	}
	if len(unknown) >= 2 {
		a, b := unknown[rng.IntN(len(unknown))], unknown[rng.IntN(len(unknown))]
		if c.labelsOf(*a.id)>>b.lab&1 != 0 && c.labelsOf(*b.id)>>a.lab&1 != 0 {
			*a.id, *b.id = *b.id, *a.id
			whats = append(whats, "aliens in unknown slots are swapped")
		}
	}
	for q := range c.chosen.All() {
		if q != p {
			k := rng.IntN(int(c.hand[q].n) + 1)
			c.choice[q] = none
			if k > 0 {
				c.choice[q] = int(c.hand[q].c[k-1])
			}
			whats = append(whats, "another player's hidden choice changes")
		}
	}
	c.rng = engine.NewRNG(rng.Uint64())
	c.cfg.Seed = rng.Uint64()
	return c, strings.Join(append(whats, "the game's random generator changes"), ", ")
}

// checkWorld checks world d, sampled from s for viewer p.
func checkWorld(t *testing.T, where string, s, d *State, p int, o *onlooker) {
	t.Helper()
	if err := conservationError(d); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	if err := o.agrees(d); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	if a, b := snapshotOf(s, p), snapshotOf(d, p); a != b {
		t.Fatalf("%s: the viewer sees\n%s\nin the game but\n%s\nin the world", where, a, b)
	}
	// The unseen villains are the same ones, in some order.
	top := func(st *State) []uint8 { return slices.Sorted(slices.Values(st.bank.c[:o.bankTop])) }
	if !slices.Equal(top(s), top(d)) {
		t.Fatalf("%s: the unseen villains are %v, not %v", where, top(d), top(s))
	}
	// The supports the viewer cannot see are dealt among the same places,
	// each of the same size; the viewer's own hand and choice are kept.
	unseen := func(st *State) map[uint8]bool {
		out := map[uint8]bool{}
		for q := range st.n {
			if q != p {
				for _, id := range st.hand[q].cards() {
					out[id] = true
				}
			}
		}
		for _, id := range st.asideSupports.cards() {
			out[id] = true
		}
		return out
	}
	if !maps.Equal(unseen(s), unseen(d)) || d.asideSupports.n != s.asideSupports.n {
		t.Fatalf("%s: the unseen supports are %v, not %v", where, unseen(d), unseen(s))
	}
	for q := range s.n {
		if d.hand[q].n != s.hand[q].n || (q == p && d.hand[q] != s.hand[q]) {
			t.Fatalf("%s: player %d holds %v, in the game %v", where, q+1, d.names(d.hand[q].cards()), s.names(s.hand[q].cards()))
		}
		if q == p && s.chosen.Has(q) && d.choice[q] != s.choice[q] {
			t.Fatalf("%s: the viewer's own choice changed", where)
		}
		if c := d.choice[q]; d.chosen.Has(q) && c != none && !d.hand[q].has(uint8(c)) {
			t.Fatalf("%s: player %d chose a support they do not hold", where, q+1)
		}
	}
	if d.Config().Seed == s.Config().Seed {
		t.Fatalf("%s: the world keeps the game's seed", where)
	}
}

// worldText shows a world's hidden piles, for messages.
func worldText(s *State) string {
	var stacks, hands [][]string
	for q := range s.n {
		stacks = append(stacks, s.names(s.stack[q].cards()))
		hands = append(hands, s.names(s.hand[q].cards()))
	}
	out, _ := json.Marshal(map[string]any{
		"bank": s.names(s.bank.cards()), "stacks": stacks, "aside": s.names(s.asideAliens.cards()),
		"hands": hands, "choices": s.choice[:s.n], "rng": s.rng.Uint64(),
	})
	return string(out)
}

// worldsFor samples n worlds of s for every viewer.
func worldsFor(s *State, n int) []*State {
	rng := engine.NewRNG(99)
	var out []*State
	for range n {
		for p := engine.Spectator; p < s.n; p++ {
			out = append(out, s.Determinize(p, &rng).(*State))
		}
	}
	return out
}

// Rulebook 4.4: the villain that beats every alien goes back under the
// bank, where every player saw it go; the villains above it are unseen and
// are re-dealt.
func TestWorldsKeepAVillainReturnedUnderTheBank(t *testing.T) {
	s := newTestState(t, 2, opts(OptReshuffle, "off"), deal2([]string{"Vilgax", "Hex"}, nil, nil))
	passAll(t, s) // Vilgax (11) beats Heatblast (8) and Spitter (2)
	orders := map[string]bool{}
	for _, d := range worldsFor(s, 20) {
		bank := d.names(d.bank.cards())
		if bank[len(bank)-1] != "Vilgax" {
			t.Fatalf("a world has %v at the bottom of the bank, not Vilgax: %v", bank[len(bank)-1], bank)
		}
		orders[fmt.Sprint(bank)] = true
	}
	if len(orders) < 10 {
		t.Errorf("the unseen villains were re-dealt into only %d orders", len(orders))
	}
}

// Rulebook 4.3 and 4.6 with reshuffle=off: the aliens shown go back under
// their stacks where everyone sees them go, and a known alien on top of a
// stack is passed to a known place under the next one. Player 1's only
// alien, Heatblast, wins, goes back, and is passed to the bottom of player
// 2's stack, over Spitter, which player 2 showed and put back.
func TestWorldsKeepAliensAtKnownPlaces(t *testing.T) {
	s := newTestState(t, 2, opts(OptReshuffle, "off"), deal2([]string{"Tiffin", "Hex"}, nil, nil))
	moveAll(&s.stack[0], &s.asideAliens) // player 1 keeps only the Heatblast they show
	passAll(t, s)
	if got := s.names(s.stack[1].cards()); got[len(got)-2] != "Spitter" || got[len(got)-1] != "Heatblast" {
		t.Fatalf("player 2's stack ends %v", got[len(got)-2:])
	}
	tops := map[string]bool{}
	for _, d := range worldsFor(s, 20) {
		got := d.names(d.stack[1].cards())
		if got[len(got)-2] != "Spitter" || got[len(got)-1] != "Heatblast" {
			t.Fatalf("a world's stack 2 ends %v, not [Spitter Heatblast]", got[len(got)-2:])
		}
		tops[got[0]] = true
	}
	if len(tops) < 5 {
		t.Errorf("the unknown aliens were hardly re-dealt: stack 2's top is one of only %v", tops)
	}
}

// Rulebook 4.6 with reshuffle=on: after the shuffle, an alien known to be in
// stack 1 is somewhere in stack 1, or it is the one card passed to the
// bottom of stack 2, and nowhere else. Worlds put it in each of those
// places, and never elsewhere in stack 2.
func TestWorldsKeepShuffledAliensInTheirStack(t *testing.T) {
	s := newTestState(t, 2, nil, deal2([]string{"Tiffin", "Hex"}, nil, nil))
	passAll(t, s) // Heatblast (8) defeats Tiffin; it and Spitter go back
	places := map[string]int{}
	for _, d := range worldsFor(s, 200) {
		for q := range 2 {
			for i, c := range d.names(d.stack[q].cards()) {
				if c != "Heatblast" {
					continue
				}
				switch {
				case q == 0:
					places["stack 1"]++
				case i == int(d.stack[1].n)-1:
					places["bottom of stack 2"]++
				default:
					t.Fatalf("a world puts Heatblast at place %d of stack 2", i+1)
				}
			}
		}
		if a := d.names(d.asideAliens.cards()); slices.Contains(a, "Heatblast") {
			t.Fatal("a world sets Heatblast aside")
		}
	}
	if places["stack 1"] == 0 || places["bottom of stack 2"] == 0 {
		t.Errorf("worlds put Heatblast only in %v", places)
	}
}
