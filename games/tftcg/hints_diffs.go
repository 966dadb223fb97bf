package tftcg

// The chances of an attack's icon difference, worked out once per game:
// without Pierce, an attack's damage is its Attack less the Defense plus
// the orange icons the attacker's side flips less the blue the
// defender's side flips, so its expected damage and its chance to KO
// follow from the tail sums of that difference alone, in constant time.

// diffOff is the index of a difference of 0 in the tables.
const diffOff = maxIcons - 1

// diffs are the tail sums of the difference orange − blue of two sides'
// flips: tail[i] is the chance that it is at least i − diffOff, mass[i]
// the sum of the differences of at least i − diffOff, each times its
// chance.
type diffs struct {
	tail, mass [2 * maxIcons]float64
}

// diffsOf works out the tables of an attacker flipping from a against a
// defender flipping from d.
func diffsOf(a, d *odds) diffs {
	var t diffs
	for o := range maxIcons {
		for b := range maxIcons {
			p := float64(a.orange[o] * d.blue[b])
			t.tail[o-b+diffOff] += p
			t.mass[o-b+diffOff] += p * float64(o-b)
		}
	}
	for i := len(t.tail) - 2; i >= 0; i-- {
		t.tail[i] += t.tail[i+1]
		t.mass[i] += t.mass[i+1]
	}
	return t
}

// at is the index of a difference of at least k, clamped to the tables
// (the last entry, beyond every difference, is 0).
func (t *diffs) at(k int) int { return min(max(k+diffOff, 0), len(t.tail)-1) }

// expect is expect (hints.go) for an attack without Pierce: Attack atk
// against Defense def, the chance that the damage reaches left (at least
// 1).
func (t *diffs) expect(atk, def, left int) (dmg, ko float64) {
	base := atk - def
	i := t.at(1 - base) // the damage base + k is at least 1
	dmg = float64(base)*t.tail[i] + t.mass[i]
	ko = t.tail[t.at(max(left, 1)-base)]
	return dmg, ko
}

// expectFor is the expected damage and the chance to KO of player p's
// attack (expect), from the game's tables when it has no Pierce.
func (s *State) expectFor(p, atk, def, pierce, left int) (dmg, ko float64) {
	if pierce > 0 {
		return expect(atk, def, pierce, left, &s.odds[p], &s.odds[opponent(p)])
	}
	return s.diffs[p].expect(atk, def, left)
}
