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
		Phase:    stepNames[s.phase],
		Active:   s.active,
		Players:  make([]engine.TablePlayer, 0, 2),
		Zones:    []engine.TableZone{s.playingZone(p)},
		Question: s.tableQuestion(p),
		Waiting:  s.Actors().Slice(),
		Outcome:  s.Outcome(),
		Legend:   legend,
		Goal:     goal,
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
	describe := s.describer(p)
	zones := []engine.TableZone{
		s.t.TableZone(p, seatZone(q, zDeck), describe),
		s.t.TableZone(p, seatZone(q, zHand), describe),
		s.t.TableZone(p, seatZone(q, zDiscard), describe),
		{ID: zoneKey("play", q), Name: "In play", Layout: engine.LayoutRow, Count: len(s.inPlayOf(q)), Cards: s.tableCards(p, s.inPlayOf(q))},
	}
	if len(s.looking(q)) > 0 {
		zones = append(zones, s.t.TableZone(p, seatZone(q, zLook), describe))
	}
	return engine.TablePlayer{Seat: q, Name: playerName(q), Counters: s.poolCounters(p, q), Zones: zones}
}

// poolCounters are q's Health and, by type, the actions in q's pool
// ("Villain actions 2"), as p sees them; actions a card counts as its own
// are counted apart, naming it ("Wild actions from Scarlette's Stand-up
// Comedy").
func (s *State) poolCounters(p, q int) []engine.Counter {
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
				name += " from " + s.refName(p, k.src)
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
		c := s.t.TableCard(p, j.Src, s.describer(p))
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

// decisionKinds are the kinds of each question (engine.TableQuestion.Kind),
// as decisions declares them.
var decisionKinds = [...]string{decMain: "main", decAttack: "attack", decBlock: "block", decPriority: "window",
	decMode: "mode", decTarget: "target", decRepeat: "cost", decSpend: "cost", decPay: "cost", decDestroy: "cost",
	decPilot: "cost", decCounter: "counter", decOptional: "optional", decOrder: "order", decUnique: "unique",
	decSearch: "search", decLook: "look"}

// decisions are the kinds of question the game asks (engine.Info's
// Decisions).
var decisions = []engine.DecisionSpec{
	{Kind: "main", Summary: "Main Phase: play a card, use an ability, or go to combat (combat)"},
	{Kind: "attack", Summary: "declare an attacker, every one that may (attack:all), or none more (done)"},
	{Kind: "block", Summary: "declare a blocker for an attacker, or none more (done)"},
	{Kind: "window", Summary: "Action Window: play a fast action, use an ability, or pass"},
	{Kind: "mode", Summary: "choose one mode of a card"},
	{Kind: "target", Summary: "choose a target, or none more (done) where the card says \"up to\""},
	{Kind: "cost", Summary: "pay a cost: how many times to pay it, which action pays a symbol, what to destroy, which character pilots"},
	{Kind: "counter", Summary: "answer the opponent's card with a counter card from hand, or let it resolve (pass)"},
	{Kind: "optional", Summary: "use a triggered ability that says \"may\" (yes), or not (no)"},
	{Kind: "order", Summary: "which of your triggers that happened at once resolves next"},
	{Kind: "unique", Summary: "which of two Unique cards of one Basic Name to keep (6.2.3)"},
	{Kind: "search", Summary: "which card to take from the deck, or none"},
	{Kind: "look", Summary: "where a card looked at goes: hand, top or bottom of the deck"},
}

// tableQuestion is p's decision: the prompt, and each option, in the
// order of Legal, with the handles of the cards it is about.
func (s *State) tableQuestion(p int) engine.TableQuestion {
	if p < 0 || s.over || s.dec.kind == decNone || int(s.dec.player) != p {
		return engine.NoQuestion()
	}
	q := engine.TableQuestion{Player: p, Kind: decisionKinds[s.dec.kind], Prompt: s.question(), Options: []engine.TableOption{}}
	opts := s.options()
	labels := s.labels()
	for i := range opts {
		o := opts[i]
		cards := []int{}
		for _, id := range s.optionObjects(o) {
			cards = append(cards, int(s.handleOf(id)))
		}
		q.Options = append(q.Options, engine.TableOption{Code: s.code(o), Label: labels[i], Detail: s.detail(p, o), Cards: cards, Zones: []string{}})
	}
	return q
}

// detail is what p needs beside option o's label where the stat line of
// its first card would not say it (engine.TableOption.Detail): what an
// ability costs and does, what a card other than a character does when
// played, what a trigger does, both figures of a block, what an answer
// does; "" where the label and that stat line say it all.
func (s *State) detail(p int, o option) string {
	switch o.verb {
	case vUse:
		d := s.def(o.a)
		return abilityDetail(d, d.Abilities[o.n])
	case vPlay:
		d := s.def(o.a)
		if d.Type == "character" {
			return ""
		}
		if text := s.game.set.playText(d); text != "" {
			return statsLine(d) + ": " + text
		}
	case vCounter:
		what := "it"
		if s.stack.Len() > 0 {
			what = s.whose(s.top().Src)
		}
		return fmt.Sprintf("%s: %s goes back to the top of its owner's deck instead of resolving", statsLine(s.def(o.a)), what)
	case vBlock:
		return fmt.Sprintf("attacker %s, your blocker %s", s.fighting(o.b), s.fighting(o.a))
	case vAttackAll:
		total := 0
		for _, id := range s.ableAttackers(p) {
			total += max(s.statsOf(id).attack, 0)
		}
		return fmt.Sprintf("%d Attack in all", total)
	case vOrder:
		return s.jobText(&s.triggers[o.at])
	case vYes, vNo:
		if s.stack.Len() > 0 {
			return s.jobText(s.top())
		}
	case vTake:
		return statsLine(s.game.set.Definition(s.game.set.cards[o.n]))
	}
	return ""
}

// fighting is a character's figures for a fight: "5/4 with 2 damage".
func (s *State) fighting(id ObjID) string {
	st := s.statsOf(id)
	line := figures(s.def(id).Type, st.character, st.attack, st.health, st.keywords)
	if n := s.objs[id].damage; n > 0 {
		line += fmt.Sprintf(" with %d damage", n)
	}
	return line
}

// jobText is what a trigger or delayed effect on its way does, as its
// card says it.
func (s *State) jobText(j *kit.Job) string {
	d := s.def(j.Src)
	if j.Kind == jobTrigger {
		return flat(triggerWhen(d.Triggers[j.Ability]))
	}
	return flat(effectsText(j.Effects))
}

func zoneKey(key string, seat int) string { return fmt.Sprintf("%s.%d", key, seat) }

// tableCards are cards ids as p sees them.
func (s *State) tableCards(p int, ids []ObjID) []engine.TableCard {
	out := make([]engine.TableCard, 0, len(ids))
	for _, id := range ids {
		out = append(out, s.t.TableCard(p, id, s.describer(p)))
	}
	return out
}

// goal is how the game is won (engine.Table.Goal).
var goal = fmt.Sprintf("Each player starts with %d Health: bring your opponent's Health to 0 to win. "+
	"A player who must draw a card from an empty deck loses.", startingLife)

// describer describes cards face up for viewer p (kit.Describe).
func (s *State) describer(p int) func(ObjID) engine.TableCard {
	return func(id ObjID) engine.TableCard { return s.tableCard(p, id) }
}

// tableCard describes object id face up to viewer p: a card out of play
// with its printed stat line, a card in play as it stands now (with its
// printed figures beside them when they differ), its damage, counters and
// state.
func (s *State) tableCard(p int, id ObjID) engine.TableCard {
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
	c.Stats = figures(d.Type, st.character, st.attack, st.health, st.keywords)
	if printed := printedFigures(d); printed != c.Stats {
		c.Printed = printed
	}
	if st.character && o.damage > 0 {
		c.Counters = append(c.Counters, engine.Counter{Name: "damage", Value: int(o.damage)})
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
		c.Status = append(c.Status, "attacking, blocked by "+s.refName(p, o.blockedBy))
	case o.attacking:
		c.Status = append(c.Status, "attacking")
	case o.blocking >= 0:
		c.Status = append(c.Status, "blocking "+s.refName(p, o.blocking))
	}
	if !st.text {
		c.Status = append(c.Status, "text removed")
	}
	return c
}

// figures is a card in play's stat line: a character's Attack/Health and
// keywords ("3/3 · Flying Speed"), else its type ("Artifact").
func figures(kind string, character bool, attack, health int, kw kwSet) string {
	if !character {
		return title(kind)
	}
	line := fmt.Sprintf("%d/%d", attack, health)
	if names := keywordNames(kw); len(names) > 0 {
		for i, k := range names {
			names[i] = title(k)
		}
		line += " · " + strings.Join(names, " ")
	}
	return line
}

// printedFigures is a card's stat line in play as printed, in the form of
// figures.
func printedFigures(d *Card) string {
	attack, health := 0, 0
	if d.Attack != nil {
		attack = *d.Attack
	}
	if d.Health != nil {
		health = *d.Health
	}
	return figures(d.Type, d.character, attack, health, d.kw)
}

// refName names card object id to viewer p in another card's words: its
// name, with whose it is when a card of the other player in its zone has
// that name, and which of them (in the zone's order) when another of the
// same player's has ("Player 2's 2nd Food").
func (s *State) refName(p int, id ObjID) string {
	name := s.printed(id).Name
	z := s.t.Objs[id].Zone
	if z == kit.NoZone {
		return name
	}
	ctrl := s.t.Objs[id].Ctrl
	nth, same, other := 0, 0, false
	for _, x := range s.t.Zones[z].Cards {
		if s.printed(x).Name != name {
			continue
		}
		switch {
		case s.t.Objs[x].Ctrl != ctrl:
			other = true
		default:
			same++
			if x == id {
				nth = same
			}
		}
	}
	if same > 1 {
		name = kit.Ordinal(nth) + " " + name
	}
	switch {
	case !other && same < 2:
		return name
	case int(ctrl) == p:
		return "your " + name
	}
	return playerName(int(ctrl)) + "'s " + name
}
