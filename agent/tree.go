package agent

import (
	"math"

	"omnideck/engine"
)

// tree is the search tree of one decision, kept in one slice of nodes that
// is reused from decision to decision, so a search allocates only while
// its tree grows past the largest one before it.
type tree struct {
	nodes []node
	// found holds, during choose, the edge of each legal option.
	found []int32
}

// maxNodes bounds a tree; once it is full, iterations play out from the
// deepest node they reach.
const maxNodes = 1 << 20

// node is one place in the tree: the statistics of each choice made there
// (by any actor, in any world), and the nodes reached from it.
type node struct {
	edges []edge
	kids  []kid
}

// edge is what is known of one actor's option at a node.
type edge struct {
	player int32
	action engine.Action
	// visits counts the iterations that took it, avail those in whose
	// world it was legal; reward sums its actor's values.
	visits, avail uint32
	reward        float64
}

// mean is the edge's average value, or 0 when untried.
func (e edge) mean() float64 {
	if e.visits == 0 {
		return 0
	}
	return e.reward / float64(e.visits)
}

// kid is the node reached from a node by one set of simultaneous choices,
// named by key.
type kid struct {
	key  uint64
	node int32
}

// reset empties the tree, keeping its memory.
func (t *tree) reset() {
	for i := range t.nodes {
		t.nodes[i].edges = t.nodes[i].edges[:0]
		t.nodes[i].kids = t.nodes[i].kids[:0]
	}
	t.nodes = t.nodes[:0]
}

// add appends an empty node and returns its index.
func (t *tree) add() int32 {
	if len(t.nodes) < cap(t.nodes) {
		t.nodes = t.nodes[:len(t.nodes)+1]
	} else {
		t.nodes = append(t.nodes, node{})
	}
	return int32(len(t.nodes) - 1)
}

// find is the index of p's edge for action at node n, or -1.
func (t *tree) find(n int32, p int, action engine.Action) int32 {
	for i, e := range t.nodes[n].edges {
		if e.action == action && int(e.player) == p {
			return int32(i)
		}
	}
	return -1
}

// child is the node reached from n by the choices named key, made when
// missing (fresh is then true); -1 when the tree is full.
func (t *tree) child(n int32, key uint64) (child int32, fresh bool) {
	for _, k := range t.nodes[n].kids {
		if k.key == key {
			return k.node, false
		}
	}
	if len(t.nodes) >= maxNodes {
		return -1, false
	}
	c := t.add()
	t.nodes[n].kids = append(t.nodes[n].kids, kid{key, c})
	return c, true
}

// choose picks actor q's option at node n among legal, the options of the
// current world: an untried one first (at random), else the best by UCT
// with availability counts. Every legal option's availability goes up by
// one. It returns the chosen edge's index.
func (t *tree) choose(n int32, q int, legal []engine.Action, explore float64, rng *engine.RNG) int32 {
	untried, chosen := 0, int32(-1)
	t.found = t.found[:0]
	for i, act := range legal {
		e := t.edgeFor(n, q, act, i)
		t.found = append(t.found, e)
		ed := &t.nodes[n].edges[e]
		ed.avail++
		if ed.visits == 0 {
			untried++
			if rng.IntN(untried) == 0 {
				chosen = e
			}
		}
	}
	if chosen >= 0 {
		return chosen
	}
	best := math.Inf(-1)
	for _, e := range t.found {
		ed := t.nodes[n].edges[e]
		v := ed.mean() + explore*math.Sqrt(math.Log(float64(ed.avail))/float64(ed.visits))
		if v > best {
			best, chosen = v, e
		}
	}
	return chosen
}

// edgeFor is the index of q's edge for act at node n, made when missing.
// hint is where the edge usually is: worlds list their options in the same
// order, so it is found at once.
func (t *tree) edgeFor(n int32, q int, act engine.Action, hint int) int32 {
	edges := t.nodes[n].edges
	if hint < len(edges) && edges[hint].action == act && int(edges[hint].player) == q {
		return int32(hint)
	}
	if e := t.find(n, q, act); e >= 0 {
		return e
	}
	t.nodes[n].edges = append(edges, edge{player: int32(q), action: act})
	return int32(len(t.nodes[n].edges) - 1)
}
