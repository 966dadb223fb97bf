package superbenji

import (
	"fmt"
	"strings"

	"omnideck/carddata"
	"omnideck/kit"
)

// code is option o's stable code: its verb, the handles of the cards it
// names and the cards' names as codes ("play:12:targeted-nuke").
func (s *State) code(o option) string {
	h := func(id ObjID) uint64 { return s.handleOf(id) }
	switch o.verb {
	case vPlay, vAttack, vTarget, vDestroy, vPilot, vCounter, vKeep, vToHand, vToBottom, vToTop:
		return fmt.Sprintf("%s:%d:%s", verbWords[o.verb], h(o.a), s.slug(o.a))
	case vUse:
		return fmt.Sprintf("use:%d:%d:%s", h(o.a), o.n, s.slug(o.a))
	case vBlock:
		return fmt.Sprintf("block:%d:%d", h(o.a), h(o.b))
	case vMode:
		return fmt.Sprintf("mode:%d", o.n+1)
	case vTargetPlayer:
		return fmt.Sprintf("target:player%d", o.n)
	case vX:
		return fmt.Sprintf("x:%d", o.n)
	case vSpend:
		return "spend:" + s.kindCode(o.kind)
	case vPay:
		return "pay:" + s.payCode(o.pay)
	case vOrder:
		c := fmt.Sprintf("order:%d:%d", h(o.a), o.n)
		if o.m > 0 {
			c += fmt.Sprintf(":%d", o.m+1)
		}
		return c + ":" + s.slug(o.a)
	case vTake:
		return "take:" + cardCode(s.game.set.cards[o.n])
	}
	return verbWords[o.verb]
}

// cardCode is a card's name as a code; an alternate art adds its number
// ("jordan-fire-master-promo-8").
func cardCode(c *Card) string {
	if c.SameAs != "" {
		_, num, _ := strings.Cut(c.ID, "/")
		return carddata.Code(c.Name + " " + num)
	}
	return carddata.Code(c.Name)
}

// slug is a card object's name as a code: "targeted-nuke".
func (s *State) slug(id ObjID) string { return carddata.Code(s.printed(id).Name) }

// name is a card object's name.
func (s *State) name(id ObjID) string { return s.def(id).Name }

// kindCode is a kind of action as a code: its type, and the handle of the
// card that generated it when that card counts them ("W@12").
func (s *State) kindCode(a pooled) string {
	if a.src < 0 {
		return a.sym.String()
	}
	return fmt.Sprintf("%s@%d", a.sym, s.handleOf(a.src))
}

// kindName is a kind of action for people: "Wild from Scarlette's
// Stand-up Comedy".
func (s *State) kindName(a pooled) string {
	if a.src < 0 {
		return a.sym.Name()
	}
	return fmt.Sprintf("%s from %s", a.sym.Name(), s.refName(int(s.dec.player), a.src))
}

// payCode is payment i as a code: its actions in type order ("V,V,W@12").
func (s *State) payCode(i int32) string {
	ps := &s.payList
	var parts []string
	for k, n := range ps.get(int(i)) {
		for range n {
			parts = append(parts, s.kindCode(ps.kinds[k]))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ",")
}

// payLabel is payment i for people: what it spends and what it leaves
// ("Pay with 2 Villain and Wild (leaves Hero)").
func (s *State) payLabel(i int32) string {
	ps := &s.payList
	var spent []string
	left := map[pooled]int{}
	for _, a := range s.players[s.dec.player].pool {
		left[s.kindOf(a)]++
	}
	for k, n := range ps.get(int(i)) {
		if n == 0 {
			continue
		}
		left[ps.kinds[k]] -= int(n)
		spent = append(spent, countOf(int(n), s.kindName(ps.kinds[k])))
	}
	var rest []string
	for _, k := range ps.kinds {
		if n := left[k]; n > 0 {
			rest = append(rest, countOf(n, s.kindName(k)))
		}
	}
	leaves := "nothing"
	if len(rest) > 0 {
		leaves = andList(rest)
	}
	return fmt.Sprintf("Pay with %s (leaves %s)", andList(spent), leaves)
}

func countOf(n int, what string) string {
	if n == 1 {
		return what
	}
	return fmt.Sprintf("%d %s", n, what)
}

// andList joins words as people list them: "a, b and c".
func andList(words []string) string {
	switch len(words) {
	case 0:
		return "nothing"
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// subjects are the cards option o is about, in its label's order: a
// block's attacker, then its blocker.
func subjects(o option) []ObjID {
	switch {
	case o.verb == vBlock:
		return []ObjID{o.b, o.a}
	case o.a >= 0:
		return []ObjID{o.a}
	}
	return nil
}

// labels are the labels of the current options, each distinct: where two
// would read the same, their cards are told apart by what differs between
// them (damage, exhausted, counters…), then by their places in their
// zones, and only as a last resort by code (which no option list of the
// rules needs).
func (s *State) labels() []string {
	opts := s.options()
	out := make([]string, len(opts))
	for i, o := range opts {
		out[i] = s.label(o, nil, false)
	}
	for level := 1; level <= 3; level++ {
		groups := map[string][]int{}
		for i, l := range out {
			groups[l] = append(groups[l], i)
		}
		clash := false
		for _, g := range groups {
			if len(g) < 2 {
				continue
			}
			clash = true
			switch level {
			case 1:
				s.tellApart(opts, g, out)
			case 2:
				for _, i := range g {
					out[i] = s.label(opts[i], nil, true)
				}
			default:
				for _, i := range g {
					out[i] += " [" + s.code(opts[i]) + "]"
				}
			}
		}
		if !clash {
			break
		}
	}
	return out
}

// tellApart relabels the options of group g (whose labels clash) naming,
// for each card, the traits in which the group's cards differ.
func (s *State) tellApart(opts []option, g []int, out []string) {
	slots := len(subjects(opts[g[0]]))
	extra := make([][]string, len(g))
	for k := range slots {
		var traits [][numTraits]string
		for _, i := range g {
			sub := subjects(opts[i])
			traits = append(traits, s.traits(sub[k]))
		}
		for t := range numTraits {
			differ := false
			for _, tr := range traits[1:] {
				differ = differ || tr[t] != traits[0][t]
			}
			if !differ {
				continue
			}
			for gi := range g {
				if v := traits[gi][t]; v != "" {
					extra[gi] = appendTrait(extra[gi], k, slots, v)
				}
			}
		}
	}
	for gi, i := range g {
		if extra[gi] != nil {
			out[i] = s.label(opts[i], extra[gi], false)
		}
	}
}

// appendTrait adds trait v to card k's extras.
func appendTrait(extra []string, k, slots int, v string) []string {
	if extra == nil {
		extra = make([]string, slots)
	}
	if extra[k] != "" {
		extra[k] += ", "
	}
	extra[k] += v
	return extra
}

// The traits by which two copies of a card may differ, as label words.
const (
	trPrinted = iota
	trController
	trStats
	trDamage
	trCounters
	trReady
	trNew
	trCombat
	trText
	trUsed
	numTraits
)

// traits describes object id for telling it from its copies.
func (s *State) traits(id ObjID) [numTraits]string {
	var t [numTraits]string
	o := &s.objs[id]
	t[trPrinted] = s.printed(id).ID
	t[trController] = playerName(s.ctrl(id)) + "'s"
	if s.zoneOf(id) != inPlay {
		return t
	}
	st := s.statsOf(id)
	if st.character {
		t[trStats] = fmt.Sprintf("%d/%d", st.attack, st.health)
		if kw := keywordNames(st.keywords); len(kw) > 0 {
			t[trStats] += " " + strings.Join(kw, " ")
		}
		t[trDamage] = "undamaged"
		if o.damage > 0 {
			t[trDamage] = fmt.Sprintf("%d damage", o.damage)
		}
	}
	t[trCounters] = "no counters"
	if o.counterA != 0 || o.counterH != 0 {
		t[trCounters] = fmt.Sprintf("%+d/%+d counters", o.counterA, o.counterH)
	}
	t[trReady] = "ready"
	if o.exhausted {
		t[trReady] = "exhausted"
	}
	t[trNew] = "in play since an earlier turn"
	if int(o.enteredTurn) == s.turn {
		t[trNew] = "entered play this turn"
	}
	switch {
	case o.attacking && o.blockedBy >= 0:
		t[trCombat] = "attacking, blocked"
	case o.attacking:
		t[trCombat] = "attacking"
	case o.blocking >= 0:
		t[trCombat] = "blocking " + s.name(o.blocking)
	default:
		t[trCombat] = "not in combat"
	}
	if !st.text {
		t[trText] = "text removed"
	}
	var used []string
	if o.attacked {
		used = append(used, "attacked this turn")
	}
	if o.exhaustUsed || o.uses != [4]uint8{} {
		used = append(used, "ability used this turn")
	}
	t[trUsed] = strings.Join(used, ", ")
	return t
}

// label is option o for people. extra adds words about each card it names
// (tellApart); places adds each card's place among the cards of its name
// in its zone.
func (s *State) label(o option, extra []string, places bool) string {
	chooser := int(s.dec.player)
	// card names the k-th card of the option, saying whose it is when
	// owner is always, or when it is shared and the other player has a
	// card of its name.
	card := func(k int, id ObjID, owner ownerWords) string {
		name := s.name(id)
		var words []string
		if owner == always || owner == shared && s.nameShared(id) {
			if c := int(s.t.Objs[id].Ctrl); c == chooser {
				words = append(words, "yours")
			} else {
				words = append(words, playerName(c)+"'s")
			}
		}
		if k < len(extra) && extra[k] != "" {
			words = append(words, extra[k])
		}
		if places {
			words = append(words, s.placeWords(id))
		}
		if len(words) > 0 {
			name += " (" + strings.Join(words, ", ") + ")"
		}
		return name
	}
	switch o.verb {
	case vPlay:
		return "Play " + card(0, o.a, never)
	case vUse:
		return fmt.Sprintf("Use %s: %s", card(0, o.a, never), s.def(o.a).Abilities[o.n].Name)
	case vPass:
		return s.passLabel()
	case vCombat:
		if len(s.ableAttackers(chooser)) == 0 {
			return "End your turn (none of your characters can attack)"
		}
		return "Go to combat"
	case vAttack:
		return "Attack with " + card(0, o.a, never)
	case vAttackAll:
		var names []string
		for _, id := range s.ableAttackers(chooser) {
			names = append(names, s.name(id))
		}
		if s.anyAttacking() {
			return "Attack with all the others: " + andList(names)
		}
		return "Attack with all: " + andList(names)
	case vDone:
		switch s.dec.kind {
		case decAttack:
			if !s.anyAttacking() {
				return "Do not attack (end your turn)"
			}
			return "No more attackers"
		case decBlock:
			for a := range s.attackers() {
				if s.objs[a].blockedBy >= 0 {
					return "No more blockers"
				}
			}
			return "Do not block"
		case decTarget:
			return "No more targets"
		}
		return "Spend no more"
	case vBlock:
		return fmt.Sprintf("Block %s with %s", card(0, o.b, shared), card(1, o.a, shared))
	case vMode:
		_, modes := runner.Modal(s.top())
		return modes[o.n].Label
	case vTarget:
		return "Target " + card(0, o.a, always)
	case vTargetPlayer:
		if int(o.n) == chooser {
			return "Target yourself (" + playerName(int(o.n)) + ")"
		}
		return "Target " + playerName(int(o.n))
	case vX:
		return fmt.Sprintf("Pay %s %s", s.cost(s.top()).Repeat, kit.Count(int(o.n), "time", "times"))
	case vSpend:
		return "Spend a " + s.kindName(o.kind) + " action"
	case vPay:
		return s.payLabel(o.pay)
	case vDestroy:
		return "Destroy " + card(0, o.a, never) + " to pay"
	case vPilot:
		return "Exhaust " + card(0, o.a, never) + " to pilot"
	case vCounter:
		what := "it"
		if s.stack.Len() > 0 {
			what = s.whose(s.top().Src)
		}
		return fmt.Sprintf("Answer %s with %s", what, card(0, o.a, never))
	case vYes, vNo:
		what := "the trigger"
		if s.stack.Len() > 0 {
			what = s.jobName(s.top())
		}
		if o.verb == vYes {
			return "Use " + what
		}
		return "Do not use " + what
	case vOrder:
		l := "Resolve " + s.jobName(&s.triggers[o.at]) + " next"
		if t := &s.triggers[o.at]; len(t.Vals) > 0 && (o.m > 0 || len(extra) > 0 || places) {
			var syms []string
			for _, v := range t.Vals {
				syms = append(syms, unpackPooled(v).sym.String())
			}
			l += " (with " + strings.Join(syms, " ") + ")"
		}
		if places {
			l += fmt.Sprintf(" (the %s of them)", kit.Ordinal(int(o.m)+1))
		}
		return l
	case vKeep:
		return "Keep " + card(0, o.a, never) + " and destroy the other"
	case vTake:
		c := s.game.set.cards[o.n]
		if c.SameAs != "" {
			return fmt.Sprintf("Take %s (%s)", c.Name, c.ID)
		}
		return "Take " + c.Name
	case vTakeNone:
		return "Take nothing"
	case vToHand:
		return "Put " + card(0, o.a, never) + " into your hand"
	case vToBottom:
		return "Put " + card(0, o.a, never) + " on the bottom of your deck"
	case vToTop:
		return "Put " + card(0, o.a, never) + " on top of your deck"
	}
	return verbWords[o.verb]
}

// ownerWords says when a label says whose a card is.
type ownerWords uint8

const (
	never  ownerWords = iota // the card is the chooser's, as the option says
	shared                   // when the other player has a card of its name
	always
)

// passLabel is the label of the option that declines to act, saying what
// happens then: the card being played resolves, or priority passes on and
// combat damage follows. Only its chooser reads it, so it may say what
// they hold.
func (s *State) passLabel() string {
	chooser := int(s.dec.player)
	switch {
	case s.dec.kind == decCounter && s.stack.Len() > 0:
		l := "Let " + s.whose(s.top().Src) + " resolve"
		for _, id := range s.hand(chooser) {
			if s.def(id).Counter != nil {
				return l
			}
		}
		return l + " (you hold no card that can answer it)"
	case s.dec.kind == decPriority:
		l := "Pass"
		var why []string
		if len(s.options()) == 1 {
			why = append(why, "nothing you can play or use now")
		}
		if s.passes > 0 {
			why = append(why, "combat damage is dealt next")
		} else {
			why = append(why, "combat damage follows if "+playerName(opponent(chooser))+" passes too")
		}
		return l + " (" + strings.Join(why, "; ") + ")"
	}
	return "Pass"
}

// whose names a card in play or on its way to the chooser, with whose it
// is where the other player has a card of its name: "Zach, Rock Fighter
// (Player 2's)".
func (s *State) whose(id ObjID) string {
	name := s.name(id)
	if !s.nameShared(id) {
		return name
	}
	if c := s.ctrl(id); c != int(s.dec.player) {
		return name + " (" + playerName(c) + "'s)"
	}
	return name + " (yours)"
}

// placeWords says where object id is among the cards of its name in its zone,
// in the zone's order: "2nd of 3 in play".
func (s *State) placeWords(id ObjID) string {
	z := s.t.Objs[id].Zone
	if z == kit.NoZone {
		return "out of play"
	}
	name, ctrl := s.name(id), s.t.Objs[id].Ctrl
	nth, n := 0, 0
	for _, x := range s.t.Zones[z].Cards {
		if s.name(x) == name && s.t.Objs[x].Ctrl == ctrl {
			n++
			if x == id {
				nth = n
			}
		}
	}
	where := map[zone]string{inPlay: "in play", onTheWay: "being played", inHand: "in hand", inLook: "looked at", inDiscard: "in the discard pile"}[s.zoneOf(id)]
	if where == "" {
		where = "here"
	}
	return fmt.Sprintf("%s of %d %s", kit.Ordinal(nth), n, where)
}

// jobName names a card, ability or trigger on its way: "Banana Soldier's
// Fighting With Style".
func (s *State) jobName(j *kit.Job) string {
	src := s.name(j.Src)
	d := s.def(j.Src)
	switch {
	case j.Kind == jobAbility:
		return src + "'s " + d.Abilities[j.Ability].Name
	case j.Kind == jobTrigger && d.Triggers[j.Ability].Name != "":
		return src + "'s " + d.Triggers[j.Ability].Name
	case j.Kind == jobTrigger:
		return src + "'s trigger"
	case j.Kind == jobDelayed:
		return src + "'s delayed effect"
	}
	return src
}
