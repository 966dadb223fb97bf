// Drawing a game from the engine's common table view (engine.Table): the
// same code draws every game, live or in a replay. Nothing here knows a
// game; a game may style its cards through its own stylesheet, keyed on
// the data-game attribute and each card's data-type.

import { h } from './dom.js';

// cardBook holds the cards of one game people may read, by id.
export class CardBook {
  constructor(cards) {
    this.byID = new Map((cards || []).map(c => [c.id, c]));
  }
  get(id) { return this.byID.get(id); }
}

// drawTable returns the table's element. ctx gives:
//   seats: the seat views (names, presence), by seat;
//   choose(index): called when the viewer picks option index;
//   inspect(card): called to show a card's details;
//   interactive: false in a replay.
export function drawTable(t, ctx) {
  const opts = t.question.options || [];
  const byHandle = new Map();
  const byZone = new Map();
  opts.forEach((o, i) => {
    for (const hd of o.cards || []) push(byHandle, hd, i);
    for (const z of o.zones || []) push(byZone, z, i);
  });
  const marks = { byHandle, byZone, opts, ctx };
  const you = t.viewer;
  // The viewer sits at the bottom, the others above in seat order after
  // the viewer's.
  const order = you >= 0 ? [...t.players.slice(you + 1), ...t.players.slice(0, you), t.players[you]] : t.players;
  const shared = (t.zones || []).filter(z => z.count > 0 || z.layout === 'pile');
  return h('div.table', null,
    order.filter(p => p.seat !== you).map(p => drawPlayer(p, t, marks, false)),
    shared.length ? h('section.shared', { 'aria-label': 'On the table' }, shared.map(z => drawZone(z, marks))) : null,
    you >= 0 ? drawPlayer(t.players[you], t, marks, true) : null);
}

function push(map, key, value) {
  if (!map.has(key)) map.set(key, []);
  map.get(key).push(value);
}

// seatName is what the table calls a seat: the name at the server's seat,
// else the game's own.
export function seatName(p, ctx, t) {
  const s = ctx.seats && ctx.seats[p.seat];
  const name = (s && s.name) || p.name;
  return p.seat === t.viewer ? `${name} (you)` : name;
}

function drawPlayer(p, t, marks, mine) {
  const active = t.active === p.seat;
  const waiting = (t.waiting || []).includes(p.seat);
  const s = marks.ctx.seats && marks.ctx.seats[p.seat];
  return h('section.player' + (mine ? '.mine' : '') + (active ? '.active' : ''), { 'aria-label': seatName(p, marks.ctx, t) },
    h('header.player-head', null,
      h('span.player-name', null, seatName(p, marks.ctx, t)),
      s && s.kind === 'human' && !s.present && !s.free ? h('span.badge.away', null, 'away') : null,
      s && s.stand_in ? h('span.badge', null, 'AI playing for them') : null,
      active ? h('span.badge.turn', null, 'their turn') : null,
      waiting ? h('span.badge.deciding', { title: 'deciding now' }, s && s.thinking ? 'thinking…' : 'to decide') : null,
      s && s.deadline ? h('span.badge.clock', { 'data-deadline': s.deadline, title: 'time left for this question' }, clockText(s.deadline)) : null,
      h('span.counters', null, (p.counters || []).map(c => h('span.counter', null, h('span.counter-name', null, c.name), ' ', h('b', null, c.value))))),
    drawZones(p.zones || [], marks));
}

// drawZones lays a player's zones out: the piles (deck, discard) side by
// side in a narrow column, the rows and slots (hand, cards in play) each
// across the rest, the empty ones last and small.
function drawZones(zones, marks) {
  const piles = zones.filter(z => z.layout === 'pile');
  const full = zones.filter(z => z.layout !== 'pile' && z.count > 0);
  const empty = zones.filter(z => z.layout !== 'pile' && z.count === 0);
  return h('div.zones', null,
    piles.length ? h('div.piles', null, piles.map(z => drawZone(z, marks))) : null,
    h('div.rows', null, full.map(z => drawZone(z, marks)),
      empty.length ? h('div.empty-zones', null, empty.map(z => drawZone(z, marks))) : null));
}

// clockText is the time left until deadline (ms since 1970).
export function clockText(deadline) {
  const left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
  return left >= 60 ? `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')} left` : `${left} s left`;
}

function drawZone(z, marks) {
  const choices = marks.byZone.get(z.id) || [];
  const attrs = { 'data-zone': z.id, 'data-layout': z.layout };
  if (choices.length && marks.ctx.interactive) {
    attrs.class = 'choosable';
    attrs.tabindex = 0;
    attrs.onclick = e => { e.stopPropagation(); offer(choices, marks, e.currentTarget, z.name); };
  }
  let body;
  if (z.layout === 'pile') {
    const top = z.cards[0];
    body = h('div.pile', null,
      top ? drawCard(top, marks) : h('div.card.back' + (z.count ? '' : '.empty'), { 'aria-hidden': true }, z.count ? '' : 'empty'),
      h('span.pile-count', null, `${z.count} card${z.count === 1 ? '' : 's'}`));
  } else if (z.layout === 'slots') {
    const slots = [];
    for (let i = 0; i < z.slots; i++) {
      const c = z.cards.find(c => c.slot === i);
      slots.push(h('div.slot', { 'data-slot': i + 1 }, c ? drawCard(c, marks) : h('span.slot-empty', null, `place ${i + 1}`)));
    }
    body = h('div.slots', null, slots);
  } else {
    const hidden = z.count - z.cards.length;
    body = h('div.row', null,
      z.cards.map(c => drawCard(c, marks)),
      hidden > 0 ? h('div.card.back', { title: `${hidden} hidden card${hidden === 1 ? '' : 's'}` }, h('span.back-count', null, `×${hidden}`)) : null,
      z.count === 0 ? h('span.zone-empty', null, 'empty') : null);
  }
  return h('div.zone', attrs, h('div.zone-name', null, z.name, z.layout !== 'pile' ? h('span.zone-count', null, ` ${z.count}`) : null), body);
}

// drawAttached draws a card attached to another, saying to a screen
// reader whether it is on that card (an Upgrade) or under it.
function drawAttached(a, marks) {
  const el = drawCard(a, marks);
  el.setAttribute('aria-label', `${a.on ? 'on it' : 'under it'}: ${el.getAttribute('aria-label')}`);
  return el;
}

// drawCard draws one card: face up with its name, type, current figures
// (and printed ones where they differ), status and counters; face down as
// a back, named only to a viewer who knows it.
export function drawCard(c, marks) {
  const choices = marks.byHandle.get(c.handle) || [];
  const cls = ['card', c.face_up ? 'face-up' : 'face-down'];
  if (choices.length && marks.ctx.interactive) cls.push('choosable');
  const known = c.face_up || c.name;
  const el = h('div.' + cls.join('.'), {
    tabindex: known || choices.length ? 0 : null,
    'data-handle': c.handle,
    'data-type': c.type || null,
    'aria-label': known ? `${c.name}${c.stats ? ', ' + c.stats : ''}${c.status && c.status.length ? ', ' + c.status.join(', ') : ''}` : 'a face-down card',
  },
  known ? [
    h('div.card-name', null, c.name),
    c.type ? h('div.card-type', null, c.type) : null,
    c.stats ? h('div.card-stats', null, c.stats) : null,
    c.printed ? h('div.card-printed', null, `printed ${c.printed}`) : null,
    !c.face_up ? h('div.card-note', null, 'face down') : null,
  ] : h('div.card-back-mark', null, ''),
  c.status && c.status.length ? h('div.card-status', null, c.status.map(s => h('span.chip', null, s))) : null,
  c.counters && c.counters.length ? h('div.card-counters', null, c.counters.map(k => h('span.chip.counter-chip', null, `${k.name} ${k.value}`))) : null,
  c.attached && c.attached.length ? h('div.attached', null, c.attached.map(a => drawAttached(a, marks))) : null);
  el.addEventListener('click', e => {
    e.stopPropagation();
    if (choices.length && marks.ctx.interactive) offer(choices, marks, el, c.name || 'this card', c);
    else if (known) marks.ctx.inspect(c);
  });
  el.addEventListener('mouseenter', () => { if (known) marks.ctx.inspect(c, true); });
  el.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); el.click(); } });
  return el;
}

// offer picks the option when one is about the thing clicked, or shows a
// small menu of them.
function offer(choices, marks, anchor, what, card) {
  if (choices.length === 1) return marks.ctx.choose(choices[0]);
  closeMenus();
  const menu = h('div.menu', { role: 'menu' },
    h('div.menu-title', null, what),
    choices.map(i => h('button.menu-item', { role: 'menuitem', onclick: e => { e.stopPropagation(); closeMenus(); marks.ctx.choose(i); } },
      h('span.key', null, String(i + 1)), ' ', marks.opts[i].label)),
    card ? h('button.menu-item.read', { onclick: e => { e.stopPropagation(); closeMenus(); marks.ctx.inspect(card); } }, 'Read the card') : null);
  anchor.appendChild(menu);
  menu.querySelector('button').focus();
}

export function closeMenus() {
  for (const m of document.querySelectorAll('.menu')) m.remove();
}

// drawQuestion lists the viewer's options as numbered buttons with their
// details; number keys pick them.
export function drawQuestion(t, ctx) {
  const q = t.question;
  if (t.outcome && t.outcome.over) return null;
  if (q.player < 0 || !(q.options || []).length) {
    const waiting = (t.waiting || []).filter(s => s !== t.viewer);
    const names = waiting.map(s => seatName(t.players[s], ctx, t));
    return h('div.question.idle', null, names.length ? `Waiting for ${names.join(' and ')}…` : 'Waiting…');
  }
  return h('div.question', { 'aria-live': 'polite' },
    h('div.prompt', null, named(q.prompt, t, ctx)),
    h('ol.options', null, q.options.map((o, i) => h('li', null,
      h('button.option', { 'data-code': o.code, onclick: () => ctx.choose(i), title: o.code },
        h('span.key', null, String(i + 1)),
        h('span.label', null, named(o.label, t, ctx)),
        optionDetail(o, t) ? h('span.detail', null, optionDetail(o, t)) : null)))));
}

// optionDetail is what an option shows beside its label: the game's
// detail, else the current figures of its first card.
function optionDetail(o, t) {
  if (o.detail) return o.detail;
  const hd = (o.cards || [])[0];
  if (hd === undefined) return '';
  const c = findCard(t, hd);
  if (!c || !c.stats || o.label.includes(c.stats)) return '';
  return c.printed ? `${c.stats} (printed ${c.printed})` : c.stats;
}

// findCard is the card with handle hd on the table, or null.
export function findCard(t, hd) {
  let found = null;
  const walk = cards => {
    for (const c of cards || []) {
      if (c.handle === hd) found = c;
      walk(c.attached);
    }
  };
  for (const p of t.players) for (const z of p.zones || []) walk(z.cards);
  for (const z of t.zones || []) walk(z.cards);
  return found;
}

// drawCardDetails shows a card's whole text from the game's catalog, with
// its figures now.
export function drawCardDetails(c, book) {
  const info = book && book.get(c.id);
  return h('div.card-details', null,
    h('div.card-details-name', null, c.name || (info && info.name) || 'a card'),
    info ? h('div.card-details-type', null, [info.type, info.stats].filter(Boolean).join(' · ')) : null,
    c.stats ? h('div.card-details-now', null, 'Now: ', c.stats, c.printed ? ` (printed ${c.printed})` : '') : null,
    c.status && c.status.length ? h('div', null, c.status.join(', ')) : null,
    info && info.text ? h('div.card-details-text', null, info.text.split('\n').map(line => h('p', null, line))) : null);
}

// drawLog lists log entries, the latest last, with seats called by their
// players' names.
export function drawLog(entries, t, ctx) {
  return entries.map(e => h('li', { 'data-kind': e.kind }, t ? named(e.text, t, ctx) : e.text));
}

// named puts the players' names in a text of the game's, which calls each
// seat by the name its table gives ("Player 2").
export function named(text, t, ctx) {
  if (!ctx || !ctx.seats || !text) return text;
  for (const p of t.players) {
    const s = ctx.seats[p.seat];
    if (s && s.name && s.name !== p.name) text = text.split(p.name).join(s.name);
  }
  return text;
}

// headline says where the game stands: turn, phase, whose turn.
export function headline(t, ctx) {
  const parts = [];
  if (t.turn) parts.push(`Turn ${t.turn}`);
  if (t.phase) parts.push(t.phase);
  if (t.active >= 0 && t.players[t.active]) parts.push(t.active === t.viewer ? 'your turn' : `${seatName(t.players[t.active], ctx, t)}'s turn`);
  return parts.join(' · ');
}

// applyPatch returns table t with an update frame's patch applied: the
// top-level fields it names, whole; under players, each player's changed
// counters and zones (by index); under zones, the changed shared zones.
export function applyPatch(t, patch) {
  const out = { ...t, players: t.players.map(p => ({ ...p, zones: [...p.zones] })), zones: [...t.zones] };
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'players') {
      for (const [i, pp] of Object.entries(v)) {
        const p = out.players[Number(i)];
        if (pp.counters) p.counters = pp.counters;
        for (const [j, z] of Object.entries(pp.zones || {})) p.zones[Number(j)] = z;
      }
    } else if (k === 'zones') {
      for (const [j, z] of Object.entries(v)) out.zones[Number(j)] = z;
    } else {
      out[k] = v;
    }
  }
  return out;
}
