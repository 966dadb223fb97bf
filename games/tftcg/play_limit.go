package tftcg

import "omnideck/kit"

// A limit on the cards a player plays in their turn: "Your opponent can't
// play more than 2 cards during their turn" (Private Turbo Board), the
// static `opponent_plays: 2`. A card played is a battle card played from
// anywhere, as the turn's Action or Upgrade or by an effect (the `card_played`
// event): a Secret Action played face down is one, and revealing it later
// plays nothing (Wave-4.xml#30); a green swap plays nothing
// (Rules_Roundup-2019-03-15.xml#315-11). Once the opponent has played as many
// as the limit in their turn, nothing more of theirs may be played that
// turn: the turn's Action and Upgrade are not offered, and effects find
// no card to play.

// playState counts the cards each player played this turn.
type playState struct {
	// turn is the turn the counts are of; n each player's plays in it.
	turn int16
	n    [2]int8
}

// cardPlayed notes battle card id played by player p, and starts the
// abilities that hear it ("When you play a battle card").
func (s *State) cardPlayed(p int, id kit.ObjID) {
	c := &s.plays
	if int(c.turn) != s.turn {
		c.turn, c.n = int16(s.turn), [2]int8{}
	}
	c.n[p] = min(c.n[p]+1, 100)
	s.hear(p, WhenCardPlayed, id)
}

// playedThisTurn counts the cards player p played this turn. A game
// begun from a position knows only the turn's own Action and Upgrade.
func (s *State) playedThisTurn(p int) int {
	n := 0
	if int(s.plays.turn) == s.turn {
		n = int(s.plays.n[p])
	}
	if p == s.active {
		n = max(n, int(s.more.actions)+boolNum(s.upgraded))
	}
	return n
}

// playsLeft reports whether player p may play another card now: no limit
// of their opponent's in force (opponent_plays) holds them back in their
// turn.
func (s *State) playsLeft(p int) bool {
	if s.more.flags&flagPlays == 0 || s.rules.basic || p != s.active {
		return true
	}
	most := -1
	s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
		if st.OpponentPlays > 0 && ctrl != p && (st.If == nil || st.If.Holds(s, kit.Ctx{Src: src, Ctrl: ctrl})) && (most < 0 || st.OpponentPlays < most) {
			most = st.OpponentPlays
		}
	})
	return most < 0 || s.playedThisTurn(p) < most
}
