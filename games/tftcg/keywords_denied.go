package tftcg

import (
	"strings"

	"omnideck/kit"
)

// Keywords characters can't use: "Enemies can't use Brave" (a static
// ability: no_brave), "Enemies can't use Brave or Stealth this turn"
// (Battlefield Scan), "Enemies can't use Bold this turn" (Eject),
// "Autobots and Decepticons can't use Stealth this turn" (Deadlock). A
// character that can't use a keyword is attacked, or attacks, as though it
// did not have it (Wave-2-3.xml#171: "just ignore that the character has
// that ability when determining which character you're attacking"). The
// static's selector says which characters, its no_* fields which keywords,
// and where it is printed how long: while its card is in force, or until
// the end of the turn (the verb this_turn).

// turnStaticParams are a static ability in force until the end of the
// turn, held by the card whose ability gave it: its selector is read from
// that card and its player as it applies, so that "enemies" are the
// enemies of the moment, one that joins the battlefield later in the turn
// too.
type turnStaticParams struct {
	Static *Static `yaml:"static"`
}

// defineDeniedVerbs defines this_turn.
func defineDeniedVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, turnStaticParams]{
		Name: "this_turn", Doc: "a static ability in force until the end of the turn, its characters read as it applies: {static: {to: enemies, no_brave: true, no_stealth: true}}",
		Check: func(k *kit.Check, w string, p *turnStaticParams) {
			if p.Static == nil {
				k.Failf(w, "this_turn gives a static ability: {static: {to: enemies, no_bold: true}}")
				return
			}
			p.Static.check(k, w+": static")
		},
		Resolve: func(s *State, j *kit.Job, p *turnStaticParams) bool {
			s.grants = append(s.grants, grant{obj: j.Src, st: p.Static, src: j.Src, srcAb: j.Ability})
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *turnStaticParams) float64 {
			return s.deniedWorth(me, kit.Ctx{Src: j.Src, Ctrl: me}, p.Static)
		},
		Text: func(p *turnStaticParams) string {
			return "Until end of turn, " + lowerFirst(p.Static.text())
		},
	}))
}

// usableKeywords takes out of Brave and Stealth, character id's, those it
// can't use.
func (s *State) usableKeywords(id kit.ObjID, brave, stealth bool) (bool, bool) {
	if s.more.flags&(flagNoBrave|flagNoStealth) == 0 || s.rules.basic || !(brave || stealth) {
		return brave, stealth
	}
	s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
		if (st.NoBrave && brave || st.NoStealth && stealth) && s.staticTouches(st, kit.Ctx{Src: src, Ctrl: ctrl}, id) {
			brave = brave && !st.NoBrave
			stealth = stealth && !st.NoStealth
		}
	})
	return brave, stealth
}

// deniedWorth is what denying the keywords of static st, read from c, is
// worth to player me now: each enemy it touches that has such a keyword
// is worth a little (Bold by the cards it would flip), each of me's own
// costs as much.
func (s *State) deniedWorth(me int, c kit.Ctx, st *Static) float64 {
	v := 0.0
	for p := range 2 {
		for _, id := range s.team[p] {
			if !s.onField(id) || !s.touches(&st.To, c, id) {
				continue
			}
			w := 0.0
			brave, stealth := s.keywordsOf(id)
			if st.NoBrave && brave || st.NoStealth && stealth {
				w += 0.5
			}
			if st.NoBold {
				w += 0.3 * float64(s.stat(id, statBold))
			}
			if st.NoTough {
				w += 0.3 * float64(s.stat(id, statTough))
			}
			if p == me {
				w = -w
			}
			v += w
		}
	}
	return v
}

// lowerFirst is text with its first letter lower case.
func lowerFirst(text string) string {
	if text == "" {
		return text
	}
	return strings.ToLower(text[:1]) + text[1:]
}
