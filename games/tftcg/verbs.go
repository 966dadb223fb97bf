package tftcg

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// verbs are the effect verbs of the card language, one registry entry
// each (kit.Define): how a card file writes it, its load-time check, what
// it does, what it is worth to the heuristic agent, and its text.
// docs/rules/tftcg.md lists them for designers. Each names what it is done
// to with a selector (kit.Selector): a word of the game's (self, yours,
// enemies, one_of_yours, an_enemy, bearer, foe, chosen: facts.go) or a
// mapping ({choose: character, controller: opponent, trait: Melee}). A
// selector that chooses asks when the effect happens (jobs.go).
var verbs = newVerbs()

// The stats a boost changes, as modifiers number them (kit.Modifier.Stat).
const (
	statAttack = iota
	statDefense
	statBold
	statTough
	statPierce
	numStats
)

// statNames name the stats in text.
var statNames = [numStats]string{"Attack", "Defense", "Bold", "Tough", "Pierce"}

// The durations of a boost.
const (
	untilTurn   = "end_of_turn"
	untilAttack = "this_attack"
)

// The parameters of the verbs.
type (
	// countParams are an amount of damage done to or repaired from
	// characters.
	countParams struct {
		N  kit.Amount   `yaml:"n"`
		To kit.Selector `yaml:"to"`
	}
	// drawParams are a number of cards drawn by you, or by each player.
	drawParams struct {
		N    kit.Amount `yaml:"n"`
		Each bool       `yaml:"each_player,omitempty"`
	}
	// boostParams raise characters' stats and keywords for a time.
	boostParams struct {
		To      kit.Selector `yaml:"to"`
		Attack  int          `yaml:"attack,omitempty"`
		Defense int          `yaml:"defense,omitempty"`
		Bold    int          `yaml:"bold,omitempty"`
		Tough   int          `yaml:"tough,omitempty"`
		Pierce  int          `yaml:"pierce,omitempty"`
		Until   string       `yaml:"until"`
		// Per multiplies the boost by a number of each character's, or
		// of the game's ("for each Upgrade on it": upgrades).
		Per string `yaml:"per,omitempty"`
		// By multiplies the boost by a number of the ability's own card
		// ("equal to this character's ATK total": attack).
		By string `yaml:"by,omitempty"`
	}
	// toParams name the characters or cards an effect is done to.
	toParams struct {
		To kit.Selector `yaml:"to"`
	}
	// handParams are cards chosen from your hand, or from each player's,
	// or by your opponent from theirs; may lets the chooser choose none.
	handParams struct {
		N        int  `yaml:"n"`
		Each     bool `yaml:"each_player,omitempty"`
		Opponent bool `yaml:"opponent,omitempty"`
		May      bool `yaml:"may,omitempty"`
	}
	// refillParams scrap a hand and draw: a number, or as many as were
	// scrapped (same).
	refillParams struct {
		Draw int  `yaml:"draw,omitempty"`
		Same bool `yaml:"same,omitempty"`
		Each bool `yaml:"each_player,omitempty"`
	}
)

// stats lists a boost's changes by stat.
func (p *boostParams) stats() [numStats]int {
	return [numStats]int{p.Attack, p.Defense, p.Bold, p.Tough, p.Pierce}
}

// must stops the program when the verbs, which are code, are defined
// wrongly.
func must(err error) {
	if err != nil {
		panic(err)
	}
}

// newVerbs defines the verbs, each group in its own file.
func newVerbs() *kit.Verbs[*State] {
	r := &kit.Verbs[*State]{}
	defineCharacterVerbs(r)
	defineCardVerbs(r)
	defineCharacterTextVerbs(r)
	defineMoreCharacterVerbs(r)
	defineChooseVerbs(r)
	definePlayVerbs(r)
	defineHandVerbs(r)
	defineUpgradeVerbs(r)
	defineTurnVerbs(r)
	defineOutsideVerbs(r)
	defineCombineVerbs(r)
	defineTowerVerbs(r)
	defineAllOutVerb(r)
	defineWave2Verbs(r)
	defineBountyVerbs(r)
	definePlayFromVerbs(r)
	defineDeckTopVerbs(r)
	defineLookDeckVerbs(r)
	defineStripVerbs(r)
	defineRevealVerbs(r)
	defineDeniedVerbs(r)
	defineBeforeGameVerbs(r)
	defineMoveUpToVerbs(r)
	defineAfterBattleVerbs(r)
	defineUnderVerbs(r)
	defineSideVerbs(r)
	defineBattleMasterVerbs(r)
	defineSecretVerbs(r)
	definePincerVerbs(r)
	defineRevealTakeVerbs(r)
	defineAddAttackVerbs(r)
	definePlayOntoVerbs(r)
	definePromoteVerbs(r)
	defineKOAreaVerbs(r)
	defineInvasionVerbs(r)
	defineLethalVerbs(r)
	defineExtraAttackVerbs(r)
	return r
}

// checkTo checks a selector of characters.
func checkTo(k *kit.Check, w string, sel *kit.Selector) { k.Selector(w, sel, true) }

// checkN checks an amount that must be 1 or more when fixed.
func checkN(k *kit.Check, w string, a *kit.Amount) {
	k.Amount(w, a)
	if a.Of == "" && a.Per == nil && a.N <= 0 {
		k.FailAt(a, w, "n is 1 or more, not %d", a.N)
	}
}

// defineCharacterVerbs defines the verbs done to characters: repair,
// damage, boost, flip, tap, untap, ko.
func defineCharacterVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, countParams]{
		Name: "repair", Doc: "repair N damage from characters: {n: N, to: selector}",
		Check: func(k *kit.Check, w string, p *countParams) { checkN(k, w, &p.N); checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *countParams) bool {
			n := p.N.Eval(s, kit.JobCtx(j))
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) { s.repair(id, n) })
		},
		Hint: func(s *State, me int, j *kit.Job, p *countParams) float64 {
			n := p.N.Eval(s, kit.JobCtx(j))
			return s.overChars(me, j, &p.To, func(id kit.ObjID) float64 { return float64(min(n, s.damage(id))) })
		},
		Aim: func(s *State, me int, j *kit.Job, p *countParams, t kit.Target) float64 {
			return s.signed(me, t.Obj(), float64(min(p.N.Eval(s, kit.JobCtx(j)), s.damage(t.Obj()))))
		},
		Text: func(p *countParams) string {
			n, each := nParts(&p.N)
			if p.N.Of != "" {
				return fmt.Sprintf("Repair damage from %s equal to %s.", selText(&p.To), n)
			}
			return fmt.Sprintf("Repair %s damage from %s%s.", n, selText(&p.To), each)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, countParams]{
		Name: "damage", Doc: "do N damage to characters: {n: N, to: selector}",
		Check: func(k *kit.Check, w string, p *countParams) { checkN(k, w, &p.N); checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *countParams) bool {
			n := p.N.Eval(s, kit.JobCtx(j))
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				if !s.over && s.onField(id) && n > 0 {
					s.effectDamage(j, id, n)
				}
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *countParams) float64 {
			n := float64(p.N.Eval(s, kit.JobCtx(j)))
			return -s.overChars(me, j, &p.To, func(id kit.ObjID) float64 { return s.harm(id, n) })
		},
		Aim: func(s *State, me int, j *kit.Job, p *countParams, t kit.Target) float64 {
			return -s.signed(me, t.Obj(), s.harm(t.Obj(), float64(p.N.Eval(s, kit.JobCtx(j)))))
		},
		Text: func(p *countParams) string {
			n, each := nParts(&p.N)
			if p.N.Of != "" {
				return fmt.Sprintf("Do damage to %s equal to %s.", selText(&p.To), n)
			}
			return fmt.Sprintf("Do %s damage to %s%s.", n, selText(&p.To), each)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, boostParams]{
		Name: "boost", Doc: "characters get +N Attack, Defense, Bold, Tough or Pierce: {to: selector, attack: N, defense: N, bold: N, tough: N, pierce: N, until: end_of_turn | this_attack}",
		Check: func(k *kit.Check, w string, p *boostParams) {
			checkTo(k, w, &p.To)
			k.OneOf(w, "until", &p.Until, []string{untilTurn, untilAttack})
			if p.stats() == [numStats]int{} {
				k.Failf(w, "boost changes attack, defense, bold, tough or pierce")
			}
			if p.Per != "" {
				k.OneOf(w, "per", &p.Per, append(append([]string{}, vocab.Values...), vocab.Numbers...))
			}
			if p.By != "" {
				k.OneOf(w, "by", &p.By, append(append([]string{}, vocab.Values...), vocab.Numbers...))
			}
		},
		Resolve: func(s *State, j *kit.Job, p *boostParams) bool {
			until := kit.UntilEndOfTurn
			if p.Until == untilAttack {
				until = kit.UntilEndOfBattle
			}
			by := 1
			if p.By != "" {
				by = s.Value(j.Src, p.By, kit.JobCtx(j))
			}
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				mult := by
				if p.Per != "" {
					mult *= s.Value(id, p.Per, kit.JobCtx(j))
				}
				for stat, n := range p.stats() {
					if n *= mult; n != 0 {
						s.mods.Add(kit.Modifier{Obj: id, Source: j.Src, Ctrl: j.Ctrl, Turn: int32(s.turn), Until: until,
							Stat: uint8(stat), N: int32(n)})
						s.logf(evBoost, int(j.Ctrl), s.ref(id), packBoost(uint8(stat), n, p.Until == untilAttack))
					}
				}
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *boostParams) float64 {
			v := p.worth()
			if p.By != "" {
				v *= float64(s.Value(j.Src, p.By, kit.JobCtx(j)))
			}
			return s.overChars(me, j, &p.To, func(id kit.ObjID) float64 {
				if p.Per != "" {
					return v * float64(s.Value(id, p.Per, kit.JobCtx(j)))
				}
				return v
			})
		},
		Aim: func(s *State, me int, j *kit.Job, p *boostParams, t kit.Target) float64 {
			v := p.worth()
			if !s.tapped(t.Obj()) {
				v *= 1.5 // it may still attack this turn
			}
			return s.signed(me, t.Obj(), v)
		},
		Text: func(p *boostParams) string {
			var parts []string
			for stat, n := range p.stats() {
				if n != 0 {
					parts = append(parts, fmt.Sprintf("%+d %s", n, statNames[stat]))
				}
			}
			until := "until end of turn"
			if p.Until == untilAttack {
				until = "this attack"
			}
			per := ""
			if p.Per != "" {
				per = " for each of its " + p.Per
				if t, ok := perTexts[p.Per]; ok {
					per = " for each " + t
				}
			}
			if p.By != "" {
				per += " times this character's " + p.By
			}
			return fmt.Sprintf("%s gets %s %s%s.", upperFirst(selText(&p.To)), strings.Join(parts, ", "), until, per)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, flipParams]{
		Name: "flip", Doc: "flip characters, on the battlefield or in a KO area, to another mode (a triple changer's owner choosing which), or to their alt or bot mode: {to: selector, mode: alt | bot}",
		Check: func(k *kit.Check, w string, p *flipParams) {
			checkTo(k, w, &p.To)
			if p.Mode != "" {
				k.OneOf(w, "mode", &p.Mode, []string{flipAlt, flipBot})
			}
		},
		Resolve: func(s *State, j *kit.Job, p *flipParams) bool { return s.flipChars(j, &p.To, p.Mode) },
		Hint: func(s *State, me int, j *kit.Job, p *flipParams) float64 {
			if p.To.Chosen() {
				return 0 // its Aim judges the choice
			}
			return s.overChars(me, j, &p.To, func(id kit.ObjID) float64 {
				var room [3]int
				modes, _ := s.flipModes(id, p.Mode, room[:0])
				if len(modes) == 0 {
					return 0
				}
				q := int(s.obj(id).Owner)
				return s.flipGainTo(q, id, modes[0]) + s.flipToValueTo(q, id, modes[0])
			})
		},
		Aim: func(s *State, me int, _ *kit.Job, p *flipParams, t kit.Target) float64 {
			id := t.Obj()
			var room [3]int
			modes, _ := s.flipModes(id, p.Mode, room[:0])
			if !s.canFlipHere(id) || len(modes) == 0 {
				return 0
			}
			q := int(s.obj(id).Owner)
			best := -100.0
			for _, m := range modes {
				best = max(best, s.flipGainTo(q, id, m)+s.flipToValueTo(q, id, m))
			}
			return s.signed(me, id, best)
		},
		Text: func(p *flipParams) string {
			switch p.Mode {
			case flipAlt:
				return fmt.Sprintf("Flip %s to alt mode.", selText(&p.To))
			case flipBot:
				return fmt.Sprintf("Flip %s to bot mode.", selText(&p.To))
			}
			return fmt.Sprintf("Flip %s to another mode.", selText(&p.To))
		},
	}))
	for _, tap := range []bool{true, false} {
		name, text := "untap", "Untap %s."
		if tap {
			name, text = "tap", "Tap %s."
		}
		must(kit.Define(r, kit.VerbSpec[*State, toParams]{
			Name: name, Doc: name + " characters: {to: selector}",
			Check: func(k *kit.Check, w string, p *toParams) { checkTo(k, w, &p.To) },
			Resolve: func(s *State, j *kit.Job, p *toParams) bool {
				return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
					if s.onField(id) {
						s.setTapped(id, tap)
					}
				})
			},
			Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
				v := 1.0
				if tap {
					v = -1
				}
				return s.overChars(me, j, &p.To, func(kit.ObjID) float64 { return v })
			},
			Aim: func(s *State, me int, _ *kit.Job, p *toParams, t kit.Target) float64 {
				v := s.charWorth(t.Obj()) / 4
				if tap {
					v = -v
				}
				return s.signed(me, t.Obj(), v)
			},
			Text: func(p *toParams) string { return fmt.Sprintf(text, selText(&p.To)) },
		}))
	}
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "ko", Doc: "KO characters: {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				if !s.over && s.onField(id) {
					s.ko(id)
				}
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			return -s.overChars(me, j, &p.To, func(id kit.ObjID) float64 { return s.charWorth(id) })
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			return -s.signed(me, t.Obj(), s.charWorth(t.Obj()))
		},
		Text: func(p *toParams) string { return fmt.Sprintf("KO %s.", selText(&p.To)) },
	}))
}

// worth is a boost's value to the heuristic agent, per character.
func (p *boostParams) worth() float64 {
	v := 0.0
	for _, n := range p.stats() {
		v += float64(n) / 2
	}
	return v
}

// signed is v for player me when character id is theirs, -v when it is
// not.
func (s *State) signed(me int, id kit.ObjID, v float64) float64 {
	if int(s.obj(id).Owner) != me {
		return -v
	}
	return v
}

// harm is what n damage to character id costs its player: the damage,
// and its worth when it KOs.
func (s *State) harm(id kit.ObjID, n float64) float64 {
	if !s.onField(id) {
		return 0
	}
	if float64(s.damage(id))+n >= float64(s.card(id).Health) {
		return n + s.charWorth(id)
	}
	return n
}

// overChars sums value over the characters sel names for job j, each
// counted for player me when it is theirs and against them when it is
// not: the hint of a verb done to characters. A selector that chooses
// counts its best choice for its controller.
func (s *State) overChars(me int, j *kit.Job, sel *kit.Selector, value func(kit.ObjID) float64) float64 {
	sum := 0.0
	c := kit.JobCtx(j)
	switch {
	case sel.Event == "chosen":
		for _, id := range j.Objs {
			sum += s.signed(me, id, value(id))
		}
	case sel.Chosen():
		best, any := 0.0, false
		sel.EachCandidate(s, c, func(t kit.Target) bool {
			if !t.IsPlayer() {
				v := s.signed(int(j.Ctrl), t.Obj(), value(t.Obj()))
				if !any || v > best {
					best, any = v, true
				}
			}
			return true
		})
		if int(j.Ctrl) != me {
			best = -best
		}
		sum = best
	default:
		sel.Each(s, c, func(t kit.Target) bool {
			if !t.IsPlayer() {
				sum += s.signed(me, t.Obj(), value(t.Obj()))
			}
			return true
		})
	}
	return sum
}

// selText is the characters or cards a selector names, as card text says
// them.
func selText(sel *kit.Selector) string {
	switch sel.Word {
	case "yours":
		return "each of your characters"
	case "enemies":
		return "each enemy"
	case "everyone":
		return "each character"
	case "others":
		return "each of your other characters"
	case "one_of_yours":
		return "one of your characters"
	case "an_enemy":
		return "an enemy"
	case "a_character":
		return "a character"
	case "bearer":
		return "the upgraded character"
	case "foe":
		return "the enemy in this attack"
	case "defender":
		return "the defender"
	case "attacker":
		return "the attacker"
	case "chosen":
		return "that character"
	}
	if sel.Self {
		return "this character"
	}
	if len(sel.Filter.Is) == 1 && sel.Filter.Is[0] == "this" {
		return "this card"
	}
	noun := "character"
	switch {
	case sel.Choose == "upgrade" || sel.Target == "upgrade" || sel.All == "upgrade":
		noun = "Upgrade"
	case sel.In != "":
		noun = "card"
	}
	if sel.Filter.Trait != "" {
		noun = sel.Filter.Trait
	}
	if sel.Filter.Kind != "" && sel.Filter.Kind != TypeCharacter {
		noun = upperFirst(sel.Filter.Kind)
	}
	whose := ""
	switch sel.Filter.Controller {
	case "you":
		whose = "your "
	case "opponent":
		whose = "enemy "
	}
	where := ""
	if sel.In != "" {
		where = " in your " + sel.In
	}
	if sel.Filter.Name != "" {
		// A character of one name: "your Devastator".
		return whose + sel.Filter.Name + where
	}
	if sel.Chosen() {
		if whose == "your " {
			return "one of your " + noun + "s" + where
		}
		if a := whose + noun; strings.ContainsRune("aeiouAEIOU", rune(a[0])) {
			return "an " + a + where
		}
		return "a " + whose + noun + where
	}
	if whose == "your " {
		return "each of your " + noun + "s" + where
	}
	return "each " + whose + noun + where
}

// nText is an amount in text: "2", "its damage".
func nText(a *kit.Amount) string {
	if a.Of == "" && a.Per == nil {
		return fmt.Sprint(a.N)
	}
	return amountText(a)
}

// upperFirst capitalises the first letter of s.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// perTexts word the numbers a boost is multiplied by (boostParams.Per)
// for people: "for each " and the text.
var perTexts = map[string]string{
	"upgrades":       "Upgrade on it",
	"opponent_ko":    "character in your opponent's KO area",
	"flipped_blue":   "[BLUE] you flipped",
	"flipped_orange": "[ORANGE] you flipped",
	"event_n":        "damage repaired",
}
