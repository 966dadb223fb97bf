package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The verbs of cards under characters (under.go): deploy a character
// from under one, put one of yours under one, and the effects that come
// with them on the same cards (Blaster's play of the top card, Soundwave's
// look at the opponent's hand, Frenzy's look at the top of their deck).

type (
	// deployParams deploy a character from under the character From
	// names ("Deploy a character from under this"; "from under your
	// Trypticon"), one of trait Trait if given, in mode Mode (alt, bot;
	// its first printed mode when empty); Then are effects done only when
	// a character is deployed ("When you do, ...").
	deployParams struct {
		From  kit.Selector `yaml:"from"`
		Trait string       `yaml:"trait,omitempty"`
		Mode  string       `yaml:"mode,omitempty"`
		Then  []kit.Effect `yaml:"then,omitempty"`
	}
	// putUnderParams put one of your characters on the battlefield that
	// To names under one of your characters named Hosts ("You may put one
	// of your Mini-Cassettes from the battlefield under it", "it" being
	// your Blaster or Soundwave); Then are effects done only when one is
	// ("If you do, ...").
	putUnderParams struct {
		To    kit.Selector `yaml:"to"`
		Hosts []string     `yaml:"hosts"`
		Then  []kit.Effect `yaml:"then,omitempty"`
	}
	// moveKindParams move an Upgrade of kind Kind from one of your
	// characters to another one.
	moveKindParams struct {
		Kind string `yaml:"kind"`
	}
	// theirTopParams reveal the top N cards of the opponent's deck, which
	// you may have them scrap, all of them.
	theirTopParams struct {
		N int `yaml:"n"`
	}
)

// defineUnderVerbs defines deploy, put_under, play_deck_top,
// their_hand_to_top, their_top_scrap, to_owner_top, move_between
// and to_ko_area.
func defineUnderVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, deployParams]{
		Name: "deploy", Doc: "deploy a character from under a character to the battlefield, one of a trait and in a mode if given, then effects if one was: {from: self, trait: Mini-Cassette, mode: bot, then: [...]}",
		Check: func(k *kit.Check, w string, p *deployParams) {
			k.Selector(w, &p.From, false)
			if p.Mode != "" {
				k.OneOf(w, "mode", &p.Mode, []string{ModeAlt, ModeBot})
			}
			for i := range p.Then {
				runner.Verbs.Bind(k, fmt.Sprintf("%s: then %d", w, i+1), &p.Then[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *deployParams) bool {
			var room [8]kit.ObjID
			id, ok := s.pick(j, int(j.Ctrl), pickCharacter, false, s.deployable(j, p, room[:0]))
			if !ok {
				return false
			}
			if id == kit.NoObj || s.over {
				return true
			}
			mi := 0
			if p.Mode != "" {
				mi = max(s.card(id).modeIndex(p.Mode), 0)
			}
			s.deploy(id, mi)
			s.thenDo(j, p.Then)
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *deployParams) float64 {
			var room [8]kit.ObjID
			best := 0.0
			for _, id := range s.deployable(j, p, room[:0]) {
				best = max(best, 2+0.3*float64(s.card(id).Health))
			}
			return best
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *deployParams, t kit.Target) float64 {
			return float64(s.card(t.Obj()).Health + s.card(t.Obj()).Stars)
		},
		Text: deployText,
	}))
	must(kit.Define(r, kit.VerbSpec[*State, putUnderParams]{
		Name: "put_under", Doc: "you may put one of your characters on the battlefield under one of your characters of a name, then effects if you did: {to: {choose: character, controller: you, trait: Mini-Cassette}, hosts: [Blaster, Soundwave], then: [...]}",
		Check: func(k *kit.Check, w string, p *putUnderParams) {
			checkTo(k, w, &p.To)
			if !p.To.Chosen() {
				k.Failf(w, "put_under chooses the character: to: {choose: character, ...}")
			}
			if len(p.Hosts) == 0 {
				k.Failf(w, "put_under names the characters it may go under: hosts: [Blaster, Soundwave]")
			}
			for i := range p.Then {
				runner.Verbs.Bind(k, fmt.Sprintf("%s: then %d", w, i+1), &p.Then[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *putUnderParams) bool {
			me := int(j.Ctrl)
			if j.Step == 0 {
				var room [teamRoom]kit.ObjID
				host, ok := s.pick(j, me, pickCharacter, false, s.hosts(me, p.Hosts, room[:0]))
				if !ok {
					return false
				}
				if host == kit.NoObj {
					return true
				}
				j.Vals = append(j.Vals[:0], int32(host))
				j.Step = 1
			}
			host := kit.ObjID(j.Vals[0])
			var room [16]kit.ObjID
			cands := slices.DeleteFunc(s.candidates(j, &p.To, room[:0]), func(id kit.ObjID) bool { return id == host })
			id, ok := s.pick(j, me, pickCharacter, true, cands)
			if !ok {
				return false
			}
			j.Vals = j.Vals[:0]
			if id == kit.NoObj || !s.onField(host) {
				return true
			}
			s.putUnder(id, host)
			s.thenDo(j, p.Then)
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *putUnderParams) float64 {
			var room [teamRoom]kit.ObjID
			if len(s.hosts(me, p.Hosts, room[:0])) == 0 || !p.To.HasCandidate(s, kit.JobCtx(j)) {
				return 0
			}
			v := 0.0
			for i := range p.Then {
				v += runner.Verbs.Hint(s, me, j, &p.Then[i])
			}
			return v
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *putUnderParams, t kit.Target) float64 {
			// The most damaged is the one to save; a host, the one with
			// the fewest under it.
			id := t.Obj()
			return float64(s.damage(id)) - 0.1*float64(beneath.Count(&s.t, zone(me, zUnder), id, nil))
		},
		Text: func(p *putUnderParams) string {
			out := fmt.Sprintf("If you have %s on the battlefield, you may put %s from the battlefield under it.", strings.Join(p.Hosts, " or "), selText(&p.To))
			if len(p.Then) > 0 {
				var then []string
				for i := range p.Then {
					then = append(then, runner.Verbs.Text(&p.Then[i]))
				}
				out += " If you do: " + strings.Join(then, " ")
			}
			return out
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "play_deck_top", Doc: "play the top card of your deck if you can (Blaster, Communications: Rules_Roundup-2019-07-29.xml#2-31): {}",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			me := int(j.Ctrl)
			if j.Step == 0 {
				id := s.revealTop(me)
				if id == kit.NoObj || !s.canPlay(me, id) {
					return true
				}
				j.Vals = append(j.Vals[:0], int32(id))
				j.Step = 1
			}
			return s.playCard(j, me, kit.ObjID(j.Vals[0]))
		},
		Hint: func(*State, int, *kit.Job, *noParams) float64 { return 0.8 },
		Aim: func(s *State, me int, j *kit.Job, _ *noParams, t kit.Target) float64 {
			return s.playAim(me, j, t.Obj())
		},
		Text: func(*noParams) string { return "Play the top card of your deck." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "their_hand_to_top", Doc: "look at your opponent's hand and choose a card from it; your opponent puts it on top of their deck: {}",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			me := int(j.Ctrl)
			them := opponent(me)
			z := zone(them, zHand)
			if !s.answered {
				for _, id := range s.t.Zones[z].Cards {
					s.t.Reveal(id, engine.PlayerSet(0).With(me))
				}
			}
			var room [16]kit.ObjID
			cands := append(room[:0], s.t.Zones[z].Cards...) // dedupeCopies works in place
			id, ok := s.pick(j, me, pickTheirHand, false, dedupeCopies(s, cands))
			if !ok {
				return false
			}
			if id != kit.NoObj {
				s.t.Place(id, zone(them, zDeck), -1, kit.FaceDown)
				s.logf(evOnTop, them, s.ref(id), 0)
			}
			return true
		},
		Hint: func(s *State, me int, _ *kit.Job, _ *noParams) float64 {
			if s.t.Count(zone(opponent(me), zHand)) == 0 {
				return 0
			}
			return 0.8
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *noParams, t kit.Target) float64 { return s.cardWorth(t.Obj()) },
		Text: func(*noParams) string {
			return "Look at your opponent's hand and choose a card from it. Your opponent puts that card on top of their deck."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, theirTopParams]{
		Name: "their_top_scrap", Doc: "your opponent reveals the top N cards of their deck; you may have them scrap those cards: {n: 2}",
		Check: func(k *kit.Check, w string, p *theirTopParams) {
			if p.N < 1 {
				k.Failf(w, "n is 1 or more, not %d", p.N)
			}
		},
		Resolve: func(s *State, j *kit.Job, p *theirTopParams) bool {
			them := opponent(int(j.Ctrl))
			deck := zone(them, zDeck)
			if !s.answered {
				for i := 0; i < p.N && i < s.t.Count(deck); i++ {
					id := s.t.Zones[deck].Cards[s.t.Count(deck)-1-i]
					s.t.Reveal(id, engine.AllPlayers(2))
					s.logf(evReveal, them, s.ref(id), 0)
				}
			}
			n := min(p.N, s.t.Count(deck))
			if n == 0 {
				return true
			}
			top := s.t.Top(deck)
			id, ok := s.pick(j, int(j.Ctrl), pickDeck, true, []kit.ObjID{top})
			if !ok {
				return false
			}
			if id == kit.NoObj {
				return true
			}
			// The cards are dealt with: they stay out of a reshuffle
			// their scrapping sets off.
			var room [4]kit.ObjID
			cards := append(room[:0], s.t.Zones[deck].Cards[s.t.Count(deck)-n:]...)
			for _, c := range cards {
				s.scrap(c)
			}
			s.refill(them, cards...)
			return true
		},
		Hint: func(*State, int, *kit.Job, *theirTopParams) float64 { return 0.3 },
		Aim: func(s *State, _ int, _ *kit.Job, p *theirTopParams, t kit.Target) float64 {
			// Worth scrapping when the cards would help them.
			deck := zone(int(s.obj(t.Obj()).Owner), zDeck)
			v := 0.0
			for i := 0; i < p.N && i < s.t.Count(deck); i++ {
				v += s.cardWorth(s.t.Zones[deck].Cards[s.t.Count(deck)-1-i])
			}
			return v - 1
		},
		Text: func(p *theirTopParams) string {
			return fmt.Sprintf("Your opponent reveals the top %s of their deck. You may have your opponent scrap those cards.", cardsText(p.N))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "to_owner_top", Doc: "put a card of a scrap pile on top of its owner's deck: {to: {choose: card, in: scrap, controller: opponent}}",
		Check: func(k *kit.Check, w string, p *toParams) {
			checkTo(k, w, &p.To)
			if p.To.In != "scrap" {
				k.FailAt(&p.To, w, "to_owner_top takes cards from a scrap pile: in: scrap")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickScrap, func(id kit.ObjID) {
				q := int(s.obj(id).Owner)
				s.t.Place(id, zone(q, zDeck), -1, kit.FaceDown)
				s.logf(evOnTop, q, s.ref(id), 0)
			})
		},
		Hint: func(s *State, _ int, j *kit.Job, p *toParams) float64 {
			if p.To.Chosen() && !p.To.HasCandidate(s, kit.JobCtx(j)) {
				return 0
			}
			return 0.3
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			// Your own best card back on top; the opponent's worst, as
			// their next draw.
			if int(s.obj(t.Obj()).Owner) == me {
				return s.cardWorth(t.Obj())
			}
			return -s.cardWorth(t.Obj())
		},
		Text: func(p *toParams) string {
			return fmt.Sprintf("Put %s on top of its owner's deck.", selText(&p.To))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, moveKindParams]{
		Name: "move_between", Doc: "you may move an Upgrade of a kind from one of your characters to another one: {kind: armor}",
		Check: func(k *kit.Check, w string, p *moveKindParams) {
			k.OneOf(w, "kind", &p.Kind, []string{SubWeapon, SubArmor, SubUtility})
		},
		Resolve: func(s *State, j *kit.Job, p *moveKindParams) bool {
			me := int(j.Ctrl)
			if j.Step == 0 {
				var room [16]kit.ObjID
				u, ok := s.pick(j, me, pickUpgrade, true, s.movable(me, p.Kind, room[:0]))
				if !ok {
					return false
				}
				if u == kit.NoObj {
					return true
				}
				j.Vals = append(j.Vals[:0], int32(u))
				j.Step = 1
			}
			u := kit.ObjID(j.Vals[0])
			var room [teamRoom]kit.ObjID
			to, ok := s.pick(j, me, pickCharacter, false, s.moveTargets(me, u, room[:0]))
			if !ok {
				return false
			}
			j.Vals = j.Vals[:0]
			if to != kit.NoObj {
				s.moveUpgrade(me, u, to)
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *moveKindParams) float64 { return 0.3 },
		Aim: func(s *State, me int, _ *kit.Job, _ *moveKindParams, t kit.Target) float64 {
			id := t.Obj()
			if s.card(id).isUpgrade() {
				return s.upgradeWorth(id) - 1
			}
			return s.charWorth(id) // the Upgrade to the character worth most
		},
		Text: func(p *moveKindParams) string {
			return fmt.Sprintf("You may move %s from one of your characters to another one.", kindText(p.Kind))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "to_ko_area", Doc: "put this card, an Action being played, into your KO area, where it stays for the rest of the game: {}",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			if id := j.Src; id != kit.NoObj && s.card(id).isAction() && s.obj(id).Zone == zone(int(s.obj(id).Owner), zPlayed) {
				p := int(s.obj(id).Owner)
				s.t.Place(id, zone(p, zKO), -1, kit.FaceUp)
				s.logf(evSetAside, p, s.ref(id), 0)
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *noParams) float64 { return -0.2 },
		Text: func(*noParams) string { return "Put this card into your KO area." },
	}))
}

// koCharacters is the number of characters in player p's KO area: a
// battle card put there (Recover Cassette) is none.
func (s *State) koCharacters(p int) int {
	n := 0
	for _, id := range s.t.Zones[zone(p, zKO)].Cards {
		if s.card(id).fights() {
			n++
		}
	}
	return n
}

// movable are player p's Upgrades of kind on their characters that may
// go on another of them, appended to buf.
func (s *State) movable(p int, kind string, buf []kit.ObjID) []kit.ObjID {
	var room [teamRoom]kit.ObjID
	for _, u := range s.t.Zones[zone(p, zUpgrade)].Cards {
		if s.card(u).Subtype == kind && s.on(u) != kit.NoObj && int(s.obj(s.on(u)).Owner) == p && len(s.moveTargets(p, u, room[:0])) > 0 {
			buf = append(buf, u)
		}
	}
	return buf
}

// moveTargets are player p's characters on the battlefield Upgrade u may
// move to, appended to buf.
func (s *State) moveTargets(p int, u kit.ObjID, buf []kit.ObjID) []kit.ObjID {
	for _, id := range s.team[p] {
		if s.onField(id) && id != s.on(u) && s.mayUpgrade(u, id) {
			buf = append(buf, id)
		}
	}
	return buf
}

// thenDo starts effects that happen only when the effect of job j before
// them did ("When you do", "If you do"): a job of their own, on top, that
// resolves before the rest of j, knowing what it chose.
func (s *State) thenDo(j *kit.Job, effects []kit.Effect) {
	if len(effects) == 0 || s.over {
		return
	}
	sub := kit.NewJob(jobCard, j.Src, int(j.Ctrl), effects)
	sub.Objs = slices.Clone(j.Objs)
	sub.Stage = kit.StageResolve
	s.jobs.Push(sub)
}

// deployable are the characters a deploy of job j may take, appended to
// buf: those under the first character p.From names (on the battlefield,
// or in the KO area where it names the team) of trait p.Trait if given.
func (s *State) deployable(j *kit.Job, p *deployParams, buf []kit.ObjID) []kit.ObjID {
	host := s.named(&p.From, kit.JobCtx(j))
	if host == kit.NoObj {
		return buf
	}
	return s.charactersUnder(host, func(id kit.ObjID) bool { return p.Trait == "" || s.Trait(id, p.Trait) }, buf)
}

// hosts are player p's characters on the battlefield named one of names,
// appended to buf.
func (s *State) hosts(p int, names []string, buf []kit.ObjID) []kit.ObjID {
	for _, id := range s.team[p] {
		if s.onField(id) && hasWord(s.card(id).Name, names) {
			buf = append(buf, id)
		}
	}
	return buf
}
