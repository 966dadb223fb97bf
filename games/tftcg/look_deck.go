package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// Looking at the top cards of one's deck, scrapping some and putting the
// rest back in any order: Focus N ("look at the top N cards of your deck.
// You may scrap any of those cards and put the rest back in any order":
// Wave-2-3.xml#126), Eject ("Look at the top 2 cards of your deck. You may
// scrap them."), Interpret The Airwaves ("Look at the top 5 cards of your
// deck and put them back in any order"). The cards are seen by their
// player only. Each choice is one card: a card to scrap, one at a time
// ("pass" ends), or all of them together by choosing the top one; then
// the card to go on top, the one to go under it, and so on until one is
// left, which goes under the rest. With fewer cards in the deck than the look
// asks for, those are set aside, the scrap pile is shuffled into the deck
// under them, and the rest are looked at from the new deck
// (Wave-2-3.xml#128).

// How a look at the deck's top cards may scrap them.
const (
	scrapNone = ""    // none of them
	scrapAny  = "any" // any of them, one at a time
	scrapAll  = "all" // all of them, or none
)

// lookDeckParams look at the top N cards of your deck, scrap what Scrap
// allows, and put the rest back in any order when Order is set (else as
// they lay).
type lookDeckParams struct {
	N     int    `yaml:"n"`
	Scrap string `yaml:"scrap,omitempty"`
	Order bool   `yaml:"order,omitempty"`
}

// defineLookDeckVerbs defines look_deck.
func defineLookDeckVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, lookDeckParams]{
		Name: "look_deck", Doc: "look at the top N cards of your deck; scrap: any (any of them, one at a time) or all (all or none); order: true puts the rest back in any order: {n: 5, order: true}",
		Check: func(k *kit.Check, w string, p *lookDeckParams) {
			if p.N < 1 {
				k.Failf(w, "look_deck looks at 1 card or more: n: 2")
			}
			k.OneOf(w, "scrap", &p.Scrap, []string{scrapNone, scrapAny, scrapAll})
			if p.Scrap == scrapNone && !p.Order {
				k.Failf(w, "look_deck scraps (scrap: any | all) or orders (order: true) the cards, or both")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *lookDeckParams) bool { return s.lookDeck(j, p.N, p.Scrap, p.Order) },
		Hint: func(s *State, _ int, _ *kit.Job, p *lookDeckParams) float64 {
			v := 0.1 * float64(min(p.N, 5))
			if p.Scrap != scrapNone {
				v += 0.3
			}
			return v
		},
		Aim: func(s *State, _ int, j *kit.Job, _ *lookDeckParams, t kit.Target) float64 {
			return lookAim(s, j, t.Obj())
		},
		Text: func(p *lookDeckParams) string { return lookDeckText(p.N, p.Scrap, p.Order) },
	}))
}

// lookDeckText is a look at the top n cards for people.
func lookDeckText(n int, scrap string, order bool) string {
	out := "Look at the top card of your deck."
	if n > 1 {
		out = fmt.Sprintf("Look at the top %d cards of your deck.", n)
	}
	switch scrap {
	case scrapAny:
		out += " You may scrap any number of them."
	case scrapAll:
		out += " You may scrap them."
	}
	if order {
		if scrap != scrapNone {
			return out + " Put the rest back in any order."
		}
		return out + " Put them back in any order."
	}
	return out
}

// lookAim values card t of job j's look for its player: while scrapping,
// a card worth less than an average flip; while putting back, the best
// card on top first.
func lookAim(s *State, j *kit.Job, t kit.ObjID) float64 {
	if len(j.Vals) > 0 && j.Vals[0] == 1 {
		return s.cardWorth(t)
	}
	return 1 - s.cardWorth(t)
}

// lookDeck is a look at the top n cards of job j's player's deck: the
// cards looked at are j.Objs; j.Vals[0] is 0 while scrapping, 1 while
// putting back, and j.Vals[1] counts the cards put back. It reports false
// while it waits for an answer. The cards chosen to put back, in order from
// the top, are moved to the end of j.Objs, and put back once all are.
func (s *State) lookDeck(j *kit.Job, n int, scrap string, order bool) bool {
	me := int(j.Ctrl)
	deck := zone(me, zDeck)
	if len(j.Vals) == 0 {
		j.Objs = s.lookAtTop(me, n, j.Objs[:0])
		if len(j.Objs) == 0 {
			return true
		}
		j.Vals = append(j.Vals, 0, 0)
	}
	// left are the cards looked at still on the deck, not yet put back.
	left := func() []kit.ObjID {
		var out []kit.ObjID
		for _, id := range j.Objs[:len(j.Objs)-int(j.Vals[1])] {
			if s.obj(id).Zone == deck {
				out = append(out, id)
			}
		}
		return out
	}
	for j.Vals[0] == 0 && scrap != scrapNone {
		cands := left()
		if len(cands) == 0 {
			break
		}
		if scrap == scrapAll {
			cands = cands[:1] // the top card stands for them all
		}
		id, ok := s.pick(j, me, pickDeck, true, cands)
		if !ok {
			return false
		}
		if id == kit.NoObj {
			break
		}
		if scrap == scrapAll {
			for _, c := range left() {
				s.scrap(c)
			}
			break
		}
		s.scrap(id)
	}
	j.Vals[0] = 1
	for order {
		cands := left()
		if len(cands) == 1 {
			s.chooseLooked(j, cands[0])
		}
		if len(cands) <= 1 {
			break
		}
		id, ok := s.pick(j, me, pickPutBack, false, cands)
		if !ok {
			return false
		}
		s.chooseLooked(j, id)
	}
	if order {
		// The last chosen first, so that the first ends on top.
		for i := len(j.Objs) - 1; i >= len(j.Objs)-int(j.Vals[1]); i-- {
			s.t.Place(j.Objs[i], deck, -1, kit.FaceDown)
			s.t.Reveal(j.Objs[i], engine.PlayerSet(0).With(me))
		}
	}
	j.Vals = j.Vals[:0]
	j.Objs = j.Objs[:0]
	s.refill(me)
	return true
}

// chooseLooked takes card id, looked at by job j, as the next to put
// back, under those chosen before: it moves to the end of j.Objs.
func (s *State) chooseLooked(j *kit.Job, id kit.ObjID) {
	for i, x := range j.Objs {
		if x == id {
			j.Objs = append(append(j.Objs[:i:i], j.Objs[i+1:]...), id)
			break
		}
	}
	j.Vals[1]++
}

// lookAtTop has player p look at the top n cards of their deck, appending
// them to buf, top first. With fewer in the deck, those are set aside and
// the scrap pile is shuffled into the deck under them (Wave-2-3.xml#128).
func (s *State) lookAtTop(p, n int, buf []kit.ObjID) []kit.ObjID {
	deck := zone(p, zDeck)
	if k := s.t.Count(deck); k < n && s.t.Count(s.scrapZone(p)) > 0 {
		var room [8]kit.ObjID
		aside := room[:0]
		for i := range k {
			aside = append(aside, s.t.Zones[deck].Cards[k-1-i])
		}
		s.reshuffle(p)
		for i := len(aside) - 1; i >= 0; i-- {
			s.t.Place(aside[i], deck, -1, kit.FaceDown)
		}
	}
	cards := s.t.Zones[deck].Cards
	for i := range min(n, len(cards)) {
		id := cards[len(cards)-1-i]
		s.t.Reveal(id, engine.PlayerSet(0).With(p))
		buf = append(buf, id)
	}
	return buf
}
