package omnitrix

import (
	"testing"

	"omnideck/engine"
)

// baselineGame is the 2-player game written as a minimal loop, with none of
// the engine's generality (no views, no option lists, no log, no rule
// options): the yardstick for BenchmarkPlayout. It plays the default
// readings with a uniformly random support policy.
func baselineGame(rng *engine.RNG, alien, villain, support []int) int {
	var stack [2][20]int
	var n [2]int
	var hand [2][4]int
	var nh [2]int
	var bank [18]int
	aliens := make([]int, 0, 20)
	aliens = append(aliens, alien...)
	engine.Shuffle(rng, aliens)
	sup := make([]int, 0, 8)
	sup = append(sup, support...)
	engine.Shuffle(rng, sup)
	for p := range 2 {
		n[p] = copy(stack[p][:], aliens[p*10:p*10+10])
		nh[p] = copy(hand[p][:], sup[p*4:p*4+4])
	}
	nb := copy(bank[:], villain)
	engine.Shuffle(rng, bank[:nb])
	head := 0
	var won [2]int
	pop := func(p int) int {
		top := stack[p][0]
		copy(stack[p][:n[p]-1], stack[p][1:n[p]])
		n[p]--
		return top
	}
	for nb > 0 {
		if n[0] == 0 || n[1] == 0 {
			return -1
		}
		v := bank[head]
		head = (head + 1) % len(bank)
		nb--
		var shown [2][20]int
		var ns, power [2]int
		for p := range 2 {
			a := pop(p)
			shown[p][0], ns[p], power[p] = a, 1, a
			if k := rng.IntN(nh[p] + 1); k > 0 {
				power[p] += hand[p][k-1]
				hand[p][k-1] = hand[p][nh[p]-1]
				nh[p]--
			}
		}
		best := max(power[0], power[1])
		if best < v {
			bank[(head+nb)%len(bank)] = v
			nb++
		} else {
			w := 0
			if power[1] > power[0] {
				w = 1
			}
			for power[0] == power[1] {
				if n[0] == 0 || n[1] == 0 {
					w = 0
					break
				}
				for p := range 2 {
					a := pop(p)
					shown[p][ns[p]] = a
					ns[p]++
					power[p] += a
				}
				if power[0] != power[1] {
					w = map[bool]int{true: 0, false: 1}[power[0] > power[1]]
				}
			}
			won[w]++
			for p := range 2 {
				n[p] += copy(stack[p][n[p]:], shown[p][:ns[p]])
			}
		}
		for p := range 2 {
			engine.Shuffle(rng, stack[p][:n[p]])
		}
		if n[0] > 0 && n[1] > 0 {
			t0, t1 := pop(0), pop(1)
			stack[1][n[1]], stack[0][n[0]] = t0, t1
			n[0]++
			n[1]++
		}
	}
	switch {
	case won[0] > won[1]:
		return 0
	case won[1] > won[0]:
		return 1
	}
	return 2
}

// BenchmarkBaselineLoop measures the minimal loop, to compare with
// BenchmarkPlayout/2p on the same machine.
func BenchmarkBaselineLoop(b *testing.B) {
	cs := benchGame(b).cards
	var alien, villain, support []int
	for id := range cs.Len() {
		switch cs.Kind(id) {
		case Alien:
			alien = append(alien, cs.Card(id).Power)
		case Villain:
			villain = append(villain, cs.Card(id).Power)
		case Support:
			support = append(support, cs.Card(id).Power)
		}
	}
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		baselineGame(&rng, alien, villain, support)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
