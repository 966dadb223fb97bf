package cli

import (
	"strings"
	"testing"
)

// A word that is not a command is an error on standard error with a
// non-zero exit and a suggestion, at every level:
// before, "omnideck cards exprot" printed the help and exited 0.
func TestUnknownSubcommandsAreErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"cards", "exprot"}, `omnideck: unknown command "exprot" for "omnideck cards"; did you mean "export"? (its commands: check, export, import; see 'omnideck cards --help')` + "\n"},
		{[]string{"cards", "chek", "omnitrix", "x.yaml"}, `omnideck: unknown command "chek" for "omnideck cards"; did you mean "check"? (its commands: check, export, import; see 'omnideck cards --help')` + "\n"},
		{[]string{"deck", "frob"}, `omnideck: unknown command "frob" for "omnideck deck" (its commands: check, export, formats, starters; see 'omnideck deck --help')` + "\n"},
		{[]string{"frobnicate"}, `omnideck: unknown command "frobnicate" for "omnideck" (its commands: cards, deck, engine, games, loadtest, play, replay, serve, sim; see 'omnideck --help')` + "\n"},
		{[]string{"gmaes"}, `omnideck: unknown command "gmaes" for "omnideck"; did you mean "games"?`},
		{[]string{"help", "frob"}, `omnideck: unknown command "frob" for "omnideck" (its commands: `},
		{[]string{"help", "cards", "exprot"}, `omnideck: unknown command "exprot" for "omnideck cards"; did you mean "export"?`},
	} {
		code, out, errOut := run(t, "", tc.args...)
		if code != ExitError || out != "" || !strings.HasPrefix(errOut, tc.want) {
			t.Errorf("%v: code %d, stdout %q, stderr %q, want %q", tc.args, code, out, errOut, tc.want)
		}
	}
	// A command that groups others, alone, shows its help, as help does.
	for _, args := range [][]string{{"cards"}, {"deck"}, {}, {"help"}, {"help", "deck"}, {"help", "sim", "omnitrix"}} {
		if code, out, _ := run(t, "", args...); code != ExitOK || !strings.Contains(out, "Available Commands:") {
			t.Errorf("%v: code %d\n%s", args, code, out)
		}
	}
	code, _, errOut := run(t, "", "games", "--frob")
	if code != ExitError || errOut != "omnideck: unknown flag: --frob (see 'omnideck games --help' for its flags)\n" {
		t.Errorf("an unknown flag: code %d, %q", code, errOut)
	}
}

// A number flag given something that is not one is answered in words,
// not with a strconv error; --players says what the game takes.
func TestNumberFlagsAreAnsweredInWords(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "omnitrix", "--players", "99999999999999999999"}, "omnideck: --players: 99999999999999999999 is not a number of players; the game takes 2 to 4\n"},
		{[]string{"sim", "omnitrix", "--players", "99999999999999999999"}, "omnideck: --players: 99999999999999999999 is not a number of players; the game takes 2 to 4\n"},
		{[]string{"sim", "superbenji", "--players", "three"}, "omnideck: --players: three is not a number of players; the game takes 2\n"},
		{[]string{"play", "omnitrix", "--players", "1"}, "omnideck: --players: 1 is not a number of players; the game takes 2 to 4\n"},
		{[]string{"sim", "omnitrix", "--games", "99999999999999999999"}, "omnideck: --games: 99999999999999999999 is too large a number\n"},
		{[]string{"sim", "omnitrix", "--games", "ten"}, "omnideck: --games: \"ten\" is not a whole number\n"},
		{[]string{"sim", "omnitrix", "--seed", "-1"}, "omnideck: --seed: \"-1\" is not a whole number from 0 up\n"},
		{[]string{"sim", "omnitrix", "--seed", "99999999999999999999999"}, "omnideck: --seed: 99999999999999999999999 is too large a number\n"},
		{[]string{"play", "omnitrix", "--as", "-99999999999999999999"}, "omnideck: --as: -99999999999999999999 is too small a number\n"},
		{[]string{"play", "superbenji", "--think", "fast"}, "omnideck: --think: \"fast\" is not a length of time, such as 500ms, 2s or 1m\n"},
		{[]string{"replay", "x.json", "--as", "1.5"}, "omnideck: --as: \"1.5\" is not a whole number\n"},
	} {
		code, out, errOut := run(t, "", tc.args...)
		if code != ExitError || out != "" || errOut != tc.want {
			t.Errorf("%v: code %d, stdout %q, stderr %q, want %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

// omnideck games says "2 players" for a game of two, and writes runs of
// numeric choices as ranges, in the order the game gives them.
func TestGamesSaysPlayersAndChoicesReadably(t *testing.T) {
	_, out, _ := run(t, "", "games")
	for _, want := range []string{
		"superbenji — Super Benji TCG (2 players)\n",
		"omnitrix — Ben 10 Omnitrix battle (2 to 4 players)\n",
		"    youngest = 1 to 4 (default 1)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("games lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "2 to 2 players") {
		t.Errorf("games says \"2 to 2 players\":\n%s", out)
	}
	for _, tc := range []struct {
		choices []string
		want    string
	}{
		{[]string{"30", "35", "40", "45", "50", "55", "60", "65", "70", "75", "80", "85", "90", "95", "100", "105", "110", "115", "120", "125", "130", "135", "140", "145", "150", "off"}, "30 to 150 in steps of 5 | off"},
		{[]string{"off", "2", "3", "4", "5", "6", "7", "8"}, "off | 2 to 8"},
		{[]string{"40", "80", "off", "30", "35", "45", "50", "55"}, "40 | 80 | off | 30 | 35 | 45 to 55 in steps of 5"},
		{[]string{"1", "2"}, "1 | 2"},
		{[]string{"3", "2", "1"}, "3 | 2 | 1"},
		{[]string{"01", "02", "03"}, "01 | 02 | 03"},
		{[]string{"on", "off"}, "on | off"},
	} {
		if got := choicesWords(tc.choices); got != tc.want {
			t.Errorf("choicesWords(%v) = %q, want %q", tc.choices, got, tc.want)
		}
	}
}
