// Small helpers to build the page. Text always goes in as text, never as
// markup, so names, chat and card text from other people cannot inject
// anything.

// h makes an element: h('div.card.face-up', {title: 'x', onclick: f}, child, ...).
// Children are nodes, strings (as text), arrays of them, or null.
export function h(spec, attrs, ...children) {
  const [tag, ...classes] = spec.split('.');
  const el = document.createElement(tag || 'div');
  if (classes.length) el.className = classes.join(' ');
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
      else if (k === 'dataset') Object.assign(el.dataset, v);
      else if (k === 'value') el.value = v;
      else if (k === 'checked') el.checked = !!v;
      else el.setAttribute(k, v === true ? '' : String(v));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else if (c instanceof Node) el.appendChild(c);
    else el.appendChild(document.createTextNode(String(c)));
  }
}

// mount replaces the contents of el with children.
export function mount(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

// api calls the server's JSON API and returns the answer, or throws an
// Error whose message says what went wrong and whose problems list every
// problem the server gave.
export async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.headers['Content-Type'] = 'application/json';
    opts.body = JSON.stringify(body);
  }
  const resp = await fetch(path, opts);
  let data = null;
  try { data = await resp.json(); } catch { /* not JSON */ }
  if (!resp.ok) {
    const err = new Error((data && data.error) || `${resp.status} ${resp.statusText}`);
    err.problems = (data && data.problems) || [];
    err.status = resp.status;
    throw err;
  }
  return data;
}

// errorBox shows an error and every problem it lists.
export function errorBox(err) {
  return h('div.error', { role: 'alert' },
    h('strong', null, err.message),
    err.problems && err.problems.length ? h('ul', null, err.problems.map(p => h('li', null, p))) : null);
}

// navigate shows another page of the app without reloading.
export function navigate(path) {
  history.pushState(null, '', path);
  window.dispatchEvent(new Event('popstate'));
}

// link is an anchor that navigates inside the app.
export function link(path, ...children) {
  return h('a', { href: path, onclick: e => { if (e.button === 0 && !e.metaKey && !e.ctrlKey) { e.preventDefault(); navigate(path); } } }, ...children);
}
