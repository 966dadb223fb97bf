package authoring

import (
	"bytes"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"

	"omnideck/carddata"
	"omnideck/games/superbenji"
)

// baseSetTSV is the Base Set 2026 as the game publishes it.
const baseSetTSV = "../published/base-set-2026.tsv"

func importBaseSet(t *testing.T) *Import {
	t.Helper()
	data, err := os.ReadFile(baseSetTSV)
	if err != nil {
		t.Fatalf("read the published set: %v", err)
	}
	im, err := ImportTSV("base-set-2026.tsv", data)
	if err != nil {
		t.Fatalf("import the published set: %v", err)
	}
	return im
}

// tsvHeader is the published header row.
var tsvHeader = strings.Join(tsvColumns, "\t")

// tsvRow is one card row with the columns the importer reads.
func tsvRow(name, image, typeLine, text, number, rarity string) string {
	return strings.Join([]string{"1", "", "", name, image, "", "", typeLine, text, number, "BS26", rarity}, "\t")
}

func tsv(rows ...string) []byte { return []byte(tsvHeader + "\n" + strings.Join(rows, "\n") + "\n") }

// The importer reads the published set into the printed facts of the
// hand-written definitions, row for row.
func TestImportBaseSetMatchesHandWritten(t *testing.T) {
	im := importBaseSet(t)
	hand, err := superbenji.BaseSet()
	if err != nil {
		t.Fatalf("the hand-written set does not load: %v", err)
	}
	if im.Set != "BS26" || len(im.Cards) != 57 || len(hand.Cards()) != 57 {
		t.Fatalf("set %q: %d cards imported, %d hand-written; want BS26, 57 and 57", im.Set, len(im.Cards), len(hand.Cards()))
	}
	// Where the hand-written file deliberately differs from what the
	// importer reads, and why. Everything else must be equal.
	exceptions := map[string]string{
		// The printing wraps the flavour text in quotation marks, and the
		// importer keeps them, as it does for the other promos' flavour;
		// the hand-written file leaves them out on this card only.
		"BS26/PROMO-2 flavor": "the hand-written flavour drops the printed quotation marks",
	}
	used := map[string]bool{}
	for i := range im.Cards {
		got := &im.Cards[i]
		want, ok := hand.ByID(got.ID)
		if !ok {
			t.Errorf("row %d: imported id %s is not in the hand-written file", i+1, got.ID)
			continue
		}
		fields := []struct {
			name      string
			got, want any
		}{
			{"id", got.ID, want.ID},
			{"name", got.Name, want.Name},
			{"type", got.Type, want.Type},
			{"token", got.Token, want.Token},
			{"unique", got.Unique, want.Unique},
			{"speed", got.Speed, want.Speed},
			{"subtypes", got.Subtypes, want.Subtypes},
			{"actions", got.Actions.String(), want.Actions.String()},
			{"keywords", got.Keywords, want.Keywords},
			{"pilot", got.Pilot, want.Pilot},
			{"attack", intText(got.Attack), intText(want.Attack)},
			{"health", intText(got.Health), intText(want.Health)},
			{"rarity", got.Rarity, want.Rarity},
			{"same_as", got.SameAs, want.SameAs},
			{"cost", got.Cost.String(), want.Cost.String()},
			{"flavor", got.Flavor, want.Flavor},
		}
		for _, f := range fields {
			equal := reflect.DeepEqual(f.got, f.want) || isEmpty(f.got) && isEmpty(f.want)
			key := got.ID + " " + f.name
			if _, excepted := exceptions[key]; excepted {
				used[key] = true
				if equal {
					t.Errorf("%s: listed as an exception but now equal; remove the exception", key)
				}
				continue
			}
			if !equal {
				t.Errorf("row %d %s %s: imported %v, hand-written %v", i+1, got.ID, f.name, f.got, f.want)
			}
		}
		compareAbilities(t, got, want)
	}
	for key, why := range exceptions {
		if !used[key] {
			t.Errorf("exception %s (%s) was never needed", key, why)
		}
	}
	// The ids come in file order: numbers, then tokens, then promos.
	wantOrder := []string{"BS26/1", "BS26/43", "BS26/TOKEN-food", "BS26/TOKEN-medication", "BS26/PROMO-1", "BS26/PROMO-9"}
	var gotOrder []string
	for _, c := range im.Cards {
		if slices.Contains(wantOrder, c.ID) {
			gotOrder = append(gotOrder, c.ID)
		}
	}
	if !slices.Equal(gotOrder, wantOrder) {
		t.Errorf("ids in file order %v, want %v", gotOrder, wantOrder)
	}
}

// compareAbilities checks the abilities the importer writes without
// effects (those with a printed cost) against the hand-written ones: same
// name and cost, and no hand-written ability with a printed action cost is
// missing.
func compareAbilities(t *testing.T, got, want *Card) {
	t.Helper()
	for _, a := range got.Abilities {
		i := slices.IndexFunc(want.Abilities, func(b Ability) bool { return b.Name == a.Name })
		if i < 0 {
			t.Errorf("%s: imported ability %q is not hand-written", got.ID, a.Name)
			continue
		}
		b := want.Abilities[i]
		if a.Cost.Actions.String() != b.Cost.Actions.String() || a.Cost.Repeat.String() != b.Cost.Repeat.String() ||
			a.Cost.Exhaust != b.Cost.Exhaust || a.Piloted != b.Piloted {
			t.Errorf("%s ability %s: imported cost %+v piloted %v, hand-written %+v piloted %v", got.ID, a.Name, a.Cost, a.Piloted, b.Cost, b.Piloted)
		}
		if len(a.Effects) != 0 {
			t.Errorf("%s ability %s: the importer wrote effects", got.ID, a.Name)
		}
	}
	for _, b := range want.Abilities {
		if len(b.Cost.Actions)+len(b.Cost.Repeat) > 0 && !slices.ContainsFunc(got.Abilities, func(a Ability) bool { return a.Name == b.Name }) {
			t.Errorf("%s: the hand-written ability %q has a printed cost but was not imported", got.ID, b.Name)
		}
	}
}

// cardYAML is a card as YAML, to compare cards whatever nil or empty
// lists they hold.
func cardYAML(t *testing.T, c Card) string {
	t.Helper()
	data, err := yaml.Marshal(c)
	if err != nil {
		t.Fatalf("marshal %s: %v", c.ID, err)
	}
	return string(data)
}

func intText(p *int) string {
	if p == nil {
		return "none"
	}
	return strconv.Itoa(*p)
}

func isEmpty(v any) bool {
	rv := reflect.ValueOf(v)
	return !rv.IsValid() || rv.IsZero() || rv.Kind() == reflect.Slice && rv.Len() == 0
}

// The notes name every ability and effect still to define, and the
// reading of Zach's and Jack's run-together printing.
func TestImportNotes(t *testing.T) {
	im := importBaseSet(t)
	var all []string
	byID := map[string][]string{}
	for _, n := range im.Notes {
		all = append(all, n.String())
		byID[n.ID] = append(byID[n.ID], n.Message)
		if n.Line < 2 {
			t.Errorf("note %q has line %d", n, n.Line)
		}
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{
		"BS26/1 Benji, Hero of Benji Island: ability *Justice* ({H}: Deal 1 damage to any player or character) needs a definition",
		"BS26/4 Dr. Banana, Evil Mastermind: ability *Robbery* ({V} {V} {V}x: Draw 1 card per 3 {V} actions spent.) needs a definition",
		"BS26/11 Minion, Second in Command: ability *Research* ({W}: You may use",
		"BS26/13 Targeted Nuke: effect ({W} {W} {W}: Deal 5 damage to target character.) needs a definition",
		"BS26/43 Delay: effect (When an opponent plays a card from their hand",
		"BS26/15 Robbery: effect (Pick either: Draw 2 cards; Add {V}{V}{V} to your action pool) needs a definition",
		"BS26/12 The Bananabot: ability *When Piloted* (this Vehicle becomes a 6/6 Artifact Character",
		"BS26/TOKEN-food Food: text (Destroy this card: Gain 2 life.) needs a definition",
		`BS26/8 Zach, Rock Fighter: "Actions:" runs into an ability cost with no " / " between: read as actions "? +" (up to the card's type icon +) and cost "- ?"; check this reading`,
		`BS26/9 Jack, Lightning Mage: "Actions:" runs into an ability cost with no " / " between: read as actions "? -" (up to the card's type icon -) and cost "+ ?"; check this reading`,
		"BS26/8 Zach, Rock Fighter: ability *Hard as Rock* ({-} {?}: Target character gains +0/+3 until end of turn.) needs a definition",
		// A " / " inside a quoted token text does not split the part.
		`ability *Prescribe Medication* ({W} {W}: Create a Food - Medication token with this text: " / Destroy this card: Target character gains +0/+4 until end of turn.") needs a definition`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the notes lack %q", want)
		}
	}
	// Cards whose every printed fact is read need nothing, and alternate
	// arts are defined by their original.
	for _, id := range []string{"BS26/21", "BS26/28", "BS26/TOKEN-human", "BS26/TOKEN-crystal", "BS26/PROMO-2", "BS26/PROMO-4", "BS26/PROMO-7", "BS26/PROMO-8"} {
		if len(byID[id]) > 0 {
			t.Errorf("%s needs nothing, but has notes %q", id, byID[id])
		}
	}
	if n := len(byID["BS26/6"]); n != 2 {
		t.Errorf("Saber has two abilities, but %d notes", n)
	}
}

// The written card file decodes as a card file holding exactly the
// imported cards, and LoadCards rejects it only where a note says
// something still needs a definition.
func TestImportWritesACardFile(t *testing.T) {
	im := importBaseSet(t)
	var buf bytes.Buffer
	if err := im.WriteYAML(&buf); err != nil {
		t.Fatal(err)
	}
	f, err := carddata.Decode[Card]("imported.yaml", buf.Bytes(), "superbenji")
	if err != nil {
		t.Fatalf("the written file does not decode: %v\n%s", err, buf.String())
	}
	if f.Set != "BS26" || len(f.Cards) != len(im.Cards) {
		t.Fatalf("decoded set %q with %d cards, want BS26 with %d", f.Set, len(f.Cards), len(im.Cards))
	}
	// cardAt is the id of the card a line of the file is part of.
	type start struct {
		line int
		id   string
	}
	var starts []start
	cardAt := func(line int) string {
		id := ""
		for _, s := range starts {
			if s.line <= line {
				id = s.id
			}
		}
		return id
	}
	for i, e := range f.Cards {
		starts = append(starts, start{e.Line, e.Card.ID})
		if got, want := cardYAML(t, e.Card), cardYAML(t, im.Cards[i]); got != want {
			t.Errorf("card %d reads back as\n%s\nnot\n%s", i, got, want)
		}
	}
	for _, want := range []string{"game: superbenji\n", "set: BS26\n", "    subtypes: [Human, Hero]\n", "        cost: {actions: \"H\"}\n", "#   line 2: BS26/1 Benji"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("the file lacks %q", want)
		}
	}
	noted := map[string]bool{}
	for _, n := range im.Notes {
		noted[n.ID] = true
	}
	_, err = superbenji.LoadCards("imported.yaml", buf.Bytes())
	if err == nil {
		t.Fatal("the imported file loads, though its abilities have no effects")
	}
	problem := regexp.MustCompile(`^imported\.yaml:(\d+):\d+: (.*)$`)
	for _, line := range strings.Split(err.Error(), "\n") {
		m := problem.FindStringSubmatch(line)
		if m == nil {
			t.Errorf("LoadCards problem %q has no line", line)
			continue
		}
		n, _ := strconv.Atoi(m[1])
		id := cardAt(n)
		if !noted[id] {
			t.Errorf("LoadCards rejects %s, which has no note: %s", id, m[2])
		}
		if !strings.Contains(m[2], "needs effects") {
			t.Errorf("LoadCards rejects %s for something other than a missing definition: %s", id, m[2])
		}
	}
}

// Tools import through engine.CardImporter: the same card file, with the
// notes placed at their lines.
func TestImportCardsForTools(t *testing.T) {
	im := importBaseSet(t)
	var want bytes.Buffer
	if err := im.WriteYAML(&want); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(baseSetTSV)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Game()
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	res, err := g.ImportCards("base-set-2026.tsv", data, &got)
	if err != nil || res.Cards != 57 || len(res.Notes) != len(im.Notes) || got.String() != want.String() {
		t.Fatalf("ImportCards: %v, %d cards, %d notes", err, res.Cards, len(res.Notes))
	}
	if first := res.Notes[0]; first != fmt.Sprintf("base-set-2026.tsv:%d: %s", im.Notes[0].Line, im.Notes[0]) {
		t.Errorf("first note %q", first)
	}
	got.Reset()
	if _, err := g.ImportCards("bad.tsv", []byte("Copies\tcardname\n"), &got); err == nil || got.Len() != 0 || !strings.Contains(err.Error(), "bad.tsv:1:") {
		t.Errorf("a bad file: %v, wrote %d bytes", err, got.Len())
	}
	if g.CardImportSource() == "" {
		t.Error("no words for the source")
	}
}

// Small rows show each parsing rule.
func TestImportParsingRules(t *testing.T) {
	data := tsv(
		tsvRow("Rider", "HAction.png", "Unique Character Duo - Human Hero", "Actions: {icons/HAction.png} {icons/WildAction.png} / Flying, speed / *Ride* - Do a thing. 2/5---*\"Hi\"* - Rider", "1", "Rare"),
		tsvRow("Quick", "actionLogo.png", "Action - Fast", "Actions: {icons/VAction.png} / {icons/PlusAction.png}{icons/MinusAction.png}: Deal 1 damage.", "2", ""),
		tsvRow("Box", "artifactLogo.png", "Artifact Vehicle Item - Robot", "Pilot 2 / When piloted, do it.", "3", "Common"),
		tsvRow("Snack", "WildAction.png", "Token - Food", "Destroy this card: Gain 2 life.", "TOKEN", "TOKEN"),
		tsvRow("Pet Dog", "WildAction.png", "Token Character - Dog", "Lethal / 1/2 / ", "TOKEN", "TOKEN"),
		tsvRow("Pick", "actionLogo.png", "Unique Action - Slow", "Choose one:<ul><li>Draw 2 cards</li><li>Gain {icons/QuestionAction.png}</li></ul>", "PROMO", "Special"),
		tsvRow("rider", "HAction.png", "Unique Character Duo - Human Hero", "Actions: {icons/HAction.png} {icons/WildAction.png} / Flying, speed / *Ride* - Do a thing. 2/5", "PROMO", "Special"),
		tsvRow("Talker", "QuestionAction.png", "Character - Human", `"""Says hi / loudly"" / 0/1"`, "4", ""),
	)
	im, err := ImportTSV("rules.tsv", data)
	if err != nil {
		t.Fatal(err)
	}
	two, five, one, zero := 2, 5, 1, 0
	want := []Card{
		{ID: "BS26/1", Name: "Rider", Type: "character", Unique: true, Subtypes: []string{"Duo", "Human", "Hero"}, Actions: Symbols{Hero, Wild},
			Keywords: []string{"flying", "speed"}, Attack: &two, Health: &five, Rarity: "Rare",
			Text: "Flying, speed / *Ride* - Do a thing.", Flavor: `"Hi" - Rider`},
		{ID: "BS26/2", Name: "Quick", Type: "action", Speed: "fast", Actions: Symbols{Villain}, Cost: Symbols{Plus, Minus}, Text: "{+}{-}: Deal 1 damage."},
		{ID: "BS26/3", Name: "Box", Type: "artifact", Subtypes: []string{"Vehicle", "Item", "Robot"}, Pilot: 2,
			Abilities: []Ability{{Name: "When Piloted", Piloted: true}}, Rarity: "Common", Text: "Pilot 2 / When piloted, do it."},
		{ID: "BS26/TOKEN-snack", Name: "Snack", Type: "artifact", Token: true, Subtypes: []string{"Food"}, Text: "Destroy this card: Gain 2 life."},
		{ID: "BS26/TOKEN-pet-dog", Name: "Pet Dog", Type: "character", Token: true, Subtypes: []string{"Dog"}, Keywords: []string{"lethal"}, Attack: &one, Health: &two, Text: "Lethal"},
		{ID: "BS26/PROMO-1", Name: "Pick", Type: "action", Unique: true, Speed: "slow", Rarity: "Special", Text: "Choose one: Draw 2 cards; Gain {?}"},
		{ID: "BS26/PROMO-2", Name: "rider", Type: "character", SameAs: "BS26/1", Rarity: "Special", Text: "Flying, speed / *Ride* - Do a thing."},
		{ID: "BS26/4", Name: "Talker", Type: "character", Subtypes: []string{"Human"}, Attack: &zero, Health: &one, Text: `"Says hi / loudly"`},
	}
	if len(im.Cards) != len(want) {
		t.Fatalf("%d cards, want %d", len(im.Cards), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(im.Cards[i], want[i]) {
			t.Errorf("row %d:\n got %+v\nwant %+v", i+2, im.Cards[i], want[i])
		}
	}
	var notes []string
	for _, n := range im.Notes {
		notes = append(notes, n.String())
	}
	wantNotes := []string{
		"BS26/1 Rider: ability *Ride* (Do a thing.) needs a definition",
		"BS26/2 Quick: effect ({+}{-}: Deal 1 damage.) needs a definition",
		"BS26/3 Box: ability *When Piloted* (do it.) needs a definition",
		"BS26/TOKEN-snack Snack: text (Destroy this card: Gain 2 life.) needs a definition",
		"BS26/PROMO-1 Pick: effect (Choose one: Draw 2 cards; Gain {?}) needs a definition",
		`BS26/4 Talker: text ("Says hi / loudly") needs a definition`,
	}
	if !slices.Equal(notes, wantNotes) {
		t.Errorf("notes:\n%s\nwant:\n%s", strings.Join(notes, "\n"), strings.Join(wantNotes, "\n"))
	}
}

// An alternate art that prints other facts than its original is flagged.
func TestImportAlternateArtThatDiffers(t *testing.T) {
	im, err := ImportTSV("alt.tsv", tsv(
		tsvRow("Rock", "WildAction.png", "Character - Rock", "1/1", "1", ""),
		tsvRow("Rock", "WildAction.png", "Character - Rock", "Lethal / 2/1", "PROMO", "Special"),
	))
	if err != nil {
		t.Fatal(err)
	}
	if len(im.Notes) != 1 || !strings.Contains(im.Notes[0].String(), "BS26/PROMO-1 Rock: an alternate art of BS26/1 (same_as), but its keywords, attack/health, card text differs") {
		t.Errorf("notes %v", im.Notes)
	}
	if c := im.Cards[1]; c.SameAs != "BS26/1" || c.Attack != nil || c.Keywords != nil {
		t.Errorf("alternate art %+v", c)
	}
}

// Every problem is reported at once, each with the file and line.
func TestImportReportsEveryProblem(t *testing.T) {
	data, err := os.ReadFile(baseSetTSV)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	lines[0] = strings.Replace(lines[0], "cardtext", "card text", 1)                                        // wrong header
	lines[1] = strings.Replace(lines[1], "\tBenji.png", "", 1)                                              // a missing column
	lines[2] = strings.Replace(lines[2], "icons/PlusAction.png", "icons/StarAction.png", 1)                 // an unknown icon
	lines[3] = strings.Replace(lines[3], "/ 3/4\t", "/ 3/x\t", 1)                                           // unreadable attack/health
	lines[4] = strings.Replace(lines[4], "Unique Character - Banana Villain", "Unique Banana - Villain", 1) // no card type
	lines[13] = strings.Replace(lines[13], "Action - Fast", "Action - Quick", 1)                            // an action without speed
	lines[14] = strings.Replace(lines[14], "\t14\t", "\t14b\t", 1)                                          // a bad card number
	lines[15] = strings.Replace(lines[15], "\t15\t", "\t2\t", 1)                                            // a duplicate id
	lines[27] = strings.Replace(lines[27], "/ 2/1", "", 1)                                                  // a character without attack/health
	_, err = ImportTSV("bad.tsv", []byte(strings.Join(lines, "\n")))
	if err == nil {
		t.Fatal("the broken file imports")
	}
	msg := err.Error()
	for _, want := range []string{
		"bad.tsv:1: header column 9 is \"card text\", expected \"cardtext\"",
		"bad.tsv:2: 11 columns, expected 12",
		"bad.tsv:3: unknown icon {icons/StarAction.png}",
		"bad.tsv:4: Attack/Health \"3/x\" is not two whole numbers",
		"bad.tsv:5: type line \"Unique Banana - Villain\" names no card type",
		"bad.tsv:14: type line \"Action - Quick\": an action says Fast or Slow",
		"bad.tsv:15: card number \"14b\" is not a number, TOKEN or PROMO",
		"bad.tsv:16: id BS26/2 is already used on line 3",
		"bad.tsv:28: a character needs Attack/Health",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error lacks %q:\n%s", want, msg)
		}
	}
	if n := strings.Count(msg, "\nbad.tsv:"); n != 9 {
		t.Errorf("%d problems reported, want 9:\n%s", n, msg)
	}
}

func TestImportRejectsBadFiles(t *testing.T) {
	cases := []struct {
		name string
		data string
		want string
	}{
		{"empty", "", "f.tsv:1: the file is empty"},
		{"header only", tsvHeader + "\n", "f.tsv:2: the file has a header but no cards"},
		{"short header", "Copies\tcardname\n", "f.tsv:1: the header has 2 columns, expected the 12 columns"},
		{"unclosed quote", string(tsv(tsvRow("A", "", "Location - City", `"open`, "1", ""))), "f.tsv:2: a quoted field (column 9) is not closed"},
		{"unclosed icon", string(tsv(tsvRow("A", "", "Location - City", "Add {icons/HAction.png", "1", ""))), "f.tsv:2: an icon is not closed"},
		{"two card types", string(tsv(tsvRow("A", "", "Location Action - Slow", "Hi", "1", ""))), "names two card types"},
		{"token action", string(tsv(tsvRow("A", "", "Token Action - Slow", "Hi", "TOKEN", ""))), "an action card cannot be a token"},
		{"attack on a location", string(tsv(tsvRow("A", "", "Location - City", "Hi / 2/2", "1", ""))), `"2/2": only characters have Attack/Health`},
		{"huge attack", string(tsv(tsvRow("A", "", "Character - X", "99999999999999999999/1", "1", ""))), "is not two whole numbers up to 999"},
		{"no name", string(tsv(tsvRow("", "", "Location - City", "Hi", "1", ""))), "the card has no name"},
		{"two sets", string(tsv(tsvRow("A", "", "Location - City", "Hi", "1", ""), strings.Replace(tsvRow("B", "", "Location - City", "Hi", "2", ""), "BS26", "XY", 1))), `set "XY": a card file holds one set`},
		{"actions and text", string(tsv(tsvRow("A", "", "Artifact - Gem", "Actions: {icons/HAction.png} and more", "1", ""))), `after "Actions:" come only action symbols`},
		{"run-on without the type icon", string(tsv(tsvRow("A", "VAction.png", "Character - X", "Actions: {icons/HAction.png} {icons/HAction.png}: *Go* - Go. 1/1", "1", ""))), "does not show where the actions end"},
		{"alternate of another type", string(tsv(tsvRow("A", "", "Location - City", "Hi", "1", ""), tsvRow("A", "", "Artifact - City", "Hi", "PROMO", ""))), "an alternate art has the same type"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			im, err := ImportTSV("f.tsv", []byte(c.data))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err %v, want %q", err, c.want)
			}
			if im != nil {
				t.Error("an import with problems returned cards")
			}
		})
	}
}

// FuzzImportTSV: the importer never panics, and whatever it accepts it
// writes as a card file that reads back as the same cards.
func FuzzImportTSV(f *testing.F) {
	if data, err := os.ReadFile(baseSetTSV); err == nil {
		f.Add(data)
	}
	f.Add(tsv(tsvRow("A", "PlusAction.png", "Unique Character - X", "Actions: {icons/QuestionAction.png} {icons/PlusAction.png} {icons/MinusAction.png}: *Go* - Go. 3/4", "1", "")))
	f.Add(tsv(tsvRow("A", "", "Token Food - Y", `"a "" / b" / Destroy this card: x`, "TOKEN", "TOKEN")))
	f.Add(tsv(tsvRow("A", "", "Action - Slow", "Pick:<ul><li>a</li></ul>---*b*", "PROMO", "")))
	f.Add([]byte("\"\t\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		im, err := ImportTSV("fuzz.tsv", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "import fuzz.tsv:\nfuzz.tsv:") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := im.WriteYAML(&buf); err != nil {
			t.Fatalf("write: %v", err)
		}
		file, err := carddata.Decode[Card]("fuzz.yaml", buf.Bytes(), "superbenji")
		if err != nil {
			t.Fatalf("the written file does not decode: %v\n%s", err, buf.String())
		}
		if len(file.Cards) != len(im.Cards) || file.Set != im.Set {
			t.Fatalf("read back %d cards of set %q, wrote %d of %q", len(file.Cards), file.Set, len(im.Cards), im.Set)
		}
		for i, e := range file.Cards {
			if got, want := cardYAML(t, e.Card), cardYAML(t, im.Cards[i]); got != want {
				t.Fatalf("card %d reads back as\n%s\nnot\n%s\nfile:\n%s", i, got, want, buf.String())
			}
		}
	})
}
