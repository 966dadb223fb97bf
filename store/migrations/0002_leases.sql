-- Several servers may share one PostgreSQL database. Each match is served
-- by one of them at a time: the one whose lease names it, renewed while it
-- serves the match. expires_at is in milliseconds of the database's own
-- clock, so the servers' clocks need not agree. Once it has passed,
-- another server may take the match over from its stored record. A server
-- alone (SQLite) takes no leases.
CREATE TABLE leases (
    match_id   TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    replica    TEXT NOT NULL,
    address    TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX leases_by_replica ON leases (replica);

-- Keys the servers sharing the database hold in common. "peer" marks a
-- request one server forwards to another as coming from a peer.
CREATE TABLE server_keys (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
