package server_test

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"omnideck/server"
	"omnideck/store"
	"omnideck/store/storetest"
)

// Browser tests drive Debian's chromium (installed by .ci/run) through
// chromedp: people create, join, play, reload, watch and replay by
// clicking, as a person does. On a machine without chromium they skip,
// saying so; where OMNIDECK_BROWSER_TESTS=required (CI), they fail
// instead. Screenshots go to OMNIDECK_ARTIFACTS when it is set.

func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, p := range []string{os.Getenv("OMNIDECK_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p == "" {
			continue
		}
		if _, err := exec.LookPath(p); err == nil {
			return p
		}
	}
	if os.Getenv("OMNIDECK_BROWSER_TESTS") == "required" {
		t.Fatal("chromium is not installed, and the browser tests are required here")
	}
	t.Skip("chromium is not installed (apt-get install chromium): the browser tests are left out")
	return ""
}

// chrome starts one headless chromium for the test; each person is a tab
// in a browser context of its own, with its own cookies.
func chrome(t *testing.T) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath(t)),
		chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	)
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	t.Cleanup(cancelBrowser)
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return browser
}

// person is one browser context: a person with their own cookies.
type person struct {
	t      *testing.T
	name   string
	ctx    context.Context
	opened bool
}

func newPerson(t *testing.T, browser context.Context, name string) *person {
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	return &person{t: t, name: name, ctx: ctx}
}

func (p *person) run(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	p.ready()
	ctx, cancel := context.WithTimeout(p.ctx, 90*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatalf("%s: %s: %v", p.name, what, err)
	}
}

// ready opens the person's tab: the first action on a context must not
// carry a timeout, which would close the tab with it.
func (p *person) ready() {
	p.t.Helper()
	if !p.opened {
		if err := chromedp.Do(p.ctx); err != nil {
			p.t.Fatalf("%s: open a tab: %v", p.name, err)
		}
		p.opened = true
	}
}

// eval runs a script in the page and returns its string answer.
func (p *person) eval(script string) string {
	p.t.Helper()
	p.ready()
	ctx, cancel := context.WithTimeout(p.ctx, 90*time.Second)
	defer cancel()
	out, err := chromedp.Run(ctx, chromedp.Evaluate[string](script))
	if err != nil {
		p.t.Fatalf("%s: script: %v", p.name, err)
	}
	return out
}

// waitFor waits until the script answers true, asking every 100 ms: a
// tab in the background gets no animation frames, which Poll would wait
// on by default.
func (p *person) waitFor(what, script string) {
	p.t.Helper()
	p.ready()
	ctx, cancel := context.WithTimeout(p.ctx, 90*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](script, chromedp.WithPollingTimeout(80*time.Second), chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
		p.t.Fatalf("%s: wait for %s: %v\nthe page at %s says:\n%s", p.name, what, err, p.eval(`location.pathname`), p.eval(pageWords))
	}
}

// pageWords is what a page says, for a failure: its errors first, then
// the start and the end of its text.
const pageWords = `(() => {
  const errs = [...document.querySelectorAll('.form-errors, .error, [role=alert]')].map(e => e.innerText).filter(t => t).join('\n');
  const text = document.body.innerText;
  return (errs ? 'errors: ' + errs + '\n' : '') + (text.length > 3000 ? text.slice(0, 1500) + '\n…\n' + text.slice(-1500) : text);
})()`

// screenshot keeps the page as OMNIDECK_ARTIFACTS/name.png.
func (p *person) screenshot(name string) {
	p.t.Helper()
	dir := os.Getenv("OMNIDECK_ARTIFACTS")
	if dir == "" {
		return
	}
	p.ready()
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatalf("%s: screenshot: %v", p.name, err)
	}
	os.MkdirAll(dir, 0o755)
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// act is what a player does once: it answers the question on the page by
// clicking, a card when one is choosable (and the first item of its menu,
// if one opens), else the first option button. It answers "clicked",
// "over" when the game has ended, or "wait".
const act = `(() => {
  if (document.querySelector('.result-box')) return 'over';
  const menu = document.querySelector('.menu .menu-item');
  if (menu) { menu.click(); return 'clicked'; }
  const opts = [...document.querySelectorAll('.question-box button.option:not([disabled])')];
  if (!opts.length) return 'wait';
  if (window.__clicks === undefined) window.__clicks = 0;
  window.__clicks++;
  const card = document.querySelector('.board .card.choosable');
  if (card && window.__clicks % 3 === 0) { card.click(); return 'clicked'; }
  opts[0].click();
  return 'clicked';
})()`

// play has the people take turns clicking until n clicks are made or the
// game is over; it reports whether it is over.
func play(t *testing.T, n int, people ...*person) bool {
	t.Helper()
	clicks := 0
	idle := time.Now()
	for clicks < n {
		progressed := false
		for _, p := range people {
			switch p.eval(act) {
			case "over":
				return true
			case "clicked":
				clicks++
				progressed = true
				idle = time.Now()
			}
		}
		if !progressed {
			if time.Since(idle) > 60*time.Second {
				var texts []string
				for _, p := range people {
					texts = append(texts, p.name+": "+p.eval(`document.querySelector('.question-box').innerText + ' | ' + (document.querySelector('.conn').innerText)`))
				}
				t.Fatalf("no one could click for 60 s after %d clicks: %s", clicks, strings.Join(texts, "; "))
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	return false
}

// liveServer is a server on a fixed local address, which a test may stop
// and start again on the same store and address.
type liveServer struct {
	t    *testing.T
	addr string
	url  string
	st   *store.Store
	h    *harness
	ts   *httptest.Server
}

func startLive(t *testing.T) *liveServer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	h := newHarness(t, storetest.Backends(t)[0])
	h.ts.Close()
	l := &liveServer{t: t, addr: addr, url: "http://" + addr, st: h.st, h: h}
	l.start()
	return l
}

func (l *liveServer) start() {
	l.t.Helper()
	srv, err := server.New(ctx, server.Config{Registry: l.h.reg, Store: l.st, AIPace: 5 * time.Millisecond})
	if err != nil {
		l.t.Fatal(err)
	}
	var ln net.Listener
	for range 50 {
		if ln, err = net.Listen("tcp", l.addr); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		l.t.Fatal(err)
	}
	ts := httptest.NewUnstartedServer(srv)
	ts.Listener.Close()
	ts.Listener = ln
	ts.Start()
	l.ts, l.h.srv = ts, srv
	l.t.Cleanup(func() { srv.Close(); ts.Close() })
}

// kill stops the server at once: connections cut, nothing flushed beyond
// what each move already wrote.
func (l *liveServer) kill() {
	l.ts.CloseClientConnections()
	l.ts.Listener.Close()
	l.h.srv.Close()
	l.ts.Close()
}

// createTable has p set up a table of game in the lobby, with every other
// seat given to a friend (who) or the AI, and returns the table's path.
func createTable(p *person, base, game string, others string) string {
	p.t.Helper()
	p.run("open the lobby", chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS(`.game[data-game="`+game+`"] button.primary`)))
	p.run("set up "+game, chromedp.Click(chromedp.CSS(`.game[data-game="`+game+`"] button.primary`)), chromedp.WaitVisible(chromedp.CSS(`form.setup`)))
	p.run("name", chromedp.SetValue(chromedp.CSS(`form.setup input[name="name"]`), p.name))
	p.eval(fmt.Sprintf(`(() => {
	  const sels = [...document.querySelectorAll('.seat-row select[aria-label^="Seat "]:not([aria-label*="deck"])')];
	  sels.slice(1).forEach(s => { s.value = %q; s.dispatchEvent(new Event('change')); });
	  return String(sels.length);
	})()`, others))
	// Submitted as its button would, from the page: the lobby scrolls the
	// form into view smoothly, and a click at where the button was a
	// moment before may land beside it on a busy machine.
	p.eval(`(() => { document.querySelector('form.setup').requestSubmit(); return ''; })()`)
	p.waitFor("the table", `location.pathname.startsWith('/t/') && !!document.querySelector('.board .table')`)
	return p.eval(`location.pathname`)
}

// Two people play every game against each other in the browser, by
// clicking, while a third watches: a whole Omnitrix game, and several turns
// of each other game. One reloads mid-game and plays on.
func TestBrowserTwoPeoplePlayEveryGame(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are long")
	}
	browser := chrome(t)
	l := startLive(t)
	for _, game := range []string{"omnitrix", "superbenji", "ben10", "battlecards", "tftcg"} {
		t.Run(game, func(t *testing.T) {
			ann, bo, eve := newPerson(t, browser, "Ann"), newPerson(t, browser, "Bo"), newPerson(t, browser, "Eve")
			path := createTable(ann, l.url, game, "friend")
			bo.run("open the invite", chromedp.Navigate(l.url+path), chromedp.WaitVisible(chromedp.CSS(`.join-box button.primary`)))
			bo.run("sit", chromedp.SetValue(chromedp.CSS(`.join-box input`), "Bo"), chromedp.Click(chromedp.CSS(`.join-box button.primary`)))
			bo.waitFor("a seat", `!document.querySelector('.join-box') && !!document.querySelector('.player.mine')`)
			eve.run("watch", chromedp.Navigate(l.url+path), chromedp.WaitVisible(chromedp.CSS(`.board .table`)))
			clicks := 40
			if game == "omnitrix" {
				clicks = 100000
			}
			over := play(t, clicks/2, ann, bo)
			if !over {
				bo.run("reload", chromedp.Reload())
				bo.waitFor("the table again", `!!document.querySelector('.player.mine')`)
				ann.screenshot("table-" + game)
				// The same table on a phone.
				bo.run("a phone's screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)))
				bo.screenshot("phone-" + game)
				bo.run("back to a desktop", chromedp.EmulateReset())
				over = play(t, clicks/2, ann, bo)
			}
			if game == "omnitrix" && !over {
				t.Fatal("the Omnitrix game did not end")
			}
			if got := eve.eval(`document.querySelector('.watching') ? 'watching' : 'playing'`); got != "watching" {
				t.Fatalf("the spectator's page says %s", got)
			}
			// The log follows the game: its last entries are in sight.
			ann.waitFor("the log's last entries in sight", `(() => { const l = document.querySelector('.log'); return l.scrollHeight - l.scrollTop - l.clientHeight < 40; })()`)
			// A card attached to another says whether it is on it or under it.
			if n := eve.eval(`String([...document.querySelectorAll('.attached > .card')].filter(c => !/^(on|under) it: /.test(c.getAttribute('aria-label'))).length)`); n != "0" {
				t.Fatalf("%s attached cards do not say whether they are on or under their card", n)
			}
			// The spectator sees no hand's cards: hands show backs only.
			if n := eve.eval(`String(document.querySelectorAll('[data-zone^="hand"] .card.face-up').length)`); n != "0" {
				t.Fatalf("the spectator sees %s face-up cards in hands", n)
			}
			if over {
				ann.waitFor("the result", `!!document.querySelector('.result-box')`)
				ann.screenshot("result-" + game)
			}
		})
	}
}

// Two people play; the server is killed and started again mid-game, both
// pages reconnect by themselves to the table as it was and play on; the
// finished game's replay is watched to its end.
func TestBrowserRestartAndReplay(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are long")
	}
	browser := chrome(t)
	l := startLive(t)
	ann, bo := newPerson(t, browser, "Ann"), newPerson(t, browser, "Bo")
	path := createTable(ann, l.url, "omnitrix", "friend")
	bo.run("open the invite", chromedp.Navigate(l.url+path), chromedp.WaitVisible(chromedp.CSS(`.join-box button.primary`)))
	bo.run("sit", chromedp.Click(chromedp.CSS(`.join-box button.primary`)))
	bo.waitFor("a seat", `!document.querySelector('.join-box') && !!document.querySelector('.player.mine')`)
	if play(t, 6, ann, bo) {
		t.Fatal("the game ended in six clicks")
	}
	before := ann.eval(`document.querySelector('.headline').innerText`)
	l.kill()
	for _, p := range []*person{ann, bo} {
		p.waitFor("the page to notice", `document.querySelector('.conn').innerText.includes('reconnecting')`)
	}
	l.start()
	for _, p := range []*person{ann, bo} {
		p.waitFor("the page to reconnect", `document.querySelector('.conn').innerText === '' && !!document.querySelector('.player.mine')`)
	}
	// Nothing played before the kill is lost: the table is at the turn it
	// was at, or further on if a move the kill did not cut short landed
	// meanwhile.
	if after := ann.eval(`document.querySelector('.headline').innerText`); turnOf(after) < turnOf(before) {
		t.Errorf("after the restart the table says %q; before it, %q", after, before)
	}
	if !play(t, 100000, ann, bo) {
		t.Fatal("the game did not end after the restart")
	}
	id := strings.TrimPrefix(path, "/t/")
	ann.run("open the replay", chromedp.Navigate(l.url+"/r/"+id), chromedp.WaitVisible(chromedp.CSS(`.replay-controls input[type=range]`)))
	steps := ann.eval(`document.querySelector('.replay-controls input[type=range]').max`)
	ann.eval(`(() => { const s = document.querySelector('.replay-controls input[type=range]'); s.value = s.max; s.dispatchEvent(new Event('input')); return ''; })()`)
	ann.waitFor("the end of the replay", `document.querySelector('.step-text').innerText === 'Step `+steps+` of `+steps+`' && document.querySelector('.note').innerText.length > 0`)
	ann.screenshot("replay-omnitrix")
	resp, err := http.Get(l.url + "/api/tables/" + id + "/replay")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("download the replay: %v %v", err, resp.Status)
	}
	resp.Body.Close()
}

// turnOf is the turn number a headline names ("Turn 3 · ..."), or -1.
func turnOf(headline string) int {
	var n int
	if _, err := fmt.Sscanf(headline, "Turn %d", &n); err != nil {
		return -1
	}
	return n
}
