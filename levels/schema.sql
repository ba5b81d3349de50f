-- The Tiles campaign lives in this one table. The game creates it (if missing) and then runs
-- every other levels/*.sql file in name order; see levels/README.md.
CREATE TABLE IF NOT EXISTS levels (
    ix INTEGER PRIMARY KEY,
    background TEXT NOT NULL DEFAULT 'default',
    map TEXT NOT NULL,
    name TEXT NOT NULL,
    par INTEGER NOT NULL,
    pack TEXT NOT NULL DEFAULT 'campaign'
);
