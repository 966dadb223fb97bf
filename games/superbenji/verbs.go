package superbenji

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The effect verbs of Super Benji's card language, one registry entry each
// (kit.Define): how a card file writes it (its parameter type), its
// load-time check, the targets it chooses when played, what it does, what
// it is worth to the heuristic agent (for the effect, and for each target),
// and its text. A card file writes an effect as a mapping with one key, the
// verb:
//
//   - damage: {amount: 1, to: {target: any}}
//
// docs/effects.md lists the verbs for designers.
var verbs *kit.Verbs[*State]

// The parameters of the verbs, as card files write them.
type (
	// Damage deals damage to players or characters.
	Damage struct {
		Amount Amount   `yaml:"amount"`
		To     Selector `yaml:"to"`
	}
	// Draw makes the effect's controller draw cards.
	Draw struct {
		Amount Amount `yaml:"amount"`
	}
	// GainLife gives players health.
	GainLife struct {
		Amount Amount   `yaml:"amount"`
		To     Selector `yaml:"to"`
	}
	// AddCounters puts +Attack/+Health counters on characters.
	AddCounters struct {
		To     Selector `yaml:"to"`
		Attack int      `yaml:"attack"`
		Health int      `yaml:"health"`
	}
	// Modify changes Attack and Health for a time.
	Modify struct {
		To     Selector `yaml:"to"`
		Attack int      `yaml:"attack"`
		Health int      `yaml:"health"`
		Until  Duration `yaml:"until,omitempty"`
	}
	// Grant gives keywords for a time.
	Grant struct {
		To       Selector `yaml:"to"`
		Keywords []string `yaml:"keywords"`
		Until    Duration `yaml:"until,omitempty"`

		kw kwSet // Keywords, as a set
	}
	// Fight: the effect's card and the chosen character deal damage equal
	// to their Attack to each other (8.8). A card never fights itself.
	Fight struct {
		With Selector `yaml:"with"`
	}
	// AddActions adds actions to the controller's pool, remembering that
	// they were generated from this card. Spent adds the actions paid for
	// the ability's cost instead, type for type.
	AddActions struct {
		Actions Symbols `yaml:"actions,omitempty"`
		// Per repeats Actions once per card matching the selector.
		Per   *Selector `yaml:"per,omitempty"`
		Spent bool      `yaml:"spent,omitempty"`
	}
	// CreateToken puts tokens into play under the controller.
	CreateToken struct {
		// Token is the token card's id.
		Token string `yaml:"token"`
		Count int    `yaml:"count,omitempty"`

		card *Card // the token card, found when the card file is checked
	}
	// Destroy destroys cards in play.
	Destroy struct {
		To Selector `yaml:"to"`
	}
	// SearchDeck finds cards in the controller's deck.
	SearchDeck struct {
		Filter Selector `yaml:"filter"`
		// Into is hand or play.
		Into    string `yaml:"into"`
		Shuffle bool   `yaml:"shuffle,omitempty"`
	}
	// LookAtTop looks at the top cards of the controller's deck and puts
	// them where the fields say; the rest are shuffled back when Shuffle
	// is set.
	LookAtTop struct {
		Count   int  `yaml:"count"`
		Hand    int  `yaml:"hand,omitempty"`
		Top     int  `yaml:"top,omitempty"`
		Bottom  int  `yaml:"bottom,omitempty"`
		Shuffle bool `yaml:"shuffle,omitempty"`
	}
	// RemoveText removes card text other than actions, Attack and Health.
	RemoveText struct {
		To    Selector `yaml:"to"`
		Until Duration `yaml:"until,omitempty"`
	}
	// Become turns the card into a character with this Attack and Health.
	Become struct {
		Type   string   `yaml:"type"`
		Attack int      `yaml:"attack"`
		Health int      `yaml:"health"`
		Until  Duration `yaml:"until,omitempty"`
	}
	// ChooseOne is a "choose one" effect: its controller chooses one of
	// its modes when it is played.
	ChooseOne []Mode
	// Delayed effects happen later: at is end_of_turn,
	// start_of_next_turn or start_of_your_next_turn.
	Delayed struct {
		At      string       `yaml:"at"`
		Effects []kit.Effect `yaml:"effects"`
	}
	// WatchDestroy: until the end of the turn, each time a character
	// controlled by the chosen player is destroyed, that player takes
	// Damage.
	WatchDestroy struct {
		Player Selector `yaml:"player"`
		Damage int      `yaml:"damage"`
	}
)

// Mode is one choice of a "choose one" effect: its label and effects.
type Mode = kit.Mode

// Duration is how long a change lasts: end_of_turn,
// start_of_your_next_turn, or while_source_in_play. Empty means for good.
type Duration = kit.Duration

// The durations.
const (
	UntilEndOfTurn           = kit.UntilEndOfTurn
	UntilStartOfYourNextTurn = kit.UntilStartOfYourNextTurn
	WhileSourceInPlay        = kit.WhileSourceInPlay
)

// delayedWording is when a delayed effect happens, as card text says it.
var delayedWording = map[string]string{
	"end_of_turn": "At the end of the turn", "start_of_next_turn": "At the start of the next turn",
	"start_of_your_next_turn": "At the start of your next turn",
}

func init() {
	verbs = newVerbs()
	runner = newRunner()
}

// define adds verb v to r, which must take it.
func define[P any](r *kit.Verbs[*State], v kit.VerbSpec[*State, P]) {
	if err := kit.Define(r, v); err != nil {
		panic(err)
	}
}

func newVerbs() *kit.Verbs[*State] {
	r := &kit.Verbs[*State]{}
	// damage, draw and gain_life come first: a card file's message for an
	// effect of no verb or several names the first three.
	define(r, kit.VerbSpec[*State, Damage]{
		Name: "damage", Doc: "deal damage to players or characters: {amount: 1, to: selector}",
		Check: func(k *kit.Check, w string, p *Damage) {
			c := checking(k)
			c.amount(w, &p.Amount)
			c.selector(w, &p.To.Selector)
		},
		Target: func(p *Damage) *kit.Selector { return &p.To.Selector },
		// Damage that will be 0 asks for no target (X is paid only after
		// targets are chosen).
		Idle: func(s *State, j *kit.Job, p *Damage) bool {
			return p.Amount.Of != amountX && s.amount(j, &p.Amount) <= 0
		},
		Resolve: func(s *State, j *kit.Job, p *Damage) bool {
			n := s.amount(j, &p.Amount)
			runner.Touch(s, j, int(j.PC), &p.To.Selector, func(t kit.Target) bool {
				s.dealDamage(j.Src, t, n)
				return true
			})
			return true
		},
		Hint: func(s *State, me int, _ *kit.Job, p *Damage) float64 {
			switch {
			case p.To.You:
				return -1
			case !s.canHitOpponent(me, &p.To):
				return -3
			}
			return 3 + float64(p.Amount.printed())
		},
		Aim: func(s *State, me int, _ *kit.Job, p *Damage, t kit.Target) float64 {
			return s.aim(me, t, true, p.Amount.printed())
		},
		Text: func(p *Damage) string {
			return fmt.Sprintf("Deal %s to %s.", amountText(p.Amount, "damage"), selText(p.To, true))
		},
	})
	define(r, kit.VerbSpec[*State, Draw]{
		Name: "draw", Doc: "the controller draws cards: {amount: 2}",
		Check: func(k *kit.Check, w string, p *Draw) { checking(k).amount(w, &p.Amount) },
		Resolve: func(s *State, j *kit.Job, p *Draw) bool {
			who := int(j.Ctrl)
			for range s.amount(j, &p.Amount) {
				if !s.drawCard(who) {
					s.loseByDraw(who)
					return true
				}
			}
			return true
		},
		Hint: func(_ *State, _ int, _ *kit.Job, p *Draw) float64 { return 2.5 * float64(max(1, p.Amount.printed())) },
		Text: func(p *Draw) string {
			if p.Amount.Of == "" && !p.Amount.counted() {
				return fmt.Sprintf("Draw %s.", countThings(p.Amount.N, "card"))
			}
			return fmt.Sprintf("Draw %s.", amountText(p.Amount, "cards"))
		},
	})
	define(r, kit.VerbSpec[*State, GainLife]{
		Name: "gain_life", Doc: "players gain Health: {amount: 2, to: you}",
		Check: func(k *kit.Check, w string, p *GainLife) {
			c := checking(k)
			c.amount(w, &p.Amount)
			c.selector(w, &p.To.Selector)
		},
		Target: func(p *GainLife) *kit.Selector { return &p.To.Selector },
		Resolve: func(s *State, j *kit.Job, p *GainLife) bool {
			n := s.amount(j, &p.Amount)
			runner.Touch(s, j, int(j.PC), &p.To.Selector, func(t kit.Target) bool {
				if t.IsPlayer() {
					s.players[t.Player()].life += n
					s.log.Add(engine.Event{Kind: evGainLife, Player: int8(t.Player()), B: int32(n)})
				}
				return true
			})
			return true
		},
		Hint: func(s *State, me int, _ *kit.Job, _ *GainLife) float64 {
			return 1 + 0.2*float64(startingLife-s.players[me].life)
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *GainLife, t kit.Target) float64 { return s.aim(me, t, false, 0) },
		Text: func(p *GainLife) string {
			if p.To.You {
				return fmt.Sprintf("You gain %s.", amountText(p.Amount, "Health"))
			}
			return fmt.Sprintf("%s gains %s.", title(selText(p.To, true)), amountText(p.Amount, "Health"))
		},
	})
	define(r, kit.VerbSpec[*State, AddCounters]{
		Name: "add_counters", Doc: "put +Attack/+Health counters on characters: {to: selector, attack: 1, health: 1}",
		Check:  func(k *kit.Check, w string, p *AddCounters) { checking(k).selector(w, &p.To.Selector) },
		Target: func(p *AddCounters) *kit.Selector { return &p.To.Selector },
		Resolve: func(s *State, j *kit.Job, p *AddCounters) bool {
			runner.Touch(s, j, int(j.PC), &p.To.Selector, func(t kit.Target) bool {
				if id := t.Obj(); !t.IsPlayer() && s.zoneOf(id) == inPlay {
					o := &s.objs[id]
					o.counterA += int32(p.Attack)
					o.counterH += int32(p.Health)
					s.log.Add(engine.Event{Kind: evCounters, Player: int8(s.ctrl(id)), A: s.cardRef(id), B: int32(p.Attack)})
				}
				return true
			})
			return true
		},
		Hint: func(*State, int, *kit.Job, *AddCounters) float64 { return 3 },
		Aim: func(s *State, me int, _ *kit.Job, _ *AddCounters, t kit.Target) float64 {
			return s.aim(me, t, false, 0)
		},
		Text: func(p *AddCounters) string {
			return fmt.Sprintf("Put a %+d/%+d counter on %s.", p.Attack, p.Health, selText(p.To, true))
		},
	})
	define(r, kit.VerbSpec[*State, Modify]{
		Name: "modify", Doc: "change Attack and Health for a time: {to: selector, attack: 1, health: 0, until: end_of_turn}",
		Check: func(k *kit.Check, w string, p *Modify) {
			c := checking(k)
			c.selector(w, &p.To.Selector)
			c.until(w, &p.Until)
		},
		Target: func(p *Modify) *kit.Selector { return &p.To.Selector },
		Resolve: func(s *State, j *kit.Job, p *Modify) bool {
			runner.Touch(s, j, int(j.PC), &p.To.Selector, func(t kit.Target) bool {
				s.addMod(j, t, p.Until,
					kit.Modifier{Stat: statAttack, N: int32(p.Attack)},
					kit.Modifier{Stat: statHealth, N: int32(p.Health)})
				return true
			})
			return true
		},
		Hint: func(*State, int, *kit.Job, *Modify) float64 { return 2 },
		Aim: func(s *State, me int, _ *kit.Job, p *Modify, t kit.Target) float64 {
			return s.aim(me, t, p.Attack < 0, 0)
		},
		Text: func(p *Modify) string {
			return fmt.Sprintf("%s %s %+d/%+d%s.", title(selText(p.To, true)), gets(p.To), p.Attack, p.Health, untilText(p.Until))
		},
	})
	define(r, kit.VerbSpec[*State, Grant]{
		Name: "grant", Doc: "give keywords for a time: {to: selector, keywords: [flying], until: end_of_turn}",
		Check: func(k *kit.Check, w string, p *Grant) {
			c := checking(k)
			c.selector(w, &p.To.Selector)
			c.keywords(w, p.Keywords)
			c.until(w, &p.Until)
			p.kw = keywordSet(p.Keywords)
		},
		Target: func(p *Grant) *kit.Selector { return &p.To.Selector },
		Resolve: func(s *State, j *kit.Job, p *Grant) bool {
			runner.Touch(s, j, int(j.PC), &p.To.Selector, func(t kit.Target) bool {
				s.addMod(j, t, p.Until, kit.Modifier{Grant: uint32(p.kw)})
				return true
			})
			return true
		},
		Hint: func(*State, int, *kit.Job, *Grant) float64 { return 3 },
		Aim:  func(s *State, me int, _ *kit.Job, _ *Grant, t kit.Target) float64 { return s.aim(me, t, false, 0) },
		Text: func(p *Grant) string {
			return fmt.Sprintf("%s %s %s%s.", title(selText(p.To, true)), gains(p.To), keywordList(p.Keywords), untilText(p.Until))
		},
	})
	define(r, kit.VerbSpec[*State, Fight]{
		Name: "fight", Doc: "this card and the chosen character deal damage equal to their Attack to each other: {with: character}",
		Check: func(k *kit.Check, w string, p *Fight) {
			checking(k).selector(w, &p.With.Selector)
			p.With.Another = true
		},
		Target: func(p *Fight) *kit.Selector { return &p.With.Selector },
		Resolve: func(s *State, j *kit.Job, p *Fight) bool {
			other := kit.NoObj
			runner.Touch(s, j, int(j.PC), &p.With.Selector, func(t kit.Target) bool {
				other = t.Obj()
				return false
			})
			if other != kit.NoObj && s.zoneOf(j.Src) == inPlay && s.isCharacter(j.Src) {
				s.fight(j.Src, other)
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *Fight) float64 { return 3 },
		Aim:  func(s *State, me int, _ *kit.Job, _ *Fight, t kit.Target) float64 { return s.aim(me, t, true, 0) },
		Text: func(p *Fight) string { return fmt.Sprintf("This card fights %s.", selText(p.With, true)) },
	})
	define(r, kit.VerbSpec[*State, AddActions]{
		Name: "add_actions", Doc: "add actions to the controller's pool, generated from this card: {actions: V V, per: selector} or {spent: true}",
		Check: func(k *kit.Check, w string, p *AddActions) {
			c := checking(k)
			if (len(p.Actions) == 0) != p.Spent {
				c.fail(w, "add_actions needs either actions or spent: true")
			}
			if p.Per != nil {
				c.selector(w, &p.Per.Selector)
			}
		},
		Resolve: func(s *State, j *kit.Job, p *AddActions) bool {
			s.resolveAddActions(j, p)
			return true
		},
		Hint: func(*State, int, *kit.Job, *AddActions) float64 { return 0.5 },
		Text: func(p *AddActions) string {
			if p.Spent {
				return "Add the actions spent on this ability to your action pool."
			}
			l := "Add " + symbolsShown(p.Actions) + " to your action pool"
			if p.Per != nil {
				l += " for each " + selWords(*p.Per)
			}
			return l + "."
		},
	})
	define(r, kit.VerbSpec[*State, CreateToken]{
		Name: "create_token", Doc: "put tokens into play under the controller: {token: BS26/TOKEN-food, count: 2}",
		Check: func(k *kit.Check, w string, p *CreateToken) {
			c := checking(k)
			t, ok := c.set.byID[p.Token]
			if !ok || !t.Token {
				c.failAt(&p.Token, w, "create_token: %q is not the id of a token card", p.Token)
			}
			p.card = t
		},
		Resolve: func(s *State, j *kit.Job, p *CreateToken) bool {
			who := int(j.Ctrl)
			for range max(1, p.Count) {
				s.enterPlay(s.newObject(p.card, who), who)
			}
			return true
		},
		Hint: func(_ *State, _ int, _ *kit.Job, p *CreateToken) float64 { return 4 * float64(max(1, p.Count)) },
		Text: func(p *CreateToken) string {
			name := p.Token
			if p.card != nil {
				name = p.card.Name
			}
			return fmt.Sprintf("Create %s.", countThings(max(1, p.Count), name+" token"))
		},
	})
	define(r, kit.VerbSpec[*State, Destroy]{
		Name: "destroy", Doc: "destroy cards in play: {to: selector}",
		Check:  func(k *kit.Check, w string, p *Destroy) { checking(k).selector(w, &p.To.Selector) },
		Target: func(p *Destroy) *kit.Selector { return &p.To.Selector },
		Resolve: func(s *State, j *kit.Job, p *Destroy) bool {
			// Every card is found before any is destroyed: destroying one
			// changes the cards in play.
			var buf [8]kit.Target
			ts := buf[:0]
			runner.Touch(s, j, int(j.PC), &p.To.Selector, func(t kit.Target) bool {
				ts = append(ts, t)
				return true
			})
			for _, t := range ts {
				if !t.IsPlayer() {
					s.destroy(t.Obj())
				}
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *Destroy) float64 { return 0 },
		Aim:  func(s *State, me int, _ *kit.Job, _ *Destroy, t kit.Target) float64 { return s.aim(me, t, true, 0) },
		Text: func(p *Destroy) string { return fmt.Sprintf("Destroy %s.", selText(p.To, true)) },
	})
	define(r, kit.VerbSpec[*State, SearchDeck]{
		Name: "search_deck", Doc: "find a card in the controller's deck: {filter: selector, into: hand or play, shuffle: true}",
		Check: func(k *kit.Check, w string, p *SearchDeck) {
			c := checking(k)
			c.selector(w, &p.Filter.Selector)
			if !slices.Contains(searchInto, p.Into) {
				c.failAt(&p.Into, w, "search_deck into %q is not hand or play", p.Into)
			}
		},
		// It asks which card to take (searchOptions), unless the deck is
		// empty; the answer takes it (takeFromDeck).
		Resolve: func(s *State, j *kit.Job, p *SearchDeck) bool {
			if j.Step > 0 || len(s.deck(int(j.Ctrl))) == 0 {
				return true
			}
			j.Step = 1
			s.ask(decSearch, int(j.Ctrl))
			return false
		},
		Hint: func(*State, int, *kit.Job, *SearchDeck) float64 { return 5 },
		Text: func(p *SearchDeck) string {
			where := "into your hand"
			if p.Into == "play" {
				where = "into play"
			}
			l := fmt.Sprintf("Search your deck for %s and put it %s", selText(p.Filter, false), where)
			if p.Shuffle {
				l += ", then shuffle your deck"
			}
			return l + "."
		},
	})
	define(r, kit.VerbSpec[*State, LookAtTop]{
		Name: "look_at_top", Doc: "look at the top cards of the controller's deck and put them back where it says: {count: 3, hand: 1, bottom: 1, top: 1, shuffle: true}",
		Check: func(k *kit.Check, w string, p *LookAtTop) {
			if p.Count < 1 || p.Hand+p.Top+p.Bottom > p.Count || (!p.Shuffle && p.Hand+p.Top+p.Bottom != p.Count) {
				checking(k).fail(w, "look_at_top must place every card it looks at, or shuffle the rest back")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *LookAtTop) bool { return s.lookAtTop(j, p) },
		Hint:    func(*State, int, *kit.Job, *LookAtTop) float64 { return 5 },
		Text: func(p *LookAtTop) string {
			var puts []string
			if p.Hand > 0 {
				puts = append(puts, fmt.Sprintf("%d into your hand", p.Hand))
			}
			if p.Bottom > 0 {
				puts = append(puts, fmt.Sprintf("%d on the bottom", p.Bottom))
			}
			if p.Top > 0 {
				puts = append(puts, fmt.Sprintf("%d on top", p.Top))
			}
			text := fmt.Sprintf("Look at the top %d cards of your deck; put %s", p.Count, andList(puts))
			if p.Shuffle {
				text += ", and shuffle the rest into your deck"
			}
			return text + "."
		},
	})
	define(r, kit.VerbSpec[*State, RemoveText]{
		Name: "remove_text", Doc: "remove card text other than actions, Attack and Health for a time: {to: selector, until: ...}",
		Check: func(k *kit.Check, w string, p *RemoveText) {
			c := checking(k)
			c.selector(w, &p.To.Selector)
			c.until(w, &p.Until)
		},
		Target: func(p *RemoveText) *kit.Selector { return &p.To.Selector },
		Resolve: func(s *State, j *kit.Job, p *RemoveText) bool {
			runner.Touch(s, j, int(j.PC), &p.To.Selector, func(t kit.Target) bool {
				s.addMod(j, t, p.Until, kit.Modifier{Remove: abText})
				return true
			})
			return true
		},
		Hint: func(*State, int, *kit.Job, *RemoveText) float64 { return 3 },
		Aim:  func(s *State, me int, _ *kit.Job, _ *RemoveText, t kit.Target) float64 { return s.aim(me, t, true, 0) },
		Text: func(p *RemoveText) string {
			return fmt.Sprintf("Remove the text of %s%s.", selText(p.To, true), untilText(p.Until))
		},
	})
	define(r, kit.VerbSpec[*State, Become]{
		Name: "become", Doc: "this card becomes a character with this Attack and Health for a time: {type: character, attack: 6, health: 6, until: ...}",
		Check: func(k *kit.Check, w string, p *Become) {
			c := checking(k)
			if p.Type != "character" {
				c.failAt(&p.Type, w, "become: only type: character")
			}
			c.until(w, &p.Until)
		},
		Resolve: func(s *State, j *kit.Job, p *Become) bool {
			if s.zoneOf(j.Src) == inPlay {
				s.addMod(j, kit.CardTarget(j.Src), p.Until,
					kit.Modifier{Stat: statAttack, Layer: kit.LayerSet, N: int32(p.Attack), Grant: abCharacter},
					kit.Modifier{Stat: statHealth, Layer: kit.LayerSet, N: int32(p.Health)})
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *Become) float64 { return 3 },
		Text: func(p *Become) string {
			return fmt.Sprintf("This card becomes a %d/%d %s%s.", p.Attack, p.Health, p.Type, untilText(p.Until))
		},
	})
	define(r, kit.VerbSpec[*State, ChooseOne]{
		Name: "choose_one", Doc: "the controller chooses one mode when the card is played: [{label: Draw 2 cards, effects: [...]}, ...]",
		Check: func(k *kit.Check, w string, p *ChooseOne) {
			c := checking(k)
			if len(*p) < 2 {
				c.fail(w, "choose_one needs at least two modes")
			}
			for i := range *p {
				m := &(*p)[i]
				if m.Label == "" {
					c.failAt(m, w, "mode %d needs a label", i+1)
				}
				c.effects(fmt.Sprintf("%s: mode %d", w, i+1), m.Effects)
			}
		},
		Modes:   func(p *ChooseOne) []Mode { return *p },
		Resolve: func(*State, *kit.Job, *ChooseOne) bool { return true }, // its mode took its place
		Hint: func(s *State, me int, _ *kit.Job, p *ChooseOne) float64 {
			best := 0.0
			for _, m := range *p {
				best = max(best, s.effectsValue(me, m.Effects))
			}
			return best
		},
		Text: func(p *ChooseOne) string {
			var modes []string
			for _, m := range *p {
				modes = append(modes, "• "+m.Label)
			}
			return "Choose one:\n" + strings.Join(modes, "\n")
		},
	})
	define(r, kit.VerbSpec[*State, Delayed]{
		Name: "delayed", Doc: "effects that happen later: {at: end_of_turn, effects: [...]}",
		Check: func(k *kit.Check, w string, p *Delayed) {
			c := checking(k)
			if !slices.Contains(delayedTimes, p.At) {
				c.failAt(&p.At, w, "delayed at %q is not one of %v", p.At, delayedTimes)
			}
			c.effects(w+": delayed", p.Effects)
		},
		Resolve: func(s *State, j *kit.Job, p *Delayed) bool {
			d := kit.NewJob(jobDelayed, j.Src, int(j.Ctrl), p.Effects)
			d.Vals = slices.Clone(j.Vals)
			s.later = append(s.later, delayed{at: p.At, turn: int32(s.turn), job: d})
			return true
		},
		Hint: func(*State, int, *kit.Job, *Delayed) float64 { return 0.5 },
		Text: func(p *Delayed) string { return delayedWording[p.At] + ": " + effectsText(p.Effects) },
	})
	define(r, kit.VerbSpec[*State, WatchDestroy]{
		Name: "watch_destroy", Doc: "until end of turn, each character the chosen player controls that is destroyed costs them damage: {player: player, damage: 1}",
		Check: func(k *kit.Check, w string, p *WatchDestroy) {
			c := checking(k)
			c.selector(w, &p.Player.Selector)
			if p.Damage < 1 {
				c.failAt(&p.Damage, w, "watch_destroy needs damage of at least 1")
			}
		},
		Target: func(p *WatchDestroy) *kit.Selector { return &p.Player.Selector },
		Resolve: func(s *State, j *kit.Job, p *WatchDestroy) bool {
			runner.Touch(s, j, int(j.PC), &p.Player.Selector, func(t kit.Target) bool {
				if t.IsPlayer() {
					s.watches = append(s.watches, watch{player: int8(t.Player()), damage: int32(p.Damage)})
				}
				return true
			})
			return true
		},
		Hint: func(*State, int, *kit.Job, *WatchDestroy) float64 { return 1 },
		Aim: func(s *State, me int, _ *kit.Job, _ *WatchDestroy, t kit.Target) float64 {
			return s.aim(me, t, true, 0)
		},
		Text: func(p *WatchDestroy) string {
			return fmt.Sprintf("Until end of turn, whenever a character controlled by %s is destroyed, that player takes %d damage.",
				selText(p.Player, true), p.Damage)
		},
	})
	return r
}
