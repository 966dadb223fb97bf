package authoring

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"

	"omnideck/carddata"
)

// SetCode is the set code of an imported card file: the cards of every
// wave are one file.
const SetCode = "TFTCG"

// WriteYAML writes the import as a tftcg card file: a comment naming the
// sources and the number of notes, then the game, the set and the cards,
// in the style of the built-in games/tftcg/data/cards.yaml. The file
// loads as it is (tftcg.LoadCards): the cards' text is kept as printed,
// to be defined as abilities.
func (im *Import) WriteYAML(w io.Writer) error {
	var b bytes.Buffer
	names := make([]string, len(im.Sources))
	for i, s := range im.Sources {
		names[i] = baseName(s)
	}
	fmt.Fprintf(&b, "# Transformers TCG cards imported from %s by 'omnideck cards import'.\n", oneLine(strings.Join(names, ", ")))
	b.WriteString("# Derived from the community card database freelancepeacekeeping/tftcg-cards-json, under the\n")
	b.WriteString("# Mozilla Public License 2.0: see LICENSE beside this file.\n")
	b.WriteString("# Every printed fact is read. The cards' text is kept as printed; a mode whose text is only a\n")
	b.WriteString("# keyword (Bold, Tough, Pierce, Stealth, Brave) has it as a fact too. The rest is in force\n")
	b.WriteString("# through its definition in the card language (the built-in cards' are in abilities/);\n")
	fmt.Fprintf(&b, "# %d notes (printed with the import) say which text needs a definition and which readings\n", len(im.Notes))
	b.WriteString("# of the data to check.\n")
	b.WriteString("game: tftcg\n")
	fmt.Fprintf(&b, "set: %s\n", SetCode)
	b.WriteString("cards:\n")
	for i := range im.Cards {
		node, err := yaml.ValueToNode(&im.Cards[i], yaml.IndentSequence(true), yaml.UseLiteralStyleIfMultiline(true))
		if err != nil {
			return fmt.Errorf("write card %s: %w", im.Cards[i].ID, err)
		}
		ast.Walk(flowStyler{}, node)
		carddata.WriteCard(&b, node)
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("write card file: %w", err)
	}
	return nil
}

// baseName is a path's last element.
func baseName(path string) string {
	path = strings.ReplaceAll(path, `\`, "/")
	if i := strings.LastIndex(path, "/"); i >= 0 {
		return path[i+1:]
	}
	return path
}

// flowStyler writes lists of words ([Ranged, Leader]) and printings
// ({set: Wave 2, number: 004/081}) on one line, as hand-written card files
// do.
type flowStyler struct{}

func (v flowStyler) Visit(n ast.Node) ast.Visitor {
	switch n := n.(type) {
	case *ast.SequenceNode:
		flat := true
		for _, e := range n.Values {
			// A name with a comma ("Dreadwind, Air Defense") would read
			// as two in a flow list.
			if s, ok := e.(ast.ScalarNode); !ok || strings.ContainsAny(fmt.Sprint(s.GetValue()), "\n,[]{}") {
				flat = false
			}
		}
		if flat {
			n.SetIsFlowStyle(true)
		}
	case *ast.MappingValueNode:
		if k, ok := n.Key.(*ast.StringNode); ok && k.Value == "reprints" {
			if seq, ok := n.Value.(*ast.SequenceNode); ok {
				for _, e := range seq.Values {
					if m, ok := e.(*ast.MappingNode); ok {
						m.SetIsFlowStyle(true)
					}
				}
			}
		}
	}
	return v
}
