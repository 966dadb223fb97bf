package protocol

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"omnideck/engine"
)

// new takes a position for the Ben 10 CCG, Battlecards, Omnitrix and the
// Transformers TCG too: each starts in the middle as its views show, plays
// on through apply, and replays from its record; a position its game
// cannot read is refused with every problem, and the game before it stays.
func TestNewPositionEveryGame(t *testing.T) {
	for _, c := range []struct {
		game     string
		players  int
		position string
		view     []string // texts the seat to move's view must hold
		refused  string
		problems []string
	}{
		{"ben10", 2,
			`{"turn": 8, "players": [{"life": 3000, "hand": ["Alien Blast", "Kevin", "Cooper"], "deck": ["Mutant Frog"], "earth": [{"card": "Fourarms", "human": "Ben Tennyson"}], "transformation_deck": ["Kevin", "Mutant Frog"]}, {"life": 2500, "deck": ["Mutant Frog"], "earth": [{"card": "Vilgax", "injured": true}, {"card": "Gwen's Shield", "set": true}]}]}`,
			[]string{`"life":3000`, `"life":2500`, `"transformation_deck":2`, `"name":"Vilgax"`, `"injured":true`},
			`{"players": [{"life": 0, "earth": ["Alien Blast"]}, {"hand": ["Nobody"]}]}`,
			[]string{"position players[0].life: is 0", "position players[0].earth[0]: Alien Blast is effect card face up in an area", `position players[1].hand[0]: no card is called "Nobody"`}},
		{"battlecards", 3,
			`{"turn": 6, "active": 2, "step": "action", "field": ["Oil Refinery"], "players": [{"deck": ["Power Station"]}, {"deck": ["Power Station"], "energon": 12}, {"deck": ["Power Station"], "hand": ["Heroic Charge"], "homebase": ["Hound, Scout"]}]}`,
			[]string{`"energon":12`, `"name":"Oil Refinery"`, `"name":"Hound, Scout"`, `"phase":"action"`},
			`{"field": ["Hound, Scout"], "players": [{"energon": 40}, {}, {"holding": [{"card": "Frenzy, Saboteur", "resource": 1}]}]}`,
			[]string{"position field[0]: Hound, Scout is a robot", "position players[2].holding[0].resource: must be from 0 to 0, not 1"}},
		{"omnitrix", 2,
			`{"round": 16, "villain": "Vilgax", "bank": ["Hex", "Kraab"], "players": [{"stack": ["Wildmutt", "Ditto"], "supports": ["Azmuth"], "shown": ["Four Arms"], "won": ["Kevin 11", "Dr. Animo", "Charmcaster", "Zombozo", "Sixsix", "Enoch", "Sublimino", "Clancy"]}, {"stack": ["XLR8", "Upchuck"], "supports": ["Gwen Tennyson"], "shown": ["Heatblast"], "choice": "none", "won": ["Vulkanus", "Dr. Viktor", "Yenaldooshi", "Mummy", "Rojo", "Captain Nemesis", "Tiffin"]}]}`,
			[]string{`"round":16`, `"name":"Vilgax"`, `"bank":2`},
			`{"bank": ["Heatblast"], "players": [{"stack": ["Heatblast"]}, {}]}`,
			[]string{"position bank[0]: Heatblast is an alien card, not a villain card", "position: 2 cards of Heatblast"}},
		{"tftcg", 2,
			`{"turn": 6, "active": 1, "done": ["flip"], "players": [{"battlefield": [{"card": "Optimus Prime, Autobot Leader", "mode": "bot", "tapped": true, "damage": 4, "upgrades": ["Handheld Blaster"]}], "ko": ["Bumblebee, Brave Warrior"], "hand": ["Zap"], "deck": ["Medic!"]}, {"battlefield": [{"card": "Megatron, Living Weapon", "mode": "bot"}, "Nemesis Prime, Dark Clone"], "hand": ["Repair Bay"], "deck": ["Zap", "Medic!"]}]}`,
			[]string{`"damage":4`, `"mode":"bot"`, `"name":"Megatron, Living Weapon"`, `"name":"Handheld Blaster"`, `"ko":true`},
			`{"players": [{"battlefield": ["Zap"], "hand": ["Optimus Prime, Autobot Leader"]}, {"battlefield": [{"card": "Megatron, Living Weapon", "damage": 14}]}]}`,
			[]string{"position players[0].battlefield[0]: Zap is an action", "position players[0].hand[0]: Optimus Prime, Autobot Leader is a character",
				"position players[1].battlefield[0].damage: is 14"}},
	} {
		t.Run(c.game, func(t *testing.T) {
			cl := newClient(t, registry(t))
			var st StateResponse
			cl.ok(must(map[string]any{"id": 1, "cmd": "new", "game": c.game, "players": c.players, "seed": 4, "position": json.RawMessage(c.position)}), &st)
			if st.Over || len(st.ToMove) != 1 {
				t.Fatalf("state after new with a position: %+v", st)
			}
			p := st.ToMove[0]
			raw := cl.raw(must(map[string]any{"cmd": "view", "player": p}))
			for _, want := range c.view {
				if !strings.Contains(raw, want) {
					t.Errorf("seat %d's view lacks %s:\n%s", p, want, raw)
				}
			}
			var legal LegalResponse
			cl.ok(must(map[string]any{"cmd": "legal", "player": p}), &legal)
			if len(legal.Options) == 0 {
				t.Fatalf("seat %d has no options", p)
			}
			cl.ok(must(map[string]any{"cmd": "apply", "player": p, "action": legal.Options[0].Code}), &st)
			var rep ReplayResponse
			cl.ok(`{"cmd":"replay"}`, &rep)
			if len(rep.Replay.Config.Position) == 0 || len(rep.Replay.Decisions) != 1 {
				t.Errorf("the replay's config %+v, %d decisions", rep.Replay.Config, len(rep.Replay.Decisions))
			}
			if _, err := rep.Replay.Run(registry(t)); err != nil {
				t.Errorf("the replay does not run: %v", err)
			}
			e := cl.fail(must(map[string]any{"cmd": "new", "game": c.game, "players": c.players, "position": json.RawMessage(c.refused)}))
			for _, want := range c.problems {
				if !strings.Contains(e.Error, want) {
					t.Errorf("error %q lacks %q", e.Error, want)
				}
			}
			// The game before the refused position stays.
			var res struct {
				Outcome engine.Outcome `json:"outcome"`
			}
			cl.ok(`{"cmd":"result"}`, &res)
		})
	}
}

// Each game's position section in docs/protocol.md names every field its
// Info.Position names, and its JSON examples are positions the game
// accepts.
func TestDocsDescribePositions(t *testing.T) {
	doc, err := os.ReadFile(docsPath)
	if err != nil {
		t.Fatal(err)
	}
	headings := map[string]string{"superbenji": "### Positions", "omnitrix": "### Omnitrix positions",
		"ben10": "### Ben 10 CCG positions", "battlecards": "### Battlecards positions", "tftcg": "### Transformers TCG positions"}
	quoted := regexp.MustCompile(`"([a-z_]+)"`)
	for _, g := range registry(t).Games() {
		info := g.Info()
		if info.Position == "" {
			continue
		}
		t.Run(info.ID, func(t *testing.T) {
			heading, ok := headings[info.ID]
			if !ok {
				t.Fatalf("%s takes positions, but this test does not know its section in docs/protocol.md", info.ID)
			}
			_, section, ok := strings.Cut(string(doc), "\n"+heading+"\n")
			if !ok {
				t.Fatalf("docs/protocol.md has no section %q", heading)
			}
			section, _, _ = strings.Cut(section, "\n## ")
			for _, m := range quoted.FindAllStringSubmatch(info.Position, -1) {
				if !strings.Contains(section, "`"+m[1]+"`") {
					t.Errorf("the section %q does not name `%s`", heading, m[1])
				}
			}
			examples := 0
			for _, block := range strings.Split(section, "```json\n")[1:] {
				block, _, _ = strings.Cut(block, "```")
				examples++
				if _, err := g.New(engine.Config{Players: info.MinPlayers, Position: json.RawMessage(block)}); err != nil {
					t.Errorf("the example position is refused: %v\n%s", err, block)
				}
			}
			if examples == 0 {
				t.Errorf("the section %q has no example position", heading)
			}
		})
	}
}
