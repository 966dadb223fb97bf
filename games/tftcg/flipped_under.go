package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// A flipped battle card put under a character (Sergeant Barricade's bot
// mode: "After the battle, put one of your flipped battle cards that has
// no battle icons under this instead of into your scrap pile"; take_flipped
// with under): one of the cards the player flipped for the battle, chosen
// when several may go, goes face up under the character, out of play
// (Wave-4.xml#33), where the player's effects may play it from (play with
// from: under). A character not on the battlefield takes none.

// under reports whether take_flipped puts the card under a character.
func (p *flippedParams) under() bool {
	return p.Under.Self || p.Under.Word != "" || p.Under.All != "" || p.Under.Choose != "" || p.Under.Event != ""
}

// flippedUnder resolves take_flipped with under for job j.
func (s *State) flippedUnder(j *kit.Job, p *flippedParams) bool {
	me := int(j.Ctrl)
	host := s.named(&p.Under, kit.JobCtx(j))
	var cands []kit.ObjID
	if host != kit.NoObj && s.onField(host) {
		all := s.flippedNow(j, me, p.Is)
		for i, id := range all {
			if !s.copyBefore(all, i) { // copies are one option
				cands = append(cands, id)
			}
		}
	}
	id, ok := s.pick(j, me, pickFlipped, false, cands)
	if !ok {
		return false
	}
	if id != kit.NoObj && s.onField(host) && s.obj(id).Zone == zone(me, zFlip) {
		beneath.Put(&s.t, id, host, zone(me, zUnder), kit.FaceUp)
		s.logf(evTuck, me, s.ref(id), s.ref(host))
		s.optsOK = false
	}
	return true
}

// faceUpUnderWritten refuses a position of a game with a battle card face
// up under a character: a position holds the cards under characters face
// down.
func (s *State) faceUpUnderWritten() error {
	for p := range 2 {
		for _, id := range s.t.Zones[zone(p, zUnder)].Cards {
			if !s.card(id).isCharacter() && s.obj(id).Face == kit.FaceUp {
				return fmt.Errorf("%s lies face up under %s: a position cannot hold a card face up under a character yet",
					s.card(id).FullName(), s.card(beneath.Host(&s.t, id)).FullName())
			}
		}
	}
	return nil
}
