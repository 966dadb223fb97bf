package battlecards

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// The kinds of logged event. A and B are cards, as indexes into
// State.refs (each card as it was then and who could tell which card it
// was), or numbers, as each kind says.
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
	evStrengthSupport        // Player scraps card A for its Strength Support of B
	evAdvantage              // Player plays Advantage A for its effect
	evJoin                   // Robot A joins the battle as a Supporting Robot of Robot B
	evCombat                 // Robot A's Combat dice add B to its Strength
	evEnhanced               // Robot A's Enhanced Strength is B
	evDamage                 // Robot A takes B damage
	evHit                    // Supporting Robot A takes the hit for Robot B
	evWin                    // Robot A wins the battle and holds Resource B
	evNoWinner               // no Robot holds Resource A after the battle
	evScrapped               // Robot A is scrapped
	evScience                // Player uses Robot A's Science B
	evBoost                  // Robot A's power values change (B: Strength)
	evLimit                  // Player's Support Limit is A for this battle
	evRepair                 // B damage markers are removed from Robot A
	evResurrect              // Robot A returns from the scrapheap to Homebase
	evRule                   // a rule changes for Player until the end of the turn (A: grant bits)
	evGameOver               // the game ends
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
	evGameOver: "game_over",
}

// ref records card id as it is now for an event.
func (s *State) ref(id kit.ObjID) int32 { return s.jr.Ref(&s.t, id) }

// logf adds an event.
func (s *State) logf(kind int, p int, a, b int32) { s.jr.Add(kind, p, a, b) }

// Events returns the log entries player p may see.
func (s *State) Events(p int, from int) ([]engine.Entry, int) {
	return s.jr.Log.Entries(p, from, s.entry)
}

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
	case evEnergon:
		d["change"], d["bank"] = e.A, e.B
	case evDraw, evDiscover, evTransform, evAdvantage, evScrapped, evResurrect, evNoWinner:
		d["card"] = card(e.A)
		if e.Kind == evTransform {
			d["alt_mode"] = e.B == 1
		}
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
		d["card"], d["support"] = card(e.A), e.B
	case evJoin, evHit:
		d["robot"], d["battler"] = card(e.A), card(e.B)
	case evCombat, evEnhanced, evDamage, evBoost, evRepair:
		d["robot"], d["amount"] = card(e.A), e.B
	case evScience:
		d["robot"], d["x"] = card(e.A), e.B
	case evLimit:
		d["limit"] = e.A
	case evRule:
		d["rule"] = grantName(uint8(e.A))
	case evGameOver:
		d["winners"] = s.winners.Slice()
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

func (s *State) render(e engine.Event, viewer int) string {
	who := func() string { return e.Subject(viewer) }
	verb := func(you, they string) string { return e.Verb(viewer, you, they) }
	n := func(i int32) string { return s.jr.Name(i, viewer, s.cardName) }
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
	case evDraw:
		return fmt.Sprintf("%s %s %s.", who(), verb("draw", "draws"), n(e.A))
	case evDiscover:
		return fmt.Sprintf("%s %s %s.", who(), verb("discover", "discovers"), n(e.A))
	case evDeploy:
		return fmt.Sprintf("%s %s %s to Homebase for %d Energon.", who(), verb("deploy", "deploys"), n(e.A), e.B)
	case evMove:
		if e.B < 0 {
			return fmt.Sprintf("%s returns to Homebase.", n(e.A))
		}
		return fmt.Sprintf("%s moves onto %s.", n(e.A), n(e.B))
	case evTransform:
		if e.B == 1 {
			return fmt.Sprintf("%s transforms to its ALT MODE.", n(e.A))
		}
		return fmt.Sprintf("%s transforms to robot mode.", n(e.A))
	case evClaim:
		return fmt.Sprintf("%s %s a claim on %s with %s.", who(), verb("stake", "stakes"), n(e.B), n(e.A))
	case evControl:
		return fmt.Sprintf("The claim stands: %s holds %s.", n(e.A), n(e.B))
	case evContest:
		return fmt.Sprintf("%s %s the claim on %s with %s.", who(), verb("contest", "contests"), n(e.B), n(e.A))
	case evChallenge:
		return fmt.Sprintf("%s %s %s with %s.", who(), verb("challenge", "challenges"), n(e.B), n(e.A))
	case evBattle:
		return fmt.Sprintf("Battle: %s against %s.", n(e.A), n(e.B))
	case evPass:
		return fmt.Sprintf("%s %s no support card now.", who(), verb("play", "plays"))
	case evStrengthSupport:
		return fmt.Sprintf("%s %s %s for its Strength Support of %d.", who(), verb("scrap", "scraps"), n(e.A), e.B)
	case evAdvantage:
		return fmt.Sprintf("%s %s %s.", who(), verb("play", "plays"), n(e.A))
	case evJoin:
		return fmt.Sprintf("%s joins the battle supporting %s.", n(e.A), n(e.B))
	case evCombat:
		return fmt.Sprintf("%s's Combat dice add %d to its Strength.", n(e.A), e.B)
	case evEnhanced:
		return fmt.Sprintf("%s's Enhanced Strength is %d.", n(e.A), e.B)
	case evDamage:
		return fmt.Sprintf("%s takes %d damage.", n(e.A), e.B)
	case evHit:
		return fmt.Sprintf("%s takes the hit for %s.", n(e.A), n(e.B))
	case evWin:
		return fmt.Sprintf("%s wins the battle and holds %s.", n(e.A), n(e.B))
	case evNoWinner:
		return fmt.Sprintf("No Robot holds %s after the battle.", n(e.A))
	case evScrapped:
		return fmt.Sprintf("%s is scrapped.", n(e.A))
	case evScience:
		return fmt.Sprintf("%s %s %s's Science %d.", who(), verb("use", "uses"), n(e.A), e.B)
	case evBoost:
		return fmt.Sprintf("%s's power values change.", n(e.A))
	case evLimit:
		return fmt.Sprintf("%s Support Limit is %d for this battle.", verb("Your", engine.PlayerName(int(e.Player))+"'s"), e.A)
	case evRepair:
		return fmt.Sprintf("%d damage markers are removed from %s.", e.B, n(e.A))
	case evResurrect:
		return fmt.Sprintf("%s returns from the scrapheap to Homebase.", n(e.A))
	case evRule:
		return ruleTexts[grantName(uint8(e.A))]
	case evGameOver:
		return s.result
	}
	return fmt.Sprintf("event %d", e.Kind)
}
