package tftcg

import (
	"math/rand/v2"
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// Hidden cards are never named, checked apart from the kit's visibility
// model: which cards a seat has seen is worked out here from the state's
// own fields (the zone each card is in, its owner and its face), and
// every channel a seat reads is searched for the names of the others.
// The checks come between decisions; a card that one decision puts into
// a scrap pile and shuffles back into a deck (a hand scrapped, then a
// draw that empties the deck) was public meanwhile, which the public
// log's "scrap" and "flip_card" events tell (publicMoves).

// rawSees reports whether viewer v (a seat, or engine.Spectator) sees
// card id where it is, by the rules' zones alone: the battlefield, the KO
// areas, the scrap piles, the cards flipped, the Upgrades and the card
// being played are public; a hand is its owner's; an Action played face
// down (a Secret Action) its owner's; a deck and the cards under a
// character nobody's.
func rawSees(s *State, v int, id kit.ObjID) bool {
	o := &s.t.Objs[id]
	z := int(o.Zone)
	if z >= 2*numZones {
		return z == zSharedScrap || z == zPlaying
	}
	owner, k := z/numZones, z%numZones
	switch k {
	case zField, zKO, zScrap, zFlip, zUpgrade:
		return true
	case zPlayed:
		return o.Face == kit.FaceUp || v == owner
	case zHand:
		return v == owner
	}
	return false
}

// noteSeen adds to seen the names of the cards viewer v sees now: by
// their zones, and the top card of their own deck that an effect shows
// them (Aerial Recon's look, the one question that shows a deck's card).
func noteSeen(s *State, v int, seen map[string]bool) {
	for id := range s.t.Objs {
		if rawSees(s, v, kit.ObjID(id)) {
			seen[s.card(kit.ObjID(id)).FullName()] = true
		}
	}
	if s.ask == askPick && s.pickKind == pickDeck && s.asker == v {
		for _, id := range s.picks {
			seen[s.card(id).FullName()] = true
		}
	}
}

// publicMoves adds to seen the names of the cards the spectator's log
// entries show going to a scrap pile, flipped face up, revealed from a
// deck's top (Sergeant Mirage) or revealed as a Secret Action: cards every
// seat saw, though they may be hidden again by the next check.
func publicMoves(entries []engine.Entry, seen map[int]map[string]bool) {
	for _, e := range entries {
		if e.Kind != "scrap" && e.Kind != "flip_card" && e.Kind != "reveal" && e.Kind != "reveal_secret" {
			continue
		}
		if c, ok := e.Data["card"].(map[string]any); ok {
			if name, ok := c["name"].(string); ok {
				for _, v := range seen {
					v[name] = true
				}
			}
		}
	}
}

// names reports the first word of words found in text as a whole word
// (not inside a longer word), or "".
func names(text string, words []string) string {
	for _, w := range words {
		for i := 0; ; {
			j := strings.Index(text[i:], w)
			if j < 0 {
				break
			}
			j += i
			before, after := j == 0 || !wordByte(text[j-1]), j+len(w) == len(text) || !wordByte(text[j+len(w)])
			if before && after {
				return w
			}
			i = j + 1
		}
	}
	return ""
}

func wordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// hiddenDecks are two constructed decks whose battle cards share no name,
// so that a name tells which card it is: the Wave 1 battle cards shared
// out, one copy each (small decks, reshuffled often), with the Secret Actions of Waves 3 and 4 and
// the cards that play them (Special Ops Mission) and count them (Decipher), a name on one side only,
// behind teams with Nemesis Prime (cards face down under him) on one side and Sergeant Skywarp and
// Sergeant Mirage (who draw on and count Secret Actions) on the other. The cards that
// show hidden cards on purpose (Disruption, Disruptive Entrance, Security
// Checkpoint, Skywarp) are left out, and Treasure Hunt, whose Upgrades
// pass through the scrap pile to the hand within one effect, out of sight
// of the checks between decisions: their own tests check whom they show.
func hiddenDecks(t *testing.T) [][]string {
	t.Helper()
	skip := map[string]bool{"Disruption": true, "Disruptive Entrance": true, "Security Checkpoint": true, "Treasure Hunt": true}
	decks := [][]string{
		{"Nemesis Prime, Dark Clone", "Bumblebee, Brave Warrior", "Ironhide, Veteran Autobot", "Hiding Spot", "Infiltrate", "Hiding Spot", "Infiltrate",
			"Defensive Formation", "Battlefield Report", "Dampening Field", "Hidden Fortification", "Jam Signals", "Stable Cover",
			"Step Forward", "Special Ops Mission", "Special Ops Mission"},
		{"Sergeant Skywarp, Black Ops • Seeker", "Sergeant Mirage, Special Ops • Spy", "Starscream, Air Commander", "Bolster", "Take Cover", "Bolster", "Take Cover",
			"Backfire", "Sabotaged Armaments", "Swerve", "Decipher", "Backfire", "Swerve"},
	}
	i := 0
	for _, c := range mustGame(t).set.Cards() {
		if !strings.HasPrefix(c.ID, "W1/0") || skip[c.FullName()] {
			continue
		}
		decks[i%2] = append(decks[i%2], c.FullName())
		i++
	}
	return decks
}

// Random games: after each decision, no seat (nor a spectator) finds in
// its view (data and text), its table view, its options' codes and
// labels, or its log the name, code or id of a battle card it has never
// seen.
func TestHiddenCardsNeverNamed(t *testing.T) {
	g := mustGame(t)
	decks := hiddenDecks(t)
	var battle []*Card // each battle card of the decks once
	have := map[string]bool{}
	for _, d := range decks {
		for _, name := range d {
			if c, ok := g.set.Lookup(name); ok && c.isBattle() && !have[name] {
				have[name] = true
				battle = append(battle, c)
			}
		}
	}
	games := 24
	if testing.Short() {
		games = 2
	}
	for seed := range uint64(games) {
		st, err := g.New(engine.Config{Players: 2, Seed: seed, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := rand.New(rand.NewPCG(seed, 7))
		viewers := []int{0, 1, engine.Spectator}
		seen := map[int]map[string]bool{0: {}, 1: {}, engine.Spectator: {}}
		logAt := map[int]int{}
		public := 0
		for n := 0; n < 400 && !s.Terminal(); n++ {
			var moved []engine.Entry
			moved, public = s.Events(engine.Spectator, public)
			publicMoves(moved, seen)
			for _, v := range viewers {
				noteSeen(s, v, seen[v])
				var words []string
				for _, c := range battle {
					if !seen[v][c.FullName()] {
						words = append(words, c.FullName(), carddata.Code(c.Name), c.ID)
					}
				}
				if len(words) == 0 {
					continue
				}
				text, next := readsFrom(s, v, logAt[v])
				logAt[v] = next
				if w := names(text, words); w != "" {
					t.Fatalf("seed %d, decision %d: viewer %d, who never saw it, reads %q in:\n%s", seed, n, v, w, text)
				}
			}
			p := s.Actors().First()
			legal := s.Legal(p, nil)
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
