package server_test

import (
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"

	"omnideck/store"
	"omnideck/store/storetest"
)

// ownershipCase is one account endpoint, tried with another account's
// ids and with no session.
type ownershipCase struct {
	// route is the pattern as accountRoutes registers it.
	route string
	// path is the path asked, with Ann's ids in it.
	path string
	body any
	// asBo is the status Bo's session gets: 404 for Ann's ids, or the
	// status of the same request on Bo's own data.
	asBo int
	// guest is the status with no session: 401, or 200 for the
	// endpoints that need none.
	guest int
}

// One account can never read or change another's collection, decks or
// seats: every account endpoint is tried by a second account with the
// first one's ids, and by a browser with no session; every one that
// changes something is tried from another site with the first account's
// own session. Every endpoint accountRoutes registers must be in the
// list.
func TestAccountsReachOnlyTheirOwn(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			ann := h.signedUp("Ann")
			ann.call("POST", "/api/collection/superbenji/change", map[string]any{"cards": map[string]int{"BS26/13": 3}}, nil)
			var d deckAnswer
			ann.call("POST", "/api/decks", map[string]any{"game": "superbenji", "name": "Ann's", "built": true, "cards": []store.DeckCard{{Card: "BS26/13", Count: 2}}}, &d)
			var c created
			ann.call("POST", "/api/tables", map[string]any{"game": "omnitrix", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "name": "Ann", "sit": 0}, &c)
			bo := h.signedUp("Bo")
			id := d.Deck.ID
			cards := []store.DeckCard{{Card: "BS26/1", Count: 1}}
			cases := []ownershipCase{
				{"GET /api/account", "/api/account", nil, 200, 200},
				{"POST /api/account/signup", "", nil, 0, 0},
				{"POST /api/account/login", "/api/account/login", map[string]string{"name": "Ann", "password": "not Ann's password"}, 401, 401},
				{"POST /api/account/logout", "", nil, 0, 0},
				{"POST /api/account/password", "/api/account/password", map[string]string{"password": "correct horse Ann", "new_password": "taken over"}, 403, 401},
				{"POST /api/account/delete", "/api/account/delete", map[string]string{"password": "correct horse Ann"}, 403, 401},
				{"GET /api/account/matches", "/api/account/matches", nil, 200, 401},
				{"GET /api/collection", "/api/collection", nil, 200, 401},
				{"GET /api/collection/{game}", "/api/collection/superbenji", nil, 200, 401},
				{"POST /api/collection/{game}/change", "/api/collection/superbenji/change", map[string]any{"cards": map[string]int{"BS26/13": -3}}, 400, 401},
				{"POST /api/collection/{game}/import", "/api/collection/superbenji/import", map[string]any{"text": "", "mode": "replace"}, 200, 401},
				{"GET /api/collection/{game}/export", "/api/collection/superbenji/export", nil, 200, 401},
				{"GET /api/decks", "/api/decks", nil, 200, 401},
				{"POST /api/decks", "/api/decks", map[string]any{"game": "superbenji", "cards": cards}, 201, 401},
				{"POST /api/decks/check", "/api/decks/check", map[string]any{"game": "superbenji", "deck": id, "cards": cards}, 200, 200},
				{"GET /api/decks/{id}", "/api/decks/" + id, nil, 404, 401},
				{"PUT /api/decks/{id}", "/api/decks/" + id, map[string]any{"name": "Bo's now", "cards": cards}, 404, 401},
				{"DELETE /api/decks/{id}", "/api/decks/" + id, nil, 404, 401},
				{"POST /api/decks/{id}/copy", "/api/decks/" + id + "/copy", nil, 404, 401},
				{"GET /api/decks/{id}/export", "/api/decks/" + id + "/export", nil, 404, 401},
				{"POST /api/decks/{id}/share", "/api/decks/" + id + "/share", nil, 404, 401},
				{"DELETE /api/decks/{id}/share", "/api/decks/" + id + "/share", nil, 404, 401},
				{"POST /api/decks/{id}/simulate", "/api/decks/" + id + "/simulate", map[string]any{"against": "starter:heroes", "games": 1}, 404, 401},
				{"GET /api/shared/{code}", "/api/shared/" + id, nil, 404, 404},
				{"POST /api/shared/{code}/copy", "/api/shared/" + id + "/copy", nil, 404, 401},
			}
			listed := map[string]bool{}
			for _, tc := range cases {
				listed[tc.route] = true
				if tc.path == "" {
					continue // tried in accounts_test.go
				}
				method := strings.Fields(tc.route)[0]
				guest := h.browser()
				for who, want := range map[*browser]int{bo: tc.asBo, guest: tc.guest} {
					resp, body := who.send(method, tc.path, tc.body)
					if resp.StatusCode != want {
						t.Errorf("%s as %s: %d %s; want %d", tc.route, map[bool]string{true: "Bo", false: "a guest"}[who == bo], resp.StatusCode, body, want)
					}
					if strings.Contains(string(body), "Ann's") || strings.Contains(string(body), `"BS26/13"`) && tc.route != "POST /api/collection/{game}/change" {
						t.Errorf("%s: the answer tells of Ann's data: %s", tc.route, body)
					}
				}
				// A request that changes something, sent from another
				// site with Ann's own session and ids, is refused before
				// it reaches the account (net/http's
				// CrossOriginProtection).
				if method != http.MethodGet {
					if resp, body := ann.send(method, tc.path, tc.body, "Sec-Fetch-Site", "cross-site"); resp.StatusCode != http.StatusForbidden {
						t.Errorf("%s from another site with Ann's session: %d %s; want 403", tc.route, resp.StatusCode, body)
					}
				}
			}
			// Every account endpoint is in the list.
			src, err := os.ReadFile("accounts.go")
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range regexp.MustCompile(`mux\.HandleFunc\("([A-Z]+ [^"]+)"`).FindAllStringSubmatch(string(src), -1) {
				if !listed[m[1]] {
					t.Errorf("the account endpoint %s is not tried here", m[1])
				}
			}
			// Ann's data is as it was.
			if got := ann.collection("superbenji").owned(); !sameCopies(got, map[string]int{"BS26/13": 3}) {
				t.Fatalf("Ann's collection: %v", got)
			}
			var after deckAnswer
			if code := ann.call("GET", "/api/decks/"+id, nil, &after); code != http.StatusOK || after.Deck.Name != "Ann's" || after.Deck.Share != "" || !after.Deck.Built {
				t.Fatalf("Ann's deck: %d %+v", code, after)
			}
			// Bo holds no seat at Ann's table: he watches, and may not
			// leave or rematch for her.
			var info struct {
				You int `json:"you"`
			}
			bo.call("GET", "/api/tables/"+c.ID, nil, &info)
			if info.You != -1 {
				t.Fatalf("Bo holds seat %d at Ann's table", info.You)
			}
			for _, path := range []string{"/leave", "/rematch"} {
				if code := bo.call("POST", "/api/tables/"+c.ID+path, nil, nil); code != http.StatusForbidden {
					t.Errorf("Bo %s at Ann's table: %d", path, code)
				}
			}
			ws := bo.connect(c.ID, false)
			if f, _ := ws.read(5e9); f.Seat != -1 {
				t.Fatalf("Bo's socket at Ann's table sits at %d", f.Seat)
			}
		})
	}
}
