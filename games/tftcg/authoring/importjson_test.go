package authoring

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/games/tftcg"
)

// publishedData is the community card data the built-in card file is made
// from, kept with its licence.
const publishedData = "../data/published"

// publishedFiles are the files of the published data, in the order the
// built-in card file was made from.
var publishedFiles = []string{"characters.json", "battle-cards.json", "combiner-forms.json"}

// readPublished reads the published data.
func readPublished(t *testing.T) []engine.CardSource {
	t.Helper()
	var files []engine.CardSource
	for _, name := range publishedFiles {
		data, err := os.ReadFile(filepath.Join(publishedData, name))
		if err != nil {
			t.Fatalf("read %s: %v", name, err)
		}
		files = append(files, engine.CardSource{Name: name, Data: data})
	}
	return files
}

// Importing the published data again gives the built-in card file, byte
// for byte: games/tftcg/data/cards.yaml is made by
//
//	omnideck cards import tftcg characters.json battle-cards.json combiner-forms.json --out games/tftcg/data/cards.yaml
func TestBuiltinCardsAreTheImport(t *testing.T) {
	files := readPublished(t)
	var out bytes.Buffer
	res, err := Tools{}.ImportCardFiles(files, &out)
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	committed, err := os.ReadFile("../data/cards.yaml")
	if err != nil {
		t.Fatalf("read the built-in card file: %v", err)
	}
	if !bytes.Equal(out.Bytes(), committed) {
		t.Fatalf("games/tftcg/data/cards.yaml is not the import of the published data: regenerate it (see this test's comment)")
	}
	set, err := tftcg.LoadCards("cards.yaml", out.Bytes())
	if err != nil {
		t.Fatalf("the import does not load: %v", err)
	}
	if res.Cards != len(set.Cards()) {
		t.Errorf("the import reports %d cards, the file holds %d", res.Cards, len(set.Cards()))
	}
}

// Every printed fact of a card reaches the card file: Optimus Prime of
// the Autobot Starter Set and a Wave 1 Upgrade, field by field.
func TestImportKeepsPrintedFacts(t *testing.T) {
	im, err := ImportJSON(readPublished(t))
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	byID := map[string]tftcg.Card{}
	for _, c := range im.Cards {
		byID[c.ID] = c
	}
	op := byID["W1S/T03"]
	if op.FullName() != "Optimus Prime, Autobot Leader" || op.Faction != tftcg.FactionAutobot || op.Stars != 7 || op.Health != 10 ||
		op.Set != "Wave 1S" || op.Number != "T03/T04" || len(op.Modes) != 2 || op.Modes[0].Mode != tftcg.ModeAlt ||
		op.Modes[0].Attack != 3 || op.Modes[0].Defense != 2 || op.Modes[1].Attack != 3 || op.Modes[1].Defense != 2 {
		t.Errorf("Optimus Prime, Autobot Leader: %+v", op)
	}
	// A mode whose text is only a keyword has it as a fact, and needs no
	// definition.
	if op.Modes[1].Bold != 1 || op.Modes[1].Text == "" {
		t.Errorf("Optimus Prime's bot mode (Bold 1): %+v", op.Modes[1])
	}
	for _, n := range im.Notes {
		if n.ID == "W1S/T03" && strings.Contains(n.Message, "bot mode (Bold 1") {
			t.Errorf("a keyword mode is noted as needing a definition: %s", n)
		}
	}
	hb := byID["W1/034"]
	if hb.Name != "Handheld Blaster" || hb.Type != tftcg.TypeUpgrade || hb.Subtype != tftcg.SubWeapon ||
		strings.Join(hb.Icons, " ") != "blue blue" || hb.Rarity == "" || len(hb.Reprints) != 1 || hb.Reprints[0].Set != "Wave 2" {
		t.Errorf("Handheld Blaster: %+v", hb)
	}
	if len(im.Cards) < 500 {
		t.Errorf("%d cards imported, want every card of the data", len(im.Cards))
	}
}

// The import says, card by card, what still needs a definition: each
// mode's and each battle card's text that the files of data/abilities do
// not define.
func TestImportNotesWhatNeedsDefinition(t *testing.T) {
	im, err := ImportJSON(readPublished(t))
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	want := map[string]bool{
		"W3C/T03 Sergeant Overdrive, Special Ops • Strategist: the data": false,
	}
	for _, n := range im.Notes {
		for w := range want {
			if strings.HasPrefix(n.String(), w) {
				want[w] = true
			}
		}
	}
	for w, ok := range want {
		if !ok {
			t.Errorf("no note starts %q", w)
		}
	}
	// Every text of Wave 1, Wave 2 and the starter sets is defined, and
	// the combined forms of Wave 2's characters: no note asks for one. A
	// character whose number another has (W2/T14-2) is looked up by its
	// own id.
	for _, n := range im.Notes {
		if strings.HasSuffix(n.Message, needsDefinition) && waveDone(n.ID) {
			t.Errorf("a text of a wave done is noted as needing a definition: %s", n)
		}
	}
	// Arcee's modes and Plasma Burst are defined in data/abilities: no
	// note asks for them.
	for _, n := range im.Notes {
		if strings.HasPrefix(n.String(), "W1/T01 Arcee, Skilled Fighter:") || strings.HasPrefix(n.String(), "W1/054 Plasma Burst: text") {
			t.Errorf("a defined mode is noted as needing a definition: %s", n)
		}
	}
}

// A card whose printed text has no definition is noted, mode by mode,
// with its text: a character of a set the game does not know yet.
func TestImportNotesATextWithoutDefinition(t *testing.T) {
	chars := []byte(`[{"name": "Nobody", "subtitle": "Test Pilot", "stars": 5, "faction": "Autobots", "set": "Wave 1", "number": "T99/T40",
  "text": "Alt Mode:\nWhen you flip to this mode > Draw a card.\n\nBot Mode:\nBold 2",
  "health": 9, "alt_attack": 1, "bot_attack": 2, "alt_defense": 1, "bot_defense": 1, "alt_traits": ["Car"], "traits": ["Ranged"]}]`)
	im, err := ImportJSON([]engine.CardSource{{Name: "characters.json", Data: chars}})
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	found := false
	for _, n := range im.Notes {
		if strings.HasPrefix(n.String(), "W1/T99 Nobody, Test Pilot: alt mode (When you flip to this mode > Draw a card.)") &&
			strings.HasSuffix(n.Message, needsDefinition) {
			found = true
		}
		if strings.HasPrefix(n.String(), "W1/T99 Nobody, Test Pilot: bot mode") && strings.HasSuffix(n.Message, needsDefinition) {
			t.Errorf("a mode whose text is only a keyword is noted as needing a definition: %s", n)
		}
	}
	if !found {
		t.Errorf("no note asks for the alt mode's definition; notes: %v", im.Notes)
	}
}

// A broken file is refused with every problem of every file, each with
// its file and line, and nothing is written.
func TestImportReportsEveryProblem(t *testing.T) {
	chars := []byte(`[
 {"name": "Arcee", "subtitle": "Skilled Fighter", "faction": "Autobots", "set": "Wave 1", "number": "T01/T40",
  "stars": 5, "health": "nine", "alt_attack": 2, "alt_defense": 1},
 {"name": "Nobody", "subtitle": "Nowhere", "faction": "Minicons", "set": "Wave 1", "number": "T99/T40",
  "stars": 1, "health": 3, "alt_attack": 1}
]`)
	battle := []byte(`[
 {"name": "Blaster", "type": "Gadget", "set": "Wave 1", "number": "001/081", "faction": "Autobots", "stars": 0, "colour": "red"}
]`)
	var out bytes.Buffer
	_, err := Tools{}.ImportCardFiles([]engine.CardSource{{Name: "characters.json", Data: chars}, {Name: "battle-cards.json", Data: battle}}, &out)
	if err == nil {
		t.Fatal("a broken import was accepted")
	}
	for _, want := range []string{
		"characters.json:2: field health is not a number",
		"characters.json:4: faction \"Minicons\" is not Autobots, Decepticons or Mercenaries",
		"characters.json:4: Nobody: alt mode gives only one of alt_attack and alt_defense",
		"battle-cards.json:2: a battle card has no field \"colour\"",
		"battle-cards.json:2: type \"Gadget\" is not Action or Upgrade",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%v", want, err)
		}
	}
	if out.Len() != 0 {
		t.Errorf("a refused import wrote %d bytes", out.Len())
	}
	for _, bad := range [][]byte{[]byte("{}"), []byte("\xff\xfe"), []byte(`[{"name": 1}`), nil} {
		if _, err := ImportJSON([]engine.CardSource{{Name: "x.json", Data: bad}}); err == nil || !strings.Contains(err.Error(), "x.json:") {
			t.Errorf("import of %q: %v, want an error naming x.json and a line", bad, err)
		}
	}
}

// The importer never panics, and what it accepts loads as a card file.
func FuzzImportJSON(f *testing.F) {
	f.Add([]byte(`[{"name": "Arcee", "subtitle": "Skilled Fighter", "faction": "Autobots", "set": "Wave 1", "number": "T01/T40", "stars": 5, "health": 9, "alt_attack": 2, "alt_defense": 1, "bot_attack": 1, "bot_defense": 1, "text": "Alt Mode:\nDraw.\nBot Mode:\nScrap."}]`))
	f.Add([]byte(`[{"name": "Blaster", "type": "Upgrade", "subtype": "Weapon", "battle_icons": ["orange", "black"], "attack_bonus": 1, "set": "Wave 1", "number": "001/081", "faction": "Mercenaries", "stars": 0, "text": "x"}]`))
	f.Add([]byte(`[{"name": "Form", "subtitle": "X", "faction": "Decepticons", "stars": 9, "health": 20, "attack": 3, "defense": 2, "component_bots": ["A, B"]}]`))
	f.Add([]byte(`[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var out bytes.Buffer
		if _, err := (Tools{}).ImportCardFiles([]engine.CardSource{{Name: "fuzz.json", Data: data}}, &out); err != nil {
			return
		}
		if _, err := tftcg.LoadCards("fuzz.yaml", out.Bytes()); err != nil {
			t.Fatalf("an accepted import does not load: %v\n%s", err, out.String())
		}
	})
}

// waveDone reports whether the card of id is of a set whose text is all
// defined: Wave 1, Wave 2, their starter sets, and the combined forms of
// Wave 2 (Superion, Volcanicus, Predaking, Optimus Maximus, Menasor,
// Dreadwing).
func waveDone(id string) bool {
	set, _, _ := strings.Cut(id, "/")
	switch set {
	case "W1", "W1S", "W2", "W2S":
		return true
	case "CF":
		switch id {
		case "CF/superion", "CF/volcanicus", "CF/predaking", "CF/optimus-maximus", "CF/menasor", "CF/dreadwing":
			return true
		}
	}
	return false
}
