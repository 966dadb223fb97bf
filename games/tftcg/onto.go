package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/kit"
)

// playFromParams play a battle card from a place of the game, an Upgrade
// onto a character To names ("You may play an Armor onto one of your
// Omnibots", "a [BLACK] Weapon from your scrap pile onto this", "one of
// your flipped Upgrades onto this", "an action from your opponent's scrap
// pile").
type playFromParams struct {
	// Kind is action, upgrade or card (either); Subtype an Upgrade's
	// kind; Icon a colour the card must show, Icons colours of which it
	// must show one ("one of the [ORANGE] or [BLUE] cards you flipped").
	Kind    string   `yaml:"kind"`
	Subtype string   `yaml:"subtype,omitempty"`
	Icon    string   `yaml:"icon,omitempty"`
	Icons   []string `yaml:"icons,omitempty"`
	// From is hand (the default), scrap, opponent_scrap (your
	// opponent's scrap pile) or flipped (the cards you flipped for this
	// battle).
	From string `yaml:"from,omitempty"`
	// To names the characters of yours an Upgrade may go onto.
	To kit.Selector `yaml:"to,omitempty"`
}

// The places play_from takes a card from.
var playFromPlaces = []string{"hand", "scrap", "opponent_scrap", "flipped"}

// definePlayFromVerbs defines play_from.
func definePlayFromVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, playFromParams]{
		Name: "play_from",
		Doc:  "you may play an Action or Upgrade (kind: card, either) from your hand, scrap pile, your opponent's scrap pile or the cards you flipped for this battle, of a kind and with an icon's colour (or one of the icons' colours) if given, an Upgrade onto a character named: {kind: upgrade, subtype: armor, icon: black, icons: [orange, blue], from: hand | scrap | opponent_scrap | flipped, to: {choose: character, controller: you, trait: Omnibot}}",
		Check: func(k *kit.Check, w string, p *playFromParams) {
			k.OneOf(w, "kind", &p.Kind, []string{TypeAction, TypeUpgrade, anyCard})
			for i := range p.Icons {
				k.OneOf(w, "icons", &p.Icons[i], colorNames[:])
			}
			if p.Subtype != "" {
				k.OneOf(w, "subtype", &p.Subtype, []string{SubWeapon, SubArmor, SubUtility})
			}
			if p.Icon != "" {
				k.OneOf(w, "icon", &p.Icon, colorNames[:])
			}
			if p.From != "" {
				k.OneOf(w, "from", &p.From, playFromPlaces)
			}
			if p.Kind != TypeAction {
				checkTo(k, w, &p.To)
			}
		},
		Resolve: func(s *State, j *kit.Job, p *playFromParams) bool {
			me := int(j.Ctrl)
			if j.Step == 0 {
				var room [16]kit.ObjID
				id, ok := s.pick(j, me, pickPlay, true, s.playableFrom(j, p, room[:0]))
				if !ok {
					return false
				}
				if id == kit.NoObj {
					return true
				}
				id = s.fromTop(id)
				if s.card(id).isAction() {
					s.playNested(me, id)
					return true
				}
				j.Vals = append(j.Vals[:0], int32(id))
				j.Step = 1
			}
			id := kit.ObjID(j.Vals[0])
			var room [teamRoom]kit.ObjID
			ch, ok := s.pick(j, me, pickCharacter, false, s.ontoTargets(j, p, id, room[:0]))
			if !ok {
				return false
			}
			j.Vals = j.Vals[:0]
			if ch != kit.NoObj {
				s.putUpgrade(me, id, ch)
				s.cardPlayed(me, id)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *playFromParams) float64 {
			best := 0.0
			var room [16]kit.ObjID
			for _, id := range s.playableFrom(j, p, room[:0]) {
				best = max(best, s.cardWorth(id))
			}
			return best
		},
		Aim: func(s *State, me int, j *kit.Job, _ *playFromParams, t kit.Target) float64 {
			return s.playAim(me, j, t.Obj())
		},
		Text: func(p *playFromParams) string { return p.text() },
	}))
}

// text is the effect in words.
func (p *playFromParams) text() string {
	what := upperFirst(p.Kind)
	if p.Kind == anyCard {
		what = p.Kind
	}
	if p.Subtype != "" {
		what = upperFirst(p.Subtype)
	}
	if p.Icon != "" {
		what = "[" + strings.ToUpper(p.Icon) + "] " + what
	}
	if len(p.Icons) > 0 {
		what = iconsText(p.Icons) + " " + what
	}
	article := "a"
	if strings.ContainsRune("aeiouAEIOU", rune(what[0])) {
		article = "an"
	}
	out := "You may play " + article + " " + what
	switch p.From {
	case "scrap":
		out += " from your scrap pile"
	case "opponent_scrap":
		out += " from your opponent's scrap pile"
	case "flipped":
		out = fmt.Sprintf("You may play one of the %ss you flipped", what)
	}
	if p.Kind == TypeUpgrade {
		out += " onto " + selText(&p.To)
	}
	if p.Kind == anyCard {
		out += " (an Upgrade onto " + selText(&p.To) + ")"
	}
	return out + "."
}

// playableFrom appends to buf the cards job j's play_from may play now:
// of the kind, subtype and icon asked, from the place asked, an Upgrade
// only when a character named may take it (copies once).
func (s *State) playableFrom(j *kit.Job, p *playFromParams, buf []kit.ObjID) []kit.ObjID {
	me := int(j.Ctrl)
	var cards []kit.ObjID
	switch p.From {
	case "scrap":
		cards = s.t.Zones[s.scrapZone(me)].Cards
	case "opponent_scrap":
		cards = s.t.Zones[s.scrapZone(opponent(me))].Cards
	case "flipped":
		if f := s.t.Zones[zone(me, zFlip)].Cards; s.flipFrom[me] < len(f) {
			cards = f[s.flipFrom[me]:]
		}
	default:
		cards = s.t.Zones[zone(me, zHand)].Cards
	}
	icon := -1
	if p.Icon != "" {
		icon = slices.Index(colorNames[:], p.Icon)
	}
	out := buf
	fits := func(id kit.ObjID) bool {
		c := s.card(id)
		if !p.kindOf(c) || c.isSecret() || (p.Subtype != "" && c.Subtype != p.Subtype) || (icon >= 0 && c.icon(icon) == 0) ||
			!hasIconOf(c, p.Icons) || !s.playIf(me, id) {
			return false
		}
		var room [teamRoom]kit.ObjID
		return !c.isUpgrade() || len(s.ontoTargets(j, p, id, room[:0])) > 0
	}
	for i, id := range cards {
		if !s.copyBefore(cards, i) && fits(id) {
			out = append(out, id)
		}
	}
	if p.From == "" || p.From == "hand" {
		out = s.appendTop(me, out, fits) // as though it were in the hand (top_in_hand.go)
	}
	return out
}

// ontoTargets appends to buf the characters of job j's player, named by
// play_from's selector, that Upgrade u may go onto.
func (s *State) ontoTargets(j *kit.Job, p *playFromParams, u kit.ObjID, buf []kit.ObjID) []kit.ObjID {
	out := buf
	me := int(j.Ctrl)
	add := func(t kit.Target) bool {
		if id := t.Obj(); !t.IsPlayer() && s.onField(id) && int(s.obj(id).Owner) == me && s.mayUpgrade(u, id) && !contains(out, id) {
			out = append(out, id)
		}
		return true
	}
	if p.To.Chosen() {
		p.To.EachCandidate(s, kit.JobCtx(j), add)
	} else {
		p.To.Each(s, kit.JobCtx(j), add)
	}
	return out
}
