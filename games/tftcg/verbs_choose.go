package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/kit"
)

// The verbs that choose and test: choose (characters that the effects
// after it name as chosen: "Choose an enemy character. ... that enemy"),
// and if (effects that happen only when a condition holds: "If it's a
// Truck, ...", "If you have more STARS in your KO area ...").

type (
	// chooseParams choose characters for the effects after.
	chooseParams struct {
		To kit.Selector `yaml:"to"`
	}
	// ifParams are effects done when If holds, and every character
	// chosen so far passes Chosen.
	ifParams struct {
		If     *kit.Condition `yaml:"if,omitempty"`
		Chosen *kit.Filter    `yaml:"chosen,omitempty"`
		Do     []kit.Effect   `yaml:"do"`
	}
)

// defineChooseVerbs defines choose and if.
func defineChooseVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, chooseParams]{
		Name: "choose", Doc: "choose characters, which later effects name as chosen: {to: {choose: character, ...}}",
		Check: func(k *kit.Check, w string, p *chooseParams) {
			checkTo(k, w, &p.To)
			if !p.To.Chosen() {
				k.Failf(w, "choose chooses: to: an_enemy, one_of_yours, {choose: character, ...}")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *chooseParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(kit.ObjID) {})
		},
		Hint: func(*State, int, *kit.Job, *chooseParams) float64 { return 0 },
		Text: func(p *chooseParams) string { return fmt.Sprintf("Choose %s.", selText(&p.To)) },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, ifParams]{
		Name: "if", Doc: "effects done only when a condition holds, or the characters chosen so far pass a filter: {if: {...}, chosen: {trait: Truck}, do: [...]}",
		Check: func(k *kit.Check, w string, p *ifParams) {
			if p.If == nil && p.Chosen == nil {
				k.Failf(w, "if tests a condition (if: {...}) or the characters chosen (chosen: {...})")
			}
			if p.If != nil {
				k.Condition(w+": if", p.If)
			}
			if p.Chosen != nil {
				k.Filter(w+": chosen", p.Chosen)
			}
			if len(p.Do) == 0 {
				k.Failf(w, "if needs its effects: do: [...]")
			}
			for i := range p.Do {
				runner.Verbs.Bind(k, fmt.Sprintf("%s: effect %d", w, i+1), &p.Do[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *ifParams) bool {
			if !p.holds(s, j) {
				return true
			}
			// The effects are a job of their own, on top: they resolve
			// before the rest of this one, knowing what it chose.
			sub := kit.NewJob(jobCard, j.Src, int(j.Ctrl), p.Do)
			sub.Objs = slices.Clone(j.Objs)
			sub.Stage = kit.StageResolve
			s.jobs.Push(sub)
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *ifParams) float64 {
			if !p.holds(s, j) {
				return 0
			}
			return effectsHint(s, me, j, p.Do)
		},
		Text: func(p *ifParams) string {
			out := effectsTexts(p.Do)
			when := "If so"
			switch {
			case p.Chosen != nil && p.If == nil:
				if t := chosenText(p.Chosen); t != "" {
					when = "If " + t
				}
			case p.If != nil && p.Chosen == nil:
				if t := condText(p.If); t != "" {
					when = "If " + t
				}
			}
			return when + ": " + strings.Join(out, " ")
		},
	}))
}

// holds reports whether the if's condition holds for job j.
func (p *ifParams) holds(s *State, j *kit.Job) bool {
	c := kit.JobCtx(j)
	if p.If != nil && !p.If.Holds(s, c) {
		return false
	}
	if p.Chosen != nil {
		if len(j.Objs) == 0 {
			return false
		}
		for _, id := range j.Objs {
			if !p.Chosen.Matches(s, c, id) {
				return false
			}
		}
	}
	return true
}
