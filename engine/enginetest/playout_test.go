package enginetest

import "testing"

// A view has a null only where JSON has a null value, not where a text
// holds the word: a card may be called "Null-Ray of Starscream", its code
// null-ray-of-starscream.
func TestHasNull(t *testing.T) {
	for js, want := range map[string]bool{
		`{"code":"upgrade:170:null-ray-of-starscream","cards":[]}`: false,
		`{"cards":null}`:                  true,
		`{"players":[{"hand":[1,null]}]}`: true,
		`[]`:                              false,
	} {
		if got := hasNull([]byte(js)); got != want {
			t.Errorf("hasNull(%s) = %v, want %v", js, got, want)
		}
	}
}
