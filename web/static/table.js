// The table page (/t/ID): one game as the viewer's seat sees it, live over
// a WebSocket. Frames are numbered; a gap asks the server for a snapshot,
// and a dropped connection comes back on its own and picks up where it
// was.

import { h, mount, api, errorBox, navigate, link } from './dom.js';
import { CardBook, drawTable, drawQuestion, drawCardDetails, drawLog, headline, closeMenus, named, applyPatch, clockText } from './render.js';
import { games, cardBook } from './games.js';
import { savedDecks, deckChoices } from './lobby.js';
import { account } from './session.js';

export async function tablePage(main, id) {
  let info;
  try {
    info = await api('GET', `/api/tables/${id}`);
  } catch (err) {
    mount(main, h('h1', null, 'No such table'), errorBox(err), link('/', 'Back to the lobby'));
    return () => {};
  }
  const page = new TablePage(main, id, info);
  await page.start();
  return () => page.stop();
}

class TablePage {
  constructor(main, id, info) {
    this.main = main;
    this.id = id;
    this.info = info;
    this.frame = null;
    this.log = [];
    this.notes = [];
    this.seq = 0;
    this.nextID = 0;
    this.pending = false;
    this.stopped = false;
    this.retry = 0;
    this.inspected = null;
    this.onKey = e => this.key(e);
  }

  async start() {
    const all = await games();
    this.game = all.games.find(g => g.id === this.info.game);
    this.book = new CardBook([]);
    cardBook(this.info.game).then(b => { this.book = b; });
    document.body.dataset.game = this.info.game;
    this.build();
    document.addEventListener('keydown', this.onKey);
    this.clockTimer = setInterval(() => {
      for (const el of this.main.querySelectorAll('[data-deadline]')) el.textContent = clockText(Number(el.dataset.deadline));
    }, 1000);
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearInterval(this.clockTimer);
    document.removeEventListener('keydown', this.onKey);
    delete document.body.dataset.game;
    if (this.ws) this.ws.close(1000, 'left the page');
  }

  // build lays out the page's parts once; frames fill them.
  build() {
    const name = this.game ? this.game.name : this.info.game;
    this.el = {
      head: h('div.headline', { 'aria-live': 'polite' }),
      status: h('div.conn'),
      join: h('div.join'),
      goal: h('details.goal', null, h('summary', null, 'How to win'), h('p.goal-text')),
      board: h('div.board'),
      question: h('div.question-box'),
      tools: h('div.tools'),
      details: h('div.details', null, h('p.hint', null, 'Point at a card or tap it to read it.')),
      log: h('ol.log', { 'aria-label': 'Game log' }),
      notes: h('ol.notes', { 'aria-label': 'Table chat' }),
      chat: h('form.chat', { onsubmit: e => this.sendChat(e) },
        h('input', { name: 'text', maxlength: 500, placeholder: 'Say something to the table', autocomplete: 'off', 'aria-label': 'Chat message' }),
        h('button', { type: 'submit' }, 'Send')),
      result: h('div.result'),
      toast: h('div.toast', { role: 'status' }),
    };
    const invite = `${location.origin}/t/${this.id}`;
    mount(this.main,
      h('div.table-page', null,
        h('div.table-bar', null,
          h('h1', null, name),
          this.el.head,
          h('span.spacer'),
          link(`/rules/${this.info.game}`, 'Rules'),
          h('button.linkish', { onclick: () => this.copy(invite), title: invite }, 'Copy invite link'),
          this.el.status),
        this.el.goal,
        this.el.join,
        this.el.result,
        h('div.layout', null,
          this.el.board,
          h('aside.side', null,
            this.el.question,
            this.el.tools,
            this.el.details,
            h('section.log-box', null, h('h2', null, 'Log'), this.el.log),
            h('section.chat-box', null, h('h2', null, 'Chat'), this.el.notes, this.el.chat)))),
      this.el.toast);
    this.main.addEventListener('click', () => closeMenus());
  }

  connect() {
    if (this.stopped) return;
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${proto}//${location.host}/api/tables/${this.id}/socket`);
    this.ws = ws;
    this.seq = 0;
    ws.onopen = () => { this.retry = 0; this.setConn(''); this.pending = false; this.pendingID = 0; };
    ws.onmessage = e => this.receive(JSON.parse(e.data));
    ws.onclose = () => {
      if (this.stopped || ws !== this.ws) return;
      const wait = Math.min(10000, 300 * 2 ** this.retry++);
      this.setConn('Connection lost: reconnecting…');
      setTimeout(() => this.connect(), wait);
    };
  }

  setConn(text) {
    mount(this.el.status, text ? h('span.badge.warn', null, text) : null);
  }

  send(req) {
    req.id = ++this.nextID;
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(req));
    return req.id;
  }

  receive(f) {
    if (f.seq !== this.seq + 1) {
      // A frame went missing: ask for the whole table again.
      this.seq = f.seq;
      this.send({ type: 'sync' });
      return;
    }
    this.seq = f.seq;
    switch (f.type) {
      case 'snapshot':
        this.log = f.log || [];
        this.notes = f.notes || [];
        this.show(f, true);
        break;
      case 'update':
        if (f.patch) {
          if (!this.frame) { this.send({ type: 'sync' }); return; }
          f.table = applyPatch(this.frame.table, f.patch);
        }
        this.log.push(...(f.log || []));
        this.notes.push(...(f.notes || []));
        this.show(f, false);
        break;
      case 'ack':
        // Frames before the ack may still show the question answered;
        // the ack's version is the first to show the move.
        if (f.id === this.pendingID) { this.awaitVersion = f.version; this.settle(); }
        break;
      case 'error':
        this.toast(f.error);
        if (f.id === this.pendingID) this.settle();
        break;
    }
  }

  // settle ends the wait for the answer to a move: the question may be
  // answered again (frames that came meanwhile are already drawn).
  settle() {
    this.pending = this.frame && this.frame.version < (this.awaitVersion || 0);
    this.pendingID = 0;
    if (this.frame) {
      mount(this.el.board, drawTable(this.frame.table, this.ctx()));
      this.drawQuestion();
    }
  }

  show(f, whole) {
    this.frame = f;
    if (this.pending && !this.pendingID && f.version >= (this.awaitVersion || 0)) this.pending = false;
    const t = f.table;
    const ctx = this.ctx();
    mount(this.el.head, headline(t, ctx));
    this.el.goal.querySelector('.goal-text').textContent = t.goal || this.game?.summary || '';
    mount(this.el.board, drawTable(t, ctx));
    this.drawQuestion();
    this.drawJoin(f);
    this.drawTools(f);
    this.drawResult(f);
    const atEnd = this.el.log.scrollHeight - this.el.log.scrollTop - this.el.log.clientHeight < 40;
    if (whole) mount(this.el.log, drawLog(this.log, t, ctx));
    else this.el.log.append(...drawLog(f.log || [], t, ctx));
    if (whole || atEnd) this.el.log.scrollTop = this.el.log.scrollHeight;
    mount(this.el.notes, this.notes.map(n => h('li' + (n.seat < 0 ? '.table-note' : ''), null,
      n.seat >= 0 ? h('b', null, n.name + ': ') : null, n.text)));
    this.el.notes.scrollTop = this.el.notes.scrollHeight;
    if (this.inspected) this.inspect(this.inspected, true);
  }

  ctx() {
    return {
      seats: this.frame ? this.frame.seats : [],
      interactive: !this.pending,
      choose: i => this.choose(i),
      inspect: (c, hover) => this.inspect(c, hover),
    };
  }

  drawQuestion() {
    mount(this.el.question, drawQuestion(this.frame.table, this.ctx()));
    if (this.pending) for (const b of this.el.question.querySelectorAll('button')) b.disabled = true;
  }

  choose(i) {
    const f = this.frame;
    const o = f && f.table.question.options[i];
    if (!o || this.pending) return;
    this.pending = true;
    for (const b of this.el.question.querySelectorAll('button')) b.disabled = true;
    this.pendingID = this.send({ type: 'move', code: o.code, epoch: f.epoch, version: f.version });
  }

  key(e) {
    if (e.target.closest('input, textarea, select') || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Escape') return closeMenus();
    const opts = this.frame && this.frame.table.question.options;
    if (!opts || !/^[0-9]$/.test(e.key)) return;
    // One digit picks options 1-9; a second digit within a moment makes
    // a two-digit number for longer lists.
    const d = e.key;
    if (this.digits && Date.now() - this.digitsAt < 700) {
      const n = Number(this.digits + d);
      this.digits = '';
      if (n >= 1 && n <= opts.length) this.choose(n - 1);
      return;
    }
    const n = Number(d);
    if (opts.length >= 10 && n >= 1 && n * 10 <= opts.length) {
      this.digits = d;
      this.digitsAt = Date.now();
      clearTimeout(this.digitTimer);
      this.digitTimer = setTimeout(() => { if (this.digits) { this.digits = ''; this.choose(n - 1); } }, 700);
      return;
    }
    if (n >= 1 && n <= opts.length) this.choose(n - 1);
  }

  inspect(c, hover) {
    if (!c) return;
    this.inspected = c;
    mount(this.el.details, drawCardDetails(c, this.book));
  }

  drawJoin(f) {
    const free = (f.seats || []).filter(s => s.free);
    if (f.seat >= 0 || !free.length || f.status === 'finished') {
      mount(this.el.join, f.seat < 0 ? h('p.watching', null, f.status === 'finished' ? 'This game is over.' : 'You are watching.') : null);
      return;
    }
    const nameInput = h('input', { name: 'name', maxlength: 24, placeholder: 'Your name', 'aria-label': 'Your name', value: localStorage.getItem('omnideck.name') || '' });
    account().then(a => { if (a && !nameInput.value) nameInput.value = a.name; }).catch(() => {});
    // At a table not yet begun, a seat may bring one of the account's
    // saved decks.
    const deckSel = h('select', { name: 'deck', 'aria-label': 'Your deck', hidden: true });
    if (f.status === 'open' && this.game) {
      savedDecks(this.game).then(mine => {
        if (!mine.length) return;
        mount(deckSel, h('option', { value: '' }, 'the deck this table deals'), deckChoices(mine));
        deckSel.hidden = false;
      });
    }
    mount(this.el.join, h('div.join-box', null,
      h('p', null, f.status === 'open' ? 'This table has a free seat. Take it to play:' : 'A seat is free at this game:'),
      nameInput, deckSel,
      free.map(s => h('button.primary', { onclick: async () => {
        localStorage.setItem('omnideck.name', nameInput.value);
        const req = { seat: s.seat, name: nameInput.value };
        if (deckSel.value.startsWith('saved:')) req.saved_deck = deckSel.value.slice('saved:'.length);
        try {
          await api('POST', `/api/tables/${this.id}/join`, req);
          // The seat's cookie is set: connect again as that seat.
          this.ws.close();
        } catch (err) { mount(this.el.join, errorBox(err)); }
      } }, `Sit in seat ${s.seat + 1}`))));
  }

  drawTools(f) {
    const tools = [];
    const u = f.undo;
    if (u && u.asked && u.asked.waiting.includes(f.seat)) {
      const by = f.seats[u.asked.by];
      tools.push(h('div.undo-ask', null, `${by ? by.name : 'A player'} asks to take back their last choice.`,
        h('button', { onclick: () => this.send({ type: 'undo-answer', agree: true }) }, 'Agree'),
        h('button', { onclick: () => this.send({ type: 'undo-answer', agree: false }) }, 'Refuse')));
    } else if (u && u.asked && u.asked.by === f.seat) {
      tools.push(h('span.hint', null, 'Waiting for the others to agree to your undo…'));
    } else if (u) {
      tools.push(h('button', { disabled: !u.can, title: u.can ? 'Take back your last choice' : u.why, onclick: () => this.send({ type: 'undo', epoch: f.epoch, version: f.version }) }, 'Undo'));
      if (!u.can && u.why) tools.push(h('span.hint', null, `Undo: ${u.why}.`));
    }
    if (f.seat >= 0 && f.status !== 'finished') {
      tools.push(h('button.linkish', { onclick: async () => {
        if (!confirm('Leave your seat? Someone else may take it.')) return;
        try { await api('POST', `/api/tables/${this.id}/leave`, {}); this.ws.close(); } catch (err) { this.toast(err.message); }
      } }, 'Leave seat'));
    }
    mount(this.el.tools, tools);
  }

  drawResult(f) {
    const out = f.table.outcome;
    if (!out || !out.over) {
      mount(this.el.result);
      return;
    }
    mount(this.el.result, h('div.result-box', { role: 'status' },
      h('h2', null, 'Game over'),
      h('p', null, named(out.summary, f.table, this.ctx())),
      h('div.actions', null,
        f.seat >= 0 ? h('button.primary', { onclick: async () => {
          try {
            const t = await api('POST', `/api/tables/${this.id}/rematch`, {});
            navigate(`/t/${t.id}`);
          } catch (err) { this.toast(err.message); }
        } }, 'Rematch') : null,
        h('a.button', { href: `/api/tables/${this.id}/replay`, download: '' }, 'Save replay'),
        link(`/r/${this.id}`, 'Watch the replay'),
        link('/', 'Lobby'))));
  }

  sendChat(e) {
    e.preventDefault();
    const input = e.target.elements.text;
    const text = input.value.trim();
    if (!text) return;
    if (this.frame && this.frame.seat < 0) return this.toast('Only players can chat.');
    this.send({ type: 'chat', text });
    input.value = '';
  }

  toast(text) {
    mount(this.el.toast, h('div.toast-text', null, text));
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => mount(this.el.toast), 5000);
  }

  async copy(text) {
    try { await navigator.clipboard.writeText(text); this.toast('Invite link copied: send it to a friend.'); }
    catch { this.toast(`Invite link: ${text}`); }
  }
}
