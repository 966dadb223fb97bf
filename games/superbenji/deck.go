package superbenji

import (
	"bytes"
	"cmp"
	"embed"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"omnideck/carddata"
)

// The deck construction rules (2.1 to 2.3).
const (
	// DeckSize is how many cards a deck holds (2.1).
	DeckSize = 27
	// MaxCopies is how many copies of a card, by name, a deck may hold (2.2).
	MaxCopies = 3
	// MaxCount is the largest count a deck list line may give; anything
	// larger is a typing mistake rather than a deck.
	MaxCount = 99
	// maxParseProblems is how many problems ParseDeck lists before it
	// summarises the rest, so that a file that is not a deck list at all
	// does not bury the first messages.
	maxParseProblems = 100
)

// Deck is a deck list read from a file or built in code.
type Deck struct {
	// Name is the deck's name from its "Deck: NAME" line, or "".
	Name string
	// File is the name the deck was read from, for messages.
	File string
	// Entries are the deck's lines, in file order.
	Entries []Entry
	// Set is the card set the entries come from.
	Set *CardSet
}

// Entry is one line of a deck list: a number of copies of one card.
type Entry struct {
	// Count is the number of copies, at least 1.
	Count int
	// Card is the card as written: an alternate art named by its id stays
	// the alternate art; a name always means the original card.
	Card *Card
	// Line is the entry's line in the file, or 0 for a deck built in code.
	Line int
	// ByID is true when the line named the card by its id.
	ByID bool
}

// Size is the number of cards in the deck.
func (d *Deck) Size() int {
	n := 0
	for _, e := range d.Entries {
		n += e.Count
	}
	return n
}

// Cards lists every card of the deck, one per copy, in file order: the
// deck to shuffle at the start of a game.
func (d *Deck) Cards() []*Card {
	out := make([]*Card, 0, d.Size())
	for _, e := range d.Entries {
		for range e.Count {
			out = append(out, e.Card)
		}
	}
	return out
}

// definition is the card that says how c plays.
func (d *Deck) definition(c *Card) *Card {
	if d.Set == nil {
		return c
	}
	return d.Set.Definition(c)
}

// ParseDeck reads a deck list naming cards of cs; name is the file's name
// for messages. It returns the deck, or an error that lists every problem
// of the file as "name:line: message" (past a hundred, the rest are
// counted, not listed): unknown cards, with the closest names when some
// are close, and counts that are not positive whole numbers. Whether the
// deck is legal is for [Deck.Check].
//
// Deck lists are plain text, one entry per line, in the forms the
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
// or its id in the set ("BS26/13"); an id keeps an alternate art apart
// from its original. The same card may appear on several lines: the copies
// add up.
//
// Blank lines and lines that start with # or // are ignored. A # or //
// after a space starts a comment that runs to the end of the line, unless
// the text with it names a card. One line of the form "Deck: NAME" names
// the deck; "Deck" is matched ignoring case, and the line may come
// anywhere, but only once. (A "# name: ..." line is a comment like any
// other.)
func ParseDeck(name string, data []byte, cs *CardSet) (*Deck, error) {
	if cs == nil {
		return nil, fmt.Errorf("%s: no card set to read the deck with", name)
	}
	p := deckParser{
		ix:       indexCards(cs),
		deck:     &Deck{File: name, Set: cs},
		problems: carddata.Problems{File: name},
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	for i, line := range strings.Split(text, "\n") {
		p.line(i+1, line)
	}
	if p.unlisted > 0 {
		p.problems.Addf(p.firstUnlisted, "and %d more problems from this line on (is %s a deck list?)", p.unlisted, name)
	}
	if err := p.problems.Err(); err != nil {
		return nil, err
	}
	return p.deck, nil
}

// deckParser reads a deck list line by line.
type deckParser struct {
	ix       *cardIndex
	deck     *Deck
	nameLine int
	problems carddata.Problems
	listed   int
	// unlisted counts the problems after the first maxParseProblems.
	unlisted, firstUnlisted int
}

// fail records a problem on line.
func (p *deckParser) fail(line int, format string, args ...any) {
	if p.listed >= maxParseProblems {
		if p.unlisted == 0 {
			p.firstUnlisted = line
		}
		p.unlisted++
		return
	}
	p.listed++
	p.problems.Addf(line, format, args...)
	// Messages past the limit are only counted: stop looking for names
	// to suggest in them.
	p.ix.quiet = p.listed >= maxParseProblems
}

// line reads line n of the file.
func (p *deckParser) line(n int, raw string) {
	s := strings.TrimSpace(raw)
	if s == "" || strings.HasPrefix(s, "#") || strings.HasPrefix(s, "//") {
		return
	}
	if key, value, ok := strings.Cut(s, ":"); ok && strings.EqualFold(strings.TrimSpace(key), "deck") {
		p.named(n, stripComment(strings.TrimSpace(value)))
		return
	}
	e, problems := p.entry(s)
	// A trailing comment ("3 x BS26/13  # Targeted Nuke") is read as part
	// of the card only when that names a card.
	if bare := stripComment(s); len(problems) > 0 && bare != s {
		e, problems = p.entry(bare)
	}
	for _, msg := range problems {
		p.fail(n, "%s", msg)
	}
	if len(problems) == 0 {
		e.Line = n
		p.deck.Entries = append(p.deck.Entries, e)
	}
}

// named reads a "Deck: NAME" line.
func (p *deckParser) named(n int, value string) {
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
		next := s[i+utf8.RuneLen(r):]
		if unicode.IsSpace(r) && (strings.HasPrefix(next, "#") || strings.HasPrefix(next, "//")) {
			return strings.TrimSpace(s[:i])
		}
	}
	return strings.TrimSpace(s)
}

// entry reads a line that lists a card, or says what is wrong with it.
func (p *deckParser) entry(s string) (Entry, []string) {
	// A whole line that names a card is one copy of it, even when the name
	// starts with a number.
	if c, byID, ok := p.ix.lookup(s); ok {
		return Entry{Count: 1, Card: c, ByID: byID}, nil
	}
	countText, rests := splitCount(s)
	if countText == "" {
		return Entry{}, []string{p.uncounted(s)}
	}
	var problems []string
	count, countErr := parseCount(countText)
	if countErr != "" {
		problems = append(problems, countErr)
	}
	if rests[0] == "" {
		return Entry{}, append(problems, fmt.Sprintf("the line gives a count, %s, but no card after it", strings.Trim(quoteShort(countText), `"`)))
	}
	for _, rest := range rests {
		if c, byID, ok := p.ix.lookup(rest); ok {
			return Entry{Count: count, Card: c, ByID: byID}, problems
		}
	}
	return Entry{}, append(problems, p.ix.unknown(rests[0]))
}

// Lines that are neither a card nor a count and a card: say what was meant
// where a common mistake explains them.
var (
	countMarks = []string{"x", "X", "×"}
	foldMark   = strings.NewReplacer("×", "x", "X", "x")
)

// uncounted says what is wrong with a line that does not start with a
// count and names no card.
func (p *deckParser) uncounted(s string) string {
	fields := strings.Fields(s)
	// "three x Cook": a count in words.
	if len(fields) >= 3 && foldMark.Replace(fields[1]) == "x" {
		rest := strings.TrimSpace(strings.Join(fields[2:], " "))
		if c, _, ok := p.ix.lookup(rest); ok {
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
			if c, _, ok := p.ix.lookup(strings.Join(body, " ")); ok {
				return fmt.Sprintf("write the count before the card, as in \"%s x %s\"", number, c.Name)
			}
		}
		if number := stripMark(fields[0]); isDigits(number) && number != fields[0] {
			if c, _, ok := p.ix.lookup(strings.Join(fields[1:], " ")); ok {
				return fmt.Sprintf("write the count before the x, as in \"%s x %s\"", number, c.Name)
			}
		}
	}
	return p.ix.unknown(s)
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
func parseCount(text string) (int, string) {
	n, err := strconv.Atoi(text)
	switch {
	case err == nil && n >= 1 && n <= MaxCount:
		return n, ""
	case err == nil && n > MaxCount || err != nil && isDigits(text):
		return 0, fmt.Sprintf("count %s is more copies than any deck holds (a deck has %d cards)", quoteShort(text), DeckSize)
	}
	return 0, fmt.Sprintf("count %s is not a positive whole number of copies", quoteShort(text))
}

// quoteShort quotes s for a message, cut short when it is long.
func quoteShort(s string) string {
	const limit = 60
	if utf8.RuneCountInString(s) > limit {
		r := []rune(s)
		s = string(r[:limit]) + "…"
	}
	return strconv.Quote(s)
}

// cardIndex finds the cards of a set by the names and ids deck lists use.
type cardIndex struct {
	set *CardSet
	// byName maps a normalised full name to the original card of that name.
	byName map[string]*Card
	// deckable are the originals that are not tokens, for suggestions.
	deckable []*Card
	// quiet turns suggestions off.
	quiet bool
}

// indexCards indexes the cards of cs.
func indexCards(cs *CardSet) *cardIndex {
	ix := &cardIndex{set: cs, byName: map[string]*Card{}}
	for _, c := range cs.Cards() {
		if c.SameAs != "" {
			continue
		}
		key := normalName(c.Name)
		if _, ok := ix.byName[key]; !ok {
			ix.byName[key] = c
		}
		if !c.Token {
			ix.deckable = append(ix.deckable, c)
		}
	}
	return ix
}

// straightQuotes replaces the quotes word processors curl.
var straightQuotes = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`)

// normalName is a name as deck lists match it: lower case, single spaces,
// straight quotes.
func normalName(s string) string {
	s = straightQuotes.Replace(s)
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// lookup finds the card a deck list means by text: a full name, or an id.
func (ix *cardIndex) lookup(text string) (c *Card, byID, ok bool) {
	if c, ok := ix.byName[normalName(text)]; ok {
		return c, false, true
	}
	if c, ok := ix.set.ByID(strings.TrimSpace(text)); ok {
		return c, true, true
	}
	return nil, false, false
}

// unknown is the message for text that names no card, with the closest
// names when some are close.
func (ix *cardIndex) unknown(text string) string {
	if looksLikeID(text) {
		msg := fmt.Sprintf("no card has the id %s", quoteShort(text))
		if c := ix.similarID(text); c != nil {
			msg += fmt.Sprintf(" (did you mean %s, which is %s?)", c.ID, c.Name)
		}
		return msg
	}
	msg := fmt.Sprintf("no card is called %s", quoteShort(text))
	if names := ix.suggest(text); len(names) > 0 {
		quoted := make([]string, len(names))
		for i, n := range names {
			quoted[i] = strconv.Quote(n)
		}
		alternatives := quoted[len(quoted)-1]
		if len(quoted) > 1 {
			alternatives = strings.Join(quoted[:len(quoted)-1], ", ") + " or " + alternatives
		}
		msg += " (did you mean " + alternatives + "?)"
	}
	return msg
}

// looksLikeID is true for text such as "BS26/99": no spaces, a slash.
func looksLikeID(text string) bool {
	return strings.Contains(text, "/") && !strings.ContainsFunc(text, unicode.IsSpace)
}

// similarID finds the id text means when only case and punctuation differ
// ("bs26-13", "BS26/PROMO1").
func (ix *cardIndex) similarID(text string) *Card {
	if ix.quiet {
		return nil
	}
	squash := func(s string) string {
		return strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return unicode.ToLower(r)
			}
			return -1
		}, s)
	}
	want := squash(text)
	for _, c := range ix.set.Cards() {
		if squash(c.ID) == want {
			return c
		}
	}
	return nil
}

// suggest lists up to three card names text may have meant: the cards whose
// Basic Name it is, the names it is part of, or the names within a few
// typing mistakes of it.
func (ix *cardIndex) suggest(text string) []string {
	key := normalName(text)
	if ix.quiet || key == "" || utf8.RuneCountInString(key) > 80 {
		return nil
	}
	var names []string
	collect := func(keep func(c *Card) bool) []string {
		names = names[:0]
		for _, c := range ix.deckable {
			if keep(c) {
				names = append(names, c.Name)
			}
		}
		slices.Sort(names)
		return names
	}
	if got := collect(func(c *Card) bool { return normalName(BasicName(c.Name)) == key }); len(got) > 0 {
		return got[:min(len(got), 3)]
	}
	if utf8.RuneCountInString(key) >= 4 {
		if got := collect(func(c *Card) bool { return strings.Contains(normalName(c.Name), key) }); len(got) > 0 && len(got) <= 3 {
			return got
		}
	}
	names = nil
	best, limit := -1, max(2, utf8.RuneCountInString(key)/4)
	for _, c := range ix.deckable {
		d := editDistance(key, normalName(c.Name))
		switch {
		case d > limit || best >= 0 && d > best:
		case d == best:
			names = append(names, c.Name)
		default:
			best, names = d, append(names[:0], c.Name)
		}
	}
	slices.Sort(names)
	return names[:min(len(names), 3)]
}

// editDistance is the Levenshtein distance between a and b, in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// Style is how Format names cards.
type Style string

// The styles of deck list.
const (
	// ByName writes "3 x Targeted Nuke". Alternate arts are written under
	// their original's name.
	ByName Style = "names"
	// ByID writes "3 x BS26/13", keeping alternate arts apart.
	ByID Style = "ids"
)

// ParseStyle reads "names" or "ids".
func ParseStyle(s string) (Style, error) {
	switch st := Style(strings.ToLower(strings.TrimSpace(s))); st {
	case ByName, ByID:
		return st, nil
	}
	return "", fmt.Errorf("deck list style %q is not names or ids", s)
}

// WrittenStyle is the style most of the deck's entries are written in.
func (d *Deck) WrittenStyle() Style {
	ids := 0
	for _, e := range d.Entries {
		if e.ByID {
			ids++
		}
	}
	if ids*2 > len(d.Entries) {
		return ByID
	}
	return ByName
}

// typeOrder is the order of the sections of a written deck list.
var typeOrder = []string{"character", "artifact", "location", "action"}

var typeHeadings = map[string]string{"character": "Characters", "artifact": "Artifacts", "location": "Locations", "action": "Actions"}

// Format writes the deck as a deck list that ParseDeck reads back: the
// "Deck:" line when the deck has a name, then the cards by type
// (characters, artifacts, locations, actions) and name, copies of a card
// on one line, each type under a comment heading.
func (d *Deck) Format(w io.Writer, style Style) error {
	if style != ByName && style != ByID {
		return fmt.Errorf("write deck: style %q is not names or ids", style)
	}
	type line struct {
		card  *Card // as written: the original for names, the card itself for ids
		count int
	}
	var lines []*line
	seen := map[string]*line{}
	for _, e := range d.Entries {
		c := e.Card
		key := c.ID
		if style == ByName {
			c = d.definition(c)
			key = normalName(c.Name)
		}
		if l, ok := seen[key]; ok {
			l.count += e.Count
			continue
		}
		seen[key] = &line{card: c, count: e.Count}
		lines = append(lines, seen[key])
	}
	rank := func(c *Card) int {
		if i := slices.Index(typeOrder, d.definition(c).Type); i >= 0 {
			return i
		}
		return len(typeOrder)
	}
	slices.SortStableFunc(lines, func(a, b *line) int {
		return cmp.Or(
			cmp.Compare(rank(a.card), rank(b.card)),
			cmp.Compare(normalName(a.card.Name), normalName(b.card.Name)),
			cmp.Compare(a.card.ID, b.card.ID))
	})
	width := 0 // of the widest "N x ID", to line up the names after it
	for _, l := range lines {
		width = max(width, utf8.RuneCountInString(fmt.Sprintf("%d x %s", l.count, l.card.ID)))
	}
	var b bytes.Buffer
	if name := strings.Join(strings.Fields(d.Name), " "); name != "" {
		fmt.Fprintf(&b, "Deck: %s\n", name)
	}
	for i, l := range lines {
		if i == 0 || rank(l.card) != rank(lines[i-1].card) {
			if b.Len() > 0 {
				b.WriteByte('\n')
			}
			n := 0
			for _, other := range lines[i:] {
				if rank(other.card) == rank(l.card) {
					n += other.count
				}
			}
			heading := cmp.Or(typeHeadings[d.definition(l.card).Type], "Other cards")
			fmt.Fprintf(&b, "# %s (%d)\n", heading, n)
		}
		if style == ByID {
			entry := fmt.Sprintf("%d x %s", l.count, l.card.ID)
			fmt.Fprintf(&b, "%-*s  # %s\n", width, entry, l.card.Name)
		} else {
			fmt.Fprintf(&b, "%d x %s\n", l.count, l.card.Name)
		}
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("write deck: %w", err)
	}
	return nil
}

// Problem is one way a deck breaks the deck construction rules or its
// format.
type Problem struct {
	// File and Line place the problem; Line is 0 when it is about the whole
	// deck or the deck was built in code.
	File string
	Line int
	// Rule is what the deck breaks: "rule 2.1", "rule 2.2", "rule 2.3",
	// "rule 6.6", or "format ID" for the format's banned and restricted
	// lists.
	Rule string
	// Card is the card's full name, or "" for the whole deck.
	Card string
	// Message says what is wrong, naming the card.
	Message string
}

// String is "file:line: rule: message".
func (p Problem) String() string {
	where := p.File
	if p.Line > 0 {
		where += ":" + strconv.Itoa(p.Line)
	}
	return fmt.Sprintf("%s: %s: %s", where, p.Rule, p.Message)
}

// Check lists every way the deck breaks the deck construction rules (2.1
// to 2.3, tokens) and, when f is not nil, the format's banned and
// restricted lists. Copies are counted by name, so alternate arts count
// with their original. The problems come in line order, whole-deck
// problems first; none means the deck is legal.
func (d *Deck) Check(f *Format) []Problem {
	var problems []Problem
	add := func(line int, rule, card, format string, args ...any) {
		problems = append(problems, Problem{File: d.File, Line: line, Rule: rule, Card: card, Message: fmt.Sprintf(format, args...)})
	}
	if n := d.Size(); n != DeckSize {
		add(0, "rule 2.1", "", "the deck has %d cards; a deck has exactly %d", n, DeckSize)
	}
	type group struct {
		card  *Card
		count int
		lines []int
		alt   bool
	}
	var groups []*group
	byName := map[string]*group{}
	for _, e := range d.Entries {
		def := d.definition(e.Card)
		switch {
		case def.Token:
			add(e.Line, "rule 6.6", def.Name, "%s is a token: tokens are made by effects during a game and never go in a deck", def.Name)
			continue
		case f.bans(def):
			add(e.Line, "format "+f.ID, def.Name, "%s is banned in %s", def.Name, f.ID)
			continue
		}
		key := normalName(def.Name)
		g := byName[key]
		if g == nil {
			g = &group{card: def}
			byName[key] = g
			groups = append(groups, g)
		}
		g.count += e.Count
		if e.Line > 0 {
			g.lines = append(g.lines, e.Line)
		}
		g.alt = g.alt || e.Card != def
	}
	for _, g := range groups {
		limit, rule, why := MaxCopies, "rule 2.2", fmt.Sprintf("a deck may hold at most %d copies of a card by name", MaxCopies)
		if g.card.Unique {
			limit, rule, why = 1, "rule 2.3", "a Unique card is limited to 1 copy by full name"
		}
		if n, ok := f.restricts(g.card); ok && n < limit {
			limit, rule, why = n, "format "+f.ID, fmt.Sprintf("%s restricts it to %d", f.ID, n)
		}
		if g.count <= limit {
			continue
		}
		var where []string
		if len(g.lines) > 1 {
			where = append(where, "lines "+joinLines(g.lines))
		}
		if g.alt {
			where = append(where, "alternate arts counted with their original")
		}
		detail := ""
		if len(where) > 0 {
			detail = " (" + strings.Join(where, ", ") + ")"
		}
		line := 0
		if len(g.lines) > 0 {
			line = g.lines[0]
		}
		add(line, rule, g.card.Name, "%d copies of %s%s; %s", g.count, g.card.Name, detail, why)
	}
	slices.SortStableFunc(problems, func(a, b Problem) int { return cmp.Compare(a.Line, b.Line) })
	return problems
}

// joinLines writes 3, 9 and 12 as "3, 9 and 12".
func joinLines(lines []int) string {
	s := make([]string, len(lines))
	for i, l := range lines {
		s[i] = strconv.Itoa(l)
	}
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

//go:embed decks/*.txt
var starterFiles embed.FS

// StarterDecks reads the starter decks built into Omnideck
// (games/superbenji/decks), sorted by file name, with cards from cs, or
// from the Base Set when cs is nil. Each deck's File is its file name, such
// as "heroes.txt".
func StarterDecks(cs *CardSet) ([]*Deck, error) {
	if cs == nil {
		var err error
		if cs, err = BaseSet(); err != nil {
			return nil, fmt.Errorf("starter decks: %w", err)
		}
	}
	files, err := fs.Glob(starterFiles, "decks/*.txt")
	if err != nil {
		return nil, fmt.Errorf("starter decks: %w", err)
	}
	slices.Sort(files)
	var decks []*Deck
	for _, file := range files {
		data, err := starterFiles.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("starter decks: %w", err)
		}
		d, err := ParseDeck(path.Base(file), data, cs)
		if err != nil {
			return nil, fmt.Errorf("starter deck %s: %w", file, err)
		}
		decks = append(decks, d)
	}
	return decks, nil
}

// StarterID is how commands name a starter deck: its file name without
// ".txt" ("heroes").
func StarterID(d *Deck) string { return strings.TrimSuffix(d.File, ".txt") }

// FindStarter finds a starter deck by its id ("heroes"), file name
// ("heroes.txt") or deck name ("Heroes"), ignoring case.
func FindStarter(decks []*Deck, name string) (*Deck, error) {
	want := strings.TrimSpace(name)
	var ids []string
	for _, d := range decks {
		if strings.EqualFold(want, StarterID(d)) || strings.EqualFold(want, d.File) || strings.EqualFold(want, d.Name) {
			return d, nil
		}
		ids = append(ids, StarterID(d))
	}
	return nil, fmt.Errorf("no starter deck is called %q (the starter decks: %s)", name, strings.Join(ids, ", "))
}

// StarterDeckLists is the starter decks of the Base Set as lists of card
// ids, one per copy, in the order of StarterDecks ("banana-villains",
// then "heroes"): the decks a game deals when it is given none.
func StarterDeckLists() ([][]string, error) {
	decks, err := StarterDecks(nil)
	if err != nil {
		return nil, err
	}
	lists := make([][]string, len(decks))
	for i, d := range decks {
		for _, c := range d.Cards() {
			lists[i] = append(lists[i], c.ID)
		}
	}
	return lists, nil
}
