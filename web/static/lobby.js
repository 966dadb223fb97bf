// The lobby (/): the games, a form to set up a table, and the tables open,
// being played and finished.

import { h, mount, api, errorBox, navigate, link } from './dom.js';
import { games } from './games.js';
import { account } from './session.js';

// savedDecks are the logged-in account's decks of game, for a seat to
// play with ([] for a guest or a game without decks).
export async function savedDecks(g) {
  if (!g.decks || !g.decks.length) return [];
  try {
    if (!(await account())) return [];
    return (await api('GET', `/api/decks?game=${g.id}`)).decks;
  } catch { return []; }
}

export async function lobbyPage(main, params) {
  let all;
  try {
    all = await games();
  } catch (err) {
    mount(main, errorBox(err));
    return () => {};
  }
  const tables = h('div.tables');
  const form = h('div.new-table');
  const chosen = params.get('game');
  mount(main,
    h('section.intro', null,
      h('h1', null, 'Play a card game'),
      h('p', null, 'Every rule is enforced and nothing hidden is shown. Choose a game, sit down against the AI or send a friend the link.')),
    h('section.game-list', { 'aria-label': 'Games' }, all.games.map(g => h('article.game', { 'data-game': g.id },
      h('h2', null, g.name),
      h('p.players', null, playersWords(g)),
      h('p.summary', null, g.summary),
      h('div.actions', null,
        h('button.primary', { onclick: () => { setUp(form, g, all.agents); form.scrollIntoView({ behavior: 'smooth' }); } }, 'New table'),
        link(`/rules/${g.id}`, 'Rules'))))),
    form,
    tables);
  if (chosen) {
    const g = all.games.find(g => g.id === chosen);
    if (g) setUp(form, g, all.agents);
  }
  const refresh = async () => {
    try { drawTables(tables, await api('GET', '/api/tables'), all); } catch (err) { mount(tables, errorBox(err)); }
  };
  await refresh();
  const timer = setInterval(refresh, 5000);
  return () => clearInterval(timer);
}

function playersWords(g) {
  return g.min_players === g.max_players ? `${g.min_players} players` : `${g.min_players} to ${g.max_players} players`;
}

// setUp draws the form for a new table of game g.
function setUp(box, g, agents) {
  const name = h('input', { name: 'name', maxlength: 24, value: localStorage.getItem('omnideck.name') || '', placeholder: 'Your name', 'aria-label': 'Your name' });
  // Logged in, one plays under one's account's name unless one typed another.
  account().then(a => { if (a && !name.value) name.value = a.name; }).catch(() => {});
  const count = h('select', { name: 'players', 'aria-label': 'Number of players' });
  for (let n = g.min_players; n <= g.max_players; n++) count.append(h('option', { value: n }, `${n} players`));
  const seatsBox = h('div.seats');
  const seats = [];
  let mine = [];
  const drawSeats = () => {
    const n = Number(count.value);
    while (seats.length < n) seats.push({ who: seats.length === 0 ? 'you' : 'ai:heuristic', deck: '', paste: '' });
    seats.length = n;
    mount(seatsBox, seats.map((s, i) => seatRow(g, agents, seats, i, drawSeats, mine)));
  };
  count.addEventListener('change', drawSeats);
  savedDecks(g).then(d => { mine = d; if (mine.length) drawSeats(); });
  const options = (g.options || []).map(o => {
    const sel = h('select', { name: o.name, 'aria-label': o.name });
    for (const c of o.choices) sel.append(h('option', { value: c }, c === o.default ? `${c} (default)` : c));
    sel.value = o.default;
    return { o, sel };
  });
  const casual = h('input', { type: 'checkbox', name: 'casual', checked: true });
  const timer = h('select', { name: 'turn_seconds', 'aria-label': 'Turn timer' },
    h('option', { value: 0 }, 'no turn timer'),
    [30, 60, 120, 300].map(n => h('option', { value: n }, n < 60 ? `${n} seconds a question` : `${n / 60} minute${n > 60 ? 's' : ''} a question`)));
  const errors = h('div.form-errors');
  const create = h('button.primary', { type: 'submit' }, 'Create the table');
  const form = h('form.setup', { onsubmit: async e => {
    e.preventDefault();
    localStorage.setItem('omnideck.name', name.value);
    const req = { game: g.id, name: name.value, sit: seats.findIndex(s => s.who === 'you'), seats: [], options: {}, settings: { casual: casual.checked, turn_seconds: Number(timer.value) } };
    for (const s of seats) {
      const seat = s.who.startsWith('ai:') ? { kind: 'ai', agent: s.who.slice(3) } : { kind: 'human' };
      if (s.deck.startsWith('saved:')) seat.saved_deck = s.deck.slice('saved:'.length);
      else if (s.deck === 'paste' ? s.paste : s.deck) seat.deck = s.deck === 'paste' ? s.paste : s.deck;
      req.seats.push(seat);
    }
    for (const { o, sel } of options) if (sel.value !== o.default) req.options[o.name] = sel.value;
    create.disabled = true;
    try {
      const t = await api('POST', '/api/tables', req);
      navigate(`/t/${t.id}`);
    } catch (err) {
      mount(errors, errorBox(err));
      create.disabled = false;
    }
  } },
  h('h2', null, `New table: ${g.name}`),
  h('label.field', null, 'Your name ', name),
  g.min_players !== g.max_players ? h('label.field', null, 'Players ', count) : null,
  h('fieldset', null, h('legend', null, 'Seats'), seatsBox),
  options.length ? h('fieldset.options', null, h('legend', null, 'Rule options'),
    options.map(({ o, sel }) => h('label.opt-field', null, h('span.option-name', null, o.name), sel, h('small', null, o.summary)))) : null,
  h('label.check', null, casual, ' Casual: a player may take back a choice (undo) when the others agree'),
  h('label.field', null, 'Turn timer ', timer, h('small', null, ' when time runs out, the AI answers for the player')),
  errors,
  create);
  mount(box, form);
  drawSeats();
}

// seatRow is one seat of the form: who plays it, and with which deck
// (mine: the account's saved decks of the game).
function seatRow(g, agents, seats, i, redraw, mine) {
  const s = seats[i];
  const who = h('select', { 'aria-label': `Seat ${i + 1}`, onchange: e => {
    s.who = e.target.value;
    // One seat is yours: choosing another leaves the first to a friend.
    if (s.who === 'you') for (const o of seats) if (o !== s && o.who === 'you') o.who = 'friend';
    redraw();
  } },
    h('option', { value: 'you' }, 'You'),
    h('option', { value: 'friend' }, 'A friend (send the invite link)'),
    agents.map(a => h('option', { value: 'ai:' + a.spec }, a.name)));
  who.value = s.who;
  let deck = null;
  if (g.decks && g.decks.length) {
    const sel = h('select', { 'aria-label': `Seat ${i + 1}'s deck`, onchange: e => { s.deck = e.target.value; redraw(); } },
      h('option', { value: '' }, 'the game\'s usual deck'),
      g.decks.map(d => h('option', { value: d.id }, `${d.name || d.id} (${d.size} cards)`)),
      deckChoices(mine),
      h('option', { value: 'paste' }, 'paste a deck list…'));
    sel.value = s.deck;
    deck = [sel];
    if (s.deck === 'paste') {
      const problems = h('div.deck-problems', { 'aria-live': 'polite' });
      const area = h('textarea', { rows: 6, placeholder: '3 x Card Name\n2 x Another Card', 'aria-label': `Seat ${i + 1}'s deck list`, value: s.paste });
      let timer;
      area.addEventListener('input', () => {
        s.paste = area.value;
        clearTimeout(timer);
        timer = setTimeout(async () => {
          try {
            const r = await api('POST', `/api/games/${g.id}/decks/check`, { deck: area.value });
            mount(problems, r.ok ? h('span.ok', null, `A legal deck of ${r.cards} cards.`) : h('ul', null, r.problems.map(p => h('li', null, p))));
          } catch (err) { mount(problems, errorBox(err)); }
        }, 400);
      });
      deck.push(area, problems);
    }
  }
  return h('div.seat-row', null, h('span.seat-label', null, `Seat ${i + 1}`), who, deck);
}

// deckChoices are the options of a deck menu for one's saved decks: the
// legal ones to choose, the others shown but not chosen, as a table
// plays legal decks only.
export function deckChoices(mine) {
  if (!mine.length) return null;
  return h('optgroup', { label: 'Your decks' }, mine.map(d => h('option', { value: 'saved:' + d.id, disabled: !d.legal },
    `${d.name} (${d.size} cards${d.legal ? '' : ', not legal'})`)));
}

function drawTables(box, t, all) {
  const name = id => (all.games.find(g => g.id === id) || { name: id }).name;
  const seatsWords = tb => tb.seats.map(s => s.free ? 'free seat' : s.name).join(', ');
  const row = (tb, action) => h('li.table-row', null,
    h('span.table-game', null, name(tb.game)),
    h('span.table-seats', null, seatsWords(tb)),
    action);
  mount(box,
    h('section', null, h('h2', null, 'Tables waiting for players'),
      t.open.length ? h('ul.table-list', null, t.open.map(tb => row(tb, link(`/t/${tb.id}`, tb.you >= 0 ? 'Back to your table' : 'Join')))) : h('p.none', null, 'None yet: create one above.')),
    h('section', null, h('h2', null, 'Games being played'),
      t.playing.length ? h('ul.table-list', null, t.playing.map(tb => row(tb, link(`/t/${tb.id}`, tb.you >= 0 ? 'Back to your game' : 'Watch')))) : h('p.none', null, 'None right now.')),
    h('section', null, h('h2', null, 'Finished games'),
      t.finished.length ? h('ul.table-list', null, t.finished.map(tb => row(tb, link(`/r/${tb.id}`, 'Replay')))) : h('p.none', null, 'None yet.'),
      h('form.upload', { onsubmit: async e => {
        e.preventDefault();
        const file = e.target.elements.file.files[0];
        if (!file) return;
        try {
          const resp = await fetch('/api/replays', { method: 'POST', body: await file.text() });
          const data = await resp.json();
          if (!resp.ok) throw Object.assign(new Error(data.error), { problems: data.problems });
          navigate(`/r/${data.id}`);
        } catch (err) { e.target.append(errorBox(err)); }
      } }, h('label', null, 'Watch a replay file: ', h('input', { type: 'file', name: 'file', accept: '.json,application/json' })), h('button', { type: 'submit' }, 'Upload'))));
}
