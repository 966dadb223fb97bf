// The account this browser is logged in as: asked of the server once per
// page load and after each change, and shown in the page's top bar.

import { h, mount, api, link } from './dom.js';

let current = null;

// account is the logged-in account ({name, created}), or null for a
// guest.
export function account() {
  if (!current) {
    current = api('GET', '/api/account').then(r => r.account).catch(err => { current = null; throw err; });
  }
  return current;
}

// setAccount records a log-in, sign-up or log-out and redraws the top bar.
export function setAccount(a) {
  current = Promise.resolve(a);
  drawNav();
}

// drawNav fills the top bar: the pages of an account, and who is logged
// in (or how to log in).
export async function drawNav() {
  const nav = document.getElementById('nav');
  if (!nav) return;
  let a = null;
  try { a = await account(); } catch { /* shown as a guest */ }
  const who = a ? link('/account', a.name) : link('/account', 'Log in or sign up');
  who.classList.add('who');
  if (a) who.setAttribute('title', 'Your account');
  mount(nav, link('/', 'Play'), link('/collection', 'Collection'), link('/decks', 'Decks'), who);
}

// needAccount draws, in place of a page that needs an account, a short
// note and the way to log in, coming back to the page afterwards.
export function needAccount(main, what) {
  const back = location.pathname + location.search;
  mount(main, h('section.need-account', null,
    h('h1', null, what),
    h('p', null, 'This needs an account: it keeps your cards and decks on the server, for every browser you log in on.'),
    h('p', null, link('/account?next=' + encodeURIComponent(back), 'Log in or sign up'), ' — it takes a name and a password, nothing else.')));
}
