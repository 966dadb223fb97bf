package tftcg

import "omnideck/kit"

// "When this battles and you flip your first [WHITE]" (Spinner Rims:
// "When the upgraded character battles and you flip your first [WHITE] >
// Flip 1 extra battle card"): heard by the character a side battles with,
// and by its Upgrades, as the first card with a white icon its side flips
// for the battle is flipped, before the white icon's 2 more cards. The
// cards flipped so far are flipped; the ability waits for the flips under
// way, as every triggered ability does. Two copies are two abilities, each
// flipping its card (Rules_Roundup-2019-09-20.xml#6-9).

// WhenFirstWhite is "When this (the upgraded character) battles and you
// flip your first [WHITE]".
const WhenFirstWhite = "first_white"

// firstWhiteFlags is the flag of an ability that hears the first white
// icon of a battle, so that a game without one never looks for it.
func (a *Ability) firstWhiteFlags() uint32 {
	if a.When == WhenFirstWhite {
		return flagFirstWhite
	}
	return 0
}

// firstWhite starts, as player p flips a card whose n white icons are the
// first in icons, the first white's abilities of the character p's side
// battles with, when icons are the battle's (flipCards).
func (s *State) firstWhite(p int, icons *[numColors]int, n int) {
	if icons[colWhite] != n || icons != &s.flipIcons[p] {
		return
	}
	if b := s.battler(p); b != kit.NoObj {
		s.trigger(b, WhenFirstWhite)
	}
}
