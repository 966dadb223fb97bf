// The account page (/account): sign up or log in; once logged in, the
// games played with links to them, changing the password, logging out
// and deleting the account.

import { h, mount, api, errorBox, navigate, link } from './dom.js';
import { account, setAccount } from './session.js';

export async function accountPage(main, params) {
  let a = null;
  try { a = await account(); } catch (err) { mount(main, errorBox(err)); return () => {}; }
  if (!a) drawLogIn(main, params);
  else await drawAccount(main, a);
  return () => {};
}

// next is where to go after logging in: a page of this site only.
function next(params) {
  const n = params.get('next') || '';
  return n.startsWith('/') && !n.startsWith('//') ? n : '/account';
}

function drawLogIn(main, params) {
  const form = (kind) => {
    const name = h('input', { name: 'name', autocomplete: 'username', required: true, maxlength: 24, 'aria-label': 'Name' });
    const password = h('input', { name: 'password', type: 'password', required: true, minlength: kind === 'signup' ? 8 : null,
      autocomplete: kind === 'signup' ? 'new-password' : 'current-password', 'aria-label': 'Password' });
    const errors = h('div.form-errors', { 'aria-live': 'polite' });
    const button = h('button.primary', { type: 'submit' }, kind === 'signup' ? 'Sign up' : 'Log in');
    return h(`form.account-form.${kind}`, { onsubmit: async e => {
      e.preventDefault();
      button.disabled = true;
      try {
        const r = await api('POST', `/api/account/${kind}`, { name: name.value, password: password.value });
        setAccount(r.account);
        navigate(next(params));
      } catch (err) {
        mount(errors, errorBox(err));
        button.disabled = false;
      }
    } },
    h('h2', null, kind === 'signup' ? 'New here? Sign up' : 'Log in'),
    h('label.stacked', null, 'Name', name),
    h('label.stacked', null, 'Password', password),
    kind === 'signup' ? h('p.hint', null, 'At least 8 characters. Nothing else is asked: no e-mail, no real name.') : null,
    errors,
    button);
  };
  mount(main,
    h('section.intro', null,
      h('h1', null, 'Your account'),
      h('p', null, 'With an account, Omnideck keeps your card collection and your decks for every game, and the games you play, on any browser you log in on. You can play as a guest without one; if you sign up later, the games of this browser come with you.')),
    h('div.account-forms', null, form('signup'), form('login')));
}

async function drawAccount(main, a) {
  const history = h('div.history', null, h('p.loading', null, 'Loading your games…'));
  const password = h('input', { type: 'password', autocomplete: 'current-password', 'aria-label': 'Current password' });
  const fresh = h('input', { type: 'password', autocomplete: 'new-password', minlength: 8, 'aria-label': 'New password' });
  const pwNote = h('div', { 'aria-live': 'polite' });
  const delPassword = h('input', { type: 'password', autocomplete: 'current-password', 'aria-label': 'Password to delete the account' });
  const sure = h('input', { type: 'checkbox', 'aria-label': 'I understand' });
  const delNote = h('div', { 'aria-live': 'polite' });
  mount(main,
    h('section.intro', null,
      h('h1', null, a.name),
      h('p', null, 'Your ', link('/collection', 'collection'), ', your ', link('/decks', 'decks'), ', and the games you have played.'),
      h('button', { onclick: async () => {
        await api('POST', '/api/account/logout');
        setAccount(null);
        navigate('/');
      } }, 'Log out')),
    h('section', null, h('h2', null, 'Your games'), history),
    h('section.account-settings', null,
      h('form.account-form', { onsubmit: async e => {
        e.preventDefault();
        try {
          await api('POST', '/api/account/password', { password: password.value, new_password: fresh.value });
          password.value = fresh.value = '';
          mount(pwNote, h('p.ok', null, 'Your password is changed; your other browsers are logged out.'));
        } catch (err) { mount(pwNote, errorBox(err)); }
      } },
      h('h2', null, 'Change your password'),
      h('label.stacked', null, 'Current password', password),
      h('label.stacked', null, 'New password', fresh),
      pwNote,
      h('button', { type: 'submit' }, 'Change the password')),
      h('form.account-form.danger', { onsubmit: async e => {
        e.preventDefault();
        if (!sure.checked) { mount(delNote, errorBox(new Error('Tick the box first: this cannot be undone.'))); return; }
        try {
          await api('POST', '/api/account/delete', { password: delPassword.value });
          setAccount(null);
          navigate('/');
        } catch (err) { mount(delNote, errorBox(err)); }
      } },
      h('h2', null, 'Delete your account'),
      h('p', null, 'Your collection, decks and sessions are deleted at once. The games you played stay, as the other players\' records, without your account.'),
      h('label.stacked', null, 'Password', delPassword),
      h('label.check', null, sure, ' I understand this cannot be undone'),
      delNote,
      h('button.warn', { type: 'submit' }, 'Delete my account'))));
  try {
    const r = await api('GET', '/api/account/matches');
    mount(history, r.matches.length ? h('ul.table-list', null, r.matches.map(m => h('li.table-row', null,
      h('span.table-game', null, m.game_name),
      h('span.table-seats', null, m.seats.map((n, i) => i === m.seat ? `${n} (you)` : n).join(', '),
        m.result ? h('span.result-note', null, ' · ', m.won ? 'won: ' : '', m.result) : null),
      m.status === 'finished' ? link(`/r/${m.id}`, 'Replay') : link(`/t/${m.id}`, m.status === 'open' ? 'Back to the table' : 'Back to the game'))))
      : h('p.none', null, 'None yet: ', link('/', 'sit down at a table'), '.'));
  } catch (err) { mount(history, errorBox(err)); }
}
