package battlecards

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The kinds of logged event. A and B are cards, as indexes into the
// journal's references (each card as it was then and who could tell which
// card it was), numbers, or notes (indexes into State.notes.effects), as
// each kind says.
const (
	evFirst           = iota // Player goes first
	evTurn                   // Player's turn A begins
	evEnergon                // Player's bank changes by A, to B
	evDraw                   // Player draws card A
	evDiscover               // Player discovers Resource A
	evDeploy                 // Player deploys Robot A, paying B Energon
	evMove                   // Robot A moves to Resource B (B -1: to Homebase)
	evTransform              // Robot A transforms to its ALT MODE (B 1) or robot mode (B 0)
	evClaim                  // Player stakes a claim on Resource B with Robot A
	evControl                // Robot A holds Resource B: the claim stands
	evContest                // Player contests the claim on Resource B with Robot A
	evChallenge              // Player challenges Resource B with Robot A
	evBattle                 // Robot A battles Robot B
	evPass                   // Player plays no more support now
	evStrengthSupport        // Player scraps card A for its Strength Support (note B: the battler, the support, its Strength after)
	evAdvantage              // Player plays Advantage A for its effect
	evJoin                   // Robot A joins the battle as a Supporting Robot of Robot B
	evCombat                 // Robot A's Combat dice add B to its Strength
	evEnhanced               // Robot A's Enhanced Strength is B
	evDamage                 // Robot A takes battle damage (note B: the damage, the opposing Enhanced Strength, its Core Strength)
	evHit                    // Supporting Robot A takes the hit for Robot B
	evWin                    // Robot A wins the battle and holds Resource B
	evNoWinner               // no Robot holds Resource A after the battle
	evScrapped               // Robot A is scrapped
	evScience                // Player uses Robot A's Science B
	evBoost                  // an effect changes Robot A's power values (note B: source, changes, values after, duration)
	evLimit                  // Player's Support Limit is A in the battle: by an effect of source B, or by the rules (B -1)
	evRepair                 // an effect removes damage markers from Robot A (note B: source, markers removed, markers left)
	evResurrect              // an effect returns Robot A from the scrapheap to Homebase (B: the source)
	evRule                   // an effect changes a rule for Player until the end of the turn (A: grant bits, B: the source)
	evGameOver               // the game ends
	evYield                  // Player's Energon phase adds A from the Resources they control, to B
	evHarm                   // an effect places damage markers on Robot A (note B: source, markers, damage and Endurance after)
	evBackup                 // an effect deploys Robot A without paying its cost (B: the source)
	numEvents
)

// eventKinds names each kind for programs.
var eventKinds = [numEvents]string{
	evFirst: "first", evTurn: "turn", evEnergon: "energon", evDraw: "draw", evDiscover: "discover",
	evDeploy: "deploy", evMove: "move", evTransform: "transform", evClaim: "claim", evControl: "control",
	evContest: "contest", evChallenge: "challenge", evBattle: "battle", evPass: "pass",
	evStrengthSupport: "strength_support", evAdvantage: "advantage", evJoin: "join", evCombat: "combat",
	evEnhanced: "enhanced_strength", evDamage: "damage", evHit: "take_the_hit", evWin: "win",
	evNoWinner: "no_winner", evScrapped: "scrapped", evScience: "science", evBoost: "boost",
	evLimit: "support_limit", evRepair: "repair", evResurrect: "resurrect", evRule: "rule",
	evGameOver: "game_over", evYield: "yield", evHarm: "effect_damage", evBackup: "backup",
}

// notes are what the log's events say beyond their two numbers, kept
// beside the journal: the controller of each card reference when it was
// made, so that a line can say whose Robot it was, and the details of
// battle damage and effects (effectNote). Like the journal, copies share
// what was written before the copy and add apart; nothing is kept when
// the journal records nothing.
type notes struct {
	ctrl    []int8
	effects []effectNote
}

// effectNote is what an event of battle damage, Strength Support or an
// effect says: the Robot it touched, the card whose effect it is, the
// numbers the event's kind names (changes and the values after, each by
// Strength, Endurance, Speed or as the kind says), and how long it lasts.
type effectNote struct {
	robot, src int32
	n, now     [3]int16
	until      kit.Duration
}

// copy returns notes that share what was written and add apart.
func (n notes) copy() notes {
	return notes{ctrl: n.ctrl[:len(n.ctrl):len(n.ctrl)], effects: n.effects[:len(n.effects):len(n.effects)]}
}

// ref records card id as it is now for an event, with its controller.
func (s *State) ref(id kit.ObjID) int32 {
	i := s.jr.Ref(&s.t, id)
	if i < 0 {
		return i
	}
	for int32(len(s.notes.ctrl)) <= i {
		s.notes.ctrl = append(s.notes.ctrl, -1)
	}
	s.notes.ctrl[i] = s.obj(id).Ctrl
	return i
}

// note records the details of an event and returns their index, or -1
// when nothing is recorded.
func (s *State) note(n effectNote) int32 {
	if s.jr.Quiet {
		return -1
	}
	s.notes.effects = append(s.notes.effects, n)
	return int32(len(s.notes.effects) - 1)
}

// effectNote is the note at index i (a zero note for none).
func (s *State) effectNote(i int32) effectNote {
	if i < 0 || int(i) >= len(s.notes.effects) {
		return effectNote{robot: -1, src: -1}
	}
	return s.notes.effects[i]
}

// powersNote is Robot id's power values now, for a note.
func (s *State) powersNote(id kit.ObjID) [3]int16 {
	st, en, sp := s.powers(id)
	return [3]int16{int16(st), int16(en), int16(sp)}
}

// logf adds an event.
func (s *State) logf(kind int, p int, a, b int32) { s.jr.Add(kind, p, a, b) }

// Events returns the log entries player p may see.
func (s *State) Events(p int, from int) ([]engine.Entry, int) {
	return s.jr.Log.Entries(p, from, s.entry)
}

var _ engine.LogCounter = (*State)(nil)

// LogLen is the length of the log, the next of Events from 0, told
// without rendering an entry (engine.LogCounter).
func (s *State) LogLen() int { return s.jr.Log.Len() }

// cardID and cardName give a card's id and name for events.
func (s *State) cardID(c kit.CardID) (string, string) {
	d := s.defs[c]
	return d.ID, d.Name
}

func (s *State) cardName(c kit.CardID) string { return s.defs[c].Name }

// entry is event e as viewer sees it.
func (s *State) entry(e engine.Event, viewer int) engine.Entry {
	en := kit.Entry(eventKinds[:], e, s.render(e, viewer))
	card := func(i int32) map[string]any { return s.jr.Card(i, viewer, s.cardID) }
	d := en.Data
	switch e.Kind {
	case evTurn:
		d["turn"] = e.A
	case evEnergon, evYield:
		d["change"], d["bank"] = e.A, e.B
	case evDraw, evDiscover, evTransform, evAdvantage, evScrapped, evNoWinner:
		d["card"] = card(e.A)
		if e.Kind == evTransform {
			d["alt_mode"] = e.B == 1
		}
	case evResurrect, evBackup:
		d["card"], d["source"] = card(e.A), card(e.B)
	case evDeploy:
		d["card"], d["cost"] = card(e.A), e.B
	case evMove:
		d["card"], d["to_homebase"] = card(e.A), e.B < 0
		if e.B >= 0 {
			d["resource"] = card(e.B)
		}
	case evClaim, evControl, evContest, evChallenge, evWin:
		d["robot"], d["resource"] = card(e.A), card(e.B)
	case evBattle:
		d["robot"], d["opposing"] = card(e.A), card(e.B)
	case evStrengthSupport:
		n := s.effectNote(e.B)
		d["card"], d["support"], d["robot"], d["strength"] = card(e.A), n.n[0], card(n.robot), n.now[0]
	case evJoin, evHit:
		d["robot"], d["battler"] = card(e.A), card(e.B)
	case evCombat, evEnhanced:
		d["robot"], d["amount"] = card(e.A), e.B
	case evDamage:
		n := s.effectNote(e.B)
		d["robot"], d["amount"], d["opposing_strength"], d["core_strength"] = card(e.A), n.n[0], n.now[0], n.now[1]
	case evBoost:
		n := s.effectNote(e.B)
		d["robot"], d["source"], d["amount"] = card(e.A), card(n.src), n.n[0]
		d["strength"], d["endurance"], d["speed"] = n.now[0], n.now[1], n.now[2]
		d["change"] = map[string]any{"strength": n.n[0], "endurance": n.n[1], "speed": n.n[2]}
		d["until"] = string(n.until)
	case evRepair, evHarm:
		n := s.effectNote(e.B)
		d["robot"], d["source"], d["amount"], d["damage"] = card(e.A), card(n.src), n.n[0], n.now[0]
	case evScience:
		d["robot"], d["x"] = card(e.A), e.B
	case evLimit:
		d["limit"], d["source"] = e.A, card(e.B)
	case evRule:
		d["rule"], d["source"] = grantName(uint8(e.A)), card(e.B)
	case evGameOver:
		d["winners"] = s.winners.Slice()
		d["reason"] = s.reason
	}
	return en
}

// grantName is the word of a rule change.
func grantName(bits uint8) string {
	for w, b := range grantWords {
		if b == bits {
			return w
		}
	}
	return ""
}

// whose is reference i as viewer reads a Robot in play: "your Optimus
// Prime", "Player 2's Megatron" (its title, with whose it was); a card
// nobody controlled by its name.
func (s *State) whose(i int32, viewer int) string {
	if i < 0 || !s.jr.Refs.Seen(i, viewer) {
		return "a card"
	}
	d := s.defs[s.jr.Refs.Card(i)]
	c := -1
	if int(i) < len(s.notes.ctrl) {
		c = int(s.notes.ctrl[i])
	}
	switch {
	case !d.isRobot() || c < 0:
		return d.Name
	case c == viewer:
		return "your " + d.title
	}
	return engine.PlayerName(c) + "'s " + d.title
}

// source names reference i as the cause of an effect: an Advantage by
// name, a Robot's Power Effect by whose Robot it is.
func (s *State) source(i int32, viewer int) string {
	if i >= 0 && s.jr.Refs.Seen(i, viewer) && s.defs[s.jr.Refs.Card(i)].isRobot() {
		return s.whose(i, viewer) + "'s Power Effect"
	}
	return s.jr.Name(i, viewer, s.cardName)
}

// valuesText is power values as the table writes them: "STR 3 · END 4 ·
// SPD 9".
func valuesText(v [3]int16) string {
	return fmt.Sprintf("STR %d · END %d · SPD %d", v[0], v[1], v[2])
}

// changesText says power value changes: "+2 Strength", "+1 Strength, -1
// Speed".
func changesText(n [3]int16) string {
	var parts []string
	for k, name := range [3]string{"Strength", "Endurance", "Speed"} {
		if n[k] != 0 {
			parts = append(parts, fmt.Sprintf("%+d %s", n[k], name))
		}
	}
	return strings.Join(parts, ", ")
}

// untilWords is how long an effect lasts, for viewer, where p is the
// player it belongs to: " until end of battle".
func untilWords(d kit.Duration, p, viewer int) string {
	if d == kit.UntilStartOfYourNextTurn && p != viewer {
		return " until the start of " + engine.PlayerName(p) + "'s next turn"
	}
	return untilText(d)
}

func (s *State) render(e engine.Event, viewer int) string {
	who := func() string { return e.Subject(viewer) }
	verb := func(you, they string) string { return e.Verb(viewer, you, they) }
	n := func(i int32) string { return s.jr.Name(i, viewer, s.cardName) }
	r := func(i int32) string { return s.whose(i, viewer) }
	R := func(i int32) string { return upper(s.whose(i, viewer)) }
	// own is a Robot of the event's player, after that player is named.
	own := func(i int32) string {
		if int(e.Player) != viewer && i >= 0 && int(i) < len(s.notes.ctrl) && s.notes.ctrl[i] == e.Player {
			return "their " + s.defs[s.jr.Refs.Card(i)].title
		}
		return r(i)
	}
	switch e.Kind {
	case evFirst:
		return fmt.Sprintf("%s %s first.", who(), verb("go", "goes"))
	case evTurn:
		if int(e.Player) == viewer {
			return fmt.Sprintf("— Turn %d: your turn.", e.A)
		}
		return fmt.Sprintf("— Turn %d: %s's turn.", e.A, engine.PlayerName(int(e.Player)))
	case evEnergon:
		if e.A < 0 {
			return fmt.Sprintf("%s %s %d Energon (bank %d).", who(), verb("lose", "loses"), -e.A, e.B)
		}
		return fmt.Sprintf("%s %s %d Energon (bank %d).", who(), verb("gain", "gains"), e.A, e.B)
	case evYield:
		return fmt.Sprintf("Energon phase: %s %s %d Energon from the Resources %s %s (bank %d).", e.Verb(viewer, "you", engine.PlayerName(int(e.Player))),
			verb("gain", "gains"), e.A, verb("you", "they"), verb("control", "control"), e.B)
	case evDraw:
		return fmt.Sprintf("%s %s %s.", who(), verb("draw", "draws"), n(e.A))
	case evDiscover:
		return fmt.Sprintf("%s %s %s.", who(), verb("discover", "discovers"), n(e.A))
	case evDeploy:
		return fmt.Sprintf("%s %s %s to Homebase for %d Energon.", who(), verb("deploy", "deploys"), n(e.A), e.B)
	case evBackup:
		return fmt.Sprintf("%s deploys %s to Homebase without paying its Energon cost.", upper(s.source(e.B, viewer)), r(e.A))
	case evMove:
		if e.B < 0 {
			return fmt.Sprintf("%s returns to Homebase.", R(e.A))
		}
		return fmt.Sprintf("%s moves onto %s.", R(e.A), n(e.B))
	case evTransform:
		if e.B == 1 {
			if alt := s.defs[s.jr.Refs.Card(e.A)].Alt; alt != nil {
				return fmt.Sprintf("%s transforms to its ALT MODE, %s.", R(e.A), alt.Name)
			}
			return fmt.Sprintf("%s transforms to its ALT MODE.", R(e.A))
		}
		return fmt.Sprintf("%s transforms to robot mode.", R(e.A))
	case evClaim:
		return fmt.Sprintf("%s %s a claim on %s with %s.", who(), verb("stake", "stakes"), n(e.B), own(e.A))
	case evControl:
		return fmt.Sprintf("The claim stands: %s holds %s.", r(e.A), n(e.B))
	case evContest:
		return fmt.Sprintf("%s %s the claim on %s with %s.", who(), verb("contest", "contests"), n(e.B), own(e.A))
	case evChallenge:
		return fmt.Sprintf("%s %s %s with %s.", who(), verb("challenge", "challenges"), n(e.B), own(e.A))
	case evBattle:
		return fmt.Sprintf("Battle: %s against %s.", r(e.A), r(e.B))
	case evPass:
		return fmt.Sprintf("%s %s no support card now.", who(), verb("play", "plays"))
	case evStrengthSupport:
		nt := s.effectNote(e.B)
		return fmt.Sprintf("%s %s %s for its Strength Support: %s gets %+d Strength (Strength %d).", who(), verb("scrap", "scraps"), n(e.A),
			r(nt.robot), nt.n[0], nt.now[0])
	case evAdvantage:
		return fmt.Sprintf("%s %s %s.", who(), verb("play", "plays"), n(e.A))
	case evJoin:
		return fmt.Sprintf("%s joins the battle supporting %s.", R(e.A), own(e.B))
	case evCombat:
		x := s.defs[s.jr.Refs.Card(e.A)].Skills.Combat
		dice := "dice"
		if x == 1 {
			dice = "die"
		}
		return fmt.Sprintf("%s rolls %d Combat %s: %+d Strength.", R(e.A), x, dice, e.B)
	case evEnhanced:
		return fmt.Sprintf("%s's Enhanced Strength is %d.", R(e.A), e.B)
	case evDamage:
		nt := s.effectNote(e.B)
		if nt.n[1] == 1 { // taking the hit for the battling Robot
			return fmt.Sprintf("%s takes the %d damage: the opposing Enhanced Strength %d exceeds %s's Core Strength %d.", R(e.A), nt.n[0], nt.now[0],
				r(nt.robot), nt.now[1])
		}
		return fmt.Sprintf("%s takes %d damage: the opposing Enhanced Strength %d exceeds its Core Strength %d.", R(e.A), nt.n[0], nt.now[0], nt.now[1])
	case evHarm:
		nt := s.effectNote(e.B)
		return fmt.Sprintf("%s places %d damage marker%s on %s (damage %d of Endurance %d).", upper(s.source(nt.src, viewer)), nt.n[0], plural(int(nt.n[0])),
			r(e.A), nt.now[0], nt.now[1])
	case evHit:
		return fmt.Sprintf("%s takes the hit for %s.", R(e.A), r(e.B))
	case evWin:
		return fmt.Sprintf("%s wins the battle and holds %s.", R(e.A), n(e.B))
	case evNoWinner:
		return fmt.Sprintf("No Robot holds %s after the battle.", n(e.A))
	case evScrapped:
		return fmt.Sprintf("%s is scrapped.", R(e.A))
	case evScience:
		return fmt.Sprintf("%s %s %s's Science %d: pay %d Energon, draw %d.", who(), verb("use", "uses"), own(e.A), e.B, e.B, e.B)
	case evBoost:
		nt := s.effectNote(e.B)
		target := r(e.A)
		if nt.src >= 0 && e.A >= 0 && s.jr.Refs.Handle(nt.src) == s.jr.Refs.Handle(e.A) {
			target = "itself"
		}
		return fmt.Sprintf("%s gives %s %s%s: %s.", upper(s.source(nt.src, viewer)), target, changesText(nt.n),
			untilWords(nt.until, int(e.Player), viewer), valuesText(nt.now))
	case evLimit:
		if e.B < 0 {
			return fmt.Sprintf("%s Support Limit is %d in this battle.", verb("Your", engine.PlayerName(int(e.Player))+"'s"), e.A)
		}
		return fmt.Sprintf("%s makes %s Support Limit %d for this battle.", upper(s.source(e.B, viewer)), verb("your", engine.PlayerName(int(e.Player))+"'s"), e.A)
	case evRepair:
		nt := s.effectNote(e.B)
		return fmt.Sprintf("%s removes %d damage marker%s from %s (damage %d).", upper(s.source(nt.src, viewer)), nt.n[0], plural(int(nt.n[0])), r(e.A), nt.now[0])
	case evResurrect:
		return fmt.Sprintf("%s returns %s from the scrapheap to Homebase.", upper(s.source(e.B, viewer)), r(e.A))
	case evRule:
		return upper(s.source(e.B, viewer)) + ": " + ruleLog(grantName(uint8(e.A)), int(e.Player), viewer)
	case evGameOver:
		return s.result
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// ruleLogs say the rule changes in the log, of whose (possessive:
// "your", "Player 2's").
var ruleLogs = map[string]string{
	"uncontested": "until the end of the turn, %s claims cannot be contested.",
	"no_combat":   "until the end of the turn, Robots battling %s Robots roll no Combat dice.",
	"any_speed":   "until the end of the turn, %s Robots may contest claims whatever their Speed.",
}

// ruleLog says a rule change for viewer, where p is the player it is
// for.
func ruleLog(grant string, p, viewer int) string {
	whose := "your"
	if p != viewer {
		whose = engine.PlayerName(p) + "'s"
	}
	return fmt.Sprintf(ruleLogs[grant], whose)
}
