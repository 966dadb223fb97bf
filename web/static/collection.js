// The collection pages: /collection lists the games played with decks
// and how much of each the account owns; /collection/GAME is one game's
// cards, searched and filtered by the game's facts, owned copies added
// and removed by clicking, by pasting a deck list or by importing a CSV
// file, and exported.

import { h, mount, api, errorBox, link } from './dom.js';
import { account, needAccount } from './session.js';
import { catalog, Pool } from './pool.js';

export async function collectionPage(main, game) {
  let a;
  try { a = await account(); } catch (err) { mount(main, errorBox(err)); return () => {}; }
  if (!a) { needAccount(main, 'Your collection'); return () => {}; }
  let sum;
  try { sum = await api('GET', '/api/collection'); } catch (err) { mount(main, errorBox(err)); return () => {}; }
  const tabs = h('nav.game-tabs', { 'aria-label': 'Games' }, sum.games.map(g =>
    link(`/collection/${g.game}`, g.name, h('span.tab-count', null, ` · ${g.cards} of ${g.pool}`))));
  for (const el of tabs.querySelectorAll('a')) if (el.getAttribute('href') === `/collection/${game}`) el.classList.add('current');
  if (!game) {
    mount(main,
      h('section.intro', null, h('h1', null, 'Your collection'),
        h('p', null, 'The cards you own of each game, and how many. Decks you mark as built hold their copies; the rest are free.')),
      h('ul.collection-games', null, sum.games.map(g => h('li', null,
        link(`/collection/${g.game}`, g.name),
        h('span.muted', null, g.cards ? ` ${g.cards} of ${g.pool} cards, ${g.copies} copies` : ` none of ${g.pool} cards yet`)))));
    return () => {};
  }
  const g = sum.games.find(x => x.game === game);
  if (!g) {
    mount(main, h('h1', null, 'No such game'), tabs);
    return () => {};
  }
  const page = new CollectionPage(main, g, tabs);
  await page.start();
  return () => {};
}

class CollectionPage {
  constructor(main, g, tabs) {
    this.main = main;
    this.g = g;
    this.tabs = tabs;
    this.owned = new Map();
  }

  async start() {
    try {
      [this.cat, this.coll] = await Promise.all([catalog(this.g.game), api('GET', `/api/collection/${this.g.game}`)]);
    } catch (err) { mount(this.main, errorBox(err)); return; }
    this.take(this.coll);
    this.summary = h('p.collection-summary', { 'aria-live': 'polite' });
    this.note = h('div.collection-note', { 'aria-live': 'polite' });
    this.pool = new Pool(this.cat, {
      label: 'Cards of the game',
      show: [['all', 'All cards'], ['owned', 'Cards I own'], ['free', 'Cards with free copies'], ['missing', 'Cards I lack']],
      keep: (c, v) => {
        const o = this.owned.get(c.id);
        if (v === 'owned') return !!o && o.owned > 0;
        if (v === 'free') return !!o && o.owned - o.reserved > 0;
        if (v === 'missing') return !o || o.owned === 0;
        return true;
      },
      extra: c => this.counter(c),
      mine: c => (this.owned.get(c.id)?.owned || 0) > 0,
    });
    mount(this.main,
      h('section.intro', null,
        h('h1', null, `Your ${this.g.name} collection`),
        this.tabs,
        this.summary),
      h('div.collection-layout', null,
        h('section.collection-cards', { 'aria-label': 'Cards' }, this.note, this.pool.el),
        h('aside.collection-side', null, this.importBox(), this.exportBox())));
    if (this.owned.size) this.pool.setChoice('owned');
    this.drawSummary();
    this.pool.draw();
  }

  // take records the server's view of the collection.
  take(v) {
    this.owned = new Map(v.cards.map(c => [c.card, c]));
  }

  drawSummary() {
    let copies = 0, held = 0;
    for (const o of this.owned.values()) { copies += o.owned; held += Math.min(o.reserved, o.owned); }
    const distinct = [...this.owned.values()].filter(o => o.owned > 0).length;
    // The game's tab counts the cards owned too.
    const tab = this.tabs.querySelector('a.current .tab-count');
    if (tab) tab.textContent = ` · ${distinct} of ${this.cat.cards.length}`;
    this.summary.textContent = copies
      ? `${distinct} of ${this.cat.cards.length} cards, ${copies} copies` + (held ? `; ${held} held by built decks, ${copies - held} free.` : '.')
      : 'None yet: add cards with + below, or paste a list.';
  }

  // counter is a card's copies owned, with buttons to add and remove one.
  counter(c) {
    const o = this.owned.get(c.id) || { owned: 0, reserved: 0, decks: [] };
    const label = `${c.name} (${c.id})`;
    return h('div.counter-box', null,
      h('button.step', { type: 'button', 'aria-label': `Remove a copy of ${label}`, disabled: o.owned === 0, onclick: () => this.change(c, -1) }, '−'),
      h('span.owned', { title: 'Copies you own' }, String(o.owned)),
      h('button.step', { type: 'button', 'aria-label': `Add a copy of ${label}`, onclick: () => this.change(c, 1) }, '+'),
      o.reserved ? h('span.held', { title: `Held by ${o.decks.join(', ')}` }, `${o.reserved} in built decks, ${Math.max(o.owned - o.reserved, 0)} free`) : null);
  }

  async change(c, n) {
    try {
      this.take(await api('POST', `/api/collection/${this.g.game}/change`, { cards: { [c.id]: n } }));
      mount(this.note);
    } catch (err) { mount(this.note, errorBox(err)); }
    this.pool.redraw(c.id);
    this.drawSummary();
  }

  importBox() {
    const area = h('textarea', { rows: 8, 'aria-label': 'Cards to add, remove or set', placeholder: '3 x Card Name\n1 x SET/12\n\nor CSV: count,set,number,name' });
    const format = h('select', { 'aria-label': 'What the text is' },
      h('option', { value: 'list' }, 'a deck list (3 x Name, 3 x SET/12)'),
      h('option', { value: 'csv' }, 'CSV: count, set, number, name'));
    const mode = h('select', { 'aria-label': 'What to do' },
      h('option', { value: 'add' }, 'add these to my collection'),
      h('option', { value: 'remove' }, 'remove these from it'),
      h('option', { value: 'replace' }, 'make my collection exactly these'));
    const file = h('input', { type: 'file', accept: '.csv,.txt,text/csv,text/plain', 'aria-label': 'A file to read' });
    file.addEventListener('change', async () => {
      const f = file.files[0];
      if (!f) return;
      if (f.size > 256 * 1024) { mount(out, errorBox(new Error(`The file is ${Math.round(f.size / 1024)} KiB; at most 256 KiB is read.`))); return; }
      area.value = await f.text();
      format.value = /\.csv$/i.test(f.name) || /^[^\n]*,[^\n]*,/.test(area.value) ? 'csv' : 'list';
    });
    const out = h('div.import-result', { 'aria-live': 'polite' });
    const go = h('button.primary', { type: 'submit' }, 'Go');
    return h('details.side-box.import-details', { open: window.innerWidth > 800 },
      h('summary', null, h('h2', null, 'Add many at once')),
      h('form.import-box', { onsubmit: async e => {
      e.preventDefault();
      go.disabled = true;
      try {
        const before = new Map([...this.owned].map(([k, v]) => [k, v.owned]));
        this.take(await api('POST', `/api/collection/${this.g.game}/import`, { text: area.value, format: format.value, mode: mode.value }));
        let changed = 0;
        for (const c of this.cat.cards) if ((before.get(c.id) || 0) !== (this.owned.get(c.id)?.owned || 0)) changed++;
        mount(out, h('p.ok', null, `Done: ${changed} card${changed === 1 ? '' : 's'} changed.`));
        area.value = '';
        // Show what the collection holds now.
        this.pool.setChoice('owned');
        this.drawSummary();
      } catch (err) { mount(out, errorBox(err)); }
      go.disabled = false;
    } },
    h('p.hint', null, 'Paste a deck list or a CSV file, or choose a file. Every problem is listed, and nothing changes until the whole text reads.'),
    area, h('label.stacked', null, 'The text is', format), h('label.stacked', null, 'Then', mode), file, out, go));
  }

  exportBox() {
    const base = `/api/collection/${this.g.game}/export`;
    return h('section.side-box', null,
      h('h2', null, 'Export'),
      h('ul.plain', null,
        h('li', null, h('a', { href: `${base}?as=csv`, download: '' }, 'CSV file'), ' (count, set, number, name, id)'),
        h('li', null, h('a', { href: `${base}?as=ids`, download: '' }, 'List by id'), ' (keeps each printing)'),
        h('li', null, h('a', { href: `${base}?as=names`, download: '' }, 'List by name'))));
  }
}
