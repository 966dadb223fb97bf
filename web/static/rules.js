// The rules page (/rules/GAME): the game's options, the project's
// readings of its rulebook, and the rulebook itself.

import { h, mount, api, errorBox, link } from './dom.js';

export async function rulesPage(main, id) {
  let r;
  try {
    r = await api('GET', `/api/games/${id}/rules`);
  } catch (err) {
    mount(main, errorBox(err), link('/', 'Back to the lobby'));
    return () => {};
  }
  const g = r.game;
  mount(main, h('article.rules', null,
    h('h1', null, g.name),
    h('p', null, g.summary),
    h('p', null, link(`/?game=${g.id}`, 'Set up a table of this game')),
    (g.options || []).length ? h('section', null, h('h2', null, 'Rule options'),
      h('p', null, 'Where the rulebook leaves room or players disagree, the table chooses:'),
      h('dl.option-list', null, g.options.map(o => [
        h('dt', null, h('code', null, o.name), ': ', o.choices.join(', '), ` (default ${o.default})`),
        h('dd', null, o.summary)]))) : null,
    r.notes ? h('section', null, h('h2', null, 'How Omnideck reads the rules'), markdown(r.notes)) : null,
    r.rulebook ? h('section', null, h('h2', null, 'The rulebook'), h('pre.rulebook', null, r.rulebook)) : null));
  return () => {};
}

// markdown draws the rules notes: headings, paragraphs, lists, tables and
// code, as text (never as markup).
function markdown(text) {
  const out = [];
  let para = [];
  let list = null;
  let table = null;
  const flush = () => {
    if (para.length) out.push(h('p', null, inline(para.join(' '))));
    para = [];
  };
  const cells = line => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map(c => c.trim());
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (/^\s*\|/.test(line)) {
      flush(); list = null;
      const row = cells(line);
      if (row.every(c => /^:?-{3,}:?$/.test(c))) continue;
      if (!table) {
        table = h('table.md-table');
        table.append(h('tr', null, row.map(c => h('th', null, inline(c)))));
        out.push(table);
      } else {
        table.append(h('tr', null, row.map(c => h('td', null, inline(c)))));
      }
      continue;
    }
    table = null;
    if (heading) {
      flush(); list = null;
      out.push(h('h' + Math.min(6, heading[1].length + 2), null, inline(heading[2])));
    } else if (item) {
      flush();
      if (!list) { list = h('ul'); out.push(list); }
      list.append(h('li', null, inline(item[1])));
    } else if (line === '') {
      flush(); list = null;
    } else if (list && /^\s+/.test(raw)) {
      list.lastChild.append(' ', ...inline(line.trim()));
    } else {
      list = null;
      para.push(line.trim());
    }
  }
  flush();
  return out;
}

// inline turns `code`, **bold** and [links](to) into elements, the rest
// into text; a link to another file of the project reads as its text.
function inline(s) {
  const parts = [];
  const re = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let m;
  while ((m = re.exec(s))) {
    if (m.index > last) parts.push(s.slice(last, m.index));
    if (m[1] !== undefined) parts.push(h('code', null, m[1]));
    else if (m[2] !== undefined) parts.push(h('strong', null, m[2]));
    else if (/^https?:\/\//.test(m[4])) parts.push(h('a', { href: m[4], rel: 'noopener' }, inline(m[3])));
    else parts.push(...inline(m[3]));
    last = re.lastIndex;
  }
  if (last < s.length) parts.push(s.slice(last));
  return parts;
}
