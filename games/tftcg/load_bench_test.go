package tftcg

import "testing"

// BenchmarkLoadCards measures reading and checking the built-in card
// file and its abilities files, which every start does.
func BenchmarkLoadCards(b *testing.B) {
	for b.Loop() {
		if _, err := BuiltinCards(); err != nil {
			b.Fatal(err)
		}
	}
}
