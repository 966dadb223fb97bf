package decklist

import (
	"fmt"
	"regexp"
	"strings"

	"omnideck/carddata"
)

// Format is a way of playing a game with its own banned and restricted
// lists, on top of the deck construction rules. Formats are data: a game's
// formats file, read by [LoadFormats].
type Format struct {
	// ID names the format on the command line: "standard".
	ID string
	// Description says what the format is for.
	Description string
	// Banned are the cards no deck of the format may hold, with their
	// alternate arts.
	Banned []*Card
	// Restricted are the cards a deck may hold fewer copies of than the
	// rules allow.
	Restricted []Restricted
	// Line is the format's line in its file.
	Line int

	limits map[string]int // normal name → copies allowed, 0 when banned
}

// Restricted is a card a format allows only Max copies of.
type Restricted struct {
	// Card is the restricted card (its original, not an alternate art).
	Card *Card
	// Max is how many copies a deck may hold, at least 1.
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

// Formats are the formats of a formats file, in file order; the first is
// a game's default.
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

// Rebase returns the formats for decks of cat: formats ban and restrict
// cards by name, so each listed card becomes cat's card of the same name,
// and is left out when cat has none. A game uses it to apply its own
// formats file, written for its own cards, to a designer's card file.
func (fs Formats) Rebase(cat *Catalog) Formats {
	out := make(Formats, len(fs))
	for i, f := range fs {
		g := &Format{ID: f.ID, Description: f.Description, Line: f.Line, limits: map[string]int{}}
		for _, c := range f.Banned {
			if own, ok := cat.ByName(c.Name); ok {
				g.Banned = append(g.Banned, own)
				g.limits[normalName(own.Name)] = 0
			}
		}
		for _, r := range f.Restricted {
			if own, ok := cat.ByName(r.Card.Name); ok {
				g.Restricted = append(g.Restricted, Restricted{Card: own, Max: r.Max})
				g.limits[normalName(own.Name)] = r.Max
			}
		}
		out[i] = g
	}
	return out
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

// LoadFormats reads a formats file for the game of cat, whose cards are
// named as deck lists name them (full name or id). Decoding is strict, and
// every problem is reported with its line. A formats file reads:
//
//	game: superbenji
//	formats:
//	  - id: standard
//	    description: Every card, under the deck construction rules alone.
//	  - id: tight
//	    description: Targeted Nuke banned, Robbery restricted.
//	    banned: [Targeted Nuke]
//	    restricted:
//	      - {card: Robbery, max: 1}    # max defaults to 1
//
// Format ids are lower-case letters, digits and dashes. Banning a card bans
// its alternate arts too. A restriction must allow fewer copies than the
// rules already do.
func LoadFormats(name string, data []byte, cat *Catalog) (Formats, error) {
	if cat == nil {
		return nil, fmt.Errorf("%s: no card catalog to read the formats with", name)
	}
	var file formatsFile
	if err := carddata.Unmarshal(name, data, &file); err != nil {
		return nil, err
	}
	rules := &cat.rules
	p := carddata.Problems{File: name}
	p.CheckGame(data, file.Game, rules.Game)
	if len(file.Formats) == 0 {
		p.Addf(carddata.KeyLine(data, "formats"), "the file lists no formats")
	}
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
			c, _, ok := cat.Lookup(text)
			switch {
			case !ok:
				p.Addf(line, "%s", cat.Unknown(text))
				return nil
			case cat.Definition(c).NotDeckable:
				p.Addf(line, "%s is %s, which never goes in a deck", c.Name, rules.NotDeckable.Is)
				return nil
			}
			c = cat.Definition(c)
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
			if c == nil {
				continue
			}
			s := rules.Sections[cat.sectionOf(c)]
			switch {
			case n < 1:
				p.Addf(r.Line, "%s: max %d; a card no deck may hold goes under banned", c.Name, n)
			case s.MaxCopies > 0 && n >= s.MaxCopies:
				p.Addf(r.Line, "%s: max %d restricts nothing, as %s already allows %d", c.Name, n, s.CopyRule, s.MaxCopies)
			case c.Unique:
				p.Addf(r.Line, "%s is Unique, so %s already allows only 1 copy", c.Name, rules.UniqueRule)
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
