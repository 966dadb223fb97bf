// A game's cards as a searchable list, filtered by the game's own facts
// (type, faction, cost, traits...), as the server's catalog gives them:
// the collection and the deck builder share it, and name no game.

import { h, mount, api } from './dom.js';

const catalogs = new Map();

// catalog is game id's cards: {cards, byID, facts}, where facts lists
// each fact's name with its values (numbers in order) and whether it is
// a number, in the order the game gives them.
export function catalog(game) {
  if (!catalogs.has(game)) {
    catalogs.set(game, api('GET', `/api/games/${game}/cards`).then(r => {
      const cards = r.cards || [];
      const byID = new Map(cards.map(c => [c.id, c]));
      const names = new Map();
      for (const c of cards) {
        for (const f of c.facts || []) {
          if (!names.has(f.name)) names.set(f.name, new Set());
          names.get(f.name).add(f.value);
        }
      }
      const facts = [...names].map(([name, set]) => {
        const values = [...set];
        const numeric = values.every(v => /^-?\d+$/.test(v));
        values.sort(numeric ? (a, b) => a - b : (a, b) => a.localeCompare(b));
        return { name, values, numeric };
      });
      return { cards, byID, facts };
    }).catch(err => { catalogs.delete(game); throw err; }));
  }
  return catalogs.get(game);
}

// factsOf is a card's values of one fact.
export function factsOf(card, name) {
  return (card.facts || []).filter(f => f.name === name).map(f => f.value);
}

// The facts not worth a filter: where a card is printed is searched as
// text instead.
const unfiltered = new Set(['Number']);

// Pool is the card list with its search and filters. opts:
//   extra(card): the element beside each card (counts, buttons);
//   show: [[value, label], ...] choices of which cards to show, the
//     first the default, and keep(card, value) saying whether a card is
//     shown under a choice;
//   mine(card): whether the card is marked as one's own;
//   label: what the list is called, for screen readers.
export class Pool {
  constructor(cat, opts) {
    this.cat = cat;
    this.opts = opts;
    this.limit = 60;
    this.search = h('input', { type: 'search', placeholder: 'Search names, ids and text', 'aria-label': 'Search the cards', oninput: () => this.reset() });
    this.filters = cat.facts.filter(f => !unfiltered.has(f.name) && f.values.length > 1 && f.values.length <= 80).map(f => {
      const sel = h('select', { 'aria-label': f.name, dataset: { fact: f.name }, onchange: () => this.reset() },
        h('option', { value: '' }, `${f.name}: any`),
        f.values.map(v => h('option', { value: v }, v)));
      return { fact: f, sel };
    });
    this.show = opts.show ? h('select', { 'aria-label': 'Which cards', onchange: () => this.reset() },
      opts.show.map(([v, label]) => h('option', { value: v }, label))) : null;
    this.count = h('span.pool-count', { 'aria-live': 'polite' });
    this.list = h('ul.pool-list', { 'aria-label': opts.label || 'Cards' });
    this.more = h('div.pool-more');
    this.el = h('div.pool', null,
      h('div.pool-search', null, this.search, this.show),
      h('details.pool-filters', { open: window.innerWidth > 800 },
        h('summary', null, 'Filters'),
        h('div.filter-row', null, this.filters.map(f => f.sel),
          h('button.linkish', { type: 'button', onclick: () => this.clear() }, 'Clear the filters'))),
      this.count,
      this.list,
      this.more);
  }

  // choice is the value of the "which cards" menu.
  choice() { return this.show ? this.show.value : ''; }

  setChoice(v) { if (this.show) { this.show.value = v; this.reset(); } }

  clear() {
    this.search.value = '';
    for (const f of this.filters) f.sel.value = '';
    this.reset();
  }

  reset() { this.limit = 60; this.draw(); }

  // matches lists the cards the search, filters and choice keep.
  matches() {
    const words = this.search.value.toLowerCase().split(/\s+/).filter(Boolean);
    const wanted = this.filters.filter(f => f.sel.value !== '');
    const choice = this.choice();
    return this.cat.cards.filter(c => {
      if (this.opts.keep && !this.opts.keep(c, choice)) return false;
      for (const f of wanted) if (!factsOf(c, f.fact.name).includes(f.sel.value)) return false;
      if (!words.length) return true;
      const text = [c.name, c.id, c.type, c.stats, c.text, ...(c.facts || []).map(f => f.value)].join(' ').toLowerCase();
      return words.every(w => text.includes(w));
    });
  }

  // draw lists the matching cards, the first few of them.
  draw() {
    const all = this.matches();
    const shown = all.slice(0, this.limit);
    this.count.textContent = all.length === this.cat.cards.length ? `${all.length} cards` : `${all.length} of ${this.cat.cards.length} cards`;
    mount(this.list, shown.map(c => this.row(c)));
    mount(this.more, all.length > shown.length
      ? h('button', { type: 'button', onclick: () => { this.limit += 120; this.draw(); } }, `Show ${Math.min(120, all.length - shown.length)} more`)
      : null);
  }

  // redraw draws one card's row again (its counts changed).
  redraw(id) {
    const old = this.list.querySelector(`li[data-card="${CSS.escape(id)}"]`);
    const c = this.cat.byID.get(id);
    if (old && c) old.replaceWith(this.row(c));
  }

  row(c) {
    return h('li.pool-card' + (this.opts.mine && this.opts.mine(c) ? '.mine' : ''), { dataset: { card: c.id } },
      h('div.pool-card-main', null,
        h('details.pool-card-text', null,
          h('summary', null, h('span.pool-card-name', null, c.name), ' ', h('span.pool-card-id', null, c.id)),
          h('p.card-text', null, c.text || '')),
        h('div.pool-card-stats', null, c.stats)),
      this.opts.extra ? this.opts.extra(c) : null);
  }
}
