package cli

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"omnideck/games"
)

// The README's command lines, run as written: every line of its fenced sh
// blocks that starts with "omnideck" or "go run ./cmd/omnideck" goes
// through the command line in-process, in a temporary folder that holds
// the repository's files (linked, not copied), with cp lines and >
// redirects done as the shell would do them, in order. A line that fails fails the test, so the README cannot drift.
//
// What a line cannot have here is given: play lines get a few answers and
// then q, and a game left so is the documented exit status 3; a --games
// larger than readmeMaxGames plays that many (the flag is still parsed and
// used). A new command that waits for more than its input (a server) needs
// its own entry in readmeInput, or the line fails at readmeTimeout.
func TestReadmeCommands(t *testing.T) {
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	lines, err := readmeShellLines(filepath.Join(repo, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	entries, err := os.ReadDir(repo)
	if err != nil {
		t.Fatal(err)
	}
	for _, en := range entries {
		if en.Name() == ".git" {
			continue
		}
		if err := os.Symlink(filepath.Join(repo, en.Name()), filepath.Join(dir, en.Name())); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)

	ran := 0
	for _, l := range lines {
		words, err := shellWords(l.text)
		if err != nil {
			t.Errorf("README.md:%d: %v", l.n, err)
			continue
		}
		if len(words) == 0 {
			continue
		}
		cmd, stdout, err := redirect(words)
		if err != nil {
			t.Errorf("README.md:%d: %s: %v", l.n, l.text, err)
			continue
		}
		switch {
		case cmd[0] == "omnideck":
			cmd = cmd[1:]
		case len(cmd) >= 3 && cmd[0] == "go" && cmd[1] == "run" && cmd[2] == "./cmd/omnideck":
			cmd = cmd[3:]
		case cmd[0] == "cp" && len(cmd) == 3 && stdout == "":
			if err := copyFile(cmd[1], cmd[2]); err != nil {
				t.Errorf("README.md:%d: %s: %v", l.n, l.text, err)
			}
			continue
		default:
			// Not the command line: go test, go install and the like.
			continue
		}
		ran++
		t.Run(fmt.Sprintf("line %d", l.n), func(t *testing.T) {
			runReadmeLine(t, l.text, cmd, stdout)
		})
	}
	if ran < 15 {
		t.Errorf("only %d command lines found in the README's sh blocks", ran)
	}
}

const (
	// readmeMaxGames is the most games a README sim line plays here.
	readmeMaxGames = 40
	// readmeTimeout is how long one README line may take here.
	readmeTimeout = 3 * time.Minute
)

// readmeInput is what a README line of a command reads on standard input.
var readmeInput = map[string]string{
	"play": "1\n1\n1\nq\n",
}

// readmeExit are the exit statuses a README line of a command may end
// with, besides 0.
var readmeExit = map[string][]int{
	"play": {ExitUnfinished},
}

// runReadmeLine runs one README line's command, writing its standard
// output to the file stdout when the line redirects it.
func runReadmeLine(t *testing.T, text string, args []string, stdout string) {
	args = fewerGames(args)
	name := ""
	if len(args) > 0 {
		name = args[0]
	}
	if name == "serve" {
		runReadmeServe(t, text, args)
		return
	}
	var out, errOut bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- Main(args, strings.NewReader(readmeInput[name]), &out, &errOut) }()
	var code int
	select {
	case code = <-done:
	case <-time.After(readmeTimeout):
		t.Fatalf("%s: still running after %v (does it need an entry in readmeInput?)", text, readmeTimeout)
	}
	if code != 0 && !slices.Contains(readmeExit[name], code) {
		t.Fatalf("%s: exit status %d\nstderr:\n%s\nstdout (end):\n%s", text, code, errOut.String(), tail(out.String(), 1500))
	}
	if stdout != "" {
		if err := writeOutside(stdout, out.Bytes()); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

// fewerGames lowers a --games value above readmeMaxGames to it.
func fewerGames(args []string) []string {
	args = slices.Clone(args)
	for i, a := range args {
		value, prefix := "", ""
		switch {
		case a == "--games" && i+1 < len(args):
			i, value = i+1, args[i+1]
		case strings.HasPrefix(a, "--games="):
			value, prefix = strings.TrimPrefix(a, "--games="), "--games="
		default:
			continue
		}
		if n, err := strconv.Atoi(value); err == nil && n > readmeMaxGames {
			args[i] = prefix + strconv.Itoa(readmeMaxGames)
		}
	}
	return args
}

// readmeLine is one line of a fenced sh block and its line number.
type readmeLine struct {
	n    int
	text string
}

// readmeShellLines are the lines of the fenced sh blocks of a Markdown
// file.
func readmeShellLines(path string) ([]readmeLine, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []readmeLine
	in := false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		switch {
		case !in && text == "```sh":
			in = true
		case in && strings.HasPrefix(text, "```"):
			in = false
		case in:
			lines = append(lines, readmeLine{n, text})
		}
	}
	return lines, sc.Err()
}

// shellWords splits a command line into words as a POSIX shell does for
// the simple commands a README holds: quotes, backslashes, comments, and
// the operators >, >>, <, |, ;, && and || as words of their own. Anything
// the test would have to guess at ($, `, globs) is an error.
func shellWords(line string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	flush := func() {
		if inWord {
			words = append(words, cur.String())
			cur.Reset()
			inWord = false
		}
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == ' ' || c == '\t':
			flush()
		case c == '#' && !inWord:
			flush()
			return words, nil
		case c == '\'':
			end := strings.IndexByte(line[i+1:], '\'')
			if end < 0 {
				return nil, fmt.Errorf("an unclosed ' in %q", line)
			}
			cur.WriteString(line[i+1 : i+1+end])
			inWord, i = true, i+1+end
		case c == '"':
			i++
			for ; i < len(line) && line[i] != '"'; i++ {
				if strings.IndexByte("$`", line[i]) >= 0 {
					return nil, fmt.Errorf("%q needs a shell to expand", line)
				}
				if line[i] == '\\' && i+1 < len(line) && strings.IndexByte(`"\`, line[i+1]) >= 0 {
					i++
				}
				cur.WriteByte(line[i])
			}
			if i == len(line) {
				return nil, fmt.Errorf(`an unclosed " in %q`, line)
			}
			inWord = true
		case c == '\\' && i+1 < len(line):
			i++
			cur.WriteByte(line[i])
			inWord = true
		case strings.IndexByte("><|;&", c) >= 0:
			flush()
			op := string(c)
			if i+1 < len(line) && (line[i+1] == c || c == '>' && line[i+1] == '|') {
				op += string(line[i+1])
				i++
			}
			words = append(words, op)
		case strings.IndexByte("$`*?[~(){}", c) >= 0:
			return nil, fmt.Errorf("%q needs a shell to expand or run it", line)
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	flush()
	return words, nil
}

// redirect takes a "> FILE" off the end of a simple command; any other
// operator is an error.
func redirect(words []string) (cmd []string, stdout string, err error) {
	for i, w := range words {
		switch w {
		case ">":
			if i != len(words)-2 || i == 0 {
				return nil, "", fmt.Errorf("> goes last, before one file name, here")
			}
			return words[:i], words[i+1], nil
		case ">>", "<", "|", ";", "&", "&&", "||", ">|":
			return nil, "", fmt.Errorf("%s needs a shell; the README test runs simple commands and > redirects", w)
		}
	}
	return words, "", nil
}

// copyFile copies src to dst as cp does, never through a link into the
// repository.
func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return writeOutside(dst, data)
}

// writeOutside writes data to the file path in the temporary folder,
// refusing a path that is one of the links into the repository.
func writeOutside(path string, data []byte) error {
	if st, err := os.Lstat(path); err == nil && st.Mode()&os.ModeSymlink != 0 {
		return fmt.Errorf("%s would be written in the repository", path)
	}
	real, err := realPath(filepath.Dir(path))
	if err != nil {
		return err
	}
	cwd, err := realPath(".")
	if err != nil {
		return err
	}
	if real != cwd && !strings.HasPrefix(real, cwd+string(filepath.Separator)) {
		return fmt.Errorf("%s would be written outside the temporary folder", path)
	}
	return os.WriteFile(path, data, 0o644)
}

// realPath is the absolute path of path with every link resolved.
func realPath(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(abs)
}

// tail is the end of s, at most n bytes.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}

// The README test's shell reading: words, quotes, comments and redirects.
func TestShellWords(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []string
	}{
		{"omnideck sim omnitrix --games 10   # a comment", []string{"omnideck", "sim", "omnitrix", "--games", "10"}},
		{`go test ./protocol -run '^$' -fuzz FuzzServe`, []string{"go", "test", "./protocol", "-run", "^$", "-fuzz", "FuzzServe"}},
		{`omnideck deck starters --print "Banana Villains" > villains.txt`, []string{"omnideck", "deck", "starters", "--print", "Banana Villains", ">", "villains.txt"}},
		{`omnideck a#b x\ y`, []string{"omnideck", "a#b", "x y"}},
		{"omnideck games|head", []string{"omnideck", "games", "|", "head"}},
	} {
		got, err := shellWords(tc.line)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("shellWords(%q) = %q, %v; want %q", tc.line, got, err, tc.want)
		}
	}
	for _, line := range []string{"omnideck play $GAME", "omnideck 'open", "omnideck *.txt"} {
		if _, err := shellWords(line); err == nil {
			t.Errorf("shellWords(%q) took what needs a shell", line)
		}
	}
	if _, _, err := redirect([]string{"omnideck", "games", "|", "head"}); err == nil {
		t.Error("a pipe was taken for a simple command")
	}
	if cmd, out, err := redirect([]string{"omnideck", "deck", ">", "x.txt"}); err != nil || out != "x.txt" || !slices.Equal(cmd, []string{"omnideck", "deck"}) {
		t.Errorf("redirect: %q %q %v", cmd, out, err)
	}
	args := fewerGames([]string{"sim", "omnitrix", "--games", "100000", "--games=5000", "--seed", "1"})
	if !slices.Equal(args, []string{"sim", "omnitrix", "--games", "40", "--games=40", "--seed", "1"}) {
		t.Errorf("fewerGames: %q", args)
	}
}

// runReadmeServe runs a README line of serve as written, on a free port
// and a data folder of the test's, until the page and /healthz answer;
// then it stops the server as Ctrl-C does and expects it to end cleanly.
func runReadmeServe(t *testing.T, text string, args []string) {
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	args = append(slices.Clone(args), "--addr", "127.0.0.1:0", "--data", t.TempDir())
	out, errOut := &syncBuffer{}, &syncBuffer{}
	e := &env{in: strings.NewReader(""), out: out, err: errOut, reg: reg}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	done := make(chan int, 1)
	go func() { done <- e.run(ctx, args) }()
	deadline := time.Now().Add(readmeTimeout)
	var url string
	for url == "" {
		if time.Now().After(deadline) {
			t.Fatalf("%s: it never said where it serves:\n%s", text, errOut.String())
		}
		select {
		case code := <-done:
			t.Fatalf("%s: exit status %d before serving\n%s", text, code, errOut.String())
		case <-time.After(20 * time.Millisecond):
		}
		if _, rest, ok := strings.Cut(out.String(), "serving at "); ok {
			url, _, _ = strings.Cut(rest, " ")
		}
	}
	for _, path := range []string{"healthz", "", "api/games"} {
		resp, err := http.Get(url + path)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: GET /%s: %v %v", text, path, err, resp)
		}
		resp.Body.Close()
	}
	stop()
	if code := <-done; code != 0 {
		t.Fatalf("%s: exit status %d after stopping\n%s", text, code, errOut.String())
	}
}
