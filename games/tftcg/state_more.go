package tftcg

import (
	"slices"

	"omnideck/kit"
)

// moreState is the part of a game's state that the mechanics of Wave 2
// on need (triggers_more.go, statics, the attack's stages, combining,
// cards from outside the game): plain values, copied with the state.
type moreState struct {
	// koBatch are the characters KO'd by the effect under way, nKO how
	// many: they hear the KO triggers of one another from the KO area
	// (koTrigger).
	koBatch [8]kit.ObjID
	nKO     uint8
	// nRoom counts the characters waiting in room; turnEnded is set while
	// one asked at the end of the turn is answered.
	nRoom     uint8
	turnEnded bool
	// once are the once-a-turn abilities that triggered this turn.
	once []onceKey
	// later are effects waiting for the end of the turn ("At end of
	// turn, do 3 damage to it").
	later kit.Stack
	// afterBattle are effects waiting for the end of the battle under way
	// (battle_after.go).
	afterBattle kit.Stack
	// koing is the character being KO'd, plus 1, while its Upgrades are
	// scrapped (health.go), or 0.
	koing int32
	// actions counts the Actions the active player played this turn as
	// the turn's own (Menasor's extra Action).
	actions int8
	// follow is the character that attacks again once this attack is
	// over, an untapped enemy (Blurr), or NoObj; following is set while
	// that attack's defender is chosen.
	follow    kit.ObjID
	following bool
	// scrapColors are the battle icon colours of the cards the last
	// scrap_hand scrapped, one bit a colour.
	scrapColors uint8
	// hitTapped is set when the last attack's damage went to a tapped
	// character, attackKO when it KO'd it.
	hitTapped, attackKO bool
	// ending is set while the end of the turn's abilities resolve.
	ending bool
	// flipping is the triple changer whose mode is asked (pickMode).
	flipping kit.ObjID
	// began is how many characters each player began the game with:
	// the first of State.team.
	began [2]int8
	// flags are the static flags the game's cards use (Static.flags), so
	// that a game without them never looks for them.
	flags uint32
	// hears are the team triggers the game's cards use (teamBit).
	hears uint64
	// allOut is set when each of the active player's untapped characters
	// may attack this turn (All-Out Attack).
	allOut bool
	// towerUp is set for a player whose Tower is in their KO area, and
	// tower is its height (tower.go).
	towerUp [2]bool
	tower   [2]int8
	// orangeCards counts the cards each player flipped for this battle
	// that have an orange icon (as Inverted makes them).
	orangeCards [2]int8
	// pincer is what Pincer Movements played this turn wait for (pincer.go).
	pincer pincerState
	// room are the characters waiting for their player's choice of the
	// Upgrade they scrap (room.go).
	room [3]roomWait
}

// clone copies the slices and stacks.
func (m moreState) clone() moreState {
	m.once = slices.Clone(m.once)
	m.later = m.later.Clone()
	m.afterBattle = m.afterBattle.Clone()
	return m
}

// noteCards notes what the game's cards use, so that play looks only for
// what is there: replacement effects and the rarer static fields. A card
// that joins the game later (a combined form, a card from outside the
// game) is noted as it joins (join).
func (s *State) noteCards() {
	s.more.follow = kit.NoObj
	s.more.began = [2]int8{int8(len(s.team[0])), int8(len(s.team[1]))}
	for i := range s.t.Objs {
		s.noteCard(s.defs[s.t.Objs[i].Card])
	}
}

// noteCard notes what card c uses.
func (s *State) noteCard(c *Card) {
	s.withReplace = s.withReplace || c.replaces() || c.lethal()
	s.more.flags |= c.flags
	s.noteHears(c)
}
