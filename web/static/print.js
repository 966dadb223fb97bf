// The proxies page (/decks/ID/print): a saved deck's cards laid out to
// print at card size (63 × 88 mm, nine to an A4 or Letter page), each
// with its name, stat line, text and where it is printed, for playing
// with home-printed cards. Drawn from the game's catalog alone.

import { h, mount, api, errorBox, link } from './dom.js';
import { account } from './session.js';
import { catalog } from './pool.js';

export async function printPage(main, id) {
  let a, deck, cat;
  try {
    a = await account();
    if (!a) {
      mount(main, h('h1', null, 'Proxies'), h('p', null, link(`/account?next=/decks/${id}/print`, 'Log in'), ' to print your deck.'));
      return () => {};
    }
    deck = (await api('GET', `/api/decks/${id}`)).deck;
    cat = await catalog(deck.game);
  } catch (err) {
    mount(main, h('h1', null, 'No such deck'), errorBox(err), link('/decks', 'Your decks'));
    return () => {};
  }
  const sheets = [];
  for (const e of deck.cards) {
    const c = cat.byID.get(e.card) || { id: e.card, name: e.card, stats: '', text: '' };
    for (let i = 0; i < e.count; i++) sheets.push(proxy(c));
  }
  document.body.classList.add('printing');
  mount(main,
    h('section.intro.no-print', null,
      h('h1', null, `Proxies: ${deck.name}`),
      h('p', null, `${sheets.length} cards of ${deck.game_name}, at card size (63 × 88 mm). Print at 100% scale, without fitting to the page, and cut along the lines.`),
      h('div.actions', null,
        h('button.primary', { type: 'button', onclick: () => window.print() }, 'Print'),
        link(`/decks/${deck.id}`, 'Back to the deck'))),
    h('div.proxies', null, sheets));
  return () => document.body.classList.remove('printing');
}

// proxy is one card as printed: its name, its type and stat line, its
// text, and its id (set and number) at the foot.
function proxy(c) {
  return h('article.proxy', { dataset: { card: c.id } },
    h('header.proxy-name', null, c.name),
    // The type, unless the stat line begins with it already.
    c.type && !(c.stats || '').toLowerCase().startsWith(c.type.toLowerCase()) ? h('div.proxy-type', null, c.type) : null,
    c.stats ? h('div.proxy-stats', null, c.stats) : null,
    h('div.proxy-text', null, c.text || ''),
    h('footer.proxy-id', null, c.id));
}
