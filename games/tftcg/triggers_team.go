package tftcg

import "omnideck/kit"

// Abilities that trigger on what happens to a player's other characters
// or to the player ("When one of your Cars is KO'd", "When you play an
// Action"): each character of the player on the battlefield hears the
// event, the card it is about being the ability's event subject
// (selectors `{event: subject}`, conditions `exists: {event: subject,
// trait: Car}`).

// The triggers of a character's mode that hear its team.
const (
	// WhenAllyAttacks is "When one of your characters attacks" (this one
	// too); the subject is the attacker.
	WhenAllyAttacks = "ally_attacks"
	// WhenAllyKOd is "When one of your other characters is KO'd"; the
	// subject is the character KO'd.
	WhenAllyKOd = "ally_ko"
	// WhenActionPlayed is "When you play an Action"; the subject is the
	// Action.
	WhenActionPlayed = "action_played"
	// WhenUpgrading is "When you upgrade one of your characters"; the
	// subject is the character upgraded.
	WhenUpgrading = "upgrading"
	// WhenReshuffled is "When you reshuffle your scrap pile into your
	// deck".
	WhenReshuffled = "reshuffled"
	// WhenOpponentScraps is "When a card is scrapped from your
	// opponent's hand"; the subject is the card.
	WhenOpponentScraps = "opponent_scraps"
)

// hear starts the abilities of player p's characters on the battlefield
// that trigger on when, about card subject (NoObj for none), in team
// order.
func (s *State) hear(p int, when string, subject kit.ObjID) {
	if s.rules.basic || s.over || s.more.hears&teamBit(when) == 0 {
		return
	}
	for _, id := range s.team[p] {
		if !s.onField(id) && !(koTrigger(when) && s.inKOBatch(id)) && !(when == WhenTeamKOd && s.inKO(id)) || (id == subject && (when == WhenAllyKOd || when == WhenAllyFlipsBot)) {
			continue // "one of your other characters": not itself
		}
		mi := int(s.obj(id).Counters[cMode])
		s.startAbout(id, p, mi, s.card(id).Modes[mi].Abilities, when, subject)
	}
	if s.game.set.upgradeHears[when] {
		s.hearUpgrades(p, when, subject)
	}
}

// hear notes that a card uses trigger when, so that the game listens for
// it; upgrade that an Upgrade does.
func (cs *CardSet) hear(when string, upgrade bool) {
	if !teamTriggers[when] {
		return
	}
	if cs.hears == nil {
		cs.hears, cs.upgradeHears = map[string]bool{}, map[string]bool{}
	}
	cs.hears[when] = true
	cs.upgradeHears[when] = cs.upgradeHears[when] || upgrade
}
