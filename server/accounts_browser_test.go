package server_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"omnideck/store"
)

// signUpIn has p sign up (or log in) on the account page as name.
func signUpIn(p *person, base, kind, name string) {
	p.t.Helper()
	p.run("open the account page", chromedp.Navigate(base+"/account"), chromedp.WaitVisible(chromedp.CSS(`form.`+kind)))
	p.run(kind, chromedp.SetValue(chromedp.CSS(`form.`+kind+` input[name=name]`), name),
		chromedp.SetValue(chromedp.CSS(`form.`+kind+` input[name=password]`), "correct horse "+name),
		chromedp.Click(chromedp.CSS(`form.`+kind+` button[type=submit]`)))
	p.waitFor("the account", fmt.Sprintf(`!!document.querySelector('.account-settings') && document.querySelector('#nav .who').innerText === %q`, name))
}

// screen keeps what p's screen shows (not the whole page) as
// OMNIDECK_ARTIFACTS/name.png.
func screen(p *person, name string) {
	p.t.Helper()
	dir := os.Getenv("OMNIDECK_ARTIFACTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatalf("%s: screenshot: %v", p.name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// playSaved has p set up a table of game against the AI with its saved
// deck id in the first seat, checks that the table deals it, and plays a
// few clicks.
func playSaved(t *testing.T, p *person, l *liveServer, game, id string, cards []store.DeckCard) {
	t.Helper()
	p.run("open the lobby", chromedp.Navigate(l.url+"/"), chromedp.WaitVisible(chromedp.CSS(`.game[data-game="`+game+`"] button.primary`)))
	p.run("set up "+game, chromedp.Click(chromedp.CSS(`.game[data-game="`+game+`"] button.primary`)))
	p.waitFor("the saved deck offered", fmt.Sprintf(`!!document.querySelector('option[value="saved:%s"]')`, id))
	p.eval(fmt.Sprintf(`(() => { const s = document.querySelector('select[aria-label="Seat 1\'s deck"]'); s.value = 'saved:%s'; s.dispatchEvent(new Event('change')); return ''; })()`, id))
	p.eval(`(() => { document.querySelector('form.setup').requestSubmit(); return ''; })()`)
	p.waitFor("the table", `location.pathname.startsWith('/t/') && !!document.querySelector('.board .table')`)
	rec, err := l.st.Get(ctx, strings.TrimPrefix(p.eval(`location.pathname`), "/t/"))
	if err != nil {
		t.Fatal(err)
	}
	got, want := slices.Sorted(slices.Values(rec.Header.Config.Decks[0])), slices.Sorted(slices.Values(deckIDs(cards)))
	if !slices.Equal(got, want) {
		t.Fatalf("%s: the table deals %v, not the saved deck %v", game, got, want)
	}
	play(t, 6, p)
}

// starterText is a built-in deck's file, as a person pastes it.
func starterText(t *testing.T, game, id string) string {
	t.Helper()
	data, err := os.ReadFile("../games/" + game + "/decks/" + id + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// pasteCollection has p add a pasted list to its collection of game.
func pasteCollection(p *person, base, game, text string) {
	p.t.Helper()
	p.run("open the collection", chromedp.Navigate(base+"/collection/"+game), chromedp.WaitVisible(chromedp.CSS(`.import-box textarea`)))
	// On a narrow screen the box starts folded: open it, as a person does.
	p.eval(`document.querySelector('.import-details').open = true, ''`)
	p.run("paste a list", chromedp.SetValue(chromedp.CSS(`.import-box textarea`), text))
	p.eval(`document.querySelector('form.import-box').requestSubmit(), ''`)
	p.waitFor("the list read or refused", `!!document.querySelector('.import-result').innerText`)
	if got := p.eval(`document.querySelector('.import-result .ok') ? '' : document.querySelector('.import-result').innerText`); got != "" {
		p.t.Fatalf("%s: the %s list was refused: %s", p.name, game, got)
	}
}

// A newcomer in the browser: signs up, pastes a collection, builds a legal
// deck from it card by card in the builder, sees it flagged with its
// problem when a card is taken out, saves it, plays a table with it, logs
// out and in again and finds collection, deck and game; a second account
// cannot open the first one's deck by its address. The collection and the
// builder of two games are kept as screenshots.
func TestBrowserCollectionDeckAndTable(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are long")
	}
	browser := chrome(t)
	l := startLive(t)
	ann := newPerson(t, browser, "Ann")
	signUpIn(ann, l.url, "signup", "Ann")

	// The collection: the heroes deck's cards, pasted.
	pasteCollection(ann, l.url, "superbenji", starterText(t, "superbenji", "heroes"))
	if got := ann.eval(`document.querySelector('.collection-summary').innerText`); !strings.Contains(got, "27 copies") {
		t.Fatalf("the collection says %q", got)
	}
	ann.screenshot("collection-superbenji")

	// The builder, from the collection only (the default once one owns
	// cards): every copy owned, added by clicking +.
	cards := starterCards(t, l.h.reg, "superbenji", "heroes")
	counts, _ := json.Marshal(cards)
	ann.run("open the builder", chromedp.Navigate(l.url+"/decks/new?game=superbenji"), chromedp.WaitVisible(chromedp.CSS(`.builder-pool .pool-card`)))
	if got := ann.eval(`document.querySelector('.pool-search select').value`); got != "collection" {
		t.Fatalf("the builder shows %q cards, not the collection's", got)
	}
	ann.eval(fmt.Sprintf(`(() => {
	  for (const c of %s) for (let i = 0; i < c.count; i++)
	    document.querySelector('.builder-pool li.pool-card[data-card="' + c.card + '"] button.step.add').click();
	  return '';
	})()`, counts))
	ann.waitFor("a legal deck", `!!document.querySelector('.legal-box') && document.querySelector('.legal-box').innerText.includes('27 cards')`)
	if got := ann.eval(`document.querySelector('.missing').innerText`); !strings.Contains(got, "Nothing") {
		t.Fatalf("a deck of the collection's cards lacks: %q", got)
	}
	ann.screenshot("builder-superbenji")

	// One card out: flagged with its problem at once.
	out := ann.eval(`(() => {
	  const e = [...document.querySelectorAll('.deck-entry')].find(e => e.querySelector('.entry-count').innerText.startsWith('3'));
	  e.querySelector('button.step').click();
	  return e.dataset.card; })()`)
	ann.waitFor("the problem", `!!document.querySelector('.problems-box')`)
	if got := ann.eval(`document.querySelector('.problems-box').innerText`); !strings.Contains(got, "26") {
		t.Fatalf("a deck of 26 cards is flagged so: %q", got)
	}
	ann.screenshot("builder-superbenji-problem")
	ann.eval(fmt.Sprintf(`document.querySelector('.deck-entry[data-card="%s"] button.step:last-child').click(), ''`, out))
	ann.waitFor("legal again", `!!document.querySelector('.legal-box')`)

	// Saved under a name.
	ann.run("name it", chromedp.SetValue(chromedp.CSS(`input.deck-name`), "My heroes"))
	ann.eval(`document.querySelector('input.deck-name').dispatchEvent(new Event('input')), ''`)
	ann.run("save", chromedp.Click(chromedp.CSS(`button.save`)))
	ann.waitFor("saved", `/^\/decks\/[a-z0-9]+$/.test(location.pathname) && document.querySelector('.save-status').innerText === 'Saved'`)
	deckPath := ann.eval(`location.pathname`)
	deckID := strings.TrimPrefix(deckPath, "/decks/")

	// Marked built, it holds its copies: the collection shows them held.
	ann.eval(`(() => { const b = document.querySelector('.builder-options input[type=checkbox]'); b.checked = true; b.dispatchEvent(new Event('change')); return ''; })()`)
	ann.run("save it built", chromedp.Click(chromedp.CSS(`button.save`)))
	ann.waitFor("saved", `document.querySelector('.save-status').innerText === 'Saved'`)
	ann.run("the collection", chromedp.Navigate(l.url+"/collection/superbenji"), chromedp.WaitVisible(chromedp.CSS(`.collection-summary`)))
	ann.waitFor("the copies held", `document.querySelector('.collection-summary').innerText.includes('27 held by built decks, 0 free')`)
	ann.run("back to the deck", chromedp.Navigate(l.url+deckPath), chromedp.WaitVisible(chromedp.CSS(`.legal-box`)))

	// Simulated against a built-in deck, from the page.
	ann.eval(`[...document.querySelectorAll('.deck-tools button')].find(b => b.innerText === 'Simulate').click(), ''`)
	ann.run("simulate", chromedp.WaitVisible(chromedp.CSS(`form.sim-box button.primary`)), chromedp.Click(chromedp.CSS(`form.sim-box button.primary`)))
	ann.waitFor("the simulation", `!!document.querySelector('.sim-result strong')`)
	if got := ann.eval(`document.querySelector('.sim-result strong').innerText`); !strings.HasPrefix(got, "My heroes won ") || !strings.Contains(got, "of 10 games against") {
		t.Fatalf("the simulation says %q", got)
	}
	ann.screenshot("simulate-superbenji")

	// Proxies to print: one a copy, at card size.
	ann.run("the proxies", chromedp.Navigate(l.url+deckPath+"/print"), chromedp.WaitVisible(chromedp.CSS(`.proxy`)))
	if got := ann.eval(`String(document.querySelectorAll('.proxy').length) + ' ' + Math.round(document.querySelector('.proxy').getBoundingClientRect().width)`); got != "27 238" {
		t.Fatalf("the proxies page: %s (want 27 proxies 63 mm wide, 238 CSS pixels)", got)
	}
	ann.screenshot("proxies-superbenji")

	// A table with it, against the AI.
	playSaved(t, ann, l, "superbenji", deckID, cards)

	// The other games played with decks: a collection from a pasted list,
	// a deck started from a built-in one, legal and all of it owned, and a
	// table with it. The second game's collection and builder are kept as
	// screenshots, on a desktop and on a phone.
	for _, g := range []struct{ game, starter string }{
		{"tftcg", "wave1-dinobots"}, {"ben10", "starter-a"}, {"battlecards", "autobot"},
	} {
		pasteCollection(ann, l.url, g.game, starterText(t, g.game, g.starter))
		if g.game == "tftcg" {
			ann.screenshot("collection-tftcg")
		}
		ann.run("open the decks", chromedp.Navigate(l.url+"/decks"), chromedp.WaitVisible(chromedp.CSS(`.new-deck select[name=game]`)))
		ann.eval(fmt.Sprintf(`(() => {
		  const g = document.querySelector('.new-deck select[name=game]'); g.value = %q; g.dispatchEvent(new Event('change'));
		  const f = document.querySelector('.new-deck select[name=from]'); f.value = 'starter:' + %q; f.dispatchEvent(new Event('change'));
		  return ''; })()`, g.game, g.starter))
		ann.run("start from the built-in deck", chromedp.Click(chromedp.CSS(`.new-deck form button.primary`)))
		ann.waitFor("the builder", `/^\/decks\/[a-z0-9]+$/.test(location.pathname) && !!document.querySelector('.legal-box') && !!document.querySelector('.missing .ok')`)
		id := strings.TrimPrefix(ann.eval(`location.pathname`), "/decks/")
		if g.game == "tftcg" {
			ann.screenshot("builder-tftcg")
			ann.run("a phone's screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)))
			screen(ann, "builder-tftcg-phone")
			ann.run("the collection on a phone", chromedp.Navigate(l.url+"/collection/tftcg"), chromedp.WaitVisible(chromedp.CSS(`.pool-card`)))
			screen(ann, "collection-tftcg-phone")
			ann.run("back to a desktop", chromedp.EmulateViewport(1280, 900))
		}
		playSaved(t, ann, l, g.game, id, starterCards(t, l.h.reg, g.game, g.starter))
	}

	// Logged out and in again: everything is there.
	ann.run("the account page", chromedp.Navigate(l.url+"/account"), chromedp.WaitVisible(chromedp.CSS(`.account-settings`)))
	ann.eval(`[...document.querySelectorAll('section.intro button')].find(b => b.innerText === 'Log out').click(), ''`)
	ann.waitFor("logged out", `document.querySelector('#nav .who').innerText === 'Log in or sign up'`)
	signUpIn(ann, l.url, "login", "Ann")
	ann.waitFor("the game in the history", `[...document.querySelectorAll('.history .table-row')].some(r => r.innerText.includes('Super Benji') && r.innerText.includes('Ann (you)'))`)
	ann.screenshot("account")
	ann.run("the decks", chromedp.Navigate(l.url+"/decks"), chromedp.WaitVisible(chromedp.CSS(`.deck-row`)))
	ann.screenshot("decks")
	if got := ann.eval(`[...document.querySelectorAll('.deck-row')].map(r => r.innerText).join(' | ')`); !strings.Contains(got, "My heroes") || !strings.Contains(got, "Wave 1 Dinobots") || strings.Count(got, " | ") != 3 || strings.Contains(got, "not legal") {
		t.Fatalf("the decks after logging in again: %q", got)
	}
	ann.run("the collection", chromedp.Navigate(l.url+"/collection/superbenji"), chromedp.WaitVisible(chromedp.CSS(`.collection-summary`)))
	ann.waitFor("the copies", `document.querySelector('.collection-summary').innerText.includes('27 copies')`)
	ann.run("the deck", chromedp.Navigate(l.url+deckPath), chromedp.WaitVisible(chromedp.CSS(`.legal-box`)))

	// Another account cannot open it.
	bo := newPerson(t, browser, "Bo")
	signUpIn(bo, l.url, "signup", "Bo")
	bo.run("Ann's deck by its address", chromedp.Navigate(l.url+deckPath))
	bo.waitFor("a refusal", `document.querySelector('h1') && document.querySelector('h1').innerText === 'No such deck'`)
	if got := bo.eval(`document.body.innerText`); strings.Contains(got, "My heroes") {
		t.Fatalf("Bo's page tells of Ann's deck: %q", got)
	}

	// Ann shares the deck; Bo opens the link and copies it into his decks.
	ann.run("the deck", chromedp.Navigate(l.url+deckPath), chromedp.WaitVisible(chromedp.CSS(`.legal-box`)))
	ann.eval(`[...document.querySelectorAll('.deck-tools button')].find(b => b.innerText === 'Share').click(), ''`)
	ann.waitFor("the link", `!!document.querySelector('.share-box a')`)
	link := ann.eval(`document.querySelector('.share-box a').href`)
	bo.run("the shared link", chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`.actions button.primary`)))
	if got := bo.eval(`document.querySelector('h1').innerText + ' | ' + document.querySelector('pre.deck-text').innerText`); !strings.HasPrefix(got, "My heroes | Deck: My heroes") {
		t.Fatalf("the shared deck reads %q", got)
	}
	bo.eval(`document.querySelector('.actions button.primary').click(), ''`)
	bo.waitFor("his copy in the builder", `/^\/decks\/[a-z0-9]+$/.test(location.pathname) && !!document.querySelector('.legal-box')`)
	if got := bo.eval(`location.pathname`); got == deckPath {
		t.Fatalf("Bo's copy is at Ann's deck's address")
	}

	// A guest starts a deck, signs up from the builder, and saves it.
	cy := newPerson(t, browser, "Cy")
	cy.run("the builder as a guest", chromedp.Navigate(l.url+"/decks/new?game=superbenji"), chromedp.WaitVisible(chromedp.CSS(`.builder-pool .pool-card`)))
	cy.eval(`(() => { for (let i = 0; i < 3; i++) document.querySelector('.builder-pool li.pool-card[data-card="BS26/13"] button.step.add').click(); return ''; })()`)
	cy.waitFor("the check", `!!document.querySelector('.problems-box')`)
	cy.eval(`[...document.querySelectorAll('.deck-tools a')].find(a => a.innerText.startsWith('Log in or sign up')).click(), ''`)
	cy.run("sign up", chromedp.WaitVisible(chromedp.CSS(`form.signup`)), chromedp.SetValue(chromedp.CSS(`form.signup input[name=name]`), "Cy"),
		chromedp.SetValue(chromedp.CSS(`form.signup input[name=password]`), "correct horse Cy"))
	cy.eval(`document.querySelector('form.signup').requestSubmit(), ''`)
	cy.waitFor("back in the builder", `location.pathname === '/decks/new' && !!document.querySelector('button.save')`)
	if got := cy.eval(`document.querySelector('.deck-entry[data-card="BS26/13"] .entry-count').innerText`); got != "3 ×" {
		t.Fatalf("the guest's deck after signing up has %q Targeted Nukes", got)
	}
	cy.run("save", chromedp.Click(chromedp.CSS(`button.save`)))
	cy.waitFor("saved", `/^\/decks\/[a-z0-9]+$/.test(location.pathname) && document.querySelector('.save-status').innerText === 'Saved'`)

	// Bo joins Ann's table with a deck of his own, chosen beside the
	// seat's button.
	boDeck := bo.eval(`(() => { const x = new XMLHttpRequest(); x.open('POST', '/api/decks', false); x.setRequestHeader('Content-Type', 'application/json');
	  x.send(JSON.stringify({game: 'superbenji', starter: 'banana-villains', name: "Bo's villains"})); return JSON.parse(x.responseText).deck.id; })()`)
	path := createTable(ann, l.url, "superbenji", "friend")
	bo.run("open the invite", chromedp.Navigate(l.url+path))
	bo.waitFor("his decks offered", fmt.Sprintf(`!!document.querySelector('.join-box select[name=deck]:not([hidden]) option[value="saved:%s"]')`, boDeck))
	bo.eval(fmt.Sprintf(`(() => { const s = document.querySelector('.join-box select[name=deck]'); s.value = 'saved:%s'; document.querySelector('.join-box button.primary').click(); return ''; })()`, boDeck))
	bo.waitFor("a seat", `!document.querySelector('.join-box') && !!document.querySelector('.player.mine')`)
	rec, err := l.st.Get(ctx, strings.TrimPrefix(path, "/t/"))
	if err != nil {
		t.Fatal(err)
	}
	villains := starterCards(t, l.h.reg, "superbenji", "banana-villains")
	if got, want := slices.Sorted(slices.Values(rec.Header.Config.Decks[1])), slices.Sorted(slices.Values(deckIDs(villains))); !slices.Equal(got, want) {
		t.Fatalf("Bo's seat plays %v, not his deck %v", got, want)
	}
	if rec.Seats[1].Name != "Bo" {
		t.Fatalf("Bo sits as %q", rec.Seats[1].Name)
	}
	play(t, 6, ann, bo)
}
