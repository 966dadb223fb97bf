// The replay page (/r/ID): a finished game, step by step, from the public
// view or (once the game is over) any seat's, with a slider and play.

import { h, mount, api, errorBox, link } from './dom.js';
import { CardBook, drawTable, drawCardDetails, drawLog, headline } from './render.js';
import { games, cardBook } from './games.js';

export async function replayPage(main, id, params) {
  let first;
  let seat = Number(params.get('seat') || 0);
  try {
    first = await api('GET', `/api/tables/${id}/steps/0?seat=${seat}`);
  } catch (err) {
    mount(main, h('h1', null, 'No such replay'), errorBox(err), link('/', 'Back to the lobby'));
    return () => {};
  }
  const info = await api('GET', `/api/tables/${id}`).catch(() => null);
  const all = await games();
  const gameID = info ? info.game : '';
  const game = all.games.find(g => g.id === gameID);
  let book = new CardBook([]);
  if (gameID) cardBook(gameID).then(b => { book = b; });
  const steps = first.steps;
  const slider = h('input', { type: 'range', min: 0, max: steps, value: 0, 'aria-label': 'Step' });
  const stepText = h('span.step-text');
  const board = h('div.board');
  const log = h('ol.log', { 'aria-label': 'Game log' });
  const details = h('div.details', null, h('p.hint', null, 'Point at a card to read it.'));
  const head = h('div.headline');
  const ended = h('p.note');
  const play = h('button', { onclick: () => toggle() }, 'Play');
  const view = h('select', { 'aria-label': 'Seen by', onchange: e => { seat = Number(e.target.value); show(Number(slider.value)); } },
    h('option', { value: 0 }, 'the public (spectators)'),
    Array.from({ length: first.table.players.length }, (_, i) => h('option', { value: i + 1 }, `Player ${i + 1}`)));
  view.value = String(seat);
  let timer = null;
  let showing = 0;
  const show = async step => {
    showing = step;
    try {
      const v = await api('GET', `/api/tables/${id}/steps/${step}?seat=${seat}`);
      if (showing !== step) return;
      slider.value = step;
      stepText.textContent = `Step ${step} of ${steps}`;
      const ctx = { seats: null, interactive: false, choose: () => {}, inspect: c => mount(details, drawCardDetails(c, book)) };
      mount(head, headline(v.table, ctx));
      mount(board, drawTable(v.table, ctx));
      mount(log, drawLog(v.log));
      log.scrollTop = log.scrollHeight;
      ended.textContent = v.ended ? 'The record ends here, before the game did.' : (v.table.outcome.over ? v.table.outcome.summary : '');
    } catch (err) {
      mount(board, errorBox(err));
      stop();
    }
  };
  const stop = () => { clearInterval(timer); timer = null; play.textContent = 'Play'; };
  const toggle = () => {
    if (timer) return stop();
    if (Number(slider.value) >= steps) slider.value = 0;
    play.textContent = 'Pause';
    timer = setInterval(() => {
      const next = Number(slider.value) + 1;
      if (next > steps) return stop();
      show(next);
    }, 800);
  };
  slider.addEventListener('input', () => { stop(); show(Number(slider.value)); });
  mount(main, h('div.replay-page', null,
    h('div.table-bar', null, h('h1', null, `Replay: ${game ? game.name : 'a game'}`), head, h('span.spacer'),
      h('a.button', { href: `/api/tables/${id}/replay`, download: '' }, 'Download')),
    h('div.replay-controls', null,
      h('button', { onclick: () => { stop(); show(Math.max(0, Number(slider.value) - 1)); }, 'aria-label': 'Step back' }, '◀'),
      play,
      h('button', { onclick: () => { stop(); show(Math.min(steps, Number(slider.value) + 1)); }, 'aria-label': 'Step forward' }, '▶'),
      slider, stepText, h('label', null, 'Seen by ', view)),
    ended,
    h('div.layout', null, board, h('aside.side', null, details, h('section.log-box', null, h('h2', null, 'Log'), log)))));
  await show(0);
  return () => stop();
}
