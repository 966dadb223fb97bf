package battlecards

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// The effect verbs of Battlecards' card language, one registry entry each
// (kit.Define): how a card file writes it, its load-time check, what it
// targets, what it does, what it is worth to the heuristic agent, and its
// text. docs/rules/battlecards.md lists them for designers.
var verbs *kit.Verbs[*State]

// runner gives effects their targets (kit.Runner.Touch); the game plays
// its effects itself (play.go).
var runner *kit.Runner[*State]

// The parameters of the verbs.
type (
	// boostParams raise or lower the power values of Robots for a time.
	boostParams struct {
		To        kit.Selector `yaml:"to"`
		Strength  int          `yaml:"strength,omitempty"`
		Endurance int          `yaml:"endurance,omitempty"`
		Speed     int          `yaml:"speed,omitempty"`
		Until     kit.Duration `yaml:"until,omitempty"`
	}
	// nParams is a verb of a number: draw, gain, drain, support_limit.
	nParams struct {
		N kit.Amount `yaml:"n"`
	}
	// markersParams put or remove damage markers.
	markersParams struct {
		To kit.Selector `yaml:"to"`
		N  int          `yaml:"n"`
	}
	// toParams is a verb that does something to cards: to selects them.
	toParams struct {
		To kit.Selector `yaml:"to"`
	}
	// ruleParams change a rule for its player until the end of the turn.
	ruleParams struct {
		Grant string `yaml:"grant"`
	}
)

// n is the number of job j's verb.
func (p *nParams) n(s *State, j *kit.Job) int { return p.N.Eval(s, kit.JobCtx(j)) }

func init() {
	verbs = newVerbs()
	runner = &kit.Runner[*State]{Verbs: verbs}
}

// must stops the program when the verbs, which are code, are defined
// wrongly.
func must(err error) {
	if err != nil {
		panic(err)
	}
}

func newVerbs() *kit.Verbs[*State] {
	r := &kit.Verbs[*State]{}
	to := func(p *toParams) *kit.Selector { return &p.To }
	// nHint values a verb of a number at that number.
	nHint := func(s *State, _ int, j *kit.Job, p *nParams) float64 { return float64(p.n(s, j)) }
	must(kit.Define(r, kit.VerbSpec[*State, boostParams]{
		Name: "boost", Doc: "raise or lower power values of Robots: {to: selector, strength: N, endurance: N, speed: N, until: end_of_battle | end_of_turn | ...}",
		Check: func(k *kit.Check, w string, p *boostParams) {
			k.Selector(w, &p.To, true)
			k.Duration(w, &p.Until)
			if p.Strength == 0 && p.Endurance == 0 && p.Speed == 0 {
				k.Failf(w, "boost changes strength, endurance or speed")
			}
		},
		Target: func(p *boostParams) *kit.Selector { return &p.To },
		Resolve: func(s *State, j *kit.Job, p *boostParams) bool {
			s.touched(&p.To, func(t kit.Target) {
				if t.IsPlayer() {
					return
				}
				for stat, n := range [3]int{p.Strength, p.Endurance, p.Speed} {
					if n != 0 {
						s.mods.Add(kit.Modifier{Obj: t.Obj(), Source: j.Src, Ctrl: j.Ctrl, Turn: int32(s.turn), Until: p.Until,
							Stat: uint8(stat), N: int32(n)})
					}
				}
				if !s.jr.Quiet {
					s.logf(evBoost, int(j.Ctrl), s.ref(t.Obj()), s.note(effectNote{src: s.ref(j.Src), robot: -1,
						n: [3]int16{int16(p.Strength), int16(p.Endurance), int16(p.Speed)}, now: s.powersNote(t.Obj()), until: p.Until}))
				}
				s.scrapIfDestroyed(t.Obj())
			})
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *boostParams) float64 {
			return s.overRobots(me, j, &p.To, float64(2*p.Strength+p.Endurance+p.Speed))
		},
		Text: func(p *boostParams) string {
			var parts []string
			for _, v := range []struct {
				n    int
				name string
			}{{p.Strength, "Strength"}, {p.Endurance, "Endurance"}, {p.Speed, "Speed"}} {
				if v.n != 0 {
					parts = append(parts, fmt.Sprintf("%+d %s", v.n, v.name))
				}
			}
			return fmt.Sprintf("%s gets %s%s.", upper(selText(&p.To)), strings.Join(parts, ", "), untilText(p.Until))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, nParams]{
		Name: "draw", Doc: "you draw N cards from your Supply Deck: {n: N}",
		Resolve: func(s *State, j *kit.Job, p *nParams) bool {
			for range p.n(s, j) {
				if !s.draw(int(j.Ctrl)) {
					break
				}
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *nParams) float64 {
			return 1.5 * float64(p.n(s, j))
		},
		Text: func(p *nParams) string { return "Draw " + amountText(&p.N, "card") + "." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, nParams]{
		Name: "gain", Doc: "add N Energon to your Energon Bank: {n: N}",
		Resolve: func(s *State, j *kit.Job, p *nParams) bool {
			s.addEnergon(int(j.Ctrl), p.n(s, j))
			return true
		},
		Hint: nHint,
		Text: func(p *nParams) string { return "Add " + amountText(&p.N, "Energon") + " to your Energon Bank." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, nParams]{
		Name: "drain", Doc: "each opponent loses N Energon from their Energon Bank: {n: N}",
		Resolve: func(s *State, j *kit.Job, p *nParams) bool {
			n := p.n(s, j)
			for q := range s.n {
				if q != int(j.Ctrl) {
					s.addEnergon(q, -n)
				}
			}
			return true
		},
		Hint: nHint,
		Text: func(p *nParams) string { return "Each opponent loses " + amountText(&p.N, "Energon") + "." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, nParams]{
		Name: "support_limit", Doc: "in battle, add N to your Support Limit for this battle: {n: N}",
		Resolve: func(s *State, j *kit.Job, p *nParams) bool {
			if i := s.battle.sideOf(int(j.Ctrl)); i >= 0 {
				s.battle.limit[i] += int8(p.n(s, j))
				n := s.supportLimit(int(j.Ctrl))
				s.battle.told[i] = int8(n)
				s.logf(evLimit, int(j.Ctrl), int32(n), s.ref(j.Src))
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *nParams) float64 { return 2 * float64(p.n(s, j)) },
		Text: func(p *nParams) string {
			return "Add " + amountText(&p.N, "") + " to your Support Limit for this battle."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, markersParams]{
		Name: "repair", Doc: "remove up to N damage markers from Robots (N 0: all of them): {to: selector, n: N}",
		Check:  func(k *kit.Check, w string, p *markersParams) { k.Selector(w, &p.To, true) },
		Target: func(p *markersParams) *kit.Selector { return &p.To },
		Resolve: func(s *State, j *kit.Job, p *markersParams) bool {
			s.touched(&p.To, func(t kit.Target) {
				if t.IsPlayer() || !s.card(t.Obj()).isRobot() {
					return
				}
				o := s.obj(t.Obj())
				n := int(o.Counters[ctDamage])
				if p.N > 0 {
					n = min(n, p.N)
				}
				o.Counters[ctDamage] -= int16(n)
				if !s.jr.Quiet {
					s.logf(evRepair, int(j.Ctrl), s.ref(t.Obj()), s.note(effectNote{src: s.ref(j.Src), robot: -1,
						n: [3]int16{int16(n)}, now: [3]int16{o.Counters[ctDamage]}}))
				}
			})
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *markersParams) float64 {
			return s.overRobots(me, j, &p.To, float64(max(1, p.N)))
		},
		Text: func(p *markersParams) string {
			if p.N == 0 {
				return "Remove every damage marker from " + selText(&p.To) + "."
			}
			return fmt.Sprintf("Remove up to %d damage markers from %s.", p.N, selText(&p.To))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, markersParams]{
		Name: "damage", Doc: "place N damage markers on Robots, scrapping those whose markers reach their Endurance: {to: selector, n: N}",
		Check: func(k *kit.Check, w string, p *markersParams) {
			k.Selector(w, &p.To, true)
			if p.N < 1 {
				k.FailAt(&p.N, w, "damage places 1 marker or more: n: N")
			}
		},
		Target: func(p *markersParams) *kit.Selector { return &p.To },
		Resolve: func(s *State, j *kit.Job, p *markersParams) bool {
			s.touched(&p.To, func(t kit.Target) {
				if id := t.Obj(); !t.IsPlayer() && s.card(id).isRobot() {
					s.addDamage(id, p.N)
					if !s.jr.Quiet {
						s.logf(evHarm, s.ctrl(id), s.ref(id), s.note(effectNote{src: s.ref(j.Src), robot: -1,
							n: [3]int16{int16(p.N)}, now: [3]int16{int16(s.damage(id)), int16(s.endurance(id))}}))
					}
					s.scrapIfDestroyed(id)
				}
			})
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *markersParams) float64 {
			return -s.overRobots(me, j, &p.To, float64(p.N))
		},
		Text: func(p *markersParams) string {
			return fmt.Sprintf("Place %d damage marker%s on %s.", p.N, plural(p.N), selText(&p.To))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "resurrect", Doc: "return Robots from your scrapheap to your Homebase: {to: {target: robot, in: scrapheap, controller: you}}",
		Check:  func(k *kit.Check, w string, p *toParams) { k.Selector(w, &p.To, true) },
		Target: to,
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			s.touched(&p.To, func(t kit.Target) {
				id := t.Obj()
				if t.IsPlayer() || !s.card(id).isRobot() || s.titleInPlay(int(j.Ctrl), s.card(id).title) {
					return
				}
				s.deploy(int(j.Ctrl), id)
				s.logf(evResurrect, int(j.Ctrl), s.ref(id), s.ref(j.Src))
			})
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 { return 6 },
		Text: func(p *toParams) string { return "Return " + selText(&p.To) + " to your Homebase." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "backup", Doc: "call for backup: deploy Robots from your hand to your Homebase without paying their Energon cost: {to: {target: robot, in: hand, controller: you}}",
		Check:  func(k *kit.Check, w string, p *toParams) { k.Selector(w, &p.To, true) },
		Target: to,
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			s.touched(&p.To, func(t kit.Target) {
				id := t.Obj()
				if t.IsPlayer() || !s.card(id).isRobot() || !s.canDeploy(int(j.Ctrl), id, false) {
					return
				}
				s.deploy(int(j.Ctrl), id)
				s.logf(evBackup, int(j.Ctrl), s.ref(id), s.ref(j.Src))
			})
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 { return 5 },
		Text: func(p *toParams) string {
			return "Deploy " + selText(&p.To) + " to your Homebase without paying its Energon cost."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, ruleParams]{
		Name: "rule", Doc: "change a rule for you until the end of the turn: {grant: uncontested | no_combat | any_speed}",
		Check: func(k *kit.Check, w string, p *ruleParams) {
			k.OneOf(w, "grant", &p.Grant, []string{"any_speed", "no_combat", "uncontested"})
		},
		Resolve: func(s *State, j *kit.Job, p *ruleParams) bool {
			s.granted[j.Ctrl] |= grantWords[p.Grant]
			s.logf(evRule, int(j.Ctrl), int32(grantWords[p.Grant]), s.ref(j.Src))
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *ruleParams) float64 { return 2 },
		Text: func(p *ruleParams) string { return ruleTexts[p.Grant] },
	}))
	return r
}

// ruleTexts say the rule changes.
var ruleTexts = map[string]string{
	"uncontested": "Until the end of the turn, your claims cannot be contested.",
	"no_combat":   "Until the end of the turn, your opponents' Robots roll no Combat dice in battle with yours.",
	"any_speed":   "Until the end of the turn, your Robots may contest claims whatever their Speed.",
}

// overRobots values an effect worth each on each Robot it touches, from
// me's side: positive on me's Robots, negative on the others'.
func (s *State) overRobots(me int, j *kit.Job, sel *kit.Selector, each float64) float64 {
	c := kit.JobCtx(j)
	best, total, any := 0.0, 0.0, false
	visit := func(t kit.Target) bool {
		if t.IsPlayer() {
			return true
		}
		v := each
		if s.ctrl(t.Obj()) != me {
			v = -each
		}
		if !any || v > best {
			best = v
		}
		any = true
		total += v
		return true
	}
	if sel.Chosen() {
		sel.EachCandidate(s, c, visit)
		return best
	}
	sel.Each(s, c, visit)
	return total
}
