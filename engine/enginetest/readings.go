package enginetest

import "omnideck/engine"

// EveryReading is a configuration of each way the game's options can be
// set one at a time, for a suite's Configs: the default game for each of
// the player counts, and, for the first of them, a game for each choice of
// each option that is not its default.
func EveryReading(info engine.Info, players ...int) []engine.Config {
	if len(players) == 0 {
		players = []int{info.MinPlayers}
	}
	var out []engine.Config
	for _, n := range players {
		out = append(out, engine.Config{Players: n})
	}
	for _, o := range info.Options {
		for _, c := range o.Choices {
			if c != o.Default {
				out = append(out, engine.Config{Players: players[0], Options: map[string]string{o.Name: c}})
			}
		}
	}
	return out
}
