package tftcg

import (
	"omnideck/kit"
)

// The triggers Wave 2 brought, and what sets them off: a flip in the KO
// area, an enemy's attack or KO, the end of a turn, the start of the game,
// a battle card flipped or played, a card planned, attack damage done, a
// battle's first flips, a combining, and a defender about to defend.
const (
	// WhenKOFlipTo is "When this is in your KO area and you flip to this
	// mode".
	WhenKOFlipTo = "ko_flip_to"
	// WhenEnemyAttacks is "When an enemy attacks" (of the ability's
	// player's opponent); the subject is the attacker.
	WhenEnemyAttacks = "enemy_attacks"
	// WhenEnemyKOd is "When an enemy is KO'd"; the subject is the enemy.
	WhenEnemyKOd = "enemy_ko"
	// WhenTurnEnds is "At the end of your turn": once every attack is
	// done and the characters untapped if all were tapped
	// (Rules_Roundup-2019-10-25.xml#8-3).
	WhenTurnEnds = "turn_ends"
	// WhenGameBegins is "When the game begins": after the opening
	// hands, before the first turn.
	WhenGameBegins = "game_begins"
	// WhenCardFlipped is "When you flip a battle card" for a battle; the
	// subject is the card.
	WhenCardFlipped = "card_flipped"
	// WhenCardPlayed is "When you play a battle card" (an Action or an
	// Upgrade, from hand or by an effect); the subject is the card.
	WhenCardPlayed = "card_played"
	// WhenToTop is "When you put a card from your hand on top of your
	// deck" (Plan, among others); the subject is the card.
	WhenToTop = "to_top"
	// WhenDamages is "When this does attack damage to an enemy", once the
	// damage is done; the subject is the enemy.
	WhenDamages = "damages"
	// WhenBattleFlips is "When this battles": once its side has flipped
	// its first cards for the battle, before the white icons' cards
	// (Recon System: Rules_Roundup-2019-03-08.xml#308-25).
	WhenBattleFlips = "battle_flips"
	// WhenCombined is "When this is combined".
	WhenCombined = "combined"
	// WhenWouldDefend is "If this would defend > Instead ...": once the
	// attacker's "when this attacks" abilities are done, before the
	// defender's (Rules_Roundup-2019-05-17.xml#517-9).
	WhenWouldDefend = "would_defend"
	// WhenTeamKOd is "When this or one of your other characters is KO'd
	// while this is on the battlefield or in your KO area" (Scrapper); the
	// subject is the character KO'd.
	WhenTeamKOd = "team_ko"
	// WhenAllyFlipsBot is "When you flip one of your other characters to
	// bot mode", heard as the flip begins (the subject still in the alt
	// mode it flips from: "one of your other Cars"); the subject is the
	// character.
	WhenAllyFlipsBot = "ally_flips_bot"
	// WhenPlayedFromHand is an Upgrade's "When you play this from hand":
	// once it is on its character, after "When you put this on".
	WhenPlayedFromHand = "played_from_hand"
)

// teamTriggerList are the triggers a player's characters and Upgrades hear
// (hear): what happens to the player's other cards or to the player. A
// trigger's place in the list is its bit in moreState.hears (teamBit).
var teamTriggerList = []string{
	WhenAllyAttacks, WhenAllyKOd, WhenActionPlayed, WhenUpgrading, WhenReshuffled,
	WhenOpponentScraps, WhenEnemyAttacks, WhenEnemyKOd, WhenCardFlipped, WhenCardPlayed,
	WhenToTop, WhenTeamKOd, WhenAllyFlipsBot,
	WhenOpponentReshuffled, WhenOpponentAction, WhenAllyAttackFlipped,
	WhenThirdAction, WhenAllyUpgradeScrapped, WhenEnemyUpgradeScrapped,
	WhenRepaired, WhenOpponentDraws,
}

// teamTriggers are teamTriggerList's triggers, and teamBits their bits.
var teamTriggers, teamBits = func() (map[string]bool, map[string]uint64) {
	if len(teamTriggerList) > 64 {
		panic("tftcg: more team triggers than moreState.hears has bits")
	}
	set, bits := map[string]bool{}, map[string]uint64{}
	for i, when := range teamTriggerList {
		set[when], bits[when] = true, 1<<i
	}
	return set, bits
}()

// teamBit is team trigger when's bit in moreState.hears, 0 for another
// trigger.
func teamBit(when string) uint64 { return teamBits[when] }

// noteHears notes in moreState.hears the team triggers card c's abilities
// use, so that hear listens only for those of the game's cards.
func (s *State) noteHears(c *Card) {
	for m := range c.Modes {
		for i := range c.Modes[m].Abilities {
			s.more.hears |= teamBit(c.Modes[m].Abilities[i].When)
		}
	}
	for i := range c.Abilities {
		s.more.hears |= teamBit(c.Abilities[i].When)
	}
}

// koTriggers are the triggers of a KO, which the characters KO'd by the
// same effect hear from the KO area (koBatch): "If Venin and another of
// my Insecticons are KO'd at the same time, Venin's ability will trigger
// twice" (Wave-2-3.xml#23, Wave-2-3.xml#45).
func koTrigger(when string) bool { return when == WhenAllyKOd || when == WhenEnemyKOd }

// checkAlone checks an entry that stands alone: a reminder, an Upgrade's
// other slots, or a play condition.
func checkAlone(k *kit.Check, where string, a *Ability) {
	n := 0
	for _, on := range []bool{a.Reminder, a.PlayIf != nil, len(a.Slots) > 0} {
		if on {
			n++
		}
	}
	if n > 1 || a.When != "" || len(a.Do) > 0 || a.May || a.Cost != nil || a.If != nil || a.Static != nil || a.Only != nil ||
		a.Instead != nil || len(a.WeaponSlots) > 0 || a.Fit != 0 || a.Once {
		k.FailAt(a, where, "reminder, slots and play_if each stand alone")
	}
	prefix := where
	if prefix != "" {
		prefix += ": "
	}
	if a.PlayIf != nil {
		k.Condition(prefix+"play_if", a.PlayIf)
	}
	for i := range a.Slots {
		k.OneOf(prefix+"slots", "slot", &a.Slots[i], upgradeKinds[:])
	}
}

// onceKey is a "once per turn" ability used this turn.
type onceKey struct {
	src  kit.ObjID
	ab   int16
	turn int16
}

// usedOnce reports whether a once-a-turn ability of card src's mode ab
// (-1 for a battle card) has triggered this turn, and marks it triggered
// when it has not: the abilities of a mode that are once a turn share the
// once ("once per turn applies to playing and flipping, not each
// individually": Wave-2-3.xml#49).
func (s *State) usedOnce(src kit.ObjID, ab int16) bool {
	k := onceKey{src: src, ab: ab, turn: int16(s.turn)}
	live := s.more.once[:0]
	used := false
	for _, o := range s.more.once {
		if o.turn == k.turn {
			live = append(live, o)
			used = used || o == k
		}
	}
	s.more.once = live
	if !used {
		s.more.once = append(s.more.once, k)
	}
	return used
}

// noteKO notes character id KO'd by the effect under way (koBatch).
func (s *State) noteKO(id kit.ObjID) {
	if s.more.nKO < uint8(len(s.more.koBatch)) {
		s.more.koBatch[s.more.nKO] = id
		s.more.nKO++
	}
}

// inKOBatch reports whether character id was KO'd by the effect under
// way.
func (s *State) inKOBatch(id kit.ObjID) bool {
	for _, x := range s.more.koBatch[:s.more.nKO] {
		if x == id {
			return true
		}
	}
	return false
}

// hearsUpgrades starts the abilities of player p's Upgrades that trigger
// on when, about card subject.
func (s *State) hearUpgrades(p int, when string, subject kit.ObjID) {
	z := zone(p, zUpgrade)
	for i := 0; i < s.t.Count(z); i++ {
		u := s.t.Zones[z].Cards[i]
		if c := s.card(u); len(c.Abilities) > 0 && c.hears(when) {
			s.startAbout(u, p, -1, c.Abilities, when, subject)
		}
	}
}

// hears reports whether one of the card's own abilities (a battle card's)
// triggers on when.
func (c *Card) hears(when string) bool {
	for i := range c.Abilities {
		if c.Abilities[i].When == when {
			return true
		}
	}
	return false
}

// battler is the character player p's side battles with in the attack
// under way, or NoObj.
func (s *State) battler(p int) kit.ObjID {
	switch {
	case s.attacker == kit.NoObj || s.defender == kit.NoObj:
		return kit.NoObj
	case p == s.active:
		return s.attacker
	}
	return s.defender
}

// triggerGranted starts the triggered abilities effects gave character id
// this turn (grant) that trigger on when: a job of kind jobGranted, its
// Ability the grant's index.
func (s *State) triggerGranted(id kit.ObjID, when string, subject kit.ObjID) {
	for i := range s.grants {
		g := &s.grants[i]
		if g.obj != id || g.ab == nil || g.ab.When != when {
			continue
		}
		p := int(s.obj(id).Owner)
		s.waiting.Push(kit.NewJob(jobGranted, id, p, g.ab.Do))
		j := s.waiting.Top()
		j.Ability = int16(i)
		j.Event = kit.Event{Obj: subject, Other: kit.NoObj, From: kit.NoZone}
		j.Optional = g.ab.May && g.ab.Cost == nil
		if (g.ab.If != nil && !g.ab.If.Holds(s, kit.Ctx{Src: id, Ctrl: p, Event: &j.Event})) || (g.ab.Cost != nil && !runner.CanPay(s, j)) {
			s.waiting.Pop()
			continue
		}
		if g.src != kit.NoObj {
			s.logf(evAbility, p, s.ref(g.src), int32(g.srcAb))
		}
	}
}

// beginGame starts the abilities of before the game (before_game.go) or,
// with none, those of the game's beginning.
func (s *State) beginGame() {
	if !s.beforeGame() {
		s.gameBegins()
	}
}

// gameBegins starts the abilities of the game's beginning ("When the game
// begins"), the first player's first, and then the first turn.
func (s *State) gameBegins() {
	if !s.rules.basic {
		for _, p := range [2]int{s.active, opponent(s.active)} {
			for _, id := range s.team[p] {
				s.trigger(id, WhenGameBegins)
			}
		}
	}
	if s.waiting.Len() == 0 {
		s.startTurn(s.active)
		return
	}
	s.then = thenFirstTurn
	s.settle()
}

// endAbilities starts the abilities of the end of player p's turn: "At
// the end of your turn", and the effects waiting for it ("At end of turn,
// do 3 damage to it"); it reports whether any is waiting.
func (s *State) endAbilities(p int) bool {
	for _, id := range s.team[p] {
		s.trigger(id, WhenTurnEnds)
	}
	for i := range s.more.later.Jobs {
		s.waiting.Push(s.more.later.Jobs[i])
	}
	s.more.later.Jobs = s.more.later.Jobs[:0]
	return s.waiting.Len() > 0 || s.jobs.Len() > 0
}

// extraActions counts the Actions player p may play this turn beyond the
// turn's one (static actions: Menasor).
func (s *State) extraActions(p int) int {
	n := 0
	s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
		if st.Actions > 0 && ctrl == p && (st.If == nil || st.If.Holds(s, kit.Ctx{Src: src, Ctrl: ctrl})) {
			n += st.Actions
		}
	})
	return n
}
