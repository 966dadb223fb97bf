package tftcg

import "omnideck/kit"

// Statics that take keywords away or cap them on enemies: "Each enemy's
// Bold total and Tough total can't be more than 1" (keywords_most: Raider
// Brunt, applied where no_bold and no_tough are: cantUse), and "Reduce
// that enemy's Pierce total by 2" (pierce: 2, less: true: Point-Defense
// System). A Pierce total of 0 or less is no Pierce (Wave-2-3.xml#188):
// the attack's damage counts Pierce only above 0.

// checkLess checks a static that takes its amounts off (less: true): they
// are numbers, kept as negative ones for amounts.
func (st *Static) checkLess(k *kit.Check, where string) {
	if !st.Less {
		return
	}
	any := false
	for stat, a := range st.given() {
		if a == nil {
			continue
		}
		if a.Of != "" || a.Per != nil {
			k.FailAt(st, where, "less: true takes off numbers (pierce: 2), not amounts read from the game")
			return
		}
		st.less[stat] = &kit.Amount{N: -a.N}
		any = true
	}
	if !any {
		k.FailAt(st, where, "less: true takes off an amount: attack, defense, bold, tough or pierce")
	}
}
