-- Accounts: a person's name and password (its argon2id hash only), their
-- sessions (the hash of each session's token, never the token), the
-- cards they own of each game, and their decks. Deleting an account
-- deletes all of these with it.
CREATE TABLE accounts (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    -- name_key is the name as names are compared: lower case. Two
    -- accounts never share one.
    name_key      TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_by_account ON sessions (account_id);

-- The copies of each card (by its id in the game's catalog, which keeps
-- the exact printing) an account owns.
CREATE TABLE collection (
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    game       TEXT NOT NULL,
    card       TEXT NOT NULL,
    copies     INTEGER NOT NULL,
    PRIMARY KEY (account_id, game, card)
);

-- A deck: its cards as JSON ([{"card": "BS26/13", "count": 3}, ...]).
-- A built deck holds real copies from the collection. share_code, when
-- not '', lets anyone read the deck by that code.
CREATE TABLE decks (
    id         TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    game       TEXT NOT NULL,
    format     TEXT NOT NULL DEFAULT '',
    name       TEXT NOT NULL,
    cards      TEXT NOT NULL,
    built      INTEGER NOT NULL DEFAULT 0,
    share_code TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX decks_by_account ON decks (account_id, game);
CREATE UNIQUE INDEX decks_by_share_code ON decks (share_code) WHERE share_code <> '';

-- An account's matches, for its history.
CREATE INDEX seats_by_account ON seats (account_id) WHERE account_id <> '';
