package authoring

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"

	"omnideck/carddata"
	"omnideck/games/superbenji"
)

// tsvColumns are the columns of a set TSV as the game publishes it, in
// order (games/superbenji/published/README.md).
var tsvColumns = []string{
	"Copies", "Nickname", "card_background", "cardname", "cardtypeimage", "cardimage",
	"cardimage style", "cardtype", "cardtext", "card number", "set name", "rarity",
}

// The columns the importer reads, by position in tsvColumns.
const (
	colName      = 3
	colTypeImage = 4
	colTypeLine  = 7
	colText      = 8
	colNumber    = 9
	colSet       = 10
	colRarity    = 11
)

// Import is what [ImportTSV] read from a set TSV: every printed fact of
// every card, and notes on what still needs a definition over the effect
// library before the cards can be played.
type Import struct {
	// Source is the name of the file the cards were read from.
	Source string
	// Set is the set code ("BS26"), from the "set name" column.
	Set string
	// Cards are the cards in file order. An ability the printing shows
	// to be activated (a printed cost, "Exhaust this character", or
	// "When piloted") is written with its name and cost and no effects
	// yet; other ability text is only in Text and the notes.
	Cards []Card
	// Notes say, card by card, which printed text still needs a
	// definition and which readings of unclear printings to check.
	Notes []Note
}

// Note is one thing a designer still has to do or check for a card.
type Note struct {
	// Line is the card's line in the TSV.
	Line int
	ID   string
	Name string
	// Message is what to do: "ability *Justice* ({H}: …) needs a definition".
	Message string
}

// String is "BS26/1 Benji, Hero of Benji Island: ability *Justice* (…) needs a definition".
func (n Note) String() string { return fmt.Sprintf("%s %s: %s", n.ID, n.Name, n.Message) }

// ImportTSV reads a set TSV in the game's published format (tab-separated,
// a header row, the columns of published/README.md; fields may be quoted) and
// returns its cards' printed facts. name is the file's name for messages.
// When any row cannot be read, the error lists every problem, each as
// "name:line: message", and no cards are returned.
func ImportTSV(name string, data []byte) (*Import, error) {
	im := &Import{Source: name}
	p := &carddata.Problems{File: name}
	rd := &rowReader{im: im, p: p, byName: map[string]int{}, idLine: map[string]int{}}
	records := readTSV(string(bytes.TrimPrefix(data, []byte("\uFEFF"))), p)
	header := true
	for _, rec := range records {
		if header {
			header = false
			checkHeader(p, rec.line, rec.fields)
			continue
		}
		rd.row(rec.line, rec.fields)
	}
	switch {
	case header:
		p.Addf(1, "the file is empty: expected a header row (%s) and a row per card", strings.Join(tsvColumns, ", "))
	case rd.rows == 0:
		p.Addf(2, "the file has a header but no cards")
	}
	if err := p.Err(); err != nil {
		return nil, fmt.Errorf("import %s:\n%w", name, err)
	}
	return im, nil
}

// checkHeader reports a header row that is not the published one.
func checkHeader(p *carddata.Problems, line int, rec []string) {
	if len(rec) != len(tsvColumns) {
		p.Addf(line, "the header has %d columns, expected the %d columns %s", len(rec), len(tsvColumns), strings.Join(tsvColumns, ", "))
		return
	}
	for i, want := range tsvColumns {
		if got := strings.TrimSpace(rec[i]); !strings.EqualFold(got, want) {
			p.Addf(line, "header column %d is %q, expected %q (the columns are %s)", i+1, got, want, strings.Join(tsvColumns, ", "))
		}
	}
}

// tsvRecord is one row of a TSV file and the line it starts on.
type tsvRecord struct {
	line   int
	fields []string
}

// readTSV splits a TSV file into rows of tab-separated fields, skipping
// empty lines. A field that starts with a double quote is quoted: it ends
// at the next quote followed by a tab or the end of the line, may hold
// tabs and line breaks, and writes a quote as "". A quote anywhere else is
// an ordinary character, as in the published files. A quoted field that
// is never closed is a problem, and the rest of the file is read without
// quotes.
func readTSV(data string, p *carddata.Problems) []tsvRecord {
	var records []tsvRecord
	line, i, quotes := 1, 0, true
	for i < len(data) {
		rec := tsvRecord{line: line}
		for {
			field, ok := "", false
			if quotes && i < len(data) && data[i] == '"' {
				var n int
				if field, n, ok = quotedField(data[i:]); ok {
					line += strings.Count(data[i:i+n], "\n")
					i += n
				} else {
					p.Addf(line, "a quoted field (column %d) is not closed: a field that starts with \" ends with \" before the next tab or line", len(rec.fields)+1)
					// Read the rest of the file without quotes, to
					// report its other problems in one pass.
					quotes = false
				}
			}
			if !ok {
				end := strings.IndexAny(data[i:], "\t\n")
				if end < 0 {
					end = len(data) - i
				}
				field = strings.TrimSuffix(data[i:i+end], "\r")
				i += end
			}
			rec.fields = append(rec.fields, field)
			if i < len(data) && data[i] == '\t' {
				i++
				continue
			}
			if i < len(data) && data[i] == '\n' {
				i++
			}
			line++
			break
		}
		if len(rec.fields) == 1 && strings.TrimSpace(rec.fields[0]) == "" {
			continue
		}
		records = append(records, rec)
	}
	return records
}

// quotedField reads a quoted field at the start of s: its text, how many
// bytes it takes (with a carriage return after the closing quote), and
// whether the closing quote was found.
func quotedField(s string) (string, int, bool) {
	var b strings.Builder
	for j := 1; j < len(s); j++ {
		if s[j] != '"' {
			b.WriteByte(s[j])
			continue
		}
		if j+1 < len(s) && s[j+1] == '"' {
			b.WriteByte('"')
			j++
			continue
		}
		switch {
		case j+1 == len(s) || s[j+1] == '\t' || s[j+1] == '\n':
			return b.String(), j + 1, true
		case s[j+1] == '\r' && (j+2 == len(s) || s[j+2] == '\n'):
			return b.String(), j + 2, true
		}
		b.WriteByte('"')
	}
	return "", 0, false
}

// rowReader reads the rows after the header.
type rowReader struct {
	im *Import
	p  *carddata.Problems
	// rows counts the rows read, promos the PROMO rows.
	rows, promos int
	// byName maps a lower-case full name to the index of the first card
	// with that name; idLine maps an id to its line.
	byName map[string]int
	idLine map[string]int
	lines  []int
}

// row reads one card row.
func (rd *rowReader) row(line int, rec []string) {
	rd.rows++
	if len(rec) != len(tsvColumns) {
		rd.p.Addf(line, "%d columns, expected %d (%s); is a tab missing or extra?", len(rec), len(tsvColumns), strings.Join(tsvColumns, ", "))
		return
	}
	problems := 0
	fail := func(format string, args ...any) {
		problems++
		rd.p.Addf(line, format, args...)
	}
	f := make([]string, len(rec))
	for i, v := range rec {
		switch {
		case !utf8.ValidString(v):
			fail("column %s is not UTF-8 text", tsvColumns[i])
		case strings.ContainsFunc(v, func(r rune) bool { return unicode.IsControl(r) && !unicode.IsSpace(r) }):
			fail("column %s holds a control character", tsvColumns[i])
		}
		f[i] = strings.TrimSpace(v)
	}
	if problems > 0 {
		return
	}
	c := Card{Name: collapseSpace(f[colName])}
	if c.Name == "" {
		fail("the card has no name (column cardname)")
	}

	// Set and id.
	set := f[colSet]
	switch {
	case set == "":
		fail("the card has no set code (column set name)")
	case strings.ContainsAny(set, "/ "):
		fail("set code %q may not contain a slash or a space", set)
	case rd.im.Set == "":
		rd.im.Set = set
	case set != rd.im.Set:
		fail("set %q: a card file holds one set, and the first card is in %q", set, rd.im.Set)
	}
	num := f[colNumber]
	switch {
	case strings.EqualFold(num, "TOKEN"):
		slug := carddata.Code(c.Name)
		if slug == "" && c.Name != "" {
			fail("token %q: its name gives no id", c.Name)
		}
		c.ID = set + "/TOKEN-" + slug
	case strings.EqualFold(num, "PROMO"):
		rd.promos++
		c.ID = fmt.Sprintf("%s/PROMO-%d", set, rd.promos)
	case isNumber(num):
		c.ID = set + "/" + num
	default:
		fail("card number %q is not a number, TOKEN or PROMO", num)
	}
	if prev, ok := rd.idLine[c.ID]; ok && c.ID != "" {
		fail("id %s is already used on line %d", c.ID, prev)
	} else {
		rd.idLine[c.ID] = line
	}

	// Type line.
	tl, err := parseTypeLine(f[colTypeLine])
	if err != nil {
		fail("%v", err)
	}
	c.Type, c.Token, c.Unique, c.Speed, c.Subtypes = tl.typ, tl.token, tl.unique, tl.speed, tl.subtypes

	// Rarity.
	if r := collapseSpace(f[colRarity]); r != "" && !strings.EqualFold(r, "TOKEN") {
		c.Rarity = r
	}

	// Card text.
	var notes []string
	tx := textReader{card: &c, image: imageSymbol(f[colTypeImage]), fail: fail, note: func(format string, args ...any) {
		notes = append(notes, fmt.Sprintf(format, args...))
	}}
	tx.read(f[colText])

	// Alternate arts.
	key := strings.ToLower(c.Name)
	if i, ok := rd.byName[key]; ok && c.Name != "" {
		orig := rd.im.Cards[i]
		if orig.Type != c.Type && tl.typ != "" {
			fail("%q has the name of %s on line %d but type %s, not %s; an alternate art has the same type", c.Name, orig.ID, rd.lines[i], c.Type, orig.Type)
		}
		if diff := playDiff(&orig, &c); diff != "" {
			notes = []string{fmt.Sprintf("an alternate art of %s (same_as), but its %s differs; check which printing is right", orig.ID, diff)}
		} else {
			notes = nil
		}
		c = Card{ID: c.ID, Name: c.Name, Type: c.Type, SameAs: orig.ID, Rarity: c.Rarity, Text: c.Text, Flavor: c.Flavor}
	} else if c.Name != "" {
		rd.byName[key] = len(rd.im.Cards)
	}
	// A card with problems keeps its place, so that later alternate arts
	// still find their original; the import fails anyway.
	rd.im.Cards = append(rd.im.Cards, c)
	rd.lines = append(rd.lines, line)
	if problems > 0 {
		return
	}
	for _, n := range notes {
		rd.im.Notes = append(rd.im.Notes, Note{Line: line, ID: c.ID, Name: c.Name, Message: n})
	}
}

// playDiff names the printed facts in which an alternate art differs from
// its original, or is empty when it plays the same.
func playDiff(orig, alt *Card) string {
	var diffs []string
	add := func(differs bool, what string) {
		if differs {
			diffs = append(diffs, what)
		}
	}
	add(orig.Unique != alt.Unique || orig.Token != alt.Token || orig.Speed != alt.Speed || !slices.Equal(orig.Subtypes, alt.Subtypes), "type line")
	add(!slices.Equal(orig.Actions, alt.Actions), "actions")
	add(!slices.Equal(orig.Keywords, alt.Keywords), "keywords")
	add(orig.Pilot != alt.Pilot, "pilot")
	add(!sameInt(orig.Attack, alt.Attack) || !sameInt(orig.Health, alt.Health), "attack/health")
	add(!slices.Equal(orig.Cost, alt.Cost) || orig.Text != alt.Text, "card text")
	return strings.Join(diffs, ", ")
}

func sameInt(a, b *int) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

func isNumber(s string) bool {
	if s == "" || len(s) > 9 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func collapseSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

// typeLine is what a type line says.
type typeLine struct {
	typ           string
	token, unique bool
	speed         string
	subtypes      []string
}

// parseTypeLine reads a type line such as "Unique Character - Human Hero",
// "Unique Artifact Vehicle - Robot", "Action - Fast" or "Token Food - Cheese".
//
// Before the dash: Unique and Token are flags, one word is the card type
// (Character, Artifact, Location or Action), and any other word is a
// subtype ("Vehicle", "Duo"). After the dash: Fast or Slow is an action's
// speed, the other words are subtypes. A token that names no card type is
// an artifact (the Food tokens: docs/rules/superbenji.md).
func parseTypeLine(s string) (typeLine, error) {
	var tl typeLine
	s = collapseSpace(s)
	if s == "" {
		return tl, errors.New("the card has no type line (column cardtype)")
	}
	before, after, found := strings.Cut(s, " - ")
	if !found {
		before, after, _ = strings.Cut(s, "-")
	}
	for _, w := range strings.Fields(before) {
		lw := strings.ToLower(w)
		switch {
		case lw == "unique":
			tl.unique = true
		case lw == "token":
			tl.token = true
		case slices.Contains(superbenji.CardTypes(), lw):
			if tl.typ != "" {
				return tl, fmt.Errorf("type line %q names two card types, %s and %s", s, tl.typ, lw)
			}
			tl.typ = lw
		default:
			tl.subtypes = append(tl.subtypes, w)
		}
	}
	for _, w := range strings.Fields(after) {
		lw := strings.ToLower(w)
		if tl.typ == "action" && slices.Contains(superbenji.Speeds(), lw) {
			if tl.speed != "" {
				return tl, fmt.Errorf("type line %q gives two speeds", s)
			}
			tl.speed = lw
			continue
		}
		tl.subtypes = append(tl.subtypes, w)
	}
	switch {
	case tl.typ == "" && tl.token:
		tl.typ = "artifact"
	case tl.typ == "":
		return tl, fmt.Errorf("type line %q names no card type (Character, Artifact, Location or Action)", s)
	case tl.typ == "action" && tl.token:
		return tl, fmt.Errorf("type line %q: an action card cannot be a token", s)
	case tl.typ == "action" && tl.speed == "":
		return tl, fmt.Errorf("type line %q: an action says Fast or Slow after the dash (\"Action - Fast\")", s)
	}
	return tl, nil
}

// Icons in card text: {icons/HAction.png} and so on.
var (
	iconRE      = regexp.MustCompile(`\{icons/([^{}]*)\}`)
	iconSymbols = map[string]Symbol{"H": Hero, "V": Villain, "Plus": Plus, "Minus": Minus, "Question": Misc, "Wild": Wild}
)

// imageSymbol is the symbol a cardtypeimage such as "PlusAction.png"
// shows, or -1 for the artifact, action and location logos.
func imageSymbol(image string) int {
	name, ok := strings.CutSuffix(strings.TrimSpace(image), "Action.png")
	if s, known := iconSymbols[name]; ok && known {
		return int(s)
	}
	return -1
}

// Patterns over card text whose icons are already written {H}, {+}, ….
const symsPat = `(?:\{[HV+?W-]\}\s*)+`

var (
	symRE = regexp.MustCompile(`\{([HV+?W-])\}`)
	// "Actions: {H} {H}", and whatever follows the symbols.
	actionsRE = regexp.MustCompile(`(?is)^actions\s*:\s*(` + symsPat + `)(.*)$`)
	pilotRE   = regexp.MustCompile(`(?i)^pilot\s*\(?\s*(\d{1,3})\s*\)?$`)
	// Attack/Health: a part "3/4", or "3/4" glued to the end of a part.
	attackHealthRE = regexp.MustCompile(`^(\d+)/(\d+)$`)
	gluedAHRE      = regexp.MustCompile(`(?s)^(.*[^\w+/-])(\d+)/(\d+)$`)
	looseAHRE      = regexp.MustCompile(`(?:^|\s)([^\s/]*/[^\s/]*)$`)
	// "{H}: *Justice* - text" and "{V} {V} {V}x: *Robbery* - text".
	costNameRE = regexp.MustCompile(`(?s)^(` + symsPat + `)(x?)\s*:\s*\*\s*([^*]+?)\s*\*\s*-\s*(.*)$`)
	// "*{W}: Research* - text".
	nameCostRE = regexp.MustCompile(`(?s)^\*\s*(` + symsPat + `)(x?)\s*:\s*([^*]+?)\s*\*\s*-\s*(.*)$`)
	// "*Sniper* - text".
	nameRE = regexp.MustCompile(`(?s)^\*\s*([^*]+?)\s*\*\s*-\s*(.*)$`)
	// "{W} {W} {W}: text", the cost of an action card.
	costRE = regexp.MustCompile(`(?s)^(` + symsPat + `)\s*:\s*(.*)$`)
	// "When piloted, …" on a card with Pilot (X).
	whenPilotedRE = regexp.MustCompile(`(?is)^when piloted\s*[,:]\s*(.*)$`)
	// An ability that ends by exhausting its card costs exhausting it (8.7.1).
	exhaustRE = regexp.MustCompile(`(?i)\bexhaust this (character|card)\.?$`)
)

// textReader reads a card's text into the card.
type textReader struct {
	card  *Card
	image int
	fail  func(format string, args ...any)
	note  func(format string, args ...any)
	// text collects the printed parts kept in Card.Text.
	text []string
}

// read reads the cardtext column.
//
// The text is cut at "---" into rules text and flavour, and the rules text
// into parts at " / " (not inside a double-quoted passage). A part is the
// generated actions ("Actions: {H} {H}"), keywords ("Flying, speed"),
// "Pilot 1", Attack/Health ("3/4", also glued to the end of the last part),
// or text that still needs a definition: an ability (with its name and
// printed cost), or an action card's effects (with its cost).
func (t *textReader) read(raw string) {
	c := t.card
	body, flavor, _ := strings.Cut(raw, "---")
	if fl := collapseSpace(strings.ReplaceAll(t.icons(flavor), "*", "")); fl != "" {
		c.Flavor = fl
	}
	parts := splitParts(t.icons(body))
	last := -1
	for i, part := range parts {
		parts[i] = strings.TrimSpace(part)
		if parts[i] != "" {
			last = i
		}
	}
	sawAH := false
	for i, part := range parts {
		if part == "" {
			continue
		}
		if i == last && c.Type == "character" {
			if m := gluedAHRE.FindStringSubmatch(part); m != nil && !attackHealthRE.MatchString(part) {
				t.attackHealth(m[2], m[3])
				sawAH = true
				part = strings.TrimSpace(m[1])
			}
		}
		if m := attackHealthRE.FindStringSubmatch(part); m != nil {
			switch {
			case c.Type != "character" && c.Type != "":
				t.fail("%q: only characters have Attack/Health", part)
				continue
			case sawAH:
				t.fail("%q: the card gives Attack/Health twice", part)
			}
			t.attackHealth(m[1], m[2])
			sawAH = true
			continue
		}
		if i == last && c.Type == "character" && !sawAH {
			if m := looseAHRE.FindStringSubmatch(part); m != nil {
				t.fail("Attack/Health %q is not two whole numbers such as 3/4", m[1])
				sawAH = true
			}
		}
		t.part(part)
	}
	if c.Type == "character" && !sawAH {
		t.fail("a character needs Attack/Health, such as 3/4, as the last part of its text")
	}
	c.Text = collapseSpace(strings.Join(t.text, " / "))
}

// part reads one part of the rules text.
func (t *textReader) part(part string) {
	c := t.card
	if m := actionsRE.FindStringSubmatch(part); m != nil {
		if len(c.Actions) > 0 {
			t.fail("%q: the card lists its actions twice", t.plain(part))
			return
		}
		syms := symbols(m[1])
		rest := strings.TrimSpace(m[2])
		if rest == "" {
			c.Actions = syms
			return
		}
		if !strings.HasPrefix(rest, ":") && !strings.HasPrefix(strings.ToLower(rest), "x:") {
			t.fail("%q: after \"Actions:\" come only action symbols", t.plain(part))
			return
		}
		// The printing runs the generated actions straight into an
		// ability cost with no " / " between (Zach, Rock Fighter and
		// Jack, Lightning Mage). A character generates the action its
		// type icon shows, so the generated actions are taken to end at
		// the first symbol matching the card's cardtypeimage icon; the
		// rest is the cost (docs/rules/superbenji.md). This is a guess,
		// so the designer is asked to check it.
		k := -1
		for i, s := range syms {
			if int(s) == t.image {
				k = i
				break
			}
		}
		if k < 0 || k == len(syms)-1 {
			t.fail("%q: \"Actions:\" runs into an ability cost, and the card's type icon does not show where the actions end; put \" / \" between them", t.plain(part))
			return
		}
		c.Actions = syms[:k+1]
		cost := syms[k+1:]
		t.note("\"Actions:\" runs into an ability cost with no \" / \" between: read as actions %q (up to the card's type icon %s) and cost %q; check this reading",
			c.Actions.String(), Symbol(t.image), cost.String())
		t.part(symbolText(cost) + rest)
		return
	}
	t.text = append(t.text, t.plain(part))
	if m := pilotRE.FindStringSubmatch(part); m != nil {
		if c.Pilot != 0 {
			t.fail("%q: the card gives Pilot twice", part)
		}
		c.Pilot, _ = strconv.Atoi(m[1])
		return
	}
	if kws, ok := keywordPart(part); ok {
		for _, k := range kws {
			if !slices.Contains(c.Keywords, k) {
				c.Keywords = append(c.Keywords, k)
			}
		}
		return
	}
	if m := whenPilotedRE.FindStringSubmatch(part); m != nil && c.Pilot > 0 {
		// Pilot (X) activates the card's "When Piloted" effect (8.6).
		t.note("ability *When Piloted* (%s) needs a definition", t.plain(m[1]))
		c.Abilities = append(c.Abilities, Ability{Name: "When Piloted", Piloted: true})
		return
	}
	if c.Type == "action" {
		if m := costRE.FindStringSubmatch(part); m != nil && len(c.Cost) == 0 && !strings.HasPrefix(strings.TrimSpace(m[2]), "*") {
			c.Cost = symbols(m[1])
		}
		t.note("effect (%s) needs a definition", t.plain(part))
		return
	}
	var (
		name, text string
		costSyms   string
		repeat     bool
	)
	if m := costNameRE.FindStringSubmatch(part); m != nil {
		costSyms, repeat, name, text = m[1], m[2] != "", m[3], m[4]
	} else if m := nameCostRE.FindStringSubmatch(part); m != nil {
		costSyms, repeat, name, text = m[1], m[2] != "", m[3], m[4]
	} else if m := nameRE.FindStringSubmatch(part); m != nil {
		name, text = m[1], m[2]
	} else {
		t.note("text (%s) needs a definition", t.plain(part))
		return
	}
	name = collapseSpace(name)
	text = strings.TrimSpace(text)
	inner := t.plain(text)
	if costSyms != "" {
		x := ""
		if repeat {
			x = "x"
		}
		inner = symbolText(symbols(costSyms)) + x + ": " + inner
	}
	t.note("ability *%s* (%s) needs a definition", name, inner)
	exhaust := exhaustRE.MatchString(text)
	if costSyms == "" && !exhaust {
		// Without a cost it may be an ability, a trigger or a static.
		return
	}
	a := Ability{Name: name, Cost: Cost{Exhaust: exhaust}}
	if repeat {
		a.Cost.Repeat = symbols(costSyms)
	} else if costSyms != "" {
		a.Cost.Actions = symbols(costSyms)
	}
	c.Abilities = append(c.Abilities, a)
}

// attackHealth sets the card's Attack and Health from printed numbers.
func (t *textReader) attackHealth(a, h string) {
	an, err1 := strconv.Atoi(a)
	hn, err2 := strconv.Atoi(h)
	if err1 != nil || err2 != nil || an > 999 || hn > 999 {
		t.fail("Attack/Health %s/%s is not two whole numbers up to 999", a, h)
		return
	}
	t.card.Attack, t.card.Health = &an, &hn
}

// icons writes every {icons/XAction.png} as {H}, {V}, {+}, {-}, {?} or
// {W}, reporting icons it does not know.
func (t *textReader) icons(s string) string {
	s = iconRE.ReplaceAllStringFunc(s, func(m string) string {
		inner := iconRE.FindStringSubmatch(m)[1]
		name, ok := strings.CutSuffix(inner, "Action.png")
		sym, known := iconSymbols[name]
		if !ok || !known {
			t.fail("unknown icon %s: the icons are {icons/XAction.png} with X one of H, V, Plus, Minus, Question, Wild", m)
			return m
		}
		return "{" + sym.String() + "}"
	})
	if i := strings.Index(s, "{icons/"); i >= 0 && !iconRE.MatchString(s[i:]) {
		t.fail("an icon is not closed: %q", s[i:min(len(s), i+30)])
	}
	return s
}

// plain is a part as printed, with an HTML list written as choices
// separated by "; ".
func (t *textReader) plain(s string) string {
	r := strings.NewReplacer("<ul>", " ", "</ul>", " ", "</li><li>", "; ", "</li> <li>", "; ", "<li>", "", "</li>", "", "<br>", " ", "<br/>", " ")
	return collapseSpace(r.Replace(s))
}

// splitParts cuts text at " / " outside double-quoted passages; when the
// quotes do not pair up it cuts at every " / ".
func splitParts(s string) []string {
	cut := func(quotes bool) ([]string, bool) {
		var parts []string
		in := false
		start := 0
		for i := 0; i < len(s); i++ {
			switch {
			case s[i] == '"' && quotes:
				in = !in
			case s[i] == '/' && !in && (i == 0 || isSpace(s[i-1])) && (i+1 == len(s) || isSpace(s[i+1])):
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
		return append(parts, s[start:]), !in
	}
	if parts, ok := cut(true); ok {
		return parts
	}
	parts, _ := cut(false)
	return parts
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// symbols reads "{H} {+}" as H +.
func symbols(s string) Symbols {
	var out Symbols
	for _, m := range symRE.FindAllStringSubmatch(s, -1) {
		sym, err := superbenji.ParseSymbol(m[1])
		if err == nil {
			out = append(out, sym)
		}
	}
	return out
}

// symbolText writes symbols as printed text: "{H} {+}".
func symbolText(ss Symbols) string {
	parts := make([]string, len(ss))
	for i, s := range ss {
		parts[i] = "{" + s.String() + "}"
	}
	return strings.Join(parts, " ")
}

// keywordPart reads a part made only of keywords: "Flying, speed".
func keywordPart(part string) ([]string, bool) {
	var kws []string
	for _, w := range strings.Split(strings.TrimSuffix(part, "."), ",") {
		k := strings.ToLower(strings.TrimSpace(w))
		if !slices.Contains(superbenji.Keywords(), k) {
			return nil, false
		}
		kws = append(kws, k)
	}
	return kws, true
}

// WriteYAML writes the import as a superbenji card file: a comment naming
// the source and listing the notes, then the game, the set and the cards
// in file order, in the style of games/superbenji/cards.yaml. The file
// decodes as a card file; it passes LoadCards once every note's ability
// or effect has been defined.
func (im *Import) WriteYAML(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Super Benji cards imported from %s by 'omnideck cards import'.\n", oneLineText(im.Source))
	if len(im.Notes) > 0 {
		fmt.Fprintf(&b, "# The printed facts are read; %d notes remain (abilities and effects to define over\n", len(im.Notes))
		b.WriteString("# the effect library, docs/effects.md, and readings to check):\n")
		for _, n := range im.Notes {
			fmt.Fprintf(&b, "#   line %d: %s\n", n.Line, oneLineText(n.String()))
		}
	}
	head, err := yaml.Marshal(map[string]string{"game": "superbenji"})
	if err != nil {
		return fmt.Errorf("write card file: %w", err)
	}
	b.Write(head)
	set, err := yaml.Marshal(map[string]string{"set": im.Set})
	if err != nil {
		return fmt.Errorf("write card file: %w", err)
	}
	b.Write(set)
	b.WriteString("cards:\n")
	for i := range im.Cards {
		node, err := yaml.ValueToNode(&im.Cards[i], yaml.IndentSequence(true))
		if err != nil {
			return fmt.Errorf("write card %s: %w", im.Cards[i].ID, err)
		}
		ast.Walk(flowStyler{}, node)
		carddata.WriteCard(&b, node)
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("write card file: %w", err)
	}
	return nil
}

func oneLineText(s string) string { return strings.Join(strings.Fields(s), " ") }

// flowStyler writes lists of words ([Human, Hero]) and costs
// ({actions: H}) on one line, as hand-written card files do.
type flowStyler struct{}

func (v flowStyler) Visit(n ast.Node) ast.Visitor {
	switch n := n.(type) {
	case *ast.SequenceNode:
		flat := true
		for _, e := range n.Values {
			if _, ok := e.(ast.ScalarNode); !ok {
				flat = false
			}
		}
		if flat {
			n.SetIsFlowStyle(true)
		}
	case *ast.MappingValueNode:
		if k, ok := n.Key.(*ast.StringNode); ok && k.Value == "cost" {
			if m, ok := n.Value.(*ast.MappingNode); ok {
				m.SetIsFlowStyle(true)
			}
		}
	}
	return v
}
