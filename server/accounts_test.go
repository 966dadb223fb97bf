package server_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/argon2"

	"omnideck/games"
	"omnideck/server"
	"omnideck/store"
	"omnideck/store/storetest"
)

// accountLimits let tests sign up and log in as often as they like.
var accountLimits = server.Limits{Actions: 6000, Burst: 1000, Messages: 1000, MessageBurst: 1000, LogIns: 1000, NameLogIns: 1000, SignUps: 1000}

// newConfigured is a harness whose server's configuration change makes.
func newConfigured(t *testing.T, b storetest.Backend, change func(*server.Config)) *harness {
	t.Helper()
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	st := storetest.Open(t, b)
	cfg := server.Config{Registry: reg, Store: st, AIPace: time.Millisecond, Limits: accountLimits}
	if change != nil {
		change(&cfg)
	}
	srv, err := server.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); ts.Close() })
	return &harness{t: t, srv: srv, ts: ts, st: st, reg: reg}
}

// send makes a request as the browser does and returns the response,
// its body read.
func (b *browser) send(method, path string, body any, header ...string) (*http.Response, []byte) {
	b.h.t.Helper()
	var rd io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		rd = bytes.NewReader(data)
	}
	req, _ := http.NewRequest(method, b.url()+path, rd)
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := b.client.Do(req)
	if err != nil {
		b.h.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp, data
}

// signUp makes an account from browser b, which is then logged in.
func (b *browser) signUp(name, password string) {
	b.h.t.Helper()
	var out map[string]any
	if code := b.call("POST", "/api/account/signup", map[string]string{"name": name, "password": password}, &out); code != http.StatusCreated {
		b.h.t.Fatalf("sign up %s: %d %v", name, code, out)
	}
}

// signedUp is a new browser with a new account.
func (h *harness) signedUp(name string) *browser {
	b := h.browser()
	b.signUp(name, "correct horse "+name)
	return b
}

type accountAnswer struct {
	Account *struct {
		Name string `json:"name"`
	} `json:"account"`
	Error    string   `json:"error"`
	Problems []string `json:"problems"`
}

func (b *browser) whoAmI() string {
	b.h.t.Helper()
	var a accountAnswer
	if code := b.call("GET", "/api/account", nil, &a); code != http.StatusOK {
		b.h.t.Fatalf("GET /api/account: %d", code)
	}
	if a.Account == nil {
		return ""
	}
	return a.Account.Name
}

func mustURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func sha(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// Signing up logs in with a session cookie that is HTTP-only, SameSite
// Strict and (behind HTTPS) Secure; the store keeps the session token's
// hash and the password's argon2id hash at OWASP's parameters, never
// either itself.
func TestSignUpStartsASession(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			for _, secure := range []bool{false, true} {
				h := newConfigured(t, b, func(c *server.Config) { c.SecureCookies = secure })
				ann := h.browser()
				name := "Ann"
				if secure {
					name = "Ann Secure"
				}
				resp, body := ann.send("POST", "/api/account/signup", map[string]string{"name": name, "password": "correct horse"})
				if resp.StatusCode != http.StatusCreated {
					t.Fatalf("sign up: %d %s", resp.StatusCode, body)
				}
				var cookie *http.Cookie
				for _, c := range resp.Cookies() {
					if c.Name == "od_session" {
						cookie = c
					}
				}
				if cookie == nil || !cookie.HttpOnly || cookie.SameSite != http.SameSiteStrictMode || cookie.Secure != secure || cookie.Path != "/" || cookie.MaxAge <= 0 {
					t.Fatalf("the session cookie: %+v", cookie)
				}
				if got := ann.whoAmI(); got != name {
					t.Fatalf("logged in as %q", got)
				}
				if _, _, err := h.st.Session(ctx, cookie.Value); !errors.Is(err, store.ErrNoSession) {
					t.Fatalf("the token itself finds a session: %v", err)
				}
				if a, _, err := h.st.Session(ctx, sha(cookie.Value)); err != nil || a.Name != name {
					t.Fatalf("the token's hash: %+v %v", a, err)
				}
				a, err := h.st.AccountByName(ctx, name)
				if err != nil || !strings.HasPrefix(a.PasswordHash, "$argon2id$v=19$m=19456,t=2,p=1$") || strings.Contains(a.PasswordHash, "correct horse") {
					t.Fatalf("the stored password: %q %v", a.PasswordHash, err)
				}
			}
		})
	}
}

// A sign-up with a bad name and password lists every problem at once and
// makes nothing; a taken name, in any case, is refused.
func TestSignUpProblems(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], nil)
	b := h.browser()
	var a accountAnswer
	code := b.call("POST", "/api/account/signup", map[string]string{"name": "<", "password": "short"}, &a)
	if code != http.StatusBadRequest || len(a.Problems) != 3 {
		t.Fatalf("a bad sign-up: %d %+v", code, a)
	}
	for i, want := range []string{"name: at least 2 characters", `name: '<' is not allowed`, "password: at least 8 characters"} {
		if !strings.HasPrefix(a.Problems[i], want) {
			t.Errorf("problem %d: %q, want %q", i+1, a.Problems[i], want)
		}
	}
	if code := b.call("POST", "/api/account/signup", map[string]string{"name": "Password1", "password": "password1"}, &a); code != http.StatusBadRequest {
		t.Fatalf("a password that is the name: %d", code)
	}
	if b.whoAmI() != "" {
		t.Fatal("a refused sign-up logged in")
	}
	h.signedUp("Ann")
	if code := b.call("POST", "/api/account/signup", map[string]string{"name": "aNN", "password": "another password"}, &a); code != http.StatusConflict || !strings.Contains(a.Error, "taken") {
		t.Fatalf("a taken name: %d %+v", code, a)
	}
	if code := b.call("POST", "/api/account/signup", map[string]any{"name": "Bo", "password": "long enough", "admin": true}, &a); code != http.StatusBadRequest {
		t.Fatalf("an unknown field: %d", code)
	}
}

// Log in, log out and log in again; a wrong password and an unknown name
// get the same answer; a session logged out is gone from the store.
func TestLogInAndOut(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			ann := h.signedUp("Ann")
			resp, _ := ann.send("POST", "/api/account/logout", nil)
			if resp.StatusCode != http.StatusOK || ann.whoAmI() != "" {
				t.Fatalf("log out: %d, then logged in as %q", resp.StatusCode, ann.whoAmI())
			}
			var wrong, unknown accountAnswer
			if code := ann.call("POST", "/api/account/login", map[string]string{"name": "Ann", "password": "wrong password"}, &wrong); code != http.StatusUnauthorized {
				t.Fatalf("a wrong password: %d", code)
			}
			if code := ann.call("POST", "/api/account/login", map[string]string{"name": "Nobody", "password": "wrong password"}, &unknown); code != http.StatusUnauthorized || unknown.Error != wrong.Error {
				t.Fatalf("an unknown name: %d %q, a wrong password: %q", code, unknown.Error, wrong.Error)
			}
			var ok accountAnswer
			if code := ann.call("POST", "/api/account/login", map[string]string{"name": "ann", "password": "correct horse Ann"}, &ok); code != http.StatusOK || ok.Account.Name != "Ann" {
				t.Fatalf("log in: %d %+v", code, ok)
			}
			// The cookie of a session logged out opens nothing.
			jar := ann.client.Jar
			old := jar.Cookies(mustURL(h.ts.URL))
			ann.send("POST", "/api/account/logout", nil)
			replay := h.browser()
			replay.client.Jar.SetCookies(mustURL(h.ts.URL), old)
			if replay.whoAmI() != "" {
				t.Fatal("a logged-out session's cookie still logs in")
			}
		})
	}
}

// Changing the password asks for the current one and ends the account's
// other sessions; deleting the account asks for it too, and then
// nothing of the account is left.
func TestChangePasswordAndDeleteAccount(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			here := h.signedUp("Ann")
			there := h.browser()
			there.call("POST", "/api/account/login", map[string]string{"name": "Ann", "password": "correct horse Ann"}, nil)
			if there.whoAmI() != "Ann" {
				t.Fatal("the second browser is not logged in")
			}
			var a accountAnswer
			if code := here.call("POST", "/api/account/password", map[string]string{"password": "not it at all", "new_password": "battery staple"}, &a); code != http.StatusForbidden {
				t.Fatalf("with a wrong current password: %d %+v", code, a)
			}
			if code := here.call("POST", "/api/account/password", map[string]string{"password": "correct horse Ann", "new_password": "tiny"}, &a); code != http.StatusBadRequest || len(a.Problems) != 1 {
				t.Fatalf("a bad new password: %d %+v", code, a)
			}
			if code := here.call("POST", "/api/account/password", map[string]string{"password": "correct horse Ann", "new_password": "battery staple"}, &a); code != http.StatusOK {
				t.Fatalf("change the password: %d %+v", code, a)
			}
			if here.whoAmI() != "Ann" || there.whoAmI() != "" {
				t.Fatalf("after the change: here %q, there %q; want Ann and logged out", here.whoAmI(), there.whoAmI())
			}
			if code := there.call("POST", "/api/account/login", map[string]string{"name": "Ann", "password": "correct horse Ann"}, nil); code != http.StatusUnauthorized {
				t.Fatalf("the old password: %d", code)
			}
			if code := here.call("POST", "/api/account/delete", map[string]string{"password": "correct horse Ann"}, &a); code != http.StatusForbidden {
				t.Fatalf("delete with the old password: %d", code)
			}
			if code := here.call("POST", "/api/account/delete", map[string]string{"password": "battery staple"}, &a); code != http.StatusOK {
				t.Fatalf("delete: %d %+v", code, a)
			}
			if here.whoAmI() != "" {
				t.Fatal("still logged in after deleting the account")
			}
			if _, err := h.st.AccountByName(ctx, "Ann"); !errors.Is(err, store.ErrNoAccount) {
				t.Fatalf("the deleted account: %v", err)
			}
			if code := there.call("POST", "/api/account/login", map[string]string{"name": "Ann", "password": "battery staple"}, nil); code != http.StatusUnauthorized {
				t.Fatalf("log in to a deleted account: %d", code)
			}
			// The name is free again.
			h.signedUp("Ann")
		})
	}
}

// Log-ins are limited per address, and failed log-ins per account name
// whatever the address; sign-ups per address and per name.
func TestLogInAndSignUpLimits(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], func(c *server.Config) {
		c.Limits.LogIns, c.Limits.NameLogIns, c.Limits.SignUps = 4, 3, 2
		c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}
	})
	from := func(addr string) []string { return []string{"X-Forwarded-For", addr} }
	b := h.browser()
	for i, addr := range []string{"10.0.0.1", "10.0.0.1"} {
		resp, body := b.send("POST", "/api/account/signup", map[string]string{"name": "User" + string(rune('A'+i)), "password": "long enough"}, from(addr)...)
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("sign-up %d: %d %s", i+1, resp.StatusCode, body)
		}
	}
	if resp, _ := b.send("POST", "/api/account/signup", map[string]string{"name": "UserC", "password": "long enough"}, from("10.0.0.1")...); resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("a third sign-up from one address: %d", resp.StatusCode)
	}
	for _, addr := range []string{"10.0.0.2", "10.0.0.3"} {
		b.send("POST", "/api/account/signup", map[string]string{"name": "Taken", "password": "long enough"}, from(addr)...)
	}
	if resp, _ := b.send("POST", "/api/account/signup", map[string]string{"name": "taken", "password": "long enough"}, from("10.0.0.4")...); resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("a name tried a third time: %d", resp.StatusCode)
	}
	// Three failures against UserA, from three addresses: the name is
	// locked, even for the right password, while another name is not.
	for i, addr := range []string{"10.0.1.1", "10.0.1.2", "10.0.1.3"} {
		if resp, _ := b.send("POST", "/api/account/login", map[string]string{"name": "UserA", "password": "wrong guess"}, from(addr)...); resp.StatusCode != http.StatusUnauthorized {
			t.Fatalf("failure %d: %d", i+1, resp.StatusCode)
		}
	}
	if resp, _ := b.send("POST", "/api/account/login", map[string]string{"name": "UserA", "password": "long enough"}, from("10.0.1.4")...); resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("the right password after three failures: %d", resp.StatusCode)
	}
	if resp, _ := b.send("POST", "/api/account/login", map[string]string{"name": "UserB", "password": "long enough"}, from("10.0.1.4")...); resp.StatusCode != http.StatusOK {
		t.Fatalf("another name: %d", resp.StatusCode)
	}
	// Four log-ins from one address, right or wrong, and the fifth waits.
	for i := range 4 {
		if resp, _ := b.send("POST", "/api/account/login", map[string]string{"name": "UserB", "password": "long enough"}, from("10.0.2.1")...); resp.StatusCode != http.StatusOK {
			t.Fatalf("log-in %d: %d", i+1, resp.StatusCode)
		}
	}
	if resp, _ := b.send("POST", "/api/account/login", map[string]string{"name": "UserB", "password": "long enough"}, from("10.0.2.1")...); resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("a fifth log-in from one address: %d", resp.StatusCode)
	}
}

// A guest who signs up keeps the seats of that browser: the account then
// holds them from another browser, and they are in its history.
func TestSignUpKeepsTheGuestsSeats(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			guest := h.browser()
			var c created
			if code := guest.call("POST", "/api/tables", map[string]any{
				"game": "omnitrix", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "name": "Ann", "sit": 0,
			}, &c); code != http.StatusCreated {
				t.Fatalf("create: %d", code)
			}
			guest.signUp("Ann", "correct horse")
			phone := h.browser()
			var info struct {
				You int `json:"you"`
			}
			phone.call("GET", "/api/tables/"+c.ID, nil, &info)
			if info.You != -1 {
				t.Fatalf("a guest phone holds seat %d", info.You)
			}
			phone.call("POST", "/api/account/login", map[string]string{"name": "Ann", "password": "correct horse"}, nil)
			phone.call("GET", "/api/tables/"+c.ID, nil, &info)
			if info.You != 0 {
				t.Fatalf("the account's phone holds seat %d, want 0", info.You)
			}
			var hist struct {
				Matches []struct {
					ID     string `json:"id"`
					Seat   int    `json:"seat"`
					Status string `json:"status"`
				} `json:"matches"`
			}
			if code := phone.call("GET", "/api/account/matches", nil, &hist); code != http.StatusOK || len(hist.Matches) != 1 || hist.Matches[0].ID != c.ID {
				t.Fatalf("history: %d %+v", code, hist)
			}
			// Another account's browser does not hold it, and cannot take it.
			bo := h.signedUp("Bo")
			bo.call("GET", "/api/tables/"+c.ID, nil, &info)
			if info.You != -1 {
				t.Fatalf("another account holds seat %d", info.You)
			}
			if code := bo.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 0, "name": "Bo"}, nil); code != http.StatusConflict {
				t.Fatalf("another account joins the seat: %d", code)
			}
			if code := bo.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 1, "name": "Bo"}, nil); code != http.StatusOK {
				t.Fatalf("join the free seat: %d", code)
			}
			var boHist struct {
				Matches []struct {
					Seat int `json:"seat"`
				} `json:"matches"`
			}
			bo.call("GET", "/api/account/matches", nil, &boHist)
			if len(boHist.Matches) != 1 || boHist.Matches[0].Seat != 1 {
				t.Fatalf("Bo's history: %+v", boHist)
			}
		})
	}
}

// A password stored with weaker parameters than today's is hashed again
// when its owner logs in.
func TestLogInHashesAWeakPasswordAgain(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], nil)
	h.signedUp("Ann")
	a, _ := h.st.AccountByName(ctx, "Ann")
	salt := []byte("0123456789abcdef")
	weak := "$argon2id$v=19$m=4096,t=1,p=1$" + base64.RawStdEncoding.EncodeToString(salt) + "$" +
		base64.RawStdEncoding.EncodeToString(argon2.IDKey([]byte("old and weak"), salt, 1, 4096, 1, 32))
	if err := h.st.RehashPassword(ctx, a.ID, a.PasswordHash, weak); err != nil {
		t.Fatal(err)
	}
	if code := h.browser().call("POST", "/api/account/login", map[string]string{"name": "Ann", "password": "old and weak"}, nil); code != http.StatusOK {
		t.Fatalf("log in with the weakly hashed password: %d", code)
	}
	if a, _ = h.st.AccountByName(ctx, "Ann"); !strings.HasPrefix(a.PasswordHash, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("the hash after logging in: %s", a.PasswordHash)
	}
}
