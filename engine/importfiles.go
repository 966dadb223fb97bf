package engine

import "io"

// CardFilesImporter is implemented by a [CardImporter] whose publisher's
// card list comes in several files that make one card file together (the
// characters in one file, the battle cards in another): `omnideck cards
// import GAME FILE...` gives it every file at once.
type CardFilesImporter interface {
	// ImportCardFiles reads the files of a published card list, in any
	// order, and writes one card file to w, as ImportCards does for one
	// file. On error, which lists every problem of every file, nothing is
	// written.
	ImportCardFiles(files []CardSource, w io.Writer) (CardImport, error)
}

// CardSource is one file of a published card list: its name, for
// messages, and its contents.
type CardSource struct {
	Name string
	Data []byte
}
