package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/games"
)

// syncBuffer is a bytes.Buffer that a test reads while a command writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// savedDecisions reads the replay at path and returns its decisions.
func savedDecisions(t *testing.T, path string) []engine.Decision {
	t.Helper()
	r, err := engine.ReadReplay(path)
	if err != nil {
		t.Fatalf("the saved game: %v", err)
	}
	return r.Decisions
}

// Ctrl-C while the game waits for the person saves what was played, as a
// replay that replays, and exits 3. Before, Ctrl-C
// left a 0-byte file that replay rejects.
func TestPlaySaveKeepsAnInterruptedGame(t *testing.T) {
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	save := filepath.Join(t.TempDir(), "game.json")
	inR, inW := io.Pipe()
	var out, errOut syncBuffer
	e := &env{in: inR, out: &out, err: &errOut, reg: reg}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan int)
	go func() { done <- e.run(ctx, []string{"play", "omnitrix", "--seed", "4", "--save", save}) }()

	// Answer twice, then press Ctrl-C at the third question.
	go inW.Write([]byte("1\n1\n"))
	deadline := time.Now().Add(20 * time.Second)
	for strings.Count(out.String(), "Your choice [") < 3 {
		if time.Now().After(deadline) {
			t.Fatalf("the game never asked a third time:\n%s", out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	var code int
	select {
	case code = <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("play did not stop at Ctrl-C")
	}
	if code != ExitUnfinished || !strings.Contains(out.String(), "Interrupted.\nThe game so far (") || !strings.Contains(out.String(), "Game left unfinished (seed 4).") {
		t.Errorf("code %d, stderr %q\n%s", code, errOut.String(), out.String())
	}
	if n := len(savedDecisions(t, save)); n < 2 {
		t.Errorf("the saved game has %d decisions, want the two answers and more", n)
	}
	code, replayed, errText := run(t, "", "replay", "--all", save)
	if code != 0 || !strings.Contains(replayed, "The replay ends here, on turn ") || !strings.Contains(replayed, "before the game did") {
		t.Errorf("replay of the interrupted game: code %d, %q\n%s", code, errText, replayed)
	}
	entries, _ := os.ReadDir(filepath.Dir(save))
	if len(entries) != 1 {
		t.Errorf("the folder holds %d files, want only the save", len(entries))
	}
}

// When the input ends, the game so far is saved and replays; a save over
// an older file replaces it whole and leaves no other file behind.
func TestPlaySaveAtTheEndOfInput(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	if err := os.WriteFile(save, []byte("an older file"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "1\n1\n1\n", "play", "omnitrix", "--seed", "4", "--save", save)
	if code != ExitUnfinished || !strings.Contains(out, "saved to "+save) {
		t.Fatalf("code %d, stderr %q\n%s", code, errOut, out)
	}
	if n := len(savedDecisions(t, save)); n < 3 {
		t.Errorf("the saved game has %d decisions", n)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the folder holds %d files, want only the save", len(entries))
	}
	if code, _, errOut := run(t, "", "replay", "--all", "--as", "1", save); code != 0 {
		t.Errorf("replay: code %d, %q", code, errOut)
	}
	// A folder is not a place to save to, and is said to be before the game.
	code, out, errOut = run(t, "1\n", "play", "omnitrix", "--seed", "3", "--save", dir)
	if code != ExitError || !strings.Contains(errOut, "--save: "+dir+" is a folder") || strings.Contains(out, "Battle 1") {
		t.Errorf("--save to a folder: code %d, %q", code, errOut)
	}
}
