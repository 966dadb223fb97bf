package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// The KO area holds any card (Wave 4): besides the KO'd characters and
// the Battle Masters turned to their Upgrade sides, battle cards put there
// face up for the rest of the game, seen by both players
// (Wave-4.xml#50): Daring Escape's cards from the top of the deck, and the
// Secret Actions that put themselves there once revealed (Even The Score,
// Heroic Resolve: to_ko_area, as Recover Cassette does). Such a card is
// out of play: no ability of it works there, nothing counts it as a
// character (koCharacters counts the cards that fight), no reshuffle
// takes it, and no effect takes it back. And "You win the game" (win):
// the game ends at once with its player the winner.

// reasonCardWin is how a game a card's text won ends (engine.Outcome.Reason).
const reasonCardWin = "won by a card's text"

// topToKOParams put the top N cards of your deck into your KO area.
type topToKOParams struct {
	N kit.Amount `yaml:"n"`
}

// defineKOAreaVerbs defines top_to_ko and win.
func defineKOAreaVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, topToKOParams]{
		Name: "top_to_ko", Doc: "put the top N cards of your deck into your KO area face up, for the rest of the game: {n: {n: 1, per: {all: character, controller: you, trait: Autobot}}}",
		Check: func(k *kit.Check, w string, p *topToKOParams) { k.Amount(w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *topToKOParams) bool {
			me := int(j.Ctrl)
			for range p.N.Eval(s, kit.JobCtx(j)) {
				// A deck emptied on the way is refilled at once (line 51,
				// Rules_Roundup-2019-04-05.xml#405-2).
				s.refill(me)
				if s.t.Count(zone(me, zDeck)) == 0 {
					break
				}
				s.toKOArea(s.t.Top(zone(me, zDeck)))
			}
			s.refill(me)
			return true
		},
		// Each card is lost to the game, unless the effects after it win
		// with deck and scrap pile empty (Daring Escape).
		Hint: func(s *State, me int, j *kit.Job, p *topToKOParams) float64 {
			n := p.N.Eval(s, kit.JobCtx(j))
			if usesVerb(j.Effects, "win") && n > 0 && n >= s.t.Count(zone(me, zDeck))+s.t.Count(zone(me, zScrap)) {
				return 50
			}
			return -0.2 * float64(n)
		},
		Text: func(p *topToKOParams) string {
			if p.N.Per != nil && p.N.N == 1 {
				return fmt.Sprintf("For each %s, put the top card of your deck into your KO area face up.", eachText(p.N.Per))
			}
			return fmt.Sprintf("Put the top %s card(s) of your deck into your KO area face up.", nText(&p.N))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "win", Doc: "you win the game: {}",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			s.winGame(int(j.Ctrl), j.Src)
			return true
		},
		Hint: func(*State, int, *kit.Job, *noParams) float64 { return 100 },
		Text: func(*noParams) string { return "You win the game." },
	}))
}

// toKOArea puts battle card id face up into its owner's KO area, where it
// stays for the rest of the game, seen by both players (Wave-4.xml#50).
func (s *State) toKOArea(id kit.ObjID) {
	p := int(s.obj(id).Owner)
	s.t.Place(id, zone(p, zKO), -1, kit.FaceUp)
	o := s.obj(id)
	o.Counters, o.Flags = [4]int16{}, 0
	s.logf(evSetAside, p, s.ref(id), 0)
	s.optsOK = false
}

// winGame ends the game with player p the winner, by the text of card
// src ("You win the game").
func (s *State) winGame(p int, src kit.ObjID) {
	if s.over {
		return
	}
	s.winners = s.winners.With(p)
	s.result = fmt.Sprintf("%s wins by the text of %s.", engine.PlayerName(p), s.card(src).FullName())
	s.reason = reasonCardWin
	s.logf(evGameOver, p, 0, 0)
	s.over = true
	s.step = stepOver
	s.optsOK = false
}
