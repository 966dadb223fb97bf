package superbenji

import (
	"fmt"
	"strings"
	"testing"

	"omnideck/carddata/carddatatest"
)

func TestBaseSetLoads(t *testing.T) {
	cs, err := BaseSet()
	if err != nil {
		t.Fatal(err)
	}
	if got := len(cs.Cards()); got != 57 {
		t.Errorf("%d cards, want the 57 rows of the set", got)
	}
	counts := map[string]int{}
	for _, c := range cs.Cards() {
		switch {
		case c.SameAs != "":
			counts["alternate"]++
		case c.Token:
			counts["token"]++
		default:
			counts[c.Type]++
		}
	}
	want := map[string]int{"character": 29, "artifact": 3, "location": 3, "action": 14, "token": 5, "alternate": 3}
	for k, n := range want {
		if counts[k] != n {
			t.Errorf("%d %s cards, want %d (all: %v)", counts[k], k, n, counts)
		}
	}
}

func TestLookupsAndAlternateArts(t *testing.T) {
	cs, err := BaseSet()
	if err != nil {
		t.Fatal(err)
	}
	nuke, ok := cs.ByID("bs26/13")
	if !ok || nuke.Name != "Targeted Nuke" || nuke.Speed != "fast" || nuke.Cost.String() != "W W W" {
		t.Errorf("BS26/13 is %+v", nuke)
	}
	if c, ok := cs.ByName("targeted nuke"); !ok || c != nuke {
		t.Errorf("by name: %v %v", c, ok)
	}
	promo, _ := cs.ByID("BS26/PROMO-8")
	if def := cs.Definition(promo); def.ID != "BS26/3" || len(def.Abilities) != 1 || def.Abilities[0].Name != "Fireball" {
		t.Errorf("the Jordan promo plays as %+v", def)
	}
	if c, _ := cs.ByName("Jordan, Fire Master"); c.ID != "BS26/3" {
		t.Errorf("the name finds %s, not the original", c.ID)
	}
	if BasicName("Benji, Political Leader") != "Benji" || BasicName("Targeted Nuke") != "Targeted Nuke" {
		t.Error("BasicName is wrong")
	}
}

func TestSymbolsAndShorthands(t *testing.T) {
	cs, _ := BaseSet()
	drb, _ := cs.ByName("Dr. Banana, Evil Mastermind")
	if drb.Actions.String() != "V V ?" || drb.Abilities[0].Cost.Repeat.String() != "V V V" || drb.Abilities[0].Effects[0].Params.(*Draw).Amount.Of != "x" {
		t.Errorf("Dr. Banana reads as %+v", drb)
	}
	benji, _ := cs.ByID("BS26/1")
	justice := benji.Abilities[0].Effects[0].Params.(*Damage)
	if to := justice.To; to.Target != "any" || justice.Amount.N != 1 {
		t.Errorf("Justice reads as %+v", benji.Abilities[0])
	}
	for _, s := range []string{"H", "v", "+", "-", "?", "W", "●", "Wild", "misc"} {
		if _, err := ParseSymbol(s); err != nil {
			t.Errorf("ParseSymbol(%q): %v", s, err)
		}
	}
	if _, err := ParseSymbol("X"); err == nil {
		t.Error("X was read as a symbol")
	}
}

func TestCardFileProblemsAreAllReported(t *testing.T) {
	head := "game: superbenji\nset: T\ncards:\n"
	cases := []struct {
		name, body string
		want       []string
	}{
		{"missing id", "  - {name: A, type: character, attack: 1, health: 1}\n", []string{"t.yaml:4:5: a card needs an id"}},
		{"duplicate id", "  - {id: T/1, name: A, type: character, attack: 1, health: 1}\n  - {id: T/1, name: B, type: character, attack: 1, health: 1}\n",
			[]string{"t.yaml:5:10: T/1: the id is already used on line 4"}},
		{"bad type", "  - {id: T/1, name: A, type: creature}\n", []string{`t.yaml:4:30: A: type "creature" is not character`}},
		{"character without stats", "  - {id: T/1, name: A, type: character}\n", []string{"t.yaml:4:5: A: a character needs attack and health"}},
		{"action without speed", "  - id: T/1\n    name: A\n    type: action\n    effects: [{draw: {amount: 1}}]\n", []string{"t.yaml:4:5: A: an action card needs speed"}},
		{"bad keyword", "  - {id: T/1, name: A, type: character, attack: 1, health: 1, keywords: [trample]}\n", []string{`keyword "trample" is not flying`}},
		{"bad symbol", "  - {id: T/1, name: A, type: character, attack: 1, health: 1, actions: H Q}\n", []string{"t.yaml:4:", `"Q" is not an action type`}},
		{"two verbs", "  - id: T/1\n    name: A\n    type: action\n    speed: slow\n    effects: [{draw: {amount: 1}, damage: {amount: 1, to: any}}]\n",
			[]string{"t.yaml:8:15: A: effect 1: an effect is one verb", "has 2"}},
		{"unknown verb", "  - id: T/1\n    name: A\n    type: action\n    speed: slow\n    effects: [{explode: {amount: 1}}]\n", []string{`unknown field "explode"`}},
		{"bad target", "  - id: T/1\n    name: A\n    type: action\n    speed: slow\n    effects: [{damage: {amount: 1, to: {target: deck}}}]\n",
			[]string{`target "deck" is not character, player or any`}},
		{"bad amount", "  - id: T/1\n    name: A\n    type: action\n    speed: slow\n    effects: [{draw: {amount: lots}}]\n", []string{`amount "lots"`}},
		{"unknown token", "  - id: T/1\n    name: A\n    type: action\n    speed: slow\n    effects: [{create_token: {token: T/9}}]\n",
			[]string{`"T/9" is not the id of a token card`}},
		{"bad trigger", "  - id: T/1\n    name: A\n    type: character\n    attack: 1\n    health: 1\n    triggers: [{on: sunrise, effects: [{draw: {amount: 1}}]}]\n",
			[]string{`on "sunrise" is not one of`}},
		{"bad alternate", "  - {id: T/1, name: A, type: character, attack: 1, health: 1}\n  - {id: T/2, name: B, type: character, same_as: T/1}\n",
			[]string{"t.yaml:5:5: B: an alternate art has the name and type of A (T/1)"}},
		{"same name twice", "  - {id: T/1, name: A, type: character, attack: 1, health: 1}\n  - {id: T/2, name: a, type: character, attack: 1, health: 1}\n",
			[]string{`t.yaml:5:21: T/2: "a" is already the name of T/1`}},
		{"several at once", "  - {id: T/1, name: A, type: character}\n  - {id: T/2, name: B, type: location, attack: 1, health: 2}\n",
			[]string{"t.yaml:4:5: A: a character needs attack and health", "t.yaml:5:48: B: only characters have attack and health"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := LoadCards("t.yaml", []byte(head+c.body))
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\ndoes not say %q", err, w)
				}
			}
		})
	}
}

func FuzzLoadCards(f *testing.F) {
	carddatatest.FuzzLoad(f, LoadCards, func(t *testing.T, cs *CardSet) {
		carddatatest.EveryCardFound(t, cs.Cards(), func(c *Card) (string, string) { return c.ID, c.Name }, cs.ByID)
	},
		[]byte(baseSet),
		[]byte("game: superbenji\ncards:\n  - {id: T/1, name: A, type: action, speed: fast, effects: [{damage: {amount: x, to: self}}]}\n"),
		[]byte("game: superbenji\ncards:\n  - {id: T/1, name: A, type: character, attack: 1, health: 1, actions: \"H ? W\"}\n"),
	)
}

// A card with more activated abilities than a card may have is refused
// when its file is checked, with the number, not played into a panic.
func TestTooManyAbilitiesRefused(t *testing.T) {
	ability := "      - name: A%d\n        cost: {actions: [H]}\n        effects:\n          - draw: {n: 1}\n"
	var b strings.Builder
	b.WriteString("game: superbenji\nset: T\ncards:\n  - id: T/1\n    name: Many\n    type: character\n    attack: 1\n    health: 1\n    abilities:\n")
	for i := range 5 {
		fmt.Fprintf(&b, ability, i+1)
	}
	_, err := LoadCards("many.yaml", []byte(b.String()))
	if err == nil || !strings.Contains(err.Error(), "5 abilities: a card has at most 4") {
		t.Fatalf("a card with 5 abilities: %v", err)
	}
}
