package engine

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Registry holds the games Omnideck knows, by id.
type Registry struct {
	mu    sync.RWMutex
	games map[string]Game
}

// Register adds g; a second game with the same id replaces the first.
func (r *Registry) Register(g Game) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.games == nil {
		r.games = make(map[string]Game)
	}
	r.games[g.Info().ID] = g
}

// Lookup finds a game by id.
func (r *Registry) Lookup(id string) (Game, error) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if g, ok := r.games[id]; ok {
		return g, nil
	}
	return nil, fmt.Errorf("unknown game %q (games: %s)", id, strings.Join(r.idsLocked(), ", "))
}

// Games lists the registered games sorted by id.
func (r *Registry) Games() []Game {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]Game, 0, len(r.games))
	for _, id := range r.idsLocked() {
		out = append(out, r.games[id])
	}
	return out
}

func (r *Registry) idsLocked() []string {
	ids := make([]string, 0, len(r.games))
	for id := range r.games {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
