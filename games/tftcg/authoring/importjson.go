package authoring

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/games/tftcg"
)

// The fields of each published file (games/tftcg/data/published/
// README.md).
var (
	characterFields = []string{"name", "subtitle", "faction", "set", "number", "rarity", "stars", "health",
		"alt_attack", "alt_defense", "bot_attack", "bot_defense", "alt2_attack", "alt2_defense",
		"alt_traits", "traits", "tribe", "combiner_mode", "text"}
	battleFields = []string{"name", "type", "subtype", "battle_icons", "attack_bonus", "defense_bonus", "stars",
		"faction", "set", "number", "rarity", "combiners", "text"}
	formFields = []string{"name", "subtitle", "faction", "stars", "health", "attack", "defense", "traits", "tribe",
		"type", "component_bots", "enigma_card", "text"}
)

// Import is what [ImportJSON] read from the published card data: every
// printed fact of every card, and notes on what still needs a definition
// (each card's text, as abilities) or a check (readings of the data).
type Import struct {
	// Sources are the names of the files read.
	Sources []string
	// Cards are the characters, then the battle cards, then the combined
	// forms, each in set and number order.
	Cards []tftcg.Card
	// Notes say, card by card, which text still needs a definition and
	// which readings of the data to check.
	Notes []Note
}

// Note is one thing a designer still has to do or check for a card.
type Note struct {
	// File and Line place the card's record.
	File string
	Line int
	ID   string
	Name string
	// Message is what to do or check.
	Message string
}

// String is "W1S/T03 Optimus Prime, Autobot Leader: message".
func (n Note) String() string { return fmt.Sprintf("%s %s: %s", n.ID, n.Name, n.Message) }

// importer is one import on its way.
type importer struct {
	im    *Import
	p     map[string]*carddata.Problems
	order []string
	// kinds of cards read, each with its record.
	chars, battle, forms []entry
	// formOf maps a character's full name to the combined form that
	// lists it, when the forms were given.
	formOf map[string]string
	// skipped are the notes of records left out of the card file.
	skipped []Note
	// defined are the modes whose text the built-in abilities define
	// (tftcg.DefinedModes): they need no definition.
	defined map[string]bool
}

// entry is one card read, with its record and notes.
type entry struct {
	card  tftcg.Card
	rec   *record
	notes []string
	// combiner is the character's combiner_mode record ids, to name.
	combiner []string
	// key orders the cards: the set's rank, then the number.
	set, num string
}

// ImportJSON reads the published card data, any of characters.json,
// battle-cards.json and combiner-forms.json in any order (each file is
// known by its fields), and returns the cards' printed facts. When any
// record cannot be read, the error lists every problem of every file, each
// as "file:line: message", and no cards are returned.
func ImportJSON(files []engine.CardSource) (*Import, error) {
	in := &importer{im: &Import{}, p: map[string]*carddata.Problems{}, formOf: map[string]string{}}
	defined, err := tftcg.DefinedModes()
	if err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	in.defined = defined
	if len(files) == 0 {
		return nil, fmt.Errorf("import: no files given: give characters.json, battle-cards.json and combiner-forms.json")
	}
	for _, f := range files {
		in.im.Sources = append(in.im.Sources, f.Name)
		p := in.problems(f.Name)
		recs := readRecords(f.Name, f.Data, p)
		if len(recs) == 0 {
			if len(in.lines(f.Name)) == 0 {
				p.Addf(1, "the file lists no cards")
			}
			continue
		}
		switch kindOf(recs) {
		case "forms":
			for _, r := range recs {
				in.form(r)
			}
		case "characters":
			for _, r := range recs {
				in.character(r)
			}
		default:
			for _, r := range recs {
				in.battleCard(r)
			}
		}
	}
	var msgs []string
	for _, name := range in.order {
		if err := in.p[name].Err(); err != nil {
			msgs = append(msgs, err.Error())
		}
	}
	if len(msgs) > 0 {
		return nil, fmt.Errorf("import:\n%s", strings.Join(msgs, "\n"))
	}
	in.nameCombiners()
	in.finish()
	return in.im, nil
}

// problems is the problem list of file name.
func (in *importer) problems(name string) *carddata.Problems {
	if p, ok := in.p[name]; ok {
		return p
	}
	p := &carddata.Problems{File: name}
	in.p[name] = p
	in.order = append(in.order, name)
	return p
}

// lines are the problems recorded for file name.
func (in *importer) lines(name string) []string {
	if err := in.p[name].Err(); err != nil {
		return strings.Split(err.Error(), "\n")
	}
	return nil
}

// kindOf tells which published file the records are: the combined forms
// list their component bots, characters have Health, the rest are battle
// cards.
func kindOf(recs []*record) string {
	kind := "battle"
	for _, r := range recs {
		switch {
		case r.has("component_bots"):
			return "forms"
		case r.has("health") || r.has("subtitle"):
			kind = "characters"
		}
	}
	return kind
}

// setRE reads a set as the data names it: "Wave 1", "Wave 1S".
var setRE = regexp.MustCompile(`^Wave (\d+)([A-Z]*)$`)

// setCode is a set's code in ids: "W1", "W1S", "P2019".
func setCode(set string) (string, bool) {
	if m := setRE.FindStringSubmatch(set); m != nil {
		return "W" + m[1] + m[2], true
	}
	if set != "" && !strings.ContainsAny(set, " /") {
		return set, true
	}
	return "", false
}

// setRank orders sets: waves in order, each before its A, C and S sets,
// then the others (promos).
func setRank(set string) string {
	if m := setRE.FindStringSubmatch(set); m != nil {
		n, _ := strconv.Atoi(m[1])
		return fmt.Sprintf("0%04d%s", n, m[2])
	}
	return "1" + set
}

// faction reads a faction as the data writes it, plural or not.
func faction(r *record) string {
	switch f := strings.ToLower(r.str("faction")); f {
	case "autobots", "autobot":
		return tftcg.FactionAutobot
	case "decepticons", "decepticon":
		return tftcg.FactionDecepticon
	case "mercenaries", "mercenary":
		return tftcg.FactionMercenary
	case "":
		r.failf("the card has no faction")
	default:
		r.failf("faction %q is not Autobots, Decepticons or Mercenaries", r.str("faction"))
	}
	return ""
}

// printed reads the facts every card has: name, set, number, rarity,
// stars, faction, and the id they make.
func printed(r *record, c *tftcg.Card) (set, num string) {
	c.Name = collapse(r.str("name"))
	if c.Name == "" {
		r.failf("the card has no name")
	}
	c.Faction = faction(r)
	c.Set, c.Number, c.Rarity = r.str("set"), r.str("number"), r.str("rarity")
	if s := r.num("stars"); s != nil {
		c.Stars = *s
	} else {
		r.failf("%s has no stars", c.Name)
	}
	code, ok := setCode(c.Set)
	switch {
	case c.Set == "":
		r.failf("%s has no set", c.Name)
	case !ok:
		r.failf("set %q is not a set such as \"Wave 1\"", c.Set)
	case c.Number == "":
		r.failf("%s has no number", c.Name)
	default:
		first, _, _ := strings.Cut(c.Number, "/")
		c.ID = code + "/" + strings.TrimSpace(first)
	}
	return setRank(c.Set), c.Number
}

// character reads a record of characters.json.
func (in *importer) character(r *record) {
	r.only("a character", characterFields)
	e := entry{rec: r, card: tftcg.Card{Type: tftcg.TypeCharacter}}
	c := &e.card
	e.set, e.num = printed(r, c)
	c.Subtitle = collapse(r.str("subtitle"))
	if c.Subtitle == "" {
		r.failf("%s has no subtitle", c.Name)
	}
	if h := r.num("health"); h != nil {
		c.Health = *h
	} else {
		r.failf("%s has no Health", c.Name)
	}
	c.Traits, c.AltTraits, c.Tribe = r.strs("traits"), r.strs("alt_traits"), r.strs("tribe")
	e.combiner = r.strs("combiner_mode")
	for _, m := range []struct{ mode, atk, def string }{
		{tftcg.ModeAlt, "alt_attack", "alt_defense"},
		{tftcg.ModeBot, "bot_attack", "bot_defense"},
		{tftcg.ModeAlt2, "alt2_attack", "alt2_defense"},
	} {
		a, d := r.num(m.atk), r.num(m.def)
		if a == nil && d == nil {
			continue
		}
		if a == nil || d == nil {
			r.failf("%s: %s mode gives only one of %s and %s", c.Name, m.mode, m.atk, m.def)
			continue
		}
		c.Modes = append(c.Modes, tftcg.Mode{Mode: m.mode, Attack: *a, Defense: *d})
	}
	if len(c.Modes) == 0 {
		r.failf("%s has no mode: no attack and defense are given", c.Name)
	} else if c.Modes[0].Mode == tftcg.ModeAlt2 {
		r.failf("%s has an alt 2 mode but no alt mode", c.Name)
	}
	e.notes = modeTexts(c, r.str("text"), in.defined)
	if r.bad > 0 {
		return
	}
	if c.Health == 0 {
		// A record whose printed numbers are all missing (0) cannot be
		// played; it is left out, and said so.
		in.skipped = append(in.skipped, Note{File: r.file, Line: r.line, ID: c.ID, Name: fullName(c),
			Message: "the data gives Health 0 (and no stats): left out of the card file until its printed facts are known"})
		return
	}
	in.chars = append(in.chars, e)
}

// headerRE is a line that heads a part of a character's text.
var headerRE = regexp.MustCompile(`(?i)^(alt|alt 1|alt 2|bot|upgrade|update) mode:?$`)

// modeTexts splits a character's text at its "Alt Mode:", "Bot Mode:",
// "Alt 2 Mode:" and "Upgrade Mode:" lines into its modes and upgrade
// sides, and returns the notes: each part needs a definition (unless
// defined, by tftcg.ModeKey, says the built-in abilities define it), and
// readings of parts whose place is not plain.
func modeTexts(c *tftcg.Card, text string, defined map[string]bool) []string {
	var notes []string
	type part struct{ head, text string }
	var parts []part
	cur := part{}
	var lines []string
	flush := func() {
		cur.text = tidy(strings.Join(lines, "\n"))
		if cur.head != "" || cur.text != "" {
			parts = append(parts, cur)
		}
		lines = nil
	}
	for _, line := range strings.Split(text, "\n") {
		if m := headerRE.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			flush()
			cur = part{head: strings.ToLower(m[1])}
			continue
		}
		lines = append(lines, line)
	}
	flush()
	if len(c.Modes) == 0 {
		return nil // the card is refused for having no mode
	}
	for _, pt := range parts {
		if pt.text == "" {
			continue
		}
		mode := ""
		switch pt.head {
		case "alt", "alt 1":
			mode = tftcg.ModeAlt
		case "alt 2":
			mode = tftcg.ModeAlt2
		case "bot":
			mode = tftcg.ModeBot
		case "upgrade", "update":
			if pt.head == "update" {
				notes = append(notes, "\"Update Mode:\" read as \"Upgrade Mode:\"")
			}
			c.UpgradeSides = append(c.UpgradeSides, pt.text)
			if !defined[tftcg.ModeKey(c.ID, tftcg.SideMode(len(c.UpgradeSides)-1))] {
				notes = append(notes, fmt.Sprintf("upgrade side (%s) needs a definition", oneLine(pt.text)))
			}
			continue
		}
		i := modeIndex(c, mode)
		if i < 0 {
			// Text with no heading, or under the heading of a mode the card
			// has no stats for, belongs to the card's only mode, or else to
			// its first.
			i = 0
			switch {
			case pt.head == "" && len(c.Modes) == 1:
			case pt.head == "":
				notes = append(notes, fmt.Sprintf("text with no mode heading read as %s mode's", c.Modes[0].Mode))
			default:
				notes = append(notes, fmt.Sprintf("text headed \"%s mode\" read as %s mode's: the card has stats for no %s mode", pt.head, c.Modes[0].Mode, pt.head))
			}
		}
		if c.Modes[i].Text != "" {
			c.Modes[i].Text += "\n" + pt.text
		} else {
			c.Modes[i].Text = pt.text
		}
	}
	for i := range c.Modes {
		if k, ok := keywords(c.Modes[i].Text); ok {
			c.Modes[i].Keywords = k
		}
	}
	return append(definitionNotes(c, defined), notes...)
}

// needsDefinition ends each note of a text that no abilities file
// defines.
const needsDefinition = "needs a definition"

// definitionNotes are the notes of card c's texts that no abilities file
// defines (defined, by tftcg.ModeKey): a mode's whose text is not only
// keywords, or a battle card's.
func definitionNotes(c *tftcg.Card, defined map[string]bool) []string {
	var defs []string
	if c.Type == tftcg.TypeAction || c.Type == tftcg.TypeUpgrade {
		if c.Text != "" && !defined[tftcg.ModeKey(c.ID, "")] {
			defs = append(defs, fmt.Sprintf("text (%s) %s", oneLine(c.Text), needsDefinition))
		}
		return defs
	}
	for i := range c.Modes {
		m := &c.Modes[i]
		if _, ok := keywords(m.Text); ok {
			continue
		}
		if m.Text != "" && !defined[tftcg.ModeKey(c.ID, m.Mode)] {
			defs = append(defs, fmt.Sprintf("%s mode (%s) %s", m.Mode, oneLine(m.Text), needsDefinition))
		}
	}
	return defs
}

func modeIndex(c *tftcg.Card, mode string) int {
	for i := range c.Modes {
		if c.Modes[i].Mode == mode {
			return i
		}
	}
	return -1
}

// The battle card types and subtypes as the data writes them.
var (
	battleTypes = map[string]string{"action": tftcg.TypeAction, "upgrade": tftcg.TypeUpgrade}
	subtypes    = map[string]string{"weapon": tftcg.SubWeapon, "armor": tftcg.SubArmor, "utility": tftcg.SubUtility, "secret": tftcg.SubSecret}
)

// battleCard reads a record of battle-cards.json.
func (in *importer) battleCard(r *record) {
	r.only("a battle card", battleFields)
	e := entry{rec: r}
	c := &e.card
	e.set, e.num = printed(r, c)
	typ, sub := r.str("type"), r.str("subtype")
	switch t, ok := battleTypes[strings.ToLower(typ)]; {
	case ok:
		c.Type = t
	case typ == "" && sub == "":
		c.Type = tftcg.TypeAction
		e.notes = append(e.notes, "the data gives no type: read as an Action (it names no upgraded character)")
	case typ == "":
		c.Type = tftcg.TypeUpgrade
		if strings.EqualFold(sub, "secret") {
			c.Type = tftcg.TypeAction
		}
		e.notes = append(e.notes, fmt.Sprintf("the data gives no type: read as %s from its subtype", c.Type))
	default:
		r.failf("type %q is not Action or Upgrade", typ)
	}
	if sub != "" {
		s, ok := subtypes[strings.ToLower(sub)]
		switch {
		case !ok:
			r.failf("subtype %q is not Weapon, Armor, Utility or Secret", sub)
		case c.Type == tftcg.TypeUpgrade && s == tftcg.SubSecret, c.Type == tftcg.TypeAction && s != tftcg.SubSecret:
			r.failf("a %s's subtype is not %s", typ, sub)
		}
		c.Subtype = s
	} else if c.Type == tftcg.TypeUpgrade {
		r.failf("an Upgrade needs its subtype: Weapon, Armor or Utility")
	}
	if !r.has("battle_icons") {
		e.notes = append(e.notes, "the data records no battle icons: read as none")
	}
	for _, icon := range r.strs("battle_icons") {
		icon = strings.ToLower(icon)
		if !slices.Contains(tftcg.Colors(), icon) {
			r.failf("battle icon %q is not one of %s", icon, strings.Join(tftcg.Colors(), ", "))
			continue
		}
		c.Icons = append(c.Icons, icon)
	}
	if a := r.signed("attack_bonus"); a != nil {
		c.AttackBonus = *a
	}
	if d := r.signed("defense_bonus"); d != nil {
		c.DefenseBonus = *d
	}
	if c.Type == tftcg.TypeAction && (c.AttackBonus != 0 || c.DefenseBonus != 0) {
		r.failf("an Action has no attack or defense bonus")
	}
	c.Combiners = r.strs("combiners")
	c.Text = tidy(r.str("text"))
	e.notes = append(definitionNotes(c, in.defined), e.notes...)
	if r.bad == 0 {
		in.battle = append(in.battle, e)
	}
}

// form reads a record of combiner-forms.json: a combined form.
func (in *importer) form(r *record) {
	r.only("a combined form", formFields)
	e := entry{rec: r, card: tftcg.Card{Type: tftcg.TypeCombiner}}
	c := &e.card
	c.Name, c.Subtitle = collapse(r.str("name")), collapse(r.str("subtitle"))
	if c.Name == "" || c.Subtitle == "" {
		r.failf("a combined form needs a name and a subtitle")
	}
	c.Faction = faction(r)
	c.ID = "CF/" + carddata.Code(c.Name)
	if s := r.num("stars"); s != nil {
		c.Stars = *s
	}
	if h := r.num("health"); h != nil && *h > 0 {
		c.Health = *h
	} else {
		r.failf("%s has no Health", c.Name)
	}
	a, d := r.num("attack"), r.num("defense")
	if a == nil || d == nil {
		r.failf("%s needs attack and defense", c.Name)
	} else {
		c.Modes = []tftcg.Mode{{Mode: tftcg.ModeCombined, Attack: *a, Defense: *d, Text: tidy(r.str("text"))}}
		e.notes = append(e.notes, definitionNotes(c, in.defined)...)
	}
	c.Traits, c.Tribe, c.Enigma = r.strs("traits"), r.strs("tribe"), r.strs("enigma_card")
	if t := r.str("type"); t != "" {
		c.AltTraits = []string{t}
		e.notes = append(e.notes, fmt.Sprintf("the data's type %q read as its vehicle trait", t))
	}
	c.Components = r.strs("component_bots")
	if len(c.Components) == 0 {
		r.failf("%s lists no component bots", c.Name)
	}
	for _, name := range c.Components {
		in.formOf[normal(name)] = fullName(c)
	}
	e.set = "2" + c.Name
	if r.bad == 0 {
		in.forms = append(in.forms, e)
	}
}

// nameCombiners names the combined form of each character that is part
// of one: the form whose component bots list the character.
func (in *importer) nameCombiners() {
	have := map[string]bool{}
	for i := range in.chars {
		e := &in.chars[i]
		name := fullName(&e.card)
		have[normal(name)] = true
		form, ok := in.formOf[normal(name)]
		switch {
		case ok:
			e.card.Combiner = form
		case len(e.combiner) > 0 && len(in.forms) > 0:
			e.notes = append(e.notes, fmt.Sprintf("combiner_mode %s names no combined form whose component bots list %s", strings.Join(e.combiner, ", "), name))
		case len(e.combiner) > 0:
			e.notes = append(e.notes, fmt.Sprintf("combiner_mode %s: import combiner-forms.json too to name the combined form", strings.Join(e.combiner, ", ")))
		}
	}
	if len(in.chars) == 0 {
		return
	}
	for i := range in.forms {
		e := &in.forms[i]
		for _, name := range e.card.Components {
			if !have[normal(name)] {
				e.notes = append(e.notes, fmt.Sprintf("component %s is not a character of the data", name))
			}
		}
	}
}

func fullName(c *tftcg.Card) string {
	if c.Subtitle == "" {
		return c.Name
	}
	return c.Name + ", " + c.Subtitle
}

// normal is a name as the importer matches it.
func normal(s string) string { return strings.ToLower(collapse(s)) }

// collapse joins runs of spaces into one.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// oneLine is a text on one line, for notes.
func oneLine(s string) string { return collapse(s) }

// tidy trims a text's lines and keeps at most one blank line between
// paragraphs.
func tidy(s string) string {
	var out []string
	blank := false
	for _, line := range strings.Split(strings.ReplaceAll(s, "\r", ""), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			blank = len(out) > 0
			continue
		}
		if blank {
			out = append(out, "")
			blank = false
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// keywordRE reads one keyword ability with its reminder text: "Bold 1
// (Flip 1 more battle card when attacking.)", "Stealth (...)".
var keywordRE = regexp.MustCompile(`^(Bold|Tough|Pierce|Stealth|Brave)(?: (\d+))?(?: \(.*)?$`)

// keywords reads a mode's text that is only a keyword ability, which the
// game plays from the card's facts; false for any other text.
func keywords(text string) (tftcg.Keywords, bool) {
	var k tftcg.Keywords
	m := keywordRE.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || strings.Contains(text, "\n") {
		return k, false
	}
	n, _ := strconv.Atoi(m[2])
	switch {
	case (m[1] == "Stealth" || m[1] == "Brave") != (m[2] == ""):
		return k, false
	case m[1] == "Bold":
		k.Bold = n
	case m[1] == "Tough":
		k.Tough = n
	case m[1] == "Pierce":
		k.Pierce = n
	case m[1] == "Stealth":
		k.Stealth = true
	default:
		k.Brave = true
	}
	return k, true
}
