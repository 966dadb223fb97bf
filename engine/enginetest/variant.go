package enginetest

import (
	"bytes"
	"testing"
)

// Variant is a game's card file with one change, for Suite.Cards: the
// first old replaced by new. It fails the test when data has no old, so
// that the variant never silently equals the original.
func Variant(tb testing.TB, data []byte, old, new string) []byte {
	tb.Helper()
	out := bytes.Replace(data, []byte(old), []byte(new), 1)
	if bytes.Equal(out, data) {
		tb.Fatalf("the card file has no %q to change", old)
	}
	return out
}

// Must returns a function that passes on a value, or stops the test when
// the error that comes with it is not nil: Must[*Game](tb)(Default()).
func Must[T any](tb testing.TB) func(T, error) T {
	return func(v T, err error) T {
		tb.Helper()
		if err != nil {
			tb.Fatal(err)
		}
		return v
	}
}
