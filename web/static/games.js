// The games the server offers, fetched once per page load.

import { api } from './dom.js';
import { CardBook } from './render.js';

let gamesPromise = null;
const books = new Map();

// games is the server's answer to GET /api/games: {games, agents}.
export function games() {
  if (!gamesPromise) gamesPromise = api('GET', '/api/games').catch(err => { gamesPromise = null; throw err; });
  return gamesPromise;
}

// cardBook is the cards of game id people may read.
export function cardBook(id) {
  if (!books.has(id)) {
    books.set(id, api('GET', `/api/games/${id}/cards`).then(r => new CardBook(r.cards)).catch(() => new CardBook([])));
  }
  return books.get(id);
}
