package protocol

import (
	"bytes"
	"context"
	"flag"
	"os"
	"strings"
	"testing"

	"omnideck/engine"
)

var updateDocs = flag.Bool("update", false, "rewrite the answers of the examples in docs/protocol.md with what the protocol answers now")

// docsPath is the protocol's documentation, whose examples are checked.
const docsPath = "../docs/protocol.md"

// TestDocsExamplesAreRealOutput runs every example of docs/protocol.md: each
// fenced block holding "> " request lines is one fresh session, and each
// "< " line must be exactly what the protocol answers to the request before
// it. A request with no "< " line after it is sent and its answer not
// shown. With -args -update, the answers in the file are rewritten.
func TestDocsExamplesAreRealOutput(t *testing.T) {
	doc, err := os.ReadFile(docsPath)
	if err != nil {
		t.Fatalf("docs: %v", err)
	}
	lines := strings.Split(string(doc), "\n")
	reg := registry(t)
	var out []string
	examples := 0
	for i := 0; i < len(lines); i++ {
		out = append(out, lines[i])
		if !strings.HasPrefix(lines[i], "```") {
			continue
		}
		// A block (a "```json" one too, so that its closing fence opens
		// none): collect it up to its closing fence.
		end := i + 1
		for end < len(lines) && strings.TrimSpace(lines[end]) != "```" {
			end++
		}
		block := lines[i+1 : end]
		if !hasRequest(block) {
			out = append(out, block...)
		} else {
			examples++
			out = append(out, runExample(t, reg, block, i+2)...)
		}
		if end < len(lines) {
			out = append(out, lines[end])
		}
		i = end
	}
	if examples == 0 {
		t.Fatal("docs/protocol.md has no examples")
	}
	if *updateDocs {
		if err := os.WriteFile(docsPath, []byte(strings.Join(out, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func hasRequest(block []string) bool {
	for _, l := range block {
		if strings.HasPrefix(l, "> ") {
			return true
		}
	}
	return false
}

// runExample plays one block's requests in a fresh session and returns the
// block with each answer as the protocol gives it. It reports answers that
// differ from the file's, naming the line.
func runExample(t *testing.T, reg *engine.Registry, block []string, firstLine int) []string {
	t.Helper()
	var out []string
	var requests []string
	for _, l := range block {
		if strings.HasPrefix(l, "> ") {
			requests = append(requests, strings.TrimPrefix(l, "> "))
		}
	}
	var answers bytes.Buffer
	if err := Serve(context.Background(), reg, strings.NewReader(strings.Join(requests, "\n")+"\n"), &answers); err != nil {
		t.Fatalf("docs/protocol.md:%d: %v", firstLine, err)
	}
	got := strings.Split(strings.TrimRight(answers.String(), "\n"), "\n")
	next := 0
	for k, l := range block {
		switch {
		case strings.HasPrefix(l, "> "):
			next++
			out = append(out, l)
		case strings.HasPrefix(l, "< "):
			want := strings.TrimPrefix(l, "< ")
			if next == 0 || next > len(got) {
				t.Errorf("docs/protocol.md:%d: an answer with no request before it", firstLine+k)
				out = append(out, l)
				continue
			}
			if got[next-1] != want && !*updateDocs {
				t.Errorf("docs/protocol.md:%d: the protocol answers\n%s\nnot\n%s", firstLine+k, got[next-1], want)
			}
			out = append(out, "< "+got[next-1])
		default:
			out = append(out, l)
		}
	}
	return out
}
