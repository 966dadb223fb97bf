package tftcg

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// Positions (engine.Config.Position, position*.go): a game set up in the
// middle, each field seen to take effect through View, Table, options and
// play; positions written back; and every position the rules forbid
// refused with its path, every problem at once.

// fromPosition starts a game from a position, with options as
// name=value.
func fromPosition(t *testing.T, pos string, opts ...string) *State {
	t.Helper()
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1, Options: optionMap(opts), Position: json.RawMessage(pos)})
	if err != nil {
		t.Fatalf("the position is refused: %v", err)
	}
	return st.(*State)
}

// refusedPosition starts a game from a position that must be refused, and
// returns the error.
func refusedPosition(t *testing.T, pos string, opts ...string) string {
	t.Helper()
	_, err := mustGame(t).New(engine.Config{Players: 2, Options: optionMap(opts), Position: json.RawMessage(pos)})
	if err == nil {
		t.Fatalf("the position is accepted:\n%s", pos)
	}
	return err.Error()
}

// optionMap reads options written name=value.
func optionMap(opts []string) map[string]string {
	out := map[string]string{}
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		out[k] = v
	}
	return out
}

// wantAll fails for each text of want that err lacks.
func wantAll(t *testing.T, err string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(err, w) {
			t.Errorf("the error lacks %q:\n%s", w, err)
		}
	}
}

// cardNames are the full names of cards ids.
func cardNames(s *State, ids []kit.ObjID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = s.card(id).FullName()
	}
	return out
}

// hasCode reports whether the deciding player has an option whose code
// starts with prefix.
func hasCode(s *State, prefix string) bool {
	return slices.ContainsFunc(codes(s), func(c string) bool { return strings.HasPrefix(c, prefix) })
}

// tablePosition is a standard game on Player 2's turn 6, an extra turn
// to come: the flip done; Player 1's Bumblebee KO'd in bot mode, their
// Optimus Prime tapped and damaged with two Upgrades, their Secret
// Action waiting; Player 2's Megatron in bot mode with a second Weapon
// in his Armor slot, Nemesis Prime with two cards under him.
const tablePosition = `{"turn": 6, "active": 1, "done": ["flip"], "extra_turns": 1,
	"players": [
	 {"battlefield": [{"card": "Optimus Prime, Autobot Leader", "mode": "bot", "tapped": true, "damage": 4, "upgrades": ["Handheld Blaster", "Improvised Shield"]}],
	  "ko": [{"card": "Bumblebee, Brave Warrior", "mode": "bot"}],
	  "team": ["Bumblebee, Brave Warrior", "Optimus Prime, Autobot Leader"],
	  "hand": ["Plasma Burst", "Leap Into Battle"], "deck": ["Armored Plating", "Data Pad"], "scrap": ["Flamethrower", "Zap"],
	  "played": ["Battlefield Report"]},
	 {"battlefield": [{"card": "Megatron, Living Weapon", "mode": "bot", "upgrades": ["Handheld Blaster", {"card": "Flamethrower", "slot": "armor"}]},
	                  {"card": "Nemesis Prime, Dark Clone", "damage": 15, "under": ["Zap", "Zap"]}],
	  "hand": ["Ready For Action", "Photon Bomb"], "deck": ["Repair Bay", "Bombing Run", "Repair Bay"]}]}`

// A position sets up every part of the table: the turn and what was done
// in it, modes, tapping, damage, Upgrades slot by slot, cards under a
// character, the KO area, team order, hands, decks in order, scrap
// piles, a Secret Action set aside, and the extra turn to come.
func TestPositionTable(t *testing.T) {
	s := fromPosition(t, tablePosition, "attack=may")
	v := s.View(1).(*View)
	if v.Turn != 6 || v.Active != 1 || v.Phase != "main" || s.Actors().First() != 1 {
		t.Fatalf("turn %d, active %d, phase %s, deciding %v", v.Turn, v.Active, v.Phase, s.Actors().Slice())
	}
	p0, p1 := v.Players[0], v.Players[1]
	if len(p0.Characters) != 1 || len(p0.KO) != 1 {
		t.Fatalf("Player 1's characters %+v, KO %+v", p0.Characters, p0.KO)
	}
	op, bb := p0.Characters[0], p0.KO[0]
	if op.Mode != "bot" || !op.Tapped || op.Damage != 4 || len(op.Upgrades) != 2 {
		t.Errorf("Optimus Prime: %+v", op)
	}
	if bb.Mode != "bot" || bb.Damage != bb.Health || bb.Tapped {
		t.Errorf("Bumblebee in the KO area: %+v; want bot mode with its Health in damage counters (Wave-1.xml#12)", bb)
	}
	// The team order is the position's: Bumblebee first.
	if got := cardNames(s, s.team[0]); !slices.Equal(got, []string{"Bumblebee, Brave Warrior", "Optimus Prime, Autobot Leader"}) {
		t.Errorf("Player 1's team %v", got)
	}
	meg := char(t, s, 1, "Megatron")
	if len(p1.Characters) != 2 || p1.Characters[0].Mode != "bot" || len(p1.Characters[0].Upgrades) != 2 {
		t.Errorf("Player 2's characters %+v", p1.Characters)
	}
	var slots []int
	for _, u := range s.t.Zones[zone(1, zUpgrade)].Cards {
		if s.on(u) == meg {
			slots = append(slots, s.slotOf(u))
		}
	}
	if !slices.Equal(slots, []int{0, 1}) {
		t.Errorf("Megatron's Upgrades take slots %v, want weapon (0) and armor (1)", slots)
	}
	nem := char(t, s, 1, "Nemesis Prime")
	under := 0
	for _, u := range s.t.Zones[zone(1, zUnder)].Cards {
		if kit.ObjID(s.obj(u).Counters[cOn]) == nem && s.obj(u).Face == kit.FaceDown {
			under++
		}
	}
	if under != 2 || s.damage(nem) != 15 {
		t.Errorf("Nemesis Prime: %d cards face down under him, %d damage", under, s.damage(nem))
	}
	// The flip is done: no flip is offered; an Action is.
	if hasCode(s, "flip:") || !hasCode(s, "action:") {
		t.Errorf("Player 2's options after the flip: %v", codes(s))
	}
	// The defender must be the tapped Optimus Prime.
	if !hasCode(s, "attacker:") {
		t.Errorf("Player 2 may not attack: %v", codes(s))
	}
	// Hands are known to their owners only, the Secret Action to its
	// player only.
	t0, t1 := s.Table(0), s.Table(1)
	hand1 := t0.Players[1].Zones[1]
	if hand1.Count != 2 || len(hand1.Cards) != 0 {
		t.Errorf("Player 1 sees Player 2's hand: %+v", hand1)
	}
	played := func(tb engine.Table) engine.TableCard { return tb.Players[0].Zones[6].Cards[0] }
	if c := played(t0); c.Name != "Battlefield Report" || c.FaceUp {
		t.Errorf("Player 1's Secret Action, to Player 1: %+v", c)
	}
	if c := played(t1); c.Name != "" {
		t.Errorf("Player 2 sees Player 1's Secret Action: %+v", c)
	}
	if got := cardNames(s, s.t.Zones[zone(0, zScrap)].Cards); !slices.Equal(got, []string{"Flamethrower", "Zap"}) {
		t.Errorf("Player 1's scrap pile %v, oldest first", got)
	}
	// The log begins with the turn.
	if e, _ := s.Events(0, 0); len(e) != 1 || e[0].Kind != "turn" {
		t.Errorf("the log: %v", engine.Texts(e))
	}
	// Ending the turn: the extra turn is Player 2's, who draws the top
	// card of their deck; then Player 1's turn scraps the Secret Action
	// and draws theirs.
	play(t, s, "end")
	if s.active != 1 || s.turn != 7 || !inHand(s, 1, "Repair Bay") || s.t.Count(zone(1, zDeck)) != 2 {
		t.Fatalf("turn 7: active %d, Player 2's hand %v", s.active, cardNames(s, s.t.Zones[zone(1, zHand)].Cards))
	}
	play(t, s, "end")
	if s.active != 0 || !inHand(s, 0, "Armored Plating") || !scrapHas(s, 0, "Battlefield Report") {
		t.Errorf("turn 8: active %d, Player 1's hand %v, scrap %v", s.active, cardNames(s, s.t.Zones[zone(0, zHand)].Cards),
			cardNames(s, s.t.Zones[zone(0, zScrap)].Cards))
	}
}

// Attacking is the last thing in a turn (Rules_Roundup-2019-05-28.xml#528-9):
// a position in which the active player has attacked offers only further
// attacks, not the flip, the Action or the Upgrade not yet done; the
// cards flipped this turn stay until its end, and the white icons count
// for "your first white this turn".
func TestPositionAttacked(t *testing.T) {
	pos := `{"turn": 4, "active": 0, "players": [
	  {"battlefield": [{"card": "Optimus Prime, Autobot Leader", "tapped": true, "attacks": 1}, "Bumblebee, Brave Warrior", "Ironhide, Veteran Autobot"],
	   "hand": ["Leap Into Battle", "Armored Plating"], "deck": ["Zap", "Zap", "Medic!", "Medic!"], "flipped": ["Data Pad", "Zap"], "white_attacks": 1},
	  {"battlefield": [{"card": "Megatron, Living Weapon", "tapped": true}], "deck": ["Zap", "Zap", "Medic!"], "flipped": ["Repair Bay", "Zap"]}]}`
	s := fromPosition(t, pos)
	if got := codes(s); len(got) != 2 || !strings.HasPrefix(got[0], "attacker:") || !endsWithCard(got[0], "Bumblebee") ||
		!strings.HasPrefix(got[1], "attacker:") || !endsWithCard(got[1], "Ironhide") {
		t.Errorf("options after an attack: %v; want only the attacks of Bumblebee and Ironhide", got)
	}
	if s.attacks != 1 || s.whiteAttacks[0] != 1 {
		t.Errorf("attacks %d, white attacks %d", s.attacks, s.whiteAttacks[0])
	}
	if got := cardNames(s, s.t.Zones[zone(0, zFlip)].Cards); len(got) < 2 || !slices.Equal(got[:2], []string{"Data Pad", "Zap"}) {
		t.Errorf("Player 1's flipped cards %v", got)
	}
	// Before any attack the turn's flip, Action and Upgrade are offered.
	s = fromPosition(t, strings.Replace(strings.Replace(pos, `"tapped": true, "attacks": 1`, `"tapped": true`, 1), `, "white_attacks": 1`, "", 1))
	if !hasCode(s, "flip:") || !hasCode(s, "action:") || !hasCode(s, "upgrade:") {
		t.Errorf("options before an attack: %v", codes(s))
	}
}

// The basic version: the shared deck and scrap pile, the step after the
// flip, and the last attacker, who may not attack again while the other
// character is on the battlefield (line 63).
func TestPositionBasic(t *testing.T) {
	pos := `{"turn": 5, "active": 1, "step": "attacker", "done": ["flip"],
	  "deck": ["Flamethrower", "Plasma Burst", "Handheld Blaster", "Leap Into Battle", "Zap"], "scrap": ["Data Pad"],
	  "players": [{"battlefield": ["Optimus Prime, Autobot Leader", {"card": "Bumblebee, Brave Warrior", "damage": 3}]},
	              {"battlefield": [{"card": "Ironhide, Veteran Autobot", "mode": "bot"}, "Red Alert, Security Chief"], "last_attacker": "Ironhide, Veteran Autobot"}]}`
	s := fromPosition(t, pos, "rules=basic")
	// Ironhide attacked last turn: Red Alert is the only attacker, chosen
	// at once; the defender is asked.
	if s.step != stepDefender || s.attacker != char(t, s, 1, "Red Alert") {
		t.Fatalf("step %d, attacker %v, options %v", s.step, s.attacker, codes(s))
	}
	if v := s.View(1).(*View); v.SharedDeck != 5 || len(v.SharedScrap) != 1 || v.Players[0].Characters[1].Damage != 3 {
		t.Errorf("the view: shared deck %d, scrap %v, Bumblebee %+v", v.SharedDeck, v.SharedScrap, v.Players[0].Characters[1])
	}
	play(t, s, "defender:")
	// The attacker flips the deck's top 2 cards, the defender the next 2.
	var flips []string
	e, _ := s.Events(engine.Spectator, 0)
	for _, x := range e {
		if x.Kind == "flip_card" {
			flips = append(flips, x.Text)
		}
	}
	want := []string{"Flamethrower", "Plasma Burst", "Handheld Blaster", "Leap Into Battle"}
	if len(flips) != 4 {
		t.Fatalf("flips %v", flips)
	}
	for i, w := range want {
		if !strings.Contains(flips[i], w) {
			t.Errorf("flip %d: %q, want %s", i+1, flips[i], w)
		}
	}
}

// A position written back is the same position, and a game read from it
// writes it again; in the standard game and the basic version.
func TestPositionWrittenBack(t *testing.T) {
	for _, c := range []struct {
		pos  string
		opts []string
	}{
		{`{"turn":6,"active":1,"step":"main","done":["flip","action"],"extra_turns":2,"in_a_row":2,"players":[` +
			`{"battlefield":[{"card":"Optimus Prime, Autobot Leader","mode":"bot","tapped":true,"damage":4,"attacks":1,"upgrades":["Handheld Blaster","Improvised Shield"]}],` +
			`"ko":[{"card":"Bumblebee, Brave Warrior","mode":"bot"}],"team":["Bumblebee, Brave Warrior","Optimus Prime, Autobot Leader"],` +
			`"hand":["Plasma Burst"],"deck":["Armored Plating","Data Pad"],"scrap":["Flamethrower"],"played":["Battlefield Report"]},` +
			`{"battlefield":[{"card":"Megatron, Living Weapon","mode":"bot","reach":true,"upgrades":["Handheld Blaster",{"card":"Flamethrower","slot":"armor"},{"card":"Data Pad","owner":0}]},` +
			`{"card":"Nemesis Prime, Dark Clone","damage":15,"ko_at_end":true,"under":["Zap","Zap"]}],` +
			`"hand":["Photon Bomb"],"deck":["Repair Bay","Bombing Run"],"played":["Ready For Action"]}]}`, nil},
		{`{"turn":9,"active":0,"step":"main","deck":["Zap","Flamethrower"],"scrap":["Data Pad","Repair Bay"],"players":[` +
			`{"battlefield":[{"card":"Bumblebee, Brave Warrior","damage":6}],"ko":[{"card":"Optimus Prime, Autobot Leader","mode":"bot"}],` +
			`"team":["Optimus Prime, Autobot Leader","Bumblebee, Brave Warrior"],"last_attacker":"Bumblebee, Brave Warrior"},` +
			`{"battlefield":[{"card":"Ironhide, Veteran Autobot","mode":"bot","damage":3},"Red Alert, Security Chief"],"last_attacker":"Red Alert, Security Chief"}]}`,
			[]string{"rules=basic"}},
		{`{"turn":2,"active":1,"step":"attacker","done":["flip"],"deck":["Zap","Flamethrower","Data Pad","Repair Bay"],"scrap":["Plasma Burst","Leap Into Battle"],"players":[` +
			`{"battlefield":["Bumblebee, Brave Warrior",{"card":"Optimus Prime, Autobot Leader","damage":2}],"last_attacker":"Bumblebee, Brave Warrior"},` +
			`{"battlefield":[{"card":"Ironhide, Veteran Autobot","mode":"bot"},"Red Alert, Security Chief"],"flipped":["Zap"]}]}`,
			[]string{"rules=basic"}},
	} {
		s := fromPosition(t, c.pos, c.opts...)
		raw, err := s.Position()
		if err != nil {
			t.Fatal(err)
		}
		if string(raw) != c.pos {
			t.Errorf("written back:\n%s\nwant:\n%s", raw, c.pos)
		}
	}
}

// Where a position cannot describe the point, Position declines and says
// why; where it leaves out an effect that lasts until the end of the
// turn, it says so with engine.ErrIncomplete, and the position it writes
// is read again.
func TestPositionNotWritten(t *testing.T) {
	start := `{"turn": 4, "players": [{"battlefield": ["Optimus Prime, Autobot Leader", "Bumblebee, Brave Warrior"],
		"hand": ["Leap Into Battle", "Armored Plating", "Improvised Shield"], "deck": ["Zap", "Zap", "Zap", "Medic!", "Medic!"]},
		{"battlefield": ["Ironhide, Veteran Autobot", "Red Alert, Security Chief"], "deck": ["Zap", "Zap", "Medic!", "Medic!"]}]}`
	declined := func(s *State, why string) {
		t.Helper()
		raw, err := s.Position()
		if raw != nil || err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("Position: %s, %v; want none, because %s", raw, err, why)
		}
	}
	s := fromPosition(t, start)
	play(t, s, "attacker:")
	declined(s, "an attack is under way")
	s = fromPosition(t, start)
	play(t, s, "upgrade:") // Armored Plating, which may go on either character
	declined(s, "an Upgrade is half played")
	s = fromPosition(t, start)
	play(t, s, "action:") // Leap Into Battle: one of your characters
	declined(s, "an ability or an Action is under way")
	play(t, s, "pick:")
	raw, err := s.Position()
	if !errors.Is(err, engine.ErrIncomplete) || !strings.Contains(err.Error(), "boosts until the end of the turn") || raw == nil {
		t.Fatalf("after a boost: %s, %v", raw, err)
	}
	again := fromPosition(t, string(raw))
	if raw2, err := again.Position(); err != nil || string(raw2) != string(raw) {
		t.Errorf("read and written again: %s, %v\nwant %s", raw2, err, raw)
	}
	// A game whose teams break the team rules (Config.Decks are played
	// unchecked) is not a position.
	st, err := mustGame(t).New(engine.Config{Players: 2, Decks: [][]string{
		{"Megatron, Living Weapon", "Nemesis Prime, Dark Clone", "Bolt Of Lightning", "Zap"}, {"Optimus Prime, Autobot Leader", "Zap"}}})
	if err != nil {
		t.Fatal(err)
	}
	declined(st.(*State), "the team has 26 stars")
}

// What the rules forbid is refused, every problem at once, each with its
// path.
func TestPositionRefused(t *testing.T) {
	for _, c := range []struct {
		name string
		pos  string
		opts []string
		want []string
	}{
		{"fields and types", `{"turn": 0, "step": "defender", "done": ["attack"], "extra_turns": -1, "players": [{"battlefied": [], "hand": "Zap"}, {"ko": [{"card": "Optimus Prime, Autobot Leader", "damage": "x"}]}]}`, nil, []string{
			"position turn: must be from 1 to 1048576, not 0",
			`position step: "defender" is not one of main, attacker`,
			`position done[0]: "attack" is not one of flip, action, upgrade`,
			"position extra_turns: must be from 0 to 16384, not -1",
			`position players[0]: unknown field "battlefied" (fields: battlefield, ko, team, hand, deck, scrap, flipped, played, white_attacks, last_attacker); did you mean "battlefield"?`,
			"position players[0].hand: must be a list, not a string",
			"position players[1].ko[0].damage: must be a whole number, not a string",
		}},
		{"cards where they cannot be", `{"players": [
			{"battlefield": ["Zap", {"card": "Optimus Prime, Autobot Leader", "mode": "alt2", "upgrades": ["Zap", "Optimus Prime, Autobot Leader"]}], "hand": ["Bumblebee, Brave Warrior", "Optimus Prim"], "played": ["Armored Plating"]},
			{"battlefield": ["Megatron, Living Weapon"], "deck": ["Devastator, Towering Warrior"]}]}`, nil, []string{
			"position players[0].battlefield[0]: Zap is an action: only characters are on the battlefield; a battle card may lie in the KO area",
			`position players[0].battlefield[1].mode: Optimus Prime, Autobot Leader has no "alt2" mode (its modes: alt, bot)`,
			"position players[0].battlefield[1].upgrades[0]: Zap is an action, not an upgrade",
			"position players[0].battlefield[1].upgrades[1]: Optimus Prime, Autobot Leader is a character: characters are on the battlefield or in the KO area",
			"position players[0].hand[0]: Bumblebee, Brave Warrior is a character",
			`position players[0].hand[1]: no card is called "Optimus Prim"`,
			"position players[0].played[0]: Armored Plating is an upgrade, not an action",
			"position players[1].deck[0]: Devastator, Towering Warrior is a combined form: it joins the game by card text, never in a team",
		}},
		{"the KO area and damage", `{"players": [
			{"battlefield": [{"card": "Optimus Prime, Autobot Leader", "damage": 10}], "ko": [{"card": "Bumblebee, Brave Warrior", "damage": 3, "tapped": true, "upgrades": ["Flamethrower"]}]},
			{"battlefield": [{"card": "Megatron, Living Weapon", "damage": 13}]}]}`, nil, []string{
			"position players[0].battlefield[0].damage: is 10: a character whose damage counters reach its Health, 10, is KO'd (line 47)",
			"position players[0].ko[0].damage: is 3: a KO'd character holds exactly as many damage counters as its Health, 9 (Wave-1.xml#12)",
			"position players[0].ko[0].tapped: a KO'd character is untapped (Wave-1.xml#13)",
			"position players[0].ko[0].upgrades: the Upgrades of a KO'd character are scrapped (line 27)",
		}},
		{"a card in two places", `{"players": [
			{"battlefield": ["Optimus Prime, Autobot Leader"], "ko": ["Optimus Prime, Autobot Leader"], "hand": ["Zap", "Zap"], "deck": ["Zap", "Zap"]},
			{"battlefield": ["Megatron, Living Weapon"], "team": ["Megatron, Living Weapon", "Megatron, Living Weapon", "Grimlock, Dinobot Leader"]}]}`, nil, []string{
			"position players[0]: 2 cards of Optimus Prime, Autobot Leader (players[0].battlefield[0], players[0].ko[0])",
			"position players[0]: 4 cards of Zap (players[0].hand[0], players[0].hand[1], players[0].deck[0], players[0].deck[1])",
			"a team has one of each character by full name and a battle deck at most 3 copies of a card by name",
			"position players[1].team[1]: Megatron, Living Weapon is listed twice",
			`position players[1].team[2]: "Grimlock, Dinobot Leader" is not one of the player's characters`,
		}},
		{"the team rules", `{"players": [
			{"battlefield": ["Megatron, Living Weapon", "Nemesis Prime, Dark Clone"], "hand": ["Bolt Of Lightning"]},
			{"battlefield": ["Optimus Prime, Autobot Leader"], "deck": ["Fusion Cannon Of Megatron", "Fusion Cannon Of Megatron"]}]}`, nil, []string{
			"position players[0]: the team has 26 stars, its characters' and battle cards' together: at most 25 (rules 1.0, building a team)",
			"position players[1]: Fusion Cannon Of Megatron (players[1].deck[0], players[1].deck[1]) is a Decepticon card: it goes only in a deck whose team has a Decepticon character",
		}},
		{"Upgrades", `{"players": [
			{"battlefield": [{"card": "Optimus Prime, Autobot Leader", "upgrades": ["Handheld Blaster", "Flamethrower", {"card": "Improvised Shield", "slot": "weapon"}, "Aerial Recon"]},
			                 {"card": "Bumblebee, Brave Warrior", "upgrades": [{"card": "Handheld Blaster", "slot": "armor"}]}]},
			{"battlefield": [{"card": "Starscream, Air Commander", "mode": "bot", "upgrades": ["Aerial Recon", "Energon Axe"]}]}]}`, nil, []string{
			"position players[0].battlefield[0].upgrades: Handheld Blaster and Flamethrower and Improvised Shield share the weapon slot: a character has one Upgrade of each kind (line 27)",
			"position players[0].battlefield[0].upgrades[2].slot: Improvised Shield is an armor: it goes in the armor slot (line 27)",
			`position players[0].battlefield[0].upgrades[3]: Aerial Recon may not be put on Optimus Prime, Autobot Leader in any of its modes: "Put on Planes only."`,
			"position players[0].battlefield[1].upgrades[0].slot: Handheld Blaster is a weapon in the armor slot: no mode of Bumblebee, Brave Warrior gives Weapons that slot",
		}},
		{"more Upgrades than a character's slots hold", `{"players": [
			{"battlefield": [{"card": "Raider Spinister, Infantry • Aerial Assault", "upgrades": ["Combat Dagger", "Primary Laser", "Handheld Blaster"]}]},
			{"battlefield": ["Optimus Prime, Autobot Leader"]}]}`, nil, []string{
			"position players[0].battlefield[0].upgrades: Combat Dagger and Primary Laser and Handheld Blaster need 3 weapon slots: Raider Spinister, Infantry • Aerial Assault has 2",
		}},
		{"the turn", `{"turn": 2, "active": 1, "done": ["action", "upgrade"], "in_a_row": 3, "players": [
			{"battlefield": ["Optimus Prime, Autobot Leader", {"card": "Bumblebee, Brave Warrior", "tapped": true}], "white_attacks": 1},
			{"battlefield": [{"card": "Megatron, Living Weapon", "tapped": true, "attacks": 1}], "last_attacker": "Megatron, Living Weapon"}]}`, nil, []string{
			"position done: the second player plays an Action or an Upgrade on turn 2, not both (line 21)",
			"position in_a_row: is 3: no more than the turns played, 2",
			"position players[1].last_attacker: only the basic version keeps the last attacker",
			"position players[0].battlefield[0]: is untapped after an attack this turn: when the opponent has an untapped character the turn ends after the attack (line 43)",
			"position players[1]: has attacked this turn and has no untapped character: the turn would have ended (line 43)",
		}},
		{"turn 1", `{"done": ["action"], "extra_turns": 1, "in_a_row": 2, "players": [{"battlefield": ["Optimus Prime, Autobot Leader"]}, {"battlefield": ["Megatron, Living Weapon"]}]}`, []string{"extra-turns=tournament"}, []string{
			"position done: the first player plays no Action or Upgrade on turn 1 (line 21)",
			"position in_a_row: is 2: no more than the turns played, 1",
		}},
		{"the basic version", `{"step": "main", "done": ["flip", "upgrade"], "extra_turns": 1, "deck": ["Zap"], "players": [
			{"battlefield": [{"card": "Optimus Prime, Autobot Leader", "tapped": true}], "hand": ["Zap"]},
			{"battlefield": ["Ironhide, Veteran Autobot", "Red Alert, Security Chief"], "white_attacks": 1}]}`, []string{"rules=basic"}, []string{
			`position done[1]: "upgrade": the basic version has no Actions or Upgrades`,
			"position extra_turns: the basic version has no extra turns",
			"position players[0].hand: the basic version has no hands",
			"position players[0].battlefield[0].tapped: the basic version has no tapping",
			"position players[1].white_attacks: white icons do nothing in the basic version",
			`position done: "flip": in the basic version the attacker is chosen once the flip is done ("step": "attacker")`,
			"position players[0]: has 1 characters: the basic version is played with 2 a side (line 55)",
			"position deck: the basic version's shared deck, scrap pile and flipped cards hold 1 cards: it needs at least 4 battle cards",
		}},
		{"the standard game's piles", `{"step": "attacker", "deck": ["Zap"], "players": [{"battlefield": ["Optimus Prime, Autobot Leader"]}, {"battlefield": ["Megatron, Living Weapon"]}]}`, nil, []string{
			`position step: "attacker" is the basic version's step after the flip`,
			"position deck: only the basic version has a shared deck; in the standard game each player has theirs (players[i].deck)",
		}},
		{"won", `{"players": [{"battlefield": ["Optimus Prime, Autobot Leader"]}, {"ko": ["Megatron, Living Weapon"]}]}`, nil, []string{
			"position players[1]: the game is already over: every character of Player 2 is KO'd (line 8)",
		}},
		{"seats", `{"players": [{}, {}, {}]}`, nil, []string{"position players: has 3 entries; the game has 2 seats, one entry each"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantAll(t, refusedPosition(t, c.pos, c.opts...), c.want...)
		})
	}
	_, err := mustGame(t).New(engine.Config{Players: 2, Position: json.RawMessage(`{"players":[{"battlefield":["Optimus Prime, Autobot Leader"]},{"battlefield":["Megatron, Living Weapon"]}]}`),
		Decks: [][]string{{"Zap"}, {"Zap"}}, Deal: map[string][]string{"first": {"0"}}})
	if err == nil {
		t.Fatal("a position with decks and a deal is accepted")
	}
	wantAll(t, err.Error(), "position: decks must be left out", "position: deal must be left out")
}

// The team rules at their edges: a team of exactly 25 stars is a
// position and one of 26 is not; 3 copies of a battle card are, 4 are
// not, counted on each side apart.
func TestPositionTeamLimits(t *testing.T) {
	team := `{"players": [{"battlefield": ["Megatron, Living Weapon", "Nemesis Prime, Dark Clone"], "hand": ["Zap", "Zap"], "scrap": ["Zap"]},
		{"battlefield": ["Optimus Prime, Autobot Leader"], "deck": ["Zap", "Zap", "Zap"]}]}`
	fromPosition(t, team) // 13 + 12 stars; 3 Zaps each
	wantAll(t, refusedPosition(t, strings.Replace(team, `"hand": ["Zap", "Zap"]`, `"hand": ["Zap", "Bolt Of Lightning"]`, 1)),
		"position players[0]: the team has 26 stars")
	err := refusedPosition(t, strings.Replace(team, `"scrap": ["Zap"]`, `"scrap": ["Zap", "Zap"]`, 1))
	wantAll(t, err, "position players[0]: 4 cards of Zap")
	if strings.Contains(err, "players[1]") {
		t.Errorf("Player 2's Zaps count with Player 1's:\n%s", err)
	}
}

// "Put on ... only" is checked when an Upgrade is put on, so a position
// takes an Upgrade whose restriction held in another mode or before a
// repair (Wave-1.xml#10, Wave-1.xml#11); copies fit a slot where the
// card says so (Cargo Trailer: 3, Wave-1.xml#77); Megatron, Living
// Weapon's bot mode gives Weapons his Armor and Utility slots, which he
// keeps in alt mode; a character whose text gives it two slots of a kind
// holds two Upgrades there (Raider Spinister: "This has 2 Weapon slots").
func TestPositionUpgradeRules(t *testing.T) {
	ok := `{"players": [
		{"battlefield": [{"card": "Optimus Prime, Autobot Leader", "mode": "bot", "upgrades": ["Cargo Trailer", "Cargo Trailer", "Cargo Trailer", "Energon Axe"]},
		                 {"card": "Raider Spinister, Infantry • Aerial Assault", "upgrades": ["Combat Dagger", "Primary Laser"]}]},
		{"battlefield": [{"card": "Starscream, Air Commander", "mode": "bot", "upgrades": ["Aerial Recon"]},
		                 {"card": "Megatron, Living Weapon", "upgrades": ["Handheld Blaster", {"card": "Flamethrower", "slot": "armor"}, {"card": "Handheld Blaster", "slot": "utility"}]}]}]}`
	s := fromPosition(t, ok)
	if n := s.upgrades(char(t, s, 0, "Optimus Prime")); n != 4 {
		t.Errorf("Optimus Prime has %d Upgrades, want 4", n)
	}
	if n := s.upgrades(char(t, s, 0, "Raider Spinister")); n != 2 {
		t.Errorf("Raider Spinister has %d Upgrades, want 2", n)
	}
	err := refusedPosition(t, strings.Replace(ok, `"Handheld Blaster", {"card": "Flamethrower"`, `"Handheld Blaster", "Handheld Blaster", {"card": "Flamethrower"`, 1))
	wantAll(t, err, "position players[1].battlefield[1].upgrades: 2 copies of Handheld Blaster in the weapon slot: 1 fits there")
	err = refusedPosition(t, strings.Replace(ok, `"Starscream, Air Commander", "mode": "bot"`, `"Ironhide, Veteran Autobot"`, 1))
	wantAll(t, err, `Aerial Recon may not be put on Ironhide, Veteran Autobot in any of its modes: "Put on Planes only."`)
}

// A game set up from a position plays on and replays: the replay holds
// the position alone and ends where the game did, to every viewer.
func TestPositionReplays(t *testing.T) {
	g := mustGame(t)
	reg := &engine.Registry{}
	reg.Register(g)
	for _, c := range []struct {
		pos  string
		opts map[string]string
	}{{tablePosition, nil}, {`{"turn": 3, "deck": ["Zap", "Flamethrower", "Data Pad", "Repair Bay", "Plasma Burst", "Handheld Blaster"], "players": [
		{"battlefield": ["Optimus Prime, Autobot Leader", "Bumblebee, Brave Warrior"]}, {"battlefield": ["Ironhide, Veteran Autobot", "Red Alert, Security Chief"]}]}`,
		map[string]string{OptRules: RulesBasic}}} {
		for seed := uint64(1); seed <= 4; seed++ {
			st, err := g.New(engine.Config{Players: 2, Seed: seed, Options: c.opts, Position: json.RawMessage(c.pos)})
			if err != nil {
				t.Fatal(err)
			}
			rec := engine.NewReplay(st)
			rng := engine.NewRNG(seed)
			for n := 0; n < 300 && !st.Terminal(); n++ {
				p := st.Actors().First()
				legal := st.Legal(p, nil)
				if err := rec.Apply(st, p, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			data, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			var back engine.Replay
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(data), `"position":`) || len(back.Config.Decks) != 0 || len(back.Decisions) == 0 {
				t.Fatalf("seed %d: the replay does not hold the position alone: %.300s", seed, data)
			}
			got, err := back.Run(reg)
			if err != nil {
				t.Fatalf("seed %d: the replay does not run: %v", seed, err)
			}
			for viewer := engine.Spectator; viewer < 2; viewer++ {
				a, _ := json.Marshal(got.View(viewer))
				b, _ := json.Marshal(st.View(viewer))
				ea, _ := got.Events(viewer, 0)
				eb, _ := st.Events(viewer, 0)
				if string(a) != string(b) || !slices.Equal(engine.Texts(ea), engine.Texts(eb)) {
					t.Fatalf("seed %d: the replay ends elsewhere for viewer %d", seed, viewer)
				}
			}
		}
	}
}

// Written at every question of random games, with the built-in decks and
// with teams whose abilities move Upgrades and put cards under
// characters, a position is read back to the same position: only an
// attack, an ability or an Action under way and an Upgrade half played
// are not written.
func TestPositionEveryQuestion(t *testing.T) {
	g := mustGame(t)
	cfgs := []engine.Config{{Players: 2}, {Players: 2, Options: map[string]string{OptRules: RulesBasic}},
		{Players: 2, Decks: [][]string{
			append([]string{"Megatron, Living Weapon", "Chop Shop, Sneaky Insecticon"}, threeOf("Handheld Blaster", "Flamethrower", "Aerial Recon",
				"Cargo Trailer", "Swap Parts", "Data Pad", "Improvised Shield", "Armored Plating", "Zap", "Repair Bay")...),
			append([]string{"Nemesis Prime, Dark Clone", "Optimus Prime, Autobot Leader"}, threeOf("I Still Function!", "Peace Through Tyranny",
				"Energon Axe", "Improvised Shield", "Leap Into Battle", "Plasma Burst", "Zap", "Medic!", "Ready For Action", "Cargo Trailer")...)}}}
	why := map[string]int{}
	written := 0
	for ci, cfg := range cfgs {
		for seed := uint64(1); seed <= 6; seed++ {
			cfg.Seed = seed
			st, err := g.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			rng := engine.NewRNG(seed)
			for n := 0; n < 400 && !s.Terminal(); n++ {
				raw, err := s.Position()
				switch {
				case raw == nil:
					why[strings.SplitN(err.Error(), ":", 2)[0]]++
				default:
					written++
					c := cfg
					c.Decks, c.Position = nil, raw
					again, err := g.New(c)
					if err != nil {
						t.Fatalf("config %d seed %d: the position written is refused: %v\n%s", ci, seed, err, raw)
					}
					raw2, _ := again.(*State).Position()
					if string(raw2) != string(raw) {
						t.Fatalf("config %d seed %d: written back:\n%s\nwant:\n%s", ci, seed, raw2, raw)
					}
				}
				p := s.Actors().First()
				legal := s.Legal(p, nil)
				if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for reason := range why {
		switch {
		case strings.HasPrefix(reason, "an attack is under way"), strings.HasPrefix(reason, "an ability or an Action is under way"),
			strings.HasPrefix(reason, "an Upgrade is half played"):
		default:
			t.Errorf("Position declines %d times: %s", why[reason], reason)
		}
	}
	t.Logf("written %d, declined %v", written, why)
	if written < 300 {
		t.Errorf("%d positions written; declined %v", written, why)
	}
}

// threeOf is 3 copies of each card named, the most a battle deck holds.
func threeOf(cards ...string) []string {
	var out []string
	for _, c := range cards {
		out = append(out, c, c, c)
	}
	return out
}

// Pending extra turns are taken one after another (Wave-1.xml#103); with
// extra-turns=tournament a player who has taken two turns in a row loses
// the rest (Tournament.xml#13).
func TestPositionExtraTurns(t *testing.T) {
	pos := `{"turn": 5, "active": 0, "extra_turns": 1, "in_a_row": 2, "players": [
		{"battlefield": ["Optimus Prime, Autobot Leader"], "deck": ["Zap", "Medic!"]},
		{"battlefield": ["Megatron, Living Weapon"], "deck": ["Zap", "Medic!"]}]}`
	for _, c := range []struct {
		opt  string
		next int
	}{{"extra-turns=all", 0}, {"extra-turns=tournament", 1}} {
		s := fromPosition(t, pos, "attack=may", c.opt)
		play(t, s, "end")
		if s.active != c.next || s.turn != 6 {
			t.Errorf("%s: turn %d is Player %d's, want Player %d's", c.opt, s.turn, s.active+1, c.next+1)
		}
	}
}

// What lasts until the end of the turn and a position holds: a
// character returned by I Still Function! is KO'd then, with its Health
// in damage counters; one with reach may attack an untapped enemy though
// the opponent has a tapped one.
func TestPositionUntilEndOfTurn(t *testing.T) {
	pos := `{"turn": 5, "active": 0, "players": [
		{"battlefield": [{"card": "Optimus Prime, Autobot Leader", "damage": 9, "ko_at_end": true}, {"card": "Bumblebee, Brave Warrior", "reach": true}], "deck": ["Zap", "Medic!"]},
		{"battlefield": [{"card": "Megatron, Living Weapon", "tapped": true}, "Nemesis Prime, Dark Clone"], "deck": ["Zap", "Medic!"]}]}`
	s := fromPosition(t, pos, "attack=may")
	play(t, s, "attacker:") // Optimus Prime: Megatron is the only defender, chosen at once
	e, _ := s.Events(engine.Spectator, 0)
	attacked := ""
	for _, x := range e {
		if x.Kind == "attack" {
			attacked = x.Text
		}
	}
	if !strings.Contains(attacked, "attacks Player 2's Megatron") {
		t.Errorf("Optimus Prime, without reach: %q; want an attack on Megatron, chosen at once", attacked)
	}
	s = fromPosition(t, pos, "attack=may")
	bb := char(t, s, 0, "Bumblebee")
	for _, a := range s.Legal(0, nil) {
		if endsWithCard(s.ActionCode(0, a), "Bumblebee") {
			if err := s.Apply(0, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s.attacker != bb || len(codes(s)) != 2 {
		t.Errorf("Bumblebee, with reach, may attack %v; want Megatron and Nemesis Prime", codes(s))
	}
	s = fromPosition(t, pos, "attack=may")
	op := char(t, s, 0, "Optimus Prime")
	play(t, s, "end")
	if s.onField(op) || s.damage(op) != s.card(op).Health {
		t.Errorf("at the end of the turn Optimus Prime is on the battlefield %v with %d damage", s.onField(op), s.damage(op))
	}
}

// sameGoingOn writes s as a position, reads it into a new game, and
// checks the round trip: the new game writes the same position, and play
// goes on the same in both, each choosing the option of the same label,
// for up to steps decisions, the two written alike after each.
func sameGoingOn(t *testing.T, s *State, steps int) {
	t.Helper()
	raw, err := s.Position()
	if err != nil {
		t.Fatalf("not written: %v", err)
	}
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1, Options: s.cfg.Options, Position: raw})
	if err != nil {
		t.Fatalf("the position written is refused: %v\n%s", err, raw)
	}
	again := st.(*State)
	if raw2, err := again.Position(); err != nil || string(raw2) != string(raw) {
		t.Fatalf("read and written again: %s, %v\nwant %s", raw2, err, raw)
	}
	rng := engine.NewRNG(3)
	for n := 0; n < steps && !s.Terminal(); n++ {
		a, b := labels(s), labels(again)
		if !slices.Equal(a, b) || s.Actors().First() != again.Actors().First() {
			t.Fatalf("after %d decisions the options differ:\n%q\n%q", n, a, b)
		}
		p, k := s.Actors().First(), rng.IntN(len(a))
		if err := s.Apply(p, s.Legal(p, nil)[k]); err != nil {
			t.Fatal(err)
		}
		if err := again.Apply(p, again.Legal(p, nil)[k]); err != nil {
			t.Fatal(err)
		}
		w1, err1 := s.Position()
		w2, err2 := again.Position()
		if string(w1) != string(w2) || (err1 == nil) != (err2 == nil) {
			t.Fatalf("after %d decisions written apart:\n%s\n%s", n+1, w1, w2)
		}
	}
}

// sidesPosition is a standard game on turn 3 with two Battle Masters on
// Player 1's side: Private Firedrive, whose Upgrade side is a Weapon, and
// Sergeant Six-Gun, a Weaponizer of two cards (Wave-4.xml#8).
const sidesPosition = `{"turn": 3, "players": [
	{"battlefield": ["Private Firedrive, Ground Command • Artillery", "Sergeant Six-Gun, Artillery • Soldier", "Red Alert, Security Chief"],
	 "hand": ["Daring Escape", "Zap"], "deck": ["Medic!", "Repair Bay", "Medic!", "Repair Bay", "Zap"]},
	{"battlefield": ["Ironhide, Veteran Autobot", "Bumblebee, Brave Warrior"], "hand": ["Zap"], "deck": ["Medic!", "Medic!", "Zap", "Repair Bay"]}]}`

// A Battle Master KO'd turns to its Upgrade side in the KO area, which its
// player plays onto a character (Wave-2-3.xml#110, #113): the game is
// written as a position with the side on the character, and with a
// Weaponizer's second side left in the KO area; read again it writes the
// same and plays on the same. The team it was a side of is written
// without it, and its player still has it out (no loss while a side is
// out and a character stands).
func TestPositionBattleMasterSides(t *testing.T) {
	s := fromPosition(t, sidesPosition, "attack=may")
	fd, ra := char(t, s, 0, "Private Firedrive"), char(t, s, 0, "Red Alert")
	atk := s.attackOf(ra)
	koNow(s, fd)
	pickChar(t, s, ra)
	if s.on(fd) != ra {
		t.Fatalf("Firedrive's side is not on Red Alert")
	}
	raw, err := s.Position()
	if err != nil {
		t.Fatalf("a side on a character: %v", err)
	}
	wantAll(t, string(raw), `"upgrades":["Private Firedrive, Ground Command • Artillery/upgrade"]`)
	again := fromPosition(t, string(raw))
	rra := char(t, again, 0, "Red Alert")
	if again.attackOf(rra) != atk+3 || len(again.team[0]) != 2 || again.sidesOut[0] != 1 {
		t.Errorf("read again: Red Alert's Attack %d (want %d), team %d, sides out %d", again.attackOf(rra), atk+3, len(again.team[0]), again.sidesOut[0])
	}
	sameGoingOn(t, s, 0)

	// Six-Gun's two sides: one played onto Red Alert in place of
	// Firedrive's, which goes to the KO area instead of the scrap pile
	// (Wave-2-3.xml#113), the other left in the KO area.
	koNow(s, char(t, s, 0, "Sergeant Six-Gun"))
	for i := 0; i < 4 && !has(s, "pass"); i++ {
		play(t, s, "")
	}
	pickChar(t, s, ra)
	for i := 0; i < 4 && has(s, "pass"); i++ {
		play(t, s, "pass")
	}
	if s.t.Count(zone(0, zKO)) != 2 || s.sidesOut[0] != 2 || s.upgrades(ra) != 1 {
		t.Fatalf("%d cards in the KO area, %d sides out, %d on Red Alert; want 2 sides there, 2 out, 1 on Red Alert",
			s.t.Count(zone(0, zKO)), s.sidesOut[0], s.upgrades(ra))
	}
	raw, err = s.Position()
	if err != nil {
		t.Fatalf("sides in the KO area: %v", err)
	}
	wantAll(t, string(raw), `"ko":["Sergeant Six-Gun, Artillery • Soldier/upgrade`, `"Private Firedrive, Ground Command • Artillery/upgrade"]`)
	t.Logf("%s", raw)
	sameGoingOn(t, s, 60)
}

// Daring Escape (W4/014) puts the top card of its player's deck into
// their KO area face up for each Autobot they have on the battlefield:
// the game is written as a position with those cards and the Action in
// the KO area, read again the same, and plays on the same.
func TestPositionBattleCardsInKO(t *testing.T) {
	s := fromPosition(t, sidesPosition, "attack=may")
	play(t, s, "action:"+handleCode(s, handCard(t, s, 0, "Daring Escape")))
	for i := 0; i < 4 && s.ask != 0; i++ {
		play(t, s, "")
	}
	raw, err := s.Position()
	if err != nil {
		t.Fatalf("battle cards in the KO area: %v", err)
	}
	wantAll(t, string(raw), `"ko":["Medic!","Repair Bay","Medic!"]`)
	again := fromPosition(t, string(raw))
	for _, id := range again.t.Zones[zone(0, zKO)].Cards {
		if again.obj(id).Face != kit.FaceUp {
			t.Errorf("%s lies face down in the KO area", again.card(id).FullName())
		}
	}
	sameGoingOn(t, s, 60)
}

// A position with Upgrade sides or battle cards where the rules could not
// have put them is refused, every problem at once, each with its path.
func TestPositionSidesRefused(t *testing.T) {
	err := refusedPosition(t, `{"turn": 3, "players": [
		{"battlefield": ["Private Firedrive, Ground Command • Artillery", "Private Firedrive, Ground Command • Artillery/upgrade",
		                 {"card": "Red Alert, Security Chief", "upgrades": ["Sergeant Six-Gun, Artillery • Soldier/upgrade"]}],
		 "ko": [{"card": "W4/T09/upgrade", "damage": 10}, "Zap", "Ironhide, Veteran Autobot/upgrade"],
		 "hand": ["Private Firedrive, Ground Command • Artillery/upgrade"], "deck": ["Zap"]},
		{"battlefield": ["Bumblebee, Brave Warrior"], "ko": ["Sergeant Six-Gun, Artillery • Soldier/upgrade2"]}]}`)
	wantAll(t, err,
		`position players[0].battlefield[1]: Private Firedrive is a Battle Master's Upgrade side: on the battlefield it is an Upgrade on a character (its "upgrades")`,
		`position players[0].ko[0].damage: MTX-M2 Anti-Gravity Cannon is a Battle Master's Upgrade side in the KO area, no character: it is its card alone`,
		`position players[0].ko[2]: no card is called "Ironhide, Veteran Autobot/upgrade"`,
		`position players[0].hand[0]: Private Firedrive is a Battle Master's Upgrade side: it is an Upgrade on a character or lies in its player's KO area (Wave-2-3.xml#113)`,
		`position players[0]: 2 cards of`,
		`position players[0]: 2 cards of MTX-M2 Anti-Gravity Cannon (an Upgrade side of Sergeant Six-Gun, Artillery • Soldier) (players[0].battlefield[2].upgrades[0], players[0].ko[0].card)`,
		`position players[0]: Private Firedrive, Ground Command • Artillery (players[0].battlefield[0]) is in play beside its Upgrade side (players[0].battlefield[1], players[0].hand[0])`,
		`position players[1]: Sergeant Six-Gun, Artillery • Soldier has an Upgrade side in play (players[1].ko[0]) but not Sergeant Six-Gun, Artillery • Soldier/upgrade: a KO'd Weaponizer of two cards turns to both`,
	)
	// The basic version's KO area holds characters only; the sides count
	// their Battle Master's stars once.
	err = refusedPosition(t, `{"deck": ["Zap", "Zap", "Zap", "Zap"], "players": [{"battlefield": ["Red Alert, Security Chief"], "ko": ["Zap"]},
		{"battlefield": ["Bumblebee, Brave Warrior", "Ironhide, Veteran Autobot"]}]}`, "rules=basic")
	wantAll(t, err, `position players[0].ko[0]: Zap is an action: the basic version's KO area holds characters only`)
}
