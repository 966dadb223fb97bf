package decklist

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
)

// ReadDecks reads the deck lists in the files of fsys that match pattern
// ("decks/*.txt"), sorted by file name, with the cards of cat: a game's
// starter decks, embedded in its package. Each deck's File is its file's
// base name ("heroes.txt"), so its ID is "heroes".
func ReadDecks(fsys fs.FS, pattern string, cat *Catalog) ([]*Deck, error) {
	files, err := fs.Glob(fsys, pattern)
	if err != nil {
		return nil, fmt.Errorf("starter decks: %w", err)
	}
	slices.Sort(files)
	var decks []*Deck
	for _, file := range files {
		data, err := fs.ReadFile(fsys, file)
		if err != nil {
			return nil, fmt.Errorf("starter decks: %w", err)
		}
		d, err := Parse(path.Base(file), data, cat)
		if err != nil {
			return nil, fmt.Errorf("starter deck %s: %w", file, err)
		}
		decks = append(decks, d)
	}
	return decks, nil
}

// Find finds a deck of decks by its ID ("heroes"), file name
// ("heroes.txt") or deck name ("Heroes"), ignoring case.
func Find(decks []*Deck, name string) (*Deck, error) {
	want := strings.TrimSpace(name)
	ids := make([]string, 0, len(decks))
	for _, d := range decks {
		if strings.EqualFold(want, d.ID()) || strings.EqualFold(want, d.File) || strings.EqualFold(want, d.Name) {
			return d, nil
		}
		ids = append(ids, d.ID())
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("no starter deck is called %q (the game has no starter decks)", name)
	}
	return nil, fmt.Errorf("no starter deck is called %q (the starter decks: %s)", name, strings.Join(ids, ", "))
}

// Load finds the deck a player names: one of the starter decks by [Find],
// or else the deck list in the file at path name, read with the cards of
// cat. It returns the deck when it is legal under the rules and format f
// (nil for the rules alone), or an error listing every problem: the lines
// of the file it could not read and, in the same list, every way the rest
// breaks the rules ([Read], [Deck.Check]).
func Load(name string, starters []*Deck, cat *Catalog, f *Format) (*Deck, error) {
	d, findErr := Find(starters, name)
	if findErr != nil {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("%w; and no deck file %s: %w", findErr, name, err)
		}
		d, _ = Read(name, data, cat)
	}
	if problems := d.Check(f); len(problems) > 0 {
		lines := make([]string, len(problems))
		for i, p := range problems {
			lines[i] = p.String()
		}
		return nil, errors.New(name + " is not a legal deck:\n" + strings.Join(lines, "\n"))
	}
	return d, nil
}
