package kit

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
)

// Setting up a game of constructed decks: each seat's deck list read into
// card identities, and the piles a scenario test stacks (engine.Config's
// Deal: "deck.N", the top of seat N's deck; "hand.N", its opening hand).

// Lookup finds a card by what a deck list or a stacked deal writes (an
// id or a name): its identity and its name for messages.
type Lookup func(text string) (CardID, string, bool)

// ResolveDecks reads each seat's deck list with lookup, reporting every
// card it cannot find, an empty deck, and decks holding more than limit
// cards in all.
func ResolveDecks(lists [][]string, lookup Lookup, limit int) ([][]CardID, error) {
	out := make([][]CardID, len(lists))
	var errs []error
	total := 0
	for p, list := range lists {
		total += len(list)
		out[p] = make([]CardID, 0, len(list))
		if len(list) == 0 {
			errs = append(errs, fmt.Errorf("deck %d is empty", p))
		}
		for _, text := range list {
			c, _, ok := lookup(text)
			if !ok {
				errs = append(errs, fmt.Errorf("deck %d: no card %q", p, text))
				continue
			}
			out[p] = append(out[p], c)
		}
	}
	if total > limit {
		return out, fmt.Errorf("the decks hold %d cards in all; a game holds at most %d", total, limit)
	}
	return out, errors.Join(errs...)
}

// SeatDecks are the deck lists of a game of players seats: lists, or, when
// none are given, the game's starter decks in turn (seat N gets starter N,
// wrapping around). A count of lists that does not match the seats, and no
// lists in a game without starters, are refused.
func SeatDecks(lists, starters [][]string, players int) ([][]string, error) {
	if len(lists) == 0 {
		if len(starters) == 0 {
			return nil, errors.New("no decks were given, and this card set has no starter decks")
		}
		for p := range players {
			lists = append(lists, starters[p%len(starters)])
		}
	}
	if len(lists) != players {
		return nil, fmt.Errorf("%d players need %d decks, got %d", players, players, len(lists))
	}
	return lists, nil
}

// DealFirst reads a deal's "first", the seat that goes first among
// players seats, as a one-element list (["0"]); ok is false when the deal
// does not say.
func DealFirst(deal map[string][]string, players int) (seat int, ok bool, err error) {
	f, ok := deal["first"]
	if !ok {
		return 0, false, nil
	}
	if len(f) == 1 && len(f[0]) == 1 && f[0][0] >= '0' && int(f[0][0]-'0') < players {
		return int(f[0][0] - '0'), true, nil
	}
	seats := make([]string, players)
	for p := range players {
		seats[p] = fmt.Sprintf(`["%d"]`, p)
	}
	return 0, false, fmt.Errorf("deal first: %q is not one of %s", f, strings.Join(seats, ", "))
}

// StackDeal stacks the piles of a deal for players seats: for each seat,
// the cards "deck.N" lists on top of its deck (zone deck(N)), then those
// "hand.N" lists (at most hand cards) on top of them, so that the opening
// draw takes the hand. Other keys of deal are refused unless listed in
// other. It reports every problem at once.
func StackDeal(t *Table, deal map[string][]string, players, hand int, deck func(p int) ZoneID, lookup Lookup, other ...string) error {
	var errs []error
	keys := slices.Clone(other)
	for p := range players {
		keys = append(keys, fmt.Sprintf("deck.%d", p), fmt.Sprintf("hand.%d", p))
	}
	for k := range deal {
		if !slices.Contains(keys, k) {
			errs = append(errs, fmt.Errorf("deal: no zone %q (zones: deck.N, hand.N%s)", k, otherWords(other)))
		}
	}
	for p := range players {
		stacked := 0
		for _, key := range []string{"deck", "hand"} {
			k := fmt.Sprintf("%s.%d", key, p)
			names, ok := deal[k]
			if !ok {
				continue
			}
			if key == "hand" && len(names) > hand {
				errs = append(errs, fmt.Errorf("deal %s: %d cards listed, an opening hand has %d", k, len(names), hand))
			}
			if err := t.stackTop(deck(p), names, lookup, &stacked); err != nil {
				errs = append(errs, fmt.Errorf("deal %s: %w", k, err))
			}
		}
	}
	return errors.Join(errs...)
}

// otherWords lists the other keys of a deal for a message: ", first".
func otherWords(other []string) string {
	out := ""
	for _, o := range other {
		out += ", " + o
	}
	return out
}

// stackTop moves the named cards of pile z to its top, the first name on
// top, below the *stacked cards already placed there.
func (t *Table) stackTop(z ZoneID, names []string, lookup Lookup, stacked *int) error {
	var errs []error
	var ids []ObjID
	for _, text := range names {
		c, name, ok := lookup(text)
		if !ok {
			errs = append(errs, fmt.Errorf("no card %q", text))
			continue
		}
		cards := t.Zones[z].Cards
		found := NoObj
		for j := len(cards) - 1 - *stacked; j >= 0; j-- {
			if id := cards[j]; t.Objs[id].Card == c && !slices.Contains(ids, id) {
				found = id
				break
			}
		}
		if found == NoObj {
			errs = append(errs, fmt.Errorf("%s is not in the deck (or is listed more often than it is there)", name))
			continue
		}
		ids = append(ids, found)
	}
	for i := len(ids) - 1; i >= 0; i-- {
		t.Place(ids[i], z, -1, FaceDown)
	}
	*stacked += len(ids)
	return errors.Join(errs...)
}

// DealZones describe the piles StackDeal stacks, for engine.Info's Zones,
// with an opening hand of hand cards: where the cards each lists go,
// relative to the opening hand.
func DealZones(hand int) []engine.ZoneSpec {
	return []engine.ZoneSpec{
		{Name: "deck.N", Summary: fmt.Sprintf("the top of seat N's deck before the opening hand is drawn, top card first (card ids or names of its deck list); "+
			"the opening hand takes the cards of hand.N and then the top of this list, so with no hand.N the first %d cards listed are the opening hand, "+
			"and with a whole hand.N the first card listed is the first drawn after it; the rest of the deck is shuffled beneath", hand)},
		{Name: "hand.N", Summary: fmt.Sprintf("seat N's opening hand, exactly, when it lists %d cards of its deck list; "+
			"with fewer, the rest of the hand is drawn from the top of the deck (deck.N, then at random)", hand)},
	}
}
