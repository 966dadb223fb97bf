// Omnideck's page: a small router over the lobby, tables, replays and
// rules pages.

import { mount, h, link } from './dom.js';
import { lobbyPage } from './lobby.js';
import { tablePage } from './table.js';
import { replayPage } from './replay.js';
import { rulesPage } from './rules.js';
import { accountPage } from './account.js';
import { collectionPage } from './collection.js';
import { decksPage, sharedPage } from './decks.js';
import { builderPage } from './builder.js';
import { printPage } from './print.js';
import { drawNav } from './session.js';

const main = document.getElementById('main');
let leave = () => {};

async function route() {
  leave();
  leave = () => {};
  const path = location.pathname;
  const params = new URLSearchParams(location.search);
  let m;
  window.scrollTo(0, 0);
  if ((m = /^\/t\/([a-z0-9]+)$/.exec(path))) leave = await tablePage(main, m[1]);
  else if ((m = /^\/r\/([a-z0-9]+)$/.exec(path))) leave = await replayPage(main, m[1], params);
  else if ((m = /^\/rules\/([a-z0-9-]+)$/.exec(path))) leave = await rulesPage(main, m[1]);
  else if (path === '/account') leave = await accountPage(main, params);
  else if ((m = /^\/collection(?:\/([a-z0-9-]+))?$/.exec(path))) leave = await collectionPage(main, m[1]);
  else if (path === '/decks') leave = await decksPage(main);
  else if ((m = /^\/decks\/([a-z0-9]+)\/print$/.exec(path))) leave = await printPage(main, m[1]);
  else if ((m = /^\/decks\/(new|[a-z0-9]+)$/.exec(path))) leave = await builderPage(main, m[1], params);
  else if ((m = /^\/d\/([a-z0-9]+)$/.exec(path))) leave = await sharedPage(main, m[1]);
  else if (path === '/') leave = await lobbyPage(main, params);
  else mount(main, h('h1', null, 'Not found'), link('/', 'Back to the lobby'));
}

window.addEventListener('popstate', route);
drawNav();
route();
