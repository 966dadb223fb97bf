package decklist

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

const (
	// MaxCount is the largest count a deck list line may give; anything
	// larger is a typing mistake rather than a deck.
	MaxCount = 99
	// MaxParseProblems is how many problems Parse lists before it counts
	// the rest, so that a file that is not a deck list at all does not bury
	// the first messages.
	MaxParseProblems = 100
)

// Parse reads a deck list naming cards of cat; name is the file's name for
// messages. It returns the deck, or an error that lists every problem of
// the file as "name:line: message" (past MaxParseProblems, the rest are
// counted, not listed): lines that are not UTF-8 text, unknown cards, with
// the closest names when some are close, and counts that are not positive
// whole numbers. Whether the deck is legal is for [Deck.Check]; [Read]
// reads what it can of a file with problems, for a check that lists both
// kinds at once.
//
// Deck lists are plain UTF-8 text, one entry per line, in the forms the
// community writes:
//
//	Deck: Heroes
//	# Characters
//	3 x Benji City Citizen
//	2x Benji HQ
//	3 Cook
//	Benji, Hero of Benji Island
//	1 x BS26/22  # Benji Alert
//
// An entry is a count and a card, or a card alone for one copy. The count
// is a positive whole number in digits, followed by "x" (or "X" or "×")
// with or without a space before it, or by a space alone. The card is its
// full name, matched ignoring case, runs of spaces and curly apostrophes,
// or its id ("BS26/13"); an id keeps an alternate art apart from its
// original. The same card may appear on several lines: the copies add up.
//
// A byte-order mark at the start is skipped. Blank lines and lines that
// start with # or // are ignored. A # or // after a space starts a comment
// that runs to the end of the line, unless the text with it names a card.
// A heading above a part of the list, naming a section of the deck or a
// card type of the game's rules, with or without its count and ending in a
// colon ("Team (3):", "Battle Deck:", "Characters (14):"), is skipped.
// One line of the form "Deck: NAME" names the deck; "Deck" is matched
// ignoring case, and the line may come anywhere, but only once. (A "#
// name: ..." line is a comment like any other.)
func Parse(name string, data []byte, cat *Catalog) (*Deck, error) {
	if cat == nil {
		return nil, fmt.Errorf("%s: no card catalog to read the deck with", name)
	}
	d, problems := Read(name, data, cat)
	if len(problems) > 0 {
		lines := make([]string, len(problems))
		for i, p := range problems {
			lines[i] = p.String()
		}
		return nil, errors.New(strings.Join(lines, "\n"))
	}
	return d, nil
}

// Read reads a deck list as [Parse] does, but goes on past the lines it
// cannot read: it returns the deck of the lines it read, and the problems
// of the others in line order (their Rule is ""). A line it cannot read
// simply does not count in the deck, and the deck remembers it: its
// [Deck.Check] lists these problems too, beside the size, copy and Unique
// problems of the rest, so that one check says everything. A deck with
// problems here is never legal.
func Read(name string, data []byte, cat *Catalog) (*Deck, []Problem) {
	if cat == nil {
		return &Deck{File: name}, []Problem{{File: name, Message: "no card catalog to read the deck with"}}
	}
	p := newParser(name, cat)
	p.read(data)
	if p.unlisted > 0 {
		p.add(p.firstUnlisted, fmt.Sprintf("and %d more problems from this line on (is %s a deck list?)", p.unlisted, name))
	}
	p.deck.unread, p.deck.skipped = slices.Clone(p.problems), p.skipped
	return p.deck, slices.Clone(p.problems)
}

// Matches says which lines of a deck list name cards of a catalog.
type Matches struct {
	// Known are the lines that name a card of the catalog.
	Known []int
	// Unknown are the lines that look like entries but name none of its
	// cards; Near are those of them close to a card's name or id, which
	// the catalog would suggest.
	Unknown, Near []int
}

// Match says which lines of a deck list name a card of cat, and which name
// none. Blank lines, comments and the "Deck:" line are neither. Tools use
// it to find the game whose cards a deck list names.
func Match(data []byte, cat *Catalog) Matches {
	p := newParser("", cat)
	p.read(data)
	return Matches{Known: p.known, Unknown: p.unknown, Near: p.near}
}

// newParser is a parser of the file name, for cards of cat.
func newParser(name string, cat *Catalog) *parser {
	return &parser{cat: cat, deck: &Deck{File: name, Catalog: cat}, tooMany: tooManyWords(cat.rules)}
}

// read reads every line of data.
func (p *parser) read(data []byte) {
	text := string(data)
	offset := 0
	if rest, ok := strings.CutPrefix(text, "\uFEFF"); ok {
		text, offset = rest, len("\uFEFF")
	}
	for i, line := range strings.Split(text, "\n") {
		p.line(i+1, offset, line)
		offset += len(line) + 1
	}
}

// tooManyWords ends the message for a count larger than MaxCount: with
// one section of a fixed size, " (a deck has 27 cards)".
func tooManyWords(r Rules) string {
	if len(r.Sections) == 1 && r.Sections[0].Min == r.Sections[0].Max && r.Sections[0].Max > 0 {
		return fmt.Sprintf(" (a %s has %d cards)", r.Sections[0].Name, r.Sections[0].Max)
	}
	return ""
}

// parser reads a deck list line by line.
type parser struct {
	cat      *Catalog
	deck     *Deck
	nameLine int
	problems []Problem
	listed   int
	// known and unknown are the entry lines that name a card of the
	// catalog and those that name none, near those of the unknown lines
	// that are close to a card's name or id; skipped are the lines that
	// may list cards and were left out of the deck for their problems.
	known, unknown, near, skipped []int
	// close is set when the line being read is close to a card.
	close bool
	// unlisted counts the problems after the first MaxParseProblems.
	unlisted, firstUnlisted int
	// quiet turns suggestions off once the messages are only counted.
	quiet   bool
	tooMany string
}

// fail records a problem on line.
func (p *parser) fail(line int, format string, args ...any) {
	if p.listed >= MaxParseProblems {
		if p.unlisted == 0 {
			p.firstUnlisted = line
		}
		p.unlisted++
		return
	}
	p.listed++
	p.add(line, fmt.Sprintf(format, args...))
	// Messages past the limit are only counted: stop looking for names
	// to suggest in them.
	p.quiet = p.listed >= MaxParseProblems
}

// add records the problem message on line.
func (p *parser) add(line int, message string) {
	p.problems = append(p.problems, Problem{File: p.deck.File, Line: line, Message: message})
}

// line reads line n of the file, which starts at byte offset of the file.
func (p *parser) line(n, offset int, raw string) {
	if bad := invalidUTF8(raw); bad >= 0 {
		p.unknown = append(p.unknown, n)
		p.skipped = append(p.skipped, n)
		p.fail(n, "not UTF-8 text: the byte 0x%02X at byte offset %d of the file is not part of a UTF-8 character (save the deck list as UTF-8)", raw[bad], offset+bad)
		return
	}
	s := strings.TrimSpace(raw)
	if s == "" || strings.HasPrefix(s, "#") || strings.HasPrefix(s, "//") {
		return
	}
	if p.heading(s) {
		return
	}
	if key, value, ok := strings.Cut(s, ":"); ok && strings.EqualFold(strings.TrimSpace(key), "deck") {
		p.named(n, stripComment(strings.TrimSpace(value)))
		return
	}
	p.close = false
	e, problems := p.entry(s)
	// A trailing comment ("3 x BS26/13  # Targeted Nuke") is read as part
	// of the card only when that names a card.
	if bare := stripComment(s); len(problems) > 0 && bare != s {
		e, problems = p.entry(bare)
	}
	for _, msg := range problems {
		p.fail(n, "%s", msg)
	}
	switch {
	case e.Card != nil:
		p.known = append(p.known, n)
	case p.close:
		p.near = append(p.near, n)
		fallthrough
	default:
		p.unknown = append(p.unknown, n)
	}
	if len(problems) == 0 {
		e.Line = n
		p.deck.Entries = append(p.deck.Entries, e)
	} else {
		p.skipped = append(p.skipped, n)
	}
}

// invalidUTF8 is the index of the first byte of s that is not part of a
// UTF-8 character, or -1.
func invalidUTF8(s string) int {
	if utf8.ValidString(s) {
		return -1
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return -1
}

// heading reports whether s is a heading the community writes above a
// part of a list: a part of the deck or a card type of the game's rules,
// with or without its count, and a colon ("Team (3):", "Battle Deck:",
// "Characters (14):"). A heading names no card and is skipped.
func (p *parser) heading(s string) bool {
	body, ok := strings.CutSuffix(s, ":")
	if !ok {
		return false
	}
	body = strings.TrimSpace(body)
	counted := false
	if open := strings.LastIndexByte(body, '('); open > 0 && strings.HasSuffix(body, ")") {
		if _, err := strconv.Atoi(strings.TrimSpace(body[open+1 : len(body)-1])); err == nil {
			body, counted = strings.TrimSpace(body[:open]), true
		}
	}
	if !counted && strings.EqualFold(body, "deck") {
		return false // "Deck:" is a name line without its name
	}
	rules := &p.cat.rules
	var words []string
	for _, sec := range rules.Sections {
		words = append(words, sec.Name)
	}
	for _, t := range rules.Types {
		words = append(words, t.Name, t.Heading)
	}
	for _, w := range words {
		if w != "" && (strings.EqualFold(body, w) || strings.EqualFold(body, w+"s")) {
			return true
		}
	}
	return false
}

// named reads a "Deck: NAME" line.
func (p *parser) named(n int, value string) {
	switch {
	case value == "":
		p.fail(n, `"Deck:" needs the deck's name after it, as in "Deck: Heroes"`)
	case p.nameLine != 0:
		p.fail(n, "the deck is already named %q on line %d", p.deck.Name, p.nameLine)
	default:
		p.deck.Name, p.nameLine = value, n
	}
}

// stripComment cuts a line at a # or // that follows a space.
func stripComment(s string) string {
	for i, r := range s {
		if !unicode.IsSpace(r) {
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		if next := s[i+size:]; strings.HasPrefix(next, "#") || strings.HasPrefix(next, "//") {
			return strings.TrimSpace(s[:i])
		}
	}
	return strings.TrimSpace(s)
}

// entry reads a line that lists a card, or says what is wrong with it.
func (p *parser) entry(s string) (Entry, []string) {
	// A whole line that names a card is one copy of it, even when the name
	// starts with a number.
	if c, byID, ok := p.cat.Lookup(s); ok {
		return Entry{Count: 1, Card: c, ByID: byID}, nil
	}
	countText, rests := splitCount(s)
	if countText == "" {
		return Entry{}, []string{p.uncounted(s)}
	}
	var problems []string
	count, countErr := p.parseCount(countText)
	if countErr != "" {
		problems = append(problems, countErr)
	}
	if rests[0] == "" {
		return Entry{}, append(problems, fmt.Sprintf("the line gives a count, %s, but no card after it", strings.Trim(quoteShort(countText), `"`)))
	}
	for _, rest := range rests {
		if c, byID, ok := p.cat.Lookup(rest); ok {
			return Entry{Count: count, Card: c, ByID: byID}, problems
		}
	}
	return Entry{}, append(problems, p.unknownCard(rests[0]))
}

// Lines that are neither a card nor a count and a card: say what was meant
// where a common mistake explains them.
var (
	countMarks = []string{"x", "X", "×"}
	foldMark   = strings.NewReplacer("×", "x", "X", "x")
)

// uncounted says what is wrong with a line that does not start with a
// count and names no card.
func (p *parser) uncounted(s string) string {
	fields := strings.Fields(s)
	// "three x Cook": a count in words.
	if len(fields) >= 3 && foldMark.Replace(fields[1]) == "x" {
		rest := strings.TrimSpace(strings.Join(fields[2:], " "))
		if c, _, ok := p.cat.Lookup(rest); ok {
			return fmt.Sprintf("count %s: write the number of copies in digits, as in \"3 x %s\"", quoteShort(fields[0]), c.Name)
		}
	}
	// "Cook x3", "Cook x 3", "Cook 3", "x3 Cook": the count in the wrong place.
	if len(fields) >= 2 {
		last := fields[len(fields)-1]
		body := fields[:len(fields)-1]
		if len(body) >= 2 && isDigits(last) && slices.Contains(countMarks, body[len(body)-1]) {
			body = body[:len(body)-1]
		}
		if number := stripMark(last); isDigits(number) {
			if c, _, ok := p.cat.Lookup(strings.Join(body, " ")); ok {
				return fmt.Sprintf("write the count before the card, as in \"%s x %s\"", number, c.Name)
			}
		}
		if number := stripMark(fields[0]); isDigits(number) && number != fields[0] {
			if c, _, ok := p.cat.Lookup(strings.Join(fields[1:], " ")); ok {
				return fmt.Sprintf("write the count before the x, as in \"%s x %s\"", number, c.Name)
			}
		}
	}
	return p.unknownCard(s)
}

// unknownCard is the message for text that names no card, noting for
// Match whether the catalog has a card close to it.
func (p *parser) unknownCard(text string) string {
	msg, close := p.cat.unknown(text, p.quiet)
	p.close = p.close || close
	return msg
}

// stripMark takes an x off either end of a word such as "x3" or "3x".
func stripMark(w string) string {
	for _, mark := range countMarks {
		if rest, ok := strings.CutPrefix(w, mark); ok {
			return rest
		}
		if rest, ok := strings.CutSuffix(w, mark); ok {
			return rest
		}
	}
	return w
}

// isDigits is true for a non-empty run of ASCII digits.
func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// splitCount splits "3 x Name", "3x Name" and "3 Name" into the count's
// text and the readings of the rest, the likeliest first: after "3 x X-Ray"
// the card may be "X-Ray" or, for a card called "x X-Ray", the whole rest.
// The count is "" when the line does not start with one.
func splitCount(s string) (count string, rests []string) {
	end := strings.IndexFunc(s, func(r rune) bool { return !isCountRune(r) })
	switch end {
	case 0:
		return "", nil
	case -1:
		end = len(s)
	}
	count, after := s[:end], s[end:]
	if !strings.ContainsAny(count, "0123456789") {
		return "", nil
	}
	spaced := strings.TrimLeftFunc(after, unicode.IsSpace)
	if rest, ok := cutMark(spaced); ok {
		rests = append(rests, rest)
	}
	if len(spaced) < len(after) {
		rests = append(rests, spaced)
	}
	if len(rests) == 0 {
		if after == "" {
			return count, []string{""}
		}
		// "3Cook": no space between the count and the card.
		return "", nil
	}
	return count, rests
}

// cutMark reads the "x " between a count and a card.
func cutMark(s string) (string, bool) {
	for _, mark := range countMarks {
		if rest, ok := strings.CutPrefix(s, mark); ok {
			trimmed := strings.TrimLeftFunc(rest, unicode.IsSpace)
			if rest == "" || len(trimmed) < len(rest) {
				return trimmed, true
			}
		}
	}
	return "", false
}

// isCountRune is true for what a count, or a mistyped one, is made of.
func isCountRune(r rune) bool {
	return r >= '0' && r <= '9' || strings.ContainsRune("+-.,/½", r)
}

// parseCount reads a count, or says why it is not one.
func (p *parser) parseCount(text string) (int, string) {
	n, err := strconv.Atoi(text)
	switch {
	case err == nil && n >= 1 && n <= MaxCount:
		return n, ""
	case err == nil && n > MaxCount || err != nil && isDigits(text):
		return 0, fmt.Sprintf("count %s is more copies than any deck holds%s", quoteShort(text), p.tooMany)
	}
	return 0, fmt.Sprintf("count %s is not a positive whole number of copies", quoteShort(text))
}
