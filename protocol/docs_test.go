package protocol

import (
	"os"
	"strings"
	"testing"
)

// TestDocsCoverCommands checks that docs/protocol.md has a section for
// every command that names each of its fields.
func TestDocsCoverCommands(t *testing.T) {
	doc, err := os.ReadFile("../docs/protocol.md")
	if err != nil {
		t.Fatalf("docs: %v", err)
	}
	text := string(doc)
	for name, cmd := range commands {
		heading := "### `" + name + "`"
		_, section, ok := strings.Cut(text, heading)
		if !ok {
			t.Errorf("docs/protocol.md has no section %q", heading)
			continue
		}
		section, _, _ = strings.Cut(section, "\n### ")
		for _, f := range cmd.fields {
			if f == "id" || f == "cmd" {
				continue
			}
			if !strings.Contains(section, "`"+f+"`") {
				t.Errorf("section %q does not describe field %q", heading, f)
			}
		}
		if !strings.Contains(section, `"cmd":"`+name+`"`) {
			t.Errorf("section %q has no example request", heading)
		}
	}
}
