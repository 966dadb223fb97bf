package tftcg

import "omnideck/kit"

// "After the battle" (Crowbar, Composite Armor: "When the upgraded
// character attacks > Scrap this card after the battle"): effects an
// ability sets aside when it resolves, done once the battle's damage is
// done, with the "after this attacks" abilities, before the battle's
// boosts end and the green swaps (Wave-4.xml#44). Only the abilities that
// triggered in the battle set them aside: an Upgrade put on later in the
// battle waits for the next one (Crowbar: Wave-4.xml#48).

// defineAfterBattleVerbs defines after_battle.
func defineAfterBattleVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, setAsideVerb("after_battle", "effects done once this battle's damage is done, knowing what the ability chose: {do: [{scrap_upgrade: {to: {all: upgrade, is: [this]}}}]}",
		"After the battle", func(s *State) *kit.Stack {
			if s.attacker == kit.NoObj {
				return nil // no battle under way
			}
			return &s.more.afterBattle
		})))
}

// startAfterBattle starts the effects set aside for the end of the
// battle, in the order they were set aside.
func (s *State) startAfterBattle() {
	for i := range s.more.afterBattle.Jobs {
		s.waiting.Push(s.more.afterBattle.Jobs[i])
	}
	s.more.afterBattle.Jobs = s.more.afterBattle.Jobs[:0]
}
