// The decks page (/decks): the account's decks of every game, and a new
// deck: empty, from a built-in deck, from a pasted list, or from a share
// code. /d/CODE is a shared deck, which anyone may read and an account
// may copy into its decks.

import { h, mount, api, errorBox, navigate, link } from './dom.js';
import { account, needAccount } from './session.js';
import { games } from './games.js';

// deckGames are the games played with decks.
export async function deckGames() {
  const all = await games();
  return all.games.filter(g => g.decks && g.decks.length);
}

export async function decksPage(main) {
  let a;
  try { a = await account(); } catch (err) { mount(main, errorBox(err)); return () => {}; }
  if (!a) { needAccount(main, 'Your decks'); return () => {}; }
  let list, gs;
  try {
    [list, gs] = await Promise.all([api('GET', '/api/decks'), deckGames()]);
  } catch (err) { mount(main, errorBox(err)); return () => {}; }
  const byGame = new Map(gs.map(g => [g.id, []]));
  for (const d of list.decks) (byGame.get(d.game) || byGame.set(d.game, []).get(d.game)).push(d);
  mount(main,
    h('section.intro', null,
      h('h1', null, 'Your decks'),
      h('p', null, 'Build a deck card by card, start from a built-in deck, paste a list, or copy a deck someone shared. Every problem is shown as you build; a deck need not be legal to be saved.')),
    newDeckForm(gs),
    gs.map(g => h('section.deck-game', { 'data-game': g.id },
      h('h2', null, g.name),
      byGame.get(g.id).length ? h('ul.deck-list', null, byGame.get(g.id).map(d => h('li.deck-row', null,
        link(`/decks/${d.id}`, d.name),
        h('span.muted', null, ` ${d.size} cards`),
        d.legal ? h('span.badge.legal', null, 'legal') : h('span.badge.warn', null, 'not legal'),
        d.built ? h('span.badge', null, 'built') : null,
        d.share ? h('span.badge', null, 'shared') : null)))
        : h('p.none', null, 'None yet.'))));
  return () => {};
}

// newDeckForm starts a deck: a game, and what to start from.
function newDeckForm(gs) {
  const game = h('select', { name: 'game', 'aria-label': 'Game' }, gs.map(g => h('option', { value: g.id }, g.name)));
  const from = h('select', { name: 'from', 'aria-label': 'Start from' });
  const paste = h('textarea', { rows: 6, hidden: true, 'aria-label': 'The deck list', placeholder: 'Deck: My deck\n3 x Card Name\n2 x SET/12' });
  const fill = () => {
    const g = gs.find(x => x.id === game.value);
    mount(from, h('option', { value: '' }, 'an empty deck'),
      g.decks.map(d => h('option', { value: 'starter:' + d.id }, `the built-in deck ${d.name || d.id}`)),
      h('option', { value: 'paste' }, 'a deck list I paste'));
    paste.hidden = true;
  };
  game.addEventListener('change', fill);
  from.addEventListener('change', () => { paste.hidden = from.value !== 'paste'; });
  fill();
  const errors = h('div.form-errors', { 'aria-live': 'polite' });
  const code = h('input', { name: 'code', maxlength: 40, placeholder: 'share code or link', 'aria-label': 'Share code' });
  return h('div.new-deck', null,
    h('form.side-box', { onsubmit: async e => {
      e.preventDefault();
      if (from.value === '') { navigate(`/decks/new?game=${game.value}`); return; }
      const req = { game: game.value };
      if (from.value === 'paste') req.list = paste.value;
      else req.starter = from.value.slice('starter:'.length);
      try {
        const r = await api('POST', '/api/decks', req);
        navigate(`/decks/${r.deck.id}`);
      } catch (err) { mount(errors, errorBox(err)); }
    } },
    h('h2', null, 'New deck'),
    h('label.stacked', null, 'Game', game),
    h('label.stacked', null, 'Start from', from),
    paste, errors,
    h('button.primary', { type: 'submit' }, 'Start building')),
    h('form.side-box', { onsubmit: e => {
      e.preventDefault();
      const m = /([a-z0-9]{8})\s*$/i.exec(code.value.trim());
      if (m) navigate(`/d/${m[1].toLowerCase()}`);
      else mount(errors, errorBox(new Error('A share code is 8 letters and digits, as in /d/ab12cd34.')));
    } },
    h('h2', null, 'A shared deck'),
    h('label.stacked', null, 'Its code or link', code),
    h('button', { type: 'submit' }, 'Open it')));
}

// sharedPage (/d/CODE) shows a shared deck, to copy or download.
export async function sharedPage(main, code) {
  let r, a = null;
  try {
    r = await api('GET', `/api/shared/${code}`);
    a = await account();
  } catch (err) {
    mount(main, h('h1', null, 'No such deck'), errorBox(err), link('/decks', 'Your decks'));
    return () => {};
  }
  const d = r.deck;
  const out = h('div', { 'aria-live': 'polite' });
  const file = URL.createObjectURL(new Blob([d.list], { type: 'text/plain' }));
  mount(main,
    h('section.intro', null,
      h('h1', null, d.name),
      h('p', null, `A ${d.game_name} deck of ${d.size} cards, shared by its builder. `,
        d.legal ? h('span.badge.legal', null, 'legal') : h('span.badge.warn', null, 'not legal'))),
    h('div.actions', null,
      a ? h('button.primary', { onclick: async () => {
        try {
          const c = await api('POST', `/api/shared/${code}/copy`);
          navigate(`/decks/${c.deck.id}`);
        } catch (err) { mount(out, errorBox(err)); }
      } }, 'Copy it into my decks') : link(`/account?next=/d/${code}`, 'Log in to copy it into your decks'),
      h('a.button', { href: file, download: `${d.name}.txt` }, 'Download the list')),
    out,
    h('pre.deck-text', null, d.list));
  return () => URL.revokeObjectURL(file);
}
