package omnitrix

// Properties checked over random playouts for 2, 3 and 4 players and every
// combination of options: cards are conserved, games end, Clone is deep,
// games are deterministic and replayable, and views leak nothing hidden.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"omnideck/engine"
)

// conservationError checks that every card id is in exactly one place, of
// the right type, and that hidden choices are cards their players hold.
func conservationError(s *State) error {
	where := make([]string, s.cards.Len())
	var errs []string
	put := func(zone string, k Kind, ids ...uint8) {
		for _, id := range ids {
			switch {
			case int(id) >= len(where):
				errs = append(errs, fmt.Sprintf("%s holds card id %d, outside the set", zone, id))
			case where[id] != "":
				errs = append(errs, fmt.Sprintf("%s is both in %s and in %s", s.cards.Card(int(id)).Name, where[id], zone))
			case s.cards.Kind(int(id)) != k:
				errs = append(errs, fmt.Sprintf("%s, a %s card, is in %s", s.cards.Card(int(id)).Name, s.cards.Kind(int(id)), zone))
				where[id] = zone
			default:
				where[id] = zone
			}
		}
	}
	put("the bank", Villain, s.bank.cards()...)
	if s.villain != none {
		put("the face-up villain", Villain, uint8(s.villain))
	}
	for p := range maxPlayers {
		if p >= s.n {
			if s.stack[p].n+s.hand[p].n+s.won[p].n+s.shown[p].n > 0 {
				errs = append(errs, fmt.Sprintf("seat %d of a %d-player game holds cards", p, s.n))
			}
			continue
		}
		put("stack "+strconv.Itoa(p), Alien, s.stack[p].cards()...)
		put("hand "+strconv.Itoa(p), Support, s.hand[p].cards()...)
		put("won "+strconv.Itoa(p), Villain, s.won[p].cards()...)
		put("shown "+strconv.Itoa(p), Alien, s.shown[p].cards()...)
	}
	put("eliminated", Alien, s.eliminated.cards()...)
	put("spent", Support, s.spent.cards()...)
	put("aside aliens", Alien, s.asideAliens.cards()...)
	put("aside supports", Support, s.asideSupports.cards()...)
	for id, w := range where {
		if w == "" {
			errs = append(errs, s.cards.Card(id).Name+" is nowhere")
		}
	}
	for p := range s.chosen.All() {
		if c := s.choice[p]; c != none && !s.hand[p].has(uint8(c)) {
			errs = append(errs, fmt.Sprintf("player %d chose %s, which they do not hold", p+1, s.cards.Card(c).Name))
		}
	}
	if s.halted {
		errs = append(errs, fmt.Sprintf("the game halted after battle %d, the most a game can last: a rule that ends the game is broken", s.round))
	}
	if s.chosen&s.waiting != 0 {
		errs = append(errs, fmt.Sprintf("players %v have chosen and are still asked", (s.chosen&s.waiting).Slice()))
	}
	if len(errs) > 0 {
		return fmt.Errorf("round %d: %s", s.round, strings.Join(errs, "; "))
	}
	return nil
}

// optionSets lists every combination of options for a player count.
func optionSets(players int) []map[string]string {
	var out []map[string]string
	for _, timing := range []string{"revealed", "blind"} {
		for _, tie := range []string{"add", "aliens"} {
			for _, short := range []string{"any", "all"} {
				for _, reshuffle := range []string{"on", "off"} {
					for y := 1; y <= players; y++ {
						out = append(out, opts(OptSupportTiming, timing, OptTieBreak, tie, OptCaughtShort, short,
							OptReshuffle, reshuffle, OptYoungest, strconv.Itoa(y)))
					}
				}
			}
		}
	}
	return out
}

type scenario struct {
	name string
	cfg  engine.Config
}

// scenarios lists every player count with every option combination.
func scenarios() []scenario {
	var out []scenario
	for players := 2; players <= maxPlayers; players++ {
		for _, o := range optionSets(players) {
			name := fmt.Sprintf("%dp/%s/%s/%s/%s/y%s", players, o[OptSupportTiming], o[OptTieBreak], o[OptCaughtShort], o[OptReshuffle], o[OptYoungest])
			out = append(out, scenario{name, engine.Config{Players: players, Options: o}})
		}
	}
	return out
}

// gamesPer scales a count of games per scenario down for -short.
func gamesPer(n int) int {
	if testing.Short() {
		return max(1, n/5)
	}
	return n
}

// maxDecisions caps every game the tests play. A game lasts at most
// villains + aliens battles (maxBattles, 38 with the sample cards) and asks
// each player at most once a battle, so no real game takes more decisions.
const maxDecisions = maxPlayers * (18 + 20)

// play is one game a test plays: its name (scenario and seed) for
// messages, and the decisions made in it.
type play struct {
	t         testing.TB
	name      string
	decisions int
}

func newPlay(t testing.TB, scenario string, seed uint64) *play {
	return &play{t: t, name: fmt.Sprintf("%s seed %d", scenario, seed)}
}

// live reports whether the game goes on, and fails the test at once,
// naming the game and the step, when it cannot: nobody may act though the
// game is not over, or it has reached the decision cap. Every loop that
// plays a test game goes through it, so a broken rule that keeps games from
// ending fails the suite quickly instead of hanging it.
func (g *play) live(s *State) bool {
	g.t.Helper()
	switch {
	case s.Terminal():
		return false
	case s.halted:
		g.t.Fatalf("%s, after decision %d: the game halted after battle %d, the most a game can last: a rule that ends the game is broken",
			g.name, g.decisions, s.round)
	case s.Actors().Empty():
		g.t.Fatalf("%s, after decision %d (battle %d): the game is not over but nobody may act", g.name, g.decisions, s.round)
	case g.decisions >= maxDecisions:
		g.t.Fatalf("%s, battle %d: no end after %d decisions: a rule that ends the game is broken", g.name, s.round, g.decisions)
	}
	return true
}

// randomStep makes one random choice for every player who must choose, in a
// random order (the choices are simultaneous, so the order must not
// matter), recording them in rec when it is not nil.
func (g *play) randomStep(s *State, rng *engine.RNG, rec *engine.Replay) {
	g.t.Helper()
	if !g.live(s) {
		return
	}
	actors := s.Actors().Slice()
	engine.Shuffle(rng, actors)
	for _, p := range actors {
		legal := s.Legal(p, nil)
		if len(legal) == 0 {
			g.t.Fatalf("%s, battle %d: player %d must choose but has no option", g.name, s.round, p+1)
		}
		a := legal[rng.IntN(len(legal))]
		var err error
		if rec != nil {
			err = rec.Apply(s, p, a)
		} else {
			err = s.Apply(p, a)
		}
		if err != nil {
			g.t.Fatalf("%s, battle %d: player %d's legal option %s refused: %v", g.name, s.round, p+1, s.ActionCode(p, a), err)
		}
		g.decisions++
	}
}

// fork is a play for a copy of the game, counting on from this one.
func (g *play) fork(what string) *play {
	c := *g
	c.name += " (" + what + ")"
	return &c
}

// maxRounds bounds a game: each battle either takes a villain out of the
// bank for good or eliminates at least one alien.
const maxRounds = 18 + 20

// checkEnd checks a finished game's outcome against its piles (section 5).
func checkEnd(t testing.TB, s *State) {
	t.Helper()
	o := s.Outcome()
	if !s.Terminal() || !o.Over || s.Actors() != 0 {
		t.Fatalf("not over: terminal %v, outcome %+v, actors %v", s.Terminal(), o, s.Actors())
	}
	total, best := 0, 0
	for p := range s.n {
		total += int(s.won[p].n)
		best = max(best, int(s.won[p].n))
	}
	if s.round > total+int(s.eliminated.n) {
		t.Errorf("%d battles, but only %d villains won and %d aliens eliminated", s.round, total, s.eliminated.n)
	}
	sum := 0.0
	for _, r := range o.Returns {
		sum += r
	}
	if s.villainsWon {
		short := 0
		for p := range s.n {
			if s.stack[p].n == 0 {
				short++
			}
		}
		if len(o.Winners) != 0 || sum != 0 || s.bank.n == 0 || short == 0 || (s.rules.shortAll && short != s.n) {
			t.Errorf("villains' victory with winners %v, returns %v, bank %d, %d players short (all=%v)",
				o.Winners, o.Returns, s.bank.n, short, s.rules.shortAll)
		}
		return
	}
	if s.bank.n != 0 || s.villain != none || total != s.cards.Count(Villain) {
		t.Errorf("ended by the bank with %d left in it and %d villains won", s.bank.n, total)
	}
	for p := range s.n {
		if (int(s.won[p].n) == best) != slices.Contains(o.Winners, p) {
			t.Errorf("player %d has %d villains (best %d); winners %v", p+1, s.won[p].n, best, o.Winners)
		}
	}
	if sum < 0.999 || sum > 1.001 {
		t.Errorf("returns %v add up to %v", o.Returns, sum)
	}
}

// Cards are conserved after every decision, and every game ends within the
// bound with an outcome that matches its piles.
func TestPropertyConservationAndEnd(t *testing.T) {
	g := testGame(t)
	games := 0
	for _, sc := range scenarios() {
		for i := range gamesPer(40) {
			cfg := sc.cfg
			cfg.Seed = engine.Mix(uint64(i), uint64(cfg.Players))
			cfg.NoLog = i%2 == 0
			s, err := g.newState(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(cfg.Seed + 1)
			g := newPlay(t, sc.name, cfg.Seed)
			for g.live(s) {
				if err := conservationError(s); err != nil {
					t.Fatalf("%s: %v", g.name, err)
				}
				if s.round > maxRounds {
					t.Fatalf("%s: battle %d, past the bound of %d", g.name, s.round, maxRounds)
				}
				g.randomStep(s, &rng, nil)
			}
			if err := conservationError(s); err != nil {
				t.Fatalf("%s seed %d at the end: %v", sc.name, cfg.Seed, err)
			}
			checkEnd(t, s)
			games++
		}
	}
	t.Logf("%d games", games)
}

// snapshot is everything every viewer can see, logs included.
func snapshot(s engine.State) string {
	var b strings.Builder
	n := s.Config().Players
	for p := -1; p < n; p++ {
		js, err := json.Marshal(s.View(p))
		if err != nil {
			panic(err)
		}
		b.Write(js)
		entries, next := s.Events(p, 0)
		lines := engine.Texts(entries)
		fmt.Fprintf(&b, "\n%s\n%d\n", strings.Join(lines, "\n"), next)
	}
	return b.String()
}

// Clone is a deep copy: playing on the clone, and even writing into its
// piles and log, leaves the original as it was, and the other way round.
func TestPropertyCloneIsDeep(t *testing.T) {
	g := testGame(t)
	for _, sc := range scenarios() {
		for i := range gamesPer(3) {
			cfg := sc.cfg
			cfg.Seed = uint64(1000 + i)
			s, err := g.newState(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(cfg.Seed)
			cloneAt := rng.IntN(12)
			g := newPlay(t, sc.name, cfg.Seed)
			for k := 0; g.live(s); k++ {
				// A clone that makes one choice and an original that
				// makes another do not see each other's log entries
				// (they must not share the log's spare capacity).
				c := s.Clone().(*State)
				cg := g.fork("a clone")
				crng := engine.NewRNG(cfg.Seed + uint64(k))
				cg.randomStep(c, &crng, nil)
				cg.randomStep(c, &crng, nil)
				ownC := snapshot(c)
				orig := s.Clone().(*State)
				g.fork("a copy").randomStep(orig, &rng, nil)
				if snapshot(c) != ownC {
					t.Fatalf("%s: a choice made on one copy changed another", sc.name)
				}
				if k == cloneAt {
					before := snapshot(s)
					c := s.Clone().(*State)
					if snapshot(c) != before {
						t.Fatalf("%s: the clone looks different from the original", sc.name)
					}
					crng := engine.NewRNG(cfg.Seed + 7)
					for cg := g.fork("a clone"); cg.live(c); {
						cg.randomStep(c, &crng, nil)
					}
					c.stack[0].push(c.bank.n)
					c.hand[0].n = 0
					if c.won[1].n > 0 {
						c.won[1].pop()
					}
					c.log.Add(engine.Event{Kind: evGameOver, Player: -1})
					if snapshot(s) != before {
						t.Fatalf("%s: playing and writing on the clone changed the original", sc.name)
					}
					after := snapshot(c)
					for g.live(s) {
						g.randomStep(s, &rng, nil)
					}
					if snapshot(c) != after {
						t.Fatalf("%s: playing on the original changed the clone", sc.name)
					}
					break
				}
				g.randomStep(s, &rng, nil)
			}
		}
	}
}

// The same seed and the same decisions give the same game, seen by every
// viewer at every decision; the order in which simultaneous choices are
// made does not matter; and a different seed gives a different game.
func TestPropertyDeterministic(t *testing.T) {
	g := testGame(t)
	transcript := func(cfg engine.Config, decisions uint64, reverse bool) string {
		s, err := g.newState(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(decisions)
		var b strings.Builder
		g := newPlay(t, fmt.Sprintf("%dp %v", cfg.Players, cfg.Options), cfg.Seed)
		for g.live(s) {
			b.WriteString(snapshot(s))
			actors := s.Actors().Slice()
			choices := make([]engine.Action, len(actors))
			for i, p := range actors {
				legal := s.Legal(p, nil)
				choices[i] = legal[rng.IntN(len(legal))]
			}
			for k := range actors {
				i := k
				if reverse {
					i = len(actors) - 1 - k
				}
				if err := s.Apply(actors[i], choices[i]); err != nil {
					t.Fatal(err)
				}
				g.decisions++
			}
		}
		b.WriteString(snapshot(s))
		return b.String()
	}
	differ := 0
	for _, sc := range scenarios() {
		for i := range gamesPer(2) {
			cfg := sc.cfg
			cfg.Seed = uint64(2000 + i)
			a := transcript(cfg, 5, false)
			if b := transcript(cfg, 5, false); a != b {
				t.Fatalf("%s: the same seed and decisions gave two different games", sc.name)
			}
			if b := transcript(cfg, 5, true); a != b {
				t.Fatalf("%s: making the same simultaneous choices in another order changed the game", sc.name)
			}
			cfg.Seed++
			if transcript(cfg, 5, false) != a {
				differ++
			}
		}
	}
	if differ == 0 {
		t.Error("no seed changed any game: the seed is not used")
	}
}

// A recorded game, saved as JSON and read back, replays to the same end
// seen by every viewer. (view_test.go replays through games.Registry(),
// which this package's own tests cannot import.)
func TestPropertyReplay(t *testing.T) {
	g := testGame(t)
	reg := &engine.Registry{}
	reg.Register(g)
	for _, sc := range scenarios() {
		for i := range gamesPer(2) {
			cfg := sc.cfg
			cfg.Seed = uint64(3000 + i)
			s, err := g.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rec := engine.NewReplay(s)
			rng := engine.NewRNG(cfg.Seed)
			for g := newPlay(t, sc.name, cfg.Seed); g.live(s.(*State)); {
				g.randomStep(s.(*State), &rng, rec)
			}
			if rec.Outcome == nil || rec.Outcome.Summary != s.Outcome().Summary {
				t.Fatalf("%s: the record's outcome %+v", sc.name, rec.Outcome)
			}
			var buf bytes.Buffer
			if err := engine.WriteReplay(&buf, rec); err != nil {
				t.Fatal(err)
			}
			var back engine.Replay
			if err := json.Unmarshal(buf.Bytes(), &back); err != nil {
				t.Fatal(err)
			}
			got, err := back.Run(reg)
			if err != nil {
				t.Fatalf("%s: %v", sc.name, err)
			}
			if snapshot(got) != snapshot(s) {
				t.Fatalf("%s: the replay ends differently", sc.name)
			}
		}
	}
}

// Views leak nothing: at every decision, what player p sees (view, log,
// options and hints) is the same in the game and in a determinization for
// p, which re-deals everything p cannot see. The check has power: the
// determinizations do differ in what p cannot see (the order of stacks and
// bank, other players' hands and hidden choices). Each determinization is
// also a valid game that plays to its end with cards conserved. The
// spectator's view never holds a hand.
func TestPropertyViewsLeakNothing(t *testing.T) {
	g := testGame(t)
	var bankDiffer, stacksDiffer, otherViewDiffer, choiceDiffer, ownHand, decisions int
	for _, sc := range scenarios() {
		for i := range gamesPer(2) {
			cfg := sc.cfg
			cfg.Seed = uint64(4000 + i)
			s, err := g.newState(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(cfg.Seed)
			drng := engine.NewRNG(cfg.Seed + 99)
			g := newPlay(t, sc.name, cfg.Seed)
			for g.live(s) {
				decisions++
				// Let some players choose first, so that hidden choices
				// are pending while the others look.
				if actors := s.Actors().Slice(); len(actors) > 1 && rng.IntN(2) == 0 {
					legal := s.Legal(actors[0], nil)
					if err := s.Apply(actors[0], legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
					g.decisions++
				}
				spect, _ := json.Marshal(s.View(engine.Spectator))
				if bytes.Contains(spect, []byte(`"hand"`)) || bytes.Contains(spect, []byte(`"chosen"`)) {
					t.Fatalf("%s: the spectator sees a hand or a choice: %s", sc.name, spect)
				}
				for p := -1; p < s.n; p++ {
					d := s.Determinize(p, &drng).(*State)
					if err := conservationError(d); err != nil {
						t.Fatalf("%s: determinization for %d: %v", sc.name, p, err)
					}
					if a, b := snapshotOf(s, p), snapshotOf(d, p); a != b {
						t.Fatalf("%s round %d: player %d sees\n%s\nin the game but\n%s\nin a determinization", sc.name, s.round, p+1, a, b)
					}
					if p >= 0 {
						if js, _ := json.Marshal(s.View(p)); bytes.Contains(js, []byte(`"hand"`)) {
							ownHand++
						}
						la, lb := s.Legal(p, nil), d.Legal(p, nil)
						if !slices.Equal(la, lb) {
							t.Fatalf("%s: player %d's options %v in the game, %v in a determinization", sc.name, p+1, la, lb)
						}
						for _, a := range la {
							if ha, hb := s.Hint(p, a), d.Hint(p, a); ha != hb {
								t.Fatalf("%s round %d: hint for player %d's %s is %v in the game, %v in a determinization",
									sc.name, s.round, p+1, s.ActionCode(p, a), ha, hb)
							}
						}
					}
					if d.bank != s.bank {
						bankDiffer++
					}
					if d.stack != s.stack || d.asideAliens != s.asideAliens {
						stacksDiffer++
					}
					for q := range s.n {
						if q != p && snapshotOf(s, q) != snapshotOf(d, q) {
							otherViewDiffer++
							break
						}
					}
					for q := range s.chosen.All() {
						if q != p && d.choice[q] != s.choice[q] {
							choiceDiffer++
						}
					}
				}
				// Play one determinization through: it must be a valid game.
				if decisions%7 == 0 {
					d := s.Determinize(s.Actors().First(), &drng).(*State)
					for dg := g.fork("a sampled world"); dg.live(d); {
						dg.randomStep(d, &drng, nil)
						if err := conservationError(d); err != nil {
							t.Fatalf("%s: playing a determinization: %v", sc.name, err)
						}
					}
					checkEnd(t, d)
				}
				g.randomStep(s, &rng, nil)
			}
		}
	}
	counts := fmt.Sprintf("bank order differs %d times, stacks %d, other players' views %d, hidden choices %d; own hand seen %d times",
		bankDiffer, stacksDiffer, otherViewDiffer, choiceDiffer, ownHand)
	t.Logf("%d decisions: %s", decisions, counts)
	if bankDiffer == 0 || stacksDiffer == 0 || otherViewDiffer == 0 || choiceDiffer == 0 || ownHand == 0 {
		t.Errorf("the check has no power: %s", counts)
	}
}

// snapshotOf is what player p sees of the table: the view as JSON. (A
// sampled world keeps no log: the log is history, not position.)
func snapshotOf(s *State, p int) string {
	js, err := json.Marshal(s.View(p))
	if err != nil {
		panic(err)
	}
	return string(js)
}

// stepOnce runs one pass of the loop in advance (round.go) and reports
// whether advance would stop there. TestPropertyConservedAtEveryStep checks
// that playing through stepOnce gives exactly the game advance gives, so
// this copy of the loop cannot silently drift from the real one.
func stepOnce(s *State) (stop bool) {
	switch s.step {
	case stepStart:
		s.startRound()
	case stepShow:
		s.showAliens()
		if s.rules.blind {
			s.step = stepReveal
		} else {
			s.step = stepChoose
		}
	case stepChoose:
		s.waiting = 0
		for p := range s.fighters.All() {
			if s.hand[p].n > 0 {
				s.waiting = s.waiting.With(p)
			}
		}
		if !s.waiting.Empty() {
			s.step = stepAwait
			return true
		}
		s.step = s.afterChoice()
	case stepReveal:
		s.revealSupports()
		s.resolve()
		s.afterBattle()
		s.step = stepStart
	case stepAwait:
		return true
	}
	return s.over
}

// Cards are conserved after every step of the automatic flow too (showing,
// revealing, resolving, passing), including the many battles that run by
// themselves once nobody holds a support. The game is played twice: once
// through Apply, once by recording the same choices and running the flow
// one step at a time; both must give the same game.
func TestPropertyConservedAtEveryStep(t *testing.T) {
	g := testGame(t)
	steps := 0
	for _, sc := range scenarios() {
		for i := range gamesPer(3) {
			cfg := sc.cfg
			cfg.Seed = uint64(5000 + i)
			ref, err := g.newState(cfg)
			if err != nil {
				t.Fatal(err)
			}
			s := ref.clone()
			rng := engine.NewRNG(cfg.Seed)
			g := newPlay(t, sc.name, cfg.Seed)
			for g.live(ref) {
				for p := range ref.Actors().All() {
					legal := ref.Legal(p, nil)
					a := legal[rng.IntN(len(legal))]
					if err := ref.Apply(p, a); err != nil {
						t.Fatal(err)
					}
					g.decisions++
					// What Apply does before it calls advance.
					s.waiting = s.waiting.Without(p)
					s.chosen = s.chosen.With(p)
					s.choice[p] = int(a) - 1
					s.log.Add(engine.Event{Kind: evChose, Player: int8(p), Private: true, A: int32(s.choice[p])})
				}
				s.step = s.afterChoice()
				for stop := false; !stop; {
					stop = stepOnce(s)
					steps++
					if err := conservationError(s); err != nil {
						t.Fatalf("%s seed %d, step %d of round %d: %v", sc.name, cfg.Seed, s.step, s.round, err)
					}
				}
				if snapshot(s) != snapshot(ref) {
					t.Fatalf("%s seed %d: stepping the flow gives another game than Apply", sc.name, cfg.Seed)
				}
			}
			if !s.Terminal() {
				t.Fatalf("%s: the stepped game is not over", sc.name)
			}
		}
	}
	t.Logf("%d steps checked", steps)
}
