package tftcg

import (
	"embed"
	"regexp"

	"omnideck/decklist"
)

// The team and battle deck rules (rules 1.0, lines 6 of
// docs/rules/rulebooks/tftcg.txt): stars of characters and battle cards
// together at most 25; one of each character by full name; a battle deck
// of at least 40 cards, at most 3 of each; and, as the cards print it, a
// battle card with a faction symbol only beside a character of that
// faction (docs/rules/tftcg.md).
const (
	StarLimit   = 25
	MinBattle   = 40
	MaxCopies   = 3
	sectionTeam = "team"
	sectionDeck = "battle deck"
	ruleTeam    = "rules 1.0, building a team"
	ruleFaction = "faction symbol (docs/rules/tftcg.md)"
)

// DeckRules are the team building rules as data for package decklist: a
// team of characters, 1 of each by full name, and a battle deck of at
// least 40 cards, 3 of each, with at most 25 stars in all.
func DeckRules() decklist.Rules {
	return decklist.Rules{
		Game:    ID,
		Summary: "characters then battle cards: at most 25 stars in all; 1 of each character by full name; a battle deck of at least 40 cards, at most 3 of each",
		Sections: []decklist.Section{
			{Name: sectionTeam, Min: 1, SizeRule: ruleTeam},
			{Name: sectionDeck, Min: MinBattle, SizeRule: ruleTeam, MaxCopies: MaxCopies, CopiesBy: "name", CopyRule: ruleTeam},
		},
		UniqueRule:  ruleTeam,
		Needs:       decklist.Needs{Rule: ruleFaction, Says: "a battle card of a faction goes in a deck whose team has a character of the %s faction"},
		Brings:      decklist.Brings{Rule: ruleTeam, Says: "%s begins the game under %s, on the starting team"},
		NotDeckable: decklist.NotDeckable{Rule: ruleTeam, Is: "a combined form", Why: "combined forms join the game by card text and never go in a team"},
		Budget:      decklist.Budget{Max: StarLimit, Unit: "star", Rule: ruleTeam},
		Types: []decklist.CardType{
			{Name: TypeCharacter, Heading: "Characters"},
			{Name: TypeAction, Heading: "Actions"},
			{Name: TypeUpgrade, Heading: "Upgrades"},
			{Name: TypeCombiner, Heading: "Combined forms"},
		},
	}
}

// DeckCatalog is the cards of cs (nil for the built-in cards) as deck
// lists name them, under DeckRules. A battle card needs its faction, or,
// a Mercenary one, the trait its text asks of the starting team; it wants
// the names its text asks of the starting team or of the cards played
// this turn (team_needs.go), which the cards of those names give.
func DeckCatalog(cs *CardSet) (*decklist.Catalog, error) {
	if cs == nil {
		var err error
		if cs, err = BuiltinCards(); err != nil {
			return nil, err
		}
	}
	list := cs.Cards()
	wants := make([][]string, len(list))
	wanted := map[string]bool{}
	for i, c := range list {
		if c.isBattle() {
			wants[i] = c.wants()
			for _, n := range wants[i] {
				wanted[n] = true
			}
		}
	}
	cards := make([]decklist.Card, len(list))
	for i, c := range list {
		dc := decklist.Card{ID: c.ID, Name: c.FullName(), Type: c.Type, Points: c.Stars, Section: sectionDeck}
		switch c.Type {
		case TypeCharacter:
			dc.Section, dc.Unique = sectionTeam, true
			dc.Gives = append([]string{c.Faction}, c.Tribe...)
			dc.RaisesBudget = raisedStarLimit(c)
			dc.Brings = c.startsWith()
		case TypeAction, TypeUpgrade:
			if c.Faction != FactionMercenary {
				dc.Needs = c.Faction
			} else if n := c.startingTeamTrait(); n != "" {
				dc.Needs = n // "Play this only if you had a Mercenary on your starting team"
			}
			dc.Wants = wants[i] // "Play only if Soundwave was on your starting team"
		case TypeCombiner:
			dc.Section, dc.NotDeckable = sectionTeam, true
		}
		if wanted[c.Name] && !dc.NotDeckable {
			dc.Gives = append(dc.Gives, c.Name) // Soundwave, Tech Research
		}
		cards[i] = dc
	}
	return decklist.NewCatalog(DeckRules(), cards)
}

// raisesStars finds a character's text raising the team's star limit for
// each card of a tribe on the team (Blaster and Soundwave,
// Communications: "Your starting [STAR] limit increases by 1 for each
// Mini-Cassette on your starting team").
var raisesStars = regexp.MustCompile(`(?i)your starting \[STARS?\] limit increases by 1 for each (.+?) on your starting team`)

// raisedStarLimit is the tribe each card of which on the team raises its
// star limit by one, as c's text says, or "". With several such
// characters the limit rises once for each card of the tribe: "each
// Mini-Cassette you play with a deployer adds 1 star to your star limit
// above 25, up to 28" (Rules_Roundup-2019-07-29.xml#2-13).
func raisedStarLimit(c *Card) string {
	if m := raisesStars.FindStringSubmatch(c.textOf()); m != nil {
		return m[1]
	}
	return ""
}

//go:embed decks/*.txt
var starterFiles embed.FS

// builtinDecks are the decks built into the game (decks/).
var builtinDecks = decklist.Embedded{FS: starterFiles, Pattern: "decks/*.txt"}

// shelf is the decks of the game played with cs (engine.DeckGame).
func shelf(cs *CardSet) decklist.Shelf {
	return decklist.Shelf{MakeCatalog: func() (*decklist.Catalog, error) { return DeckCatalog(cs) }, Builtin: builtinDecks}
}

// StarterDecks reads the decks built into the game, sorted by file name,
// with the cards of cs, or of the built-in cards when cs is nil.
func StarterDecks(cs *CardSet) ([]*decklist.Deck, error) { return shelf(cs).StarterDecks() }
