//go:build unix

package cli

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A path that is no regular file (here a named pipe, as /dev/null is a
// device) is written to in place: renaming a new file over it would
// replace it ("omnideck cards import ... --out /dev/null" once replaced the
// machine's /dev/null with a file).
func TestWriteWholeKeepsWhatIsNoFile(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	got := make(chan string, 1)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- "open: " + err.Error()
			return
		}
		defer f.Close()
		data, _ := io.ReadAll(f)
		got <- string(data)
	}()
	if err := writeWhole(fifo, func(w io.Writer) error { _, err := io.WriteString(w, "cards"); return err }); err != nil {
		t.Fatal(err)
	}
	select {
	case s := <-got:
		if s != "cards" {
			t.Errorf("the pipe's reader read %q, want %q", s, "cards")
		}
	case <-time.After(5 * time.Second):
		t.Error("nothing was written to the pipe")
	}
	fi, err := os.Lstat(fifo)
	if err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the named pipe was replaced: %v %v", fi.Mode(), err)
	}
}
