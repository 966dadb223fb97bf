-- Matches are stored as the record of a game (its replay header: game,
-- rules, cards, configuration) plus its decisions, one row each, so that
-- seed + cards + decisions play the game again exactly.
CREATE TABLE matches (
    id         TEXT PRIMARY KEY,
    game       TEXT NOT NULL,
    header     TEXT NOT NULL,
    settings   TEXT NOT NULL,
    status     TEXT NOT NULL,
    outcome    TEXT NOT NULL DEFAULT '',
    moves      INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX matches_by_status ON matches (status, updated_at);

CREATE TABLE moves (
    match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    code     TEXT NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (match_id, seq)
);

-- A seat belongs to a guest (the hash of the token in its invite link and
-- cookie), later to an account, or to a program (kind 'ai').
CREATE TABLE seats (
    match_id   TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    kind       TEXT NOT NULL,
    agent      TEXT NOT NULL DEFAULT '',
    name       TEXT NOT NULL DEFAULT '',
    token_hash TEXT NOT NULL DEFAULT '',
    account_id TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (match_id, seat)
);

-- What people said at the table, and what the table itself noted (an
-- undo, a seat taken over), in order.
CREATE TABLE notes (
    match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    name     TEXT NOT NULL,
    text     TEXT NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (match_id, seq)
);
