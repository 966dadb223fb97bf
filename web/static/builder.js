// The deck builder (/decks/new?game=ID, /decks/ID): cards added from the
// game's whole pool or only from the collection, the deck checked live
// by the server (every problem at once, as `omnideck deck check` lists
// them), its counts and curves from the cards' facts, and what it needs
// that the collection lacks. A deck is saved, renamed, copied, exported,
// shared and deleted here. An unsaved new deck is kept in the browser, so
// a guest who signs up finds it.

import { h, mount, api, errorBox, navigate, link } from './dom.js';
import { account } from './session.js';
import { catalog, factsOf, Pool } from './pool.js';
import { deckGames } from './decks.js';

export async function builderPage(main, id, params) {
  let a, gs;
  try { [a, gs] = await Promise.all([account(), deckGames()]); } catch (err) { mount(main, errorBox(err)); return () => {}; }
  let deck;
  if (id === 'new') {
    const g = gs.find(x => x.id === params.get('game'));
    if (!g) {
      mount(main, h('h1', null, 'Build a deck'), h('p', null, 'Choose a game:'),
        h('ul.plain', null, gs.map(x => h('li', null, link(`/decks/new?game=${x.id}`, x.name)))));
      return () => {};
    }
    deck = draft(g.id) || { id: '', game: g.id, format: '', name: `New ${g.name} deck`, cards: [], built: false };
  } else {
    if (!a) {
      mount(main, h('h1', null, 'A deck'), h('p', null, 'Decks are read by their owner only. ',
        link(`/account?next=/decks/${id}`, 'Log in'), ' to open yours.'));
      return () => {};
    }
    try { deck = (await api('GET', `/api/decks/${id}`)).deck; } catch (err) {
      mount(main, h('h1', null, 'No such deck'), errorBox(err), link('/decks', 'Your decks'));
      return () => {};
    }
  }
  const b = new Builder(main, deck, gs.find(x => x.id === deck.game), a);
  await b.start();
  return () => b.stop();
}

// draftKey is where the browser keeps an unsaved new deck of game.
const draftKey = game => `omnideck.draft.${game}`;

function draft(game) {
  try { return JSON.parse(localStorage.getItem(draftKey(game))); } catch { return null; }
}

class Builder {
  constructor(main, deck, game, acct) {
    this.main = main;
    this.deck = { ...deck, cards: deck.cards.map(c => ({ ...c })) };
    this.game = game;
    this.acct = acct;
    this.dirty = false;
    this.check = null;
    this.owned = new Map();
  }

  async start() {
    try {
      this.cat = await catalog(this.game.id);
      if (this.acct) this.take(await api('GET', `/api/collection/${this.game.id}`));
    } catch (err) { mount(this.main, errorBox(err)); return; }
    const el = this.el = {
      name: h('input.deck-name', { value: this.deck.name, maxlength: 60, 'aria-label': 'Deck name', oninput: () => { this.deck.name = el.name.value; this.changed(false); } }),
      format: this.game.formats.length > 1 ? h('select', { 'aria-label': 'Format', onchange: () => { this.deck.format = el.format.value === this.game.formats[0] ? '' : el.format.value; this.changed(true); } },
        this.game.formats.map(f => h('option', { value: f }, f))) : null,
      built: h('input', { type: 'checkbox', checked: this.deck.built, onchange: () => { this.deck.built = el.built.checked; this.changed(true); } }),
      status: h('span.save-status', { 'aria-live': 'polite' }),
      note: h('div.builder-note', { 'aria-live': 'polite' }),
      verdict: h('div.verdict', { 'aria-live': 'polite' }),
      counts: h('div.deck-counts'),
      list: h('div.deck-cards', { 'aria-label': 'The deck' }),
      curves: h('div.curves'),
      missing: h('div.missing'),
      tools: h('div.deck-tools'),
    };
    if (el.format) el.format.value = this.deck.format || this.game.formats[0];
    const ownsAny = [...this.owned.values()].some(o => o.owned > 0);
    this.pool = new Pool(this.cat, {
      label: 'Cards to add',
      show: ownsAny ? [['collection', 'Only my collection'], ['all', 'All cards']] : [['all', 'All cards'], ['collection', 'Only my collection']],
      keep: (c, v) => v !== 'collection' || (this.owned.get(c.id)?.owned || 0) > 0,
      extra: c => this.adder(c),
      mine: c => this.count(c.id) > 0,
    });
    mount(this.main,
      h('div.builder-head', null,
        h('div.builder-title', null, el.name, h('span.muted', null, this.game.name)),
        h('div.builder-options', null,
          el.format ? h('label', null, 'Format ', el.format) : null,
          this.acct ? h('label.check-inline', { title: 'A built deck holds its copies in your collection' }, el.built, ' Built from my collection') : null),
        el.tools),
      el.note,
      h('div.builder', null,
        h('section.builder-deck', { 'aria-label': 'Your deck' }, el.verdict, el.counts, el.list, el.missing, el.curves),
        h('section.builder-pool', { 'aria-label': 'Cards to add' }, h('h2', null, 'Add cards'), this.pool.el)));
    this.drawTools();
    this.pool.draw();
    this.drawDeck();
    await this.runCheck();
  }

  stop() { clearTimeout(this.timer); }

  take(v) { this.owned = new Map(v.cards.map(c => [c.card, c])); }

  count(id) { return this.deck.cards.find(c => c.card === id)?.count || 0; }

  // add changes the copies of card id in the deck by n.
  add(id, n) {
    const e = this.deck.cards.find(c => c.card === id);
    if (e) e.count += n;
    else if (n > 0) this.deck.cards.push({ card: id, count: n });
    this.deck.cards = this.deck.cards.filter(c => c.count > 0);
    this.changed(true);
    this.pool.redraw(id);
    this.drawDeck();
  }

  // changed marks the deck unsaved, keeps a new deck's draft, and checks
  // it again when its cards or format changed.
  changed(recheck) {
    this.dirty = true;
    if (!this.deck.id) localStorage.setItem(draftKey(this.deck.game), JSON.stringify(this.deck));
    this.drawTools();
    if (recheck) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.runCheck(), 200);
    }
  }

  async runCheck() {
    try {
      this.check = await api('POST', '/api/decks/check', { game: this.deck.game, format: this.deck.format, cards: this.deck.cards, deck: this.deck.id });
    } catch (err) { mount(this.el.verdict, errorBox(err)); return; }
    this.drawCheck();
    this.drawDeck();
  }

  // adder is a pool card's count in the deck, with + and − buttons, and
  // how many the collection has free.
  adder(c) {
    const n = this.count(c.id);
    const o = this.owned.get(c.id);
    const free = o ? Math.max(o.owned - o.reserved, 0) : 0;
    return h('div.counter-box', null,
      n ? h('button.step', { type: 'button', 'aria-label': `Take a copy of ${c.name} out`, onclick: () => this.add(c.id, -1) }, '−') : null,
      n ? h('span.owned', { title: 'Copies in the deck' }, String(n)) : null,
      h('button.step.add', { type: 'button', 'aria-label': `Add ${c.name} (${c.id})`, onclick: () => this.add(c.id, 1) }, '+'),
      this.acct ? h('span.held', null, o && o.owned ? `you own ${o.owned}${o.reserved ? `, ${free} free` : ''}` : 'not in your collection') : null);
  }

  drawCheck() {
    const c = this.check;
    mount(this.el.verdict, c.legal
      ? h('p.legal-box', null, `A legal deck of ${c.size} cards.`)
      : h('div.problems-box', null, h('strong', null, `Not legal yet: ${c.problems.length} problem${c.problems.length === 1 ? '' : 's'}`),
        h('ul', null, c.problems.map(p => h('li', null, p)))));
    mount(this.el.counts,
      c.sections.map(s => h('span.count-chip' + (s.fits ? '' : '.off'), null, `${cap(s.name)}: ${s.cards} (${s.bounds})`)),
      c.points ? h('span.count-chip' + (c.points.total > c.points.max ? '.off' : ''), null, `${cap(c.points.unit)}s: ${c.points.total} of ${c.points.max}`) : null);
    mount(this.el.curves, h('h2', null, 'Counts'), c.facts.filter(f => f.values.length > 1 || f.numeric).map(f => {
      const top = Math.max(...f.values.map(v => v.cards), 1);
      const values = f.numeric ? f.values : f.values.slice(0, 8);
      return h('div.curve' + (f.numeric ? '.numeric' : ''), null,
        h('h3', null, f.name),
        h('ul', null, values.map(v => h('li', null,
          h('span.curve-value', null, v.value),
          h('span.curve-bar', null, h('span.curve-fill', { 'data-width': Math.round(100 * v.cards / top) })),
          h('span.curve-n', null, String(v.cards))))),
        f.values.length > values.length ? h('p.hint', null, `and ${f.values.length - values.length} more`) : null);
    }));
    // Bars are sized through the style object (the page's
    // Content-Security-Policy allows no style attributes).
    for (const fill of this.el.curves.querySelectorAll('.curve-fill')) fill.style.width = fill.dataset.width + '%';
    if (!c.collection) mount(this.el.missing);
    else mount(this.el.missing, h('h2', null, 'Missing from your collection'),
      c.missing.length ? h('ul.missing-list', null, c.missing.map(m => h('li', null,
        `${m.want - m.free} × ${m.name} `, h('span.muted', null, `(${m.card}: the deck has ${m.want}, ${m.free} free of ${m.owned} owned)`))))
        : h('p.ok', null, 'Nothing: your collection has every card of the deck free.'));
  }

  // drawDeck lists the deck's cards by the game's first fact (its type).
  drawDeck() {
    const first = this.cat.facts[0]?.name || 'Type';
    const groups = new Map();
    for (const e of this.deck.cards) {
      const c = this.cat.byID.get(e.card) || { id: e.card, name: e.card, facts: [] };
      const key = factsOf(c, first)[0] || 'Other';
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push({ c, n: e.count });
    }
    const lacking = new Map((this.check?.missing || []).map(m => [m.card, m.want - m.free]));
    const total = this.deck.cards.reduce((s, e) => s + e.count, 0);
    mount(this.el.list, h('h2', null, `The deck: ${total} cards`),
      total ? [...groups].map(([key, rows]) => h('div.deck-group', null,
        h('h3', null, `${key} (${rows.reduce((s, r) => s + r.n, 0)})`),
        h('ul.deck-entries', null, rows.sort((x, y) => x.c.name.localeCompare(y.c.name)).map(({ c, n }) => h('li.deck-entry', { dataset: { card: c.id } },
          h('span.entry-count', null, `${n} ×`),
          h('span.entry-name', { title: c.text || '' }, c.name, ' ', h('span.pool-card-id', null, c.id)),
          lacking.get(c.id) ? h('span.badge.warn', null, `lack ${lacking.get(c.id)}`) : null,
          h('button.step', { type: 'button', 'aria-label': `Take a copy of ${c.name} out`, onclick: () => this.add(c.id, -1) }, '−'),
          h('button.step', { type: 'button', 'aria-label': `Add another ${c.name}`, onclick: () => this.add(c.id, 1) }, '+'))))))
        : h('p.none', null, 'Empty: add cards from the list.'));
  }

  drawTools() {
    const d = this.deck;
    mount(this.el.status, this.dirty ? 'Unsaved changes' : d.id ? 'Saved' : '');
    const saved = !!d.id;
    mount(this.el.tools,
      this.acct ? h('button.primary.save', { type: 'button', onclick: () => this.save() }, 'Save') : link(`/account?next=${encodeURIComponent(location.pathname + location.search)}`, 'Log in or sign up to save it'),
      this.el.status,
      saved ? h('button', { type: 'button', onclick: () => this.copy() }, 'Copy') : null,
      saved ? h('a.button', { href: `/api/decks/${d.id}/export?as=ids`, download: '' }, 'Export') : null,
      saved ? h('a.button', { href: `/api/decks/${d.id}/export?as=names`, download: '' }, 'Export by name') : null,
      saved ? h('button', { type: 'button', onclick: () => this.share() }, d.share ? 'Shared' : 'Share') : null,
      saved ? link(`/decks/${d.id}/print`, 'Print proxies') : null,
      saved ? h('button', { type: 'button', onclick: () => this.simulate() }, 'Simulate') : null,
      saved ? h('button.linkish', { type: 'button', onclick: () => this.remove() }, 'Delete') : null);
  }

  async save() {
    const d = this.deck;
    const body = { game: d.game, format: d.format, name: this.el.name.value, cards: d.cards, built: d.built };
    try {
      const r = d.id ? await api('PUT', `/api/decks/${d.id}`, body) : await api('POST', '/api/decks', body);
      if (!d.id) {
        localStorage.removeItem(draftKey(d.game));
        history.replaceState(null, '', `/decks/${r.deck.id}`);
      }
      Object.assign(this.deck, { id: r.deck.id, name: r.deck.name, share: r.deck.share, built: r.deck.built });
      this.el.name.value = r.deck.name;
      this.dirty = false;
      mount(this.el.note);
      if (this.acct) this.take(await api('GET', `/api/collection/${d.game}`));
    } catch (err) { mount(this.el.note, errorBox(err)); }
    this.drawTools();
    this.pool.draw();
  }

  // simulate offers a few AI games of the saved deck against a built-in
  // deck or another of one's decks, and shows how it fared.
  async simulate() {
    let mine = [];
    try { mine = (await api('GET', `/api/decks?game=${this.game.id}`)).decks.filter(x => x.id !== this.deck.id); } catch { /* built-in decks only */ }
    const against = h('select', { 'aria-label': 'Against' },
      h('optgroup', { label: 'Built-in decks' }, this.game.decks.map(x => h('option', { value: 'starter:' + x.id }, x.name || x.id))),
      mine.length ? h('optgroup', { label: 'Your decks' }, mine.map(x => h('option', { value: 'deck:' + x.id, disabled: !x.legal }, x.name + (x.legal ? '' : ' (not legal)')))) : null);
    const games = h('select', { 'aria-label': 'Games' }, [10, 20, 50].map(n => h('option', { value: n }, `${n} games`)));
    const out = h('div.sim-result', { 'aria-live': 'polite' });
    const go = h('button.primary', { type: 'submit' }, 'Play them');
    mount(this.el.note, h('form.sim-box.share-box', { onsubmit: async e => {
      e.preventDefault();
      go.disabled = true;
      mount(out, h('p.muted', null, 'Playing… (the heuristic AI plays both decks, seats swapped each game)'));
      try {
        const r = await api('POST', `/api/decks/${this.deck.id}/simulate`, { against: against.value, games: Number(games.value) });
        const pc = v => `${Math.round(100 * v)}%`;
        mount(out,
          h('p', null, h('strong', null, `${r.deck} won ${pc(r.score.value)} of ${r.games} games against ${r.opponent}`),
            ` (95% interval ${pc(r.score.low)} to ${pc(r.score.high)}; few games say little).`),
          h('ul.plain', null, r.ends.map(x => h('li', null, `${x.games} × ${x.how}`))),
          h('details', null, h('summary', null, 'The simulator\'s report'), h('pre.deck-text', null, r.report)));
      } catch (err) { mount(out, errorBox(err)); }
      go.disabled = false;
    } },
    h('strong', null, 'How does it fare? '), 'The AI plays your deck against ', against, ' ', games, ' ', go, out));
  }

  async copy() {
    try {
      const r = await api('POST', `/api/decks/${this.deck.id}/copy`);
      navigate(`/decks/${r.deck.id}`);
    } catch (err) { mount(this.el.note, errorBox(err)); }
  }

  async share() {
    try {
      const r = await api('POST', `/api/decks/${this.deck.id}/share`);
      this.deck.share = r.share;
      const url = `${location.origin}${r.path}`;
      mount(this.el.note, h('div.share-box', null,
        'Anyone with this link reads the deck and may copy it: ', h('a', { href: r.path }, url), ' ',
        h('button', { type: 'button', onclick: () => navigator.clipboard?.writeText(url) }, 'Copy the link'), ' ',
        h('button.linkish', { type: 'button', onclick: async () => {
          await api('DELETE', `/api/decks/${this.deck.id}/share`);
          this.deck.share = '';
          mount(this.el.note, h('p', null, 'The deck is no longer shared: the link reads nothing.'));
          this.drawTools();
        } }, 'Stop sharing')));
      this.drawTools();
    } catch (err) { mount(this.el.note, errorBox(err)); }
  }

  async remove() {
    if (!confirm(`Delete the deck ${this.deck.name}?`)) return;
    try {
      await api('DELETE', `/api/decks/${this.deck.id}`);
      navigate('/decks');
    } catch (err) { mount(this.el.note, errorBox(err)); }
  }
}

function cap(s) { return s ? s[0].toUpperCase() + s.slice(1) : s; }
