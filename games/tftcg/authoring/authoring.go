// Package authoring is the Transformers TCG's tools for people who make
// cards rather than play them: the importer of the published card data
// (ImportJSON), which turns characters.json, battle-cards.json and
// combiner-forms.json into the game's card file with every printed fact.
// It lives apart from the rules (package tftcg), whose card types it
// writes; Tools lends it to the game, so that tools that do not know the
// game reach it (engine.CardImporter, engine.CardFilesImporter).
package authoring

import (
	"fmt"
	"io"

	"omnideck/engine"
	"omnideck/games/tftcg"
)

// Tools are the authoring tools as the game takes them
// (tftcg.Game.WithAuthoring).
type Tools struct{}

// CardImportSource says what ImportCards reads, for help texts.
func (Tools) CardImportSource() string {
	return "the published card data: characters.json, battle-cards.json and combiner-forms.json (give all three)"
}

// ImportCards reads one file of the published data (ImportCardFiles reads
// them together).
func (t Tools) ImportCards(name string, data []byte, w io.Writer) (engine.CardImport, error) {
	return t.ImportCardFiles([]engine.CardSource{{Name: name, Data: data}}, w)
}

// ImportCardFiles reads the files of the published data with [ImportJSON]
// and writes their card file with [Import.WriteYAML]; the notes are
// "file:line: ID Name: message".
func (Tools) ImportCardFiles(files []engine.CardSource, w io.Writer) (engine.CardImport, error) {
	im, err := ImportJSON(files)
	if err != nil {
		return engine.CardImport{}, err
	}
	notes := make([]string, len(im.Notes))
	for i, n := range im.Notes {
		notes[i] = fmt.Sprintf("%s:%d: %s", n.File, n.Line, n)
	}
	return engine.CardImport{Cards: len(im.Cards), Notes: notes}, im.WriteYAML(w)
}

var _ tftcg.Authoring = Tools{}

// Game returns the Transformers TCG with its built-in cards and these
// tools: the game as the registry holds it.
func Game() (*tftcg.Game, error) {
	g, err := tftcg.Default()
	if err != nil {
		return nil, err
	}
	return g.WithAuthoring(Tools{}), nil
}
