package docs

import (
	"os"
	"strings"
	"testing"
)

// uncommented is text without its comment lines and blank lines.
func uncommented(text string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, "#") {
			out = append(out, strings.TrimRight(line, " "))
		}
	}
	return strings.Join(out, "\n")
}

// blocks are the fenced code blocks of Markdown text in language lang.
func blocks(text, lang string) []string {
	var out []string
	for _, part := range strings.Split(text, "```"+lang+"\n")[1:] {
		body, _, _ := strings.Cut(part, "```")
		out = append(out, body)
	}
	return out
}

// deploy.md shows the Dockerfile and the Kubernetes manifest as they are
// in the repository: the Dockerfile whole, the manifest in part, both
// without their comments.
func TestDeployShowsTheFilesAsTheyAre(t *testing.T) {
	doc, err := os.ReadFile("deploy.md")
	if err != nil {
		t.Fatal(err)
	}
	dockerfile, err := os.ReadFile("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	shown := blocks(string(doc), "dockerfile")
	if len(shown) != 1 || uncommented(shown[0]) != uncommented(string(dockerfile)) {
		t.Errorf("deploy.md's Dockerfile is not the repository's:\n%s", uncommented(strings.Join(shown, "")))
	}
	manifest, err := os.ReadFile("../deploy/kubernetes.yaml")
	if err != nil {
		t.Fatal(err)
	}
	shown = blocks(string(doc), "yaml")
	if len(shown) == 0 {
		t.Fatal("deploy.md shows no part of the manifest")
	}
	for _, part := range shown {
		if !strings.Contains(uncommented(string(manifest)), uncommented(part)) {
			t.Errorf("deploy.md shows a part of deploy/kubernetes.yaml that is not in it:\n%s", part)
		}
	}
}
