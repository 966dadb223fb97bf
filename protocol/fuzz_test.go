package protocol

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// fuzzSeeds are whole sessions of real requests, good and bad, that seed
// FuzzServe's corpus.
var fuzzSeeds = []string{
	`{"id":1,"cmd":"games"}`,
	stackedNew + "\n" +
		`{"id":2,"cmd":"legal","player":0}` + "\n" +
		`{"id":3,"cmd":"apply","player":0,"action":"support:plumber-badge"}` + "\n" +
		`{"id":4,"cmd":"apply","player":1,"action":"support:azmuth"}` + "\n" +
		`{"id":5,"cmd":"log","player":0,"from":0}` + "\n" +
		`{"id":6,"cmd":"view","player":-1}` + "\n" +
		`{"id":7,"cmd":"result"}` + "\n" +
		`{"id":8,"cmd":"replay"}` + "\n",
	`{"id":"a","cmd":"new","game":"omnitrix","players":3,"seed":9,"options":{"support-timing":"blind","tie-break":"aliens"}}` + "\n" +
		`{"id":"b","cmd":"apply","player":2,"action":"pass"}` + "\r\n" +
		`{"id":"c","cmd":"view","player":2}` + "\n" +
		`{"id":"d","cmd":"quit"}` + "\n" + `{"id":"e","cmd":"games"}`,
	`{"cmd":"new","game":"omnitrix","players":2,"deal":{"bank":["Heatblast"],"stack.9":["x"]}}` + "\n" +
		`{"cmd":"view"}` + "\n" + `{"cmd":"view","player":"0"}` + "\n" + `{"cmd":"log","player":0,"from":-5}`,
	`{"cmd":` + "\n" + `[1,2]` + "\n" + `null` + "\n" + `{"id":{"x":[true]},"cmd":"fly"}` + "\n" + `{"CMD":"games"}`,
	"\n\n  \t\n{\"id\":1e400,\"cmd\":\"result\"}\n",
	"{\"id\":\"\xff\xfe\",\"cmd\":\"games\",\"\xffx\":1}\n",
	`{"id":1,"cmd":"new","game":"superbenji","players":2,"seed":3}` + "\n" +
		`{"id":2,"cmd":"legal","player":1}` + "\n" +
		`{"id":3,"cmd":"apply","player":1,"action":"combat"}` + "\n" +
		`{"id":4,"cmd":"apply","player":1,"action":"done"}` + "\n" +
		`{"id":5,"cmd":"view","player":0}` + "\n" +
		`{"id":6,"cmd":"log","player":0,"from":0}` + "\n",
	`{"cmd":"new","game":"superbenji","players":2,"seed":8,"decks":[["Targeted Nuke","Benji City Citizen","Delay"],["Cook","Hallie, Eater of Food"]],"deal":{"first":["0"],"hand.0":["Targeted Nuke"]}}` + "\n" +
		`{"cmd":"legal","player":0}` + "\n" + `{"cmd":"apply","player":0,"action":"combat"}` + "\n" + `{"cmd":"replay"}`,
	`{"cmd":"new","game":"superbenji","players":2,"seed":8,"check_decks":false,"decks":[["Targeted Nuke","Benji City Citizen","Delay"],"heroes"]}` + "\n" +
		`{"cmd":"log","player":1,"events":true}` + "\n" + `{"cmd":"new","game":"superbenji","players":2,"decks":["heroes",["BS26/1"]],"position":{"turn":3}}`,
	`{"cmd":"new","game":"omnitrix","players":2,"cards":"game: omnitrix\ncards:\n  - {name: A, type: alien, power: 1}\n"}` + "\n" +
		`{"cmd":"new","game":"omnitrix","players":2,"position":{"round":2},"cards":7}` + "\n" + `{"cmd":"log","player":0,"events":"yes"}`,
}

// FuzzServe feeds arbitrary bytes to a session: it must never panic or
// fail, every output line must be valid JSON with an "ok" field, and every
// non-blank line must be answered, except those after a "quit".
func FuzzServe(f *testing.F) {
	reg := registry(f)
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var out bytes.Buffer
		if err := Serve(context.Background(), reg, bytes.NewReader(data), &out); err != nil {
			t.Fatalf("Serve: %v", err)
		}
		requests := 0
		for _, l := range strings.Split(string(data), "\n") {
			if !blank([]byte(l)) {
				requests++
			}
		}
		text := out.String()
		if text != "" && !strings.HasSuffix(text, "\n") {
			t.Fatalf("output does not end with a newline: %q", text)
		}
		lines := splitLines(text)
		var last map[string]json.RawMessage
		for _, l := range lines {
			if !utf8.ValidString(l) {
				t.Fatalf("response is not UTF-8: %q", l)
			}
			last = nil
			if err := json.Unmarshal([]byte(l), &last); err != nil {
				t.Fatalf("response %q is not a JSON object: %v", l, err)
			}
			var ok bool
			if err := json.Unmarshal(last["ok"], &ok); err != nil {
				t.Fatalf("response %q has no boolean \"ok\"", l)
			}
			if _, has := last["id"]; !has {
				t.Fatalf("response %q has no \"id\"", l)
			}
			if strings.Contains(string(last["error"]), "internal error") {
				t.Fatalf("a game failed inside: %s", l)
			}
		}
		switch {
		case len(lines) == requests:
		case len(lines) < requests && isQuitAnswer(last):
		default:
			t.Fatalf("%d responses to %d requests", len(lines), requests)
		}
	})
}

// isQuitAnswer reports whether a response is the bare success "quit" gives.
func isQuitAnswer(resp map[string]json.RawMessage) bool {
	return len(resp) == 2 && string(resp["ok"]) == "true"
}
