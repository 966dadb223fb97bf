package superbenji

import (
	_ "embed"
	"fmt"
	"regexp"
	"strings"

	"omnideck/carddata"
)

//go:embed formats.yaml
var baseFormats []byte

// Format is a way of playing the game with its own banned and restricted
// lists, on top of the deck construction rules. Formats are data, in
// formats.yaml.
type Format struct {
	// ID names the format on the command line: "standard".
	ID string
	// Description says what the format is for.
	Description string
	// Banned are the cards no deck of the format may hold, with their
	// alternate arts.
	Banned []*Card
	// Restricted are the cards a deck may hold fewer copies of than rule
	// 2.2 allows.
	Restricted []Restricted
	// Line is the format's line in its file.
	Line int

	limits map[string]int // normal name → copies allowed, 0 when banned
}

// Restricted is a card a format allows only Max copies of.
type Restricted struct {
	// Card is the restricted card (its original, not an alternate art).
	Card *Card
	// Max is how many copies a deck may hold, 1 or 2.
	Max int
}

// bans is true when f bans the card (c is the card's definition). A nil
// format bans nothing.
func (f *Format) bans(c *Card) bool {
	if f == nil {
		return false
	}
	n, ok := f.limits[normalName(c.Name)]
	return ok && n == 0
}

// restricts says how many copies of c the format allows, when it
// restricts c. A nil format restricts nothing.
func (f *Format) restricts(c *Card) (int, bool) {
	if f == nil {
		return 0, false
	}
	n, ok := f.limits[normalName(c.Name)]
	return n, ok && n > 0
}

// Formats are the formats of a formats file, in file order.
type Formats []*Format

// Lookup finds a format by id, ignoring case.
func (fs Formats) Lookup(id string) (*Format, error) {
	for _, f := range fs {
		if strings.EqualFold(f.ID, strings.TrimSpace(id)) {
			return f, nil
		}
	}
	return nil, fmt.Errorf("unknown format %q (formats: %s)", id, strings.Join(fs.IDs(), ", "))
}

// IDs lists the formats' ids in file order.
func (fs Formats) IDs() []string {
	ids := make([]string, len(fs))
	for i, f := range fs {
		ids[i] = f.ID
	}
	return ids
}

// BaseFormats reads the embedded formats.yaml, which is written for the
// Base Set, for decks of cs (nil for the Base Set). Formats ban and
// restrict cards by name, so with another card set a listed card is that
// set's card of the same name, and is left out when the set has none.
func BaseFormats(cs *CardSet) (Formats, error) {
	base, err := BaseSet()
	if err != nil {
		return nil, fmt.Errorf("formats: %w", err)
	}
	formats, err := LoadFormats("superbenji/formats.yaml", baseFormats, base)
	if err != nil || cs == nil {
		return formats, err
	}
	for _, f := range formats {
		f.rebase(cs)
	}
	return formats, nil
}

// rebase points the format's lists at the cards of cs with the same
// names, leaving out those cs does not have.
func (f *Format) rebase(cs *CardSet) {
	banned, restricted := f.Banned[:0], f.Restricted[:0]
	f.limits = map[string]int{}
	for _, c := range f.Banned {
		if own, ok := cs.ByName(c.Name); ok {
			banned = append(banned, own)
			f.limits[normalName(c.Name)] = 0
		}
	}
	for _, r := range f.Restricted {
		if own, ok := cs.ByName(r.Card.Name); ok {
			restricted = append(restricted, Restricted{Card: own, Max: r.Max})
			f.limits[normalName(r.Card.Name)] = r.Max
		}
	}
	f.Banned, f.Restricted = banned, restricted
}

// The YAML shape of a formats file.
type (
	formatsFile struct {
		Game    string                       `yaml:"game"`
		Formats []carddata.Entry[formatYAML] `yaml:"formats"`
	}
	formatYAML struct {
		ID          string                           `yaml:"id"`
		Description string                           `yaml:"description"`
		Banned      []carddata.Entry[string]         `yaml:"banned"`
		Restricted  []carddata.Entry[restrictedYAML] `yaml:"restricted"`
	}
	restrictedYAML struct {
		Card string `yaml:"card"`
		// Max defaults to 1.
		Max *int `yaml:"max"`
	}
)

var formatID = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// LoadFormats reads a formats file, whose cards are named as deck lists
// name them (full name or id) from cs. Decoding is strict, and every
// problem is reported with its line.
func LoadFormats(name string, data []byte, cs *CardSet) (Formats, error) {
	if cs == nil {
		return nil, fmt.Errorf("%s: no card set to read the formats with", name)
	}
	var file formatsFile
	if err := carddata.Unmarshal(name, data, &file); err != nil {
		return nil, err
	}
	p := carddata.Problems{File: name}
	p.CheckGame(data, file.Game, "superbenji")
	if len(file.Formats) == 0 {
		p.Addf(carddata.KeyLine(data, "formats"), "the file lists no formats")
	}
	ix := indexCards(cs)
	var out Formats
	ids := map[string]int{}
	for _, e := range file.Formats {
		y := e.Card
		f := &Format{ID: y.ID, Description: strings.TrimSpace(y.Description), Line: e.Line, limits: map[string]int{}}
		switch {
		case y.ID == "":
			p.Addf(e.Line, "a format needs an id such as standard")
		case !formatID.MatchString(y.ID):
			p.Addf(e.Line, "format id %q: use lower-case letters, digits and dashes, as in example-banned", y.ID)
		case ids[y.ID] != 0:
			p.Addf(e.Line, "format %s is already defined on line %d", y.ID, ids[y.ID])
		default:
			ids[y.ID] = e.Line
		}
		if f.Description == "" {
			p.Addf(e.Line, "format %s needs a description", y.ID)
		}
		listed := map[string]int{}
		card := func(line int, text string) *Card {
			c, _, ok := ix.lookup(text)
			switch {
			case !ok:
				p.Addf(line, "%s", ix.unknown(text))
				return nil
			case cs.Definition(c).Token:
				p.Addf(line, "%s is a token, which never goes in a deck", c.Name)
				return nil
			}
			c = cs.Definition(c)
			key := normalName(c.Name)
			if first := listed[key]; first != 0 {
				p.Addf(line, "%s is already listed on line %d", c.Name, first)
				return nil
			}
			listed[key] = line
			return c
		}
		for _, b := range y.Banned {
			if c := card(b.Line, b.Card); c != nil {
				f.Banned = append(f.Banned, c)
				f.limits[normalName(c.Name)] = 0
			}
		}
		for _, r := range y.Restricted {
			n := 1
			if r.Card.Max != nil {
				n = *r.Card.Max
			}
			c := card(r.Line, r.Card.Card)
			switch {
			case c == nil:
			case n < 1:
				p.Addf(r.Line, "%s: max %d; a card no deck may hold goes under banned", c.Name, n)
			case n >= MaxCopies:
				p.Addf(r.Line, "%s: max %d restricts nothing, as rule 2.2 already allows %d", c.Name, n, MaxCopies)
			case c.Unique:
				p.Addf(r.Line, "%s is Unique, so rule 2.3 already allows only 1 copy", c.Name)
			default:
				f.Restricted = append(f.Restricted, Restricted{Card: c, Max: n})
				f.limits[normalName(c.Name)] = n
			}
		}
		out = append(out, f)
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	return out, nil
}
