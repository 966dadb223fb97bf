package carddata

import (
	"bytes"
	"fmt"
	"strings"
)

// WriteCard appends one card to a card file's "cards:" list, as importers
// write them: a blank line, then the card's YAML (node, such as a goccy
// ast.Node) as a list item indented under "cards:".
func WriteCard(b *bytes.Buffer, node fmt.Stringer) {
	b.WriteString("\n")
	for j, line := range strings.Split(strings.TrimRight(node.String(), "\n"), "\n") {
		if j == 0 {
			b.WriteString("  - " + line + "\n")
		} else {
			b.WriteString("    " + line + "\n")
		}
	}
}
