-- A small level pack: import it with
--     clearfield levels import levels/examples/starter-pack.sql
-- A pack file holds only INSERT, UPDATE, DELETE and SELECT statements (WITH too) on its two
-- tables, `pack` (one row describing the pack) and `levels` (one row per level). See
-- levels/README.md, "Level packs".

INSERT INTO pack (name, author, version, description)
VALUES ('Starter', 'Clearfield examples', '1', 'Three small boards to try importing a pack.');

-- par may be left out: the solver computes it (the fewest moves it finds).
INSERT INTO levels (ix, name, map) VALUES (1, 'Two Blocks', '
RRGG
RRGG
');

INSERT INTO levels (ix, name, background, par, map) VALUES (2, 'Drop In', 'default', 3, '
.G..
RGB.
RBBR
');

INSERT INTO levels (ix, name, map) VALUES (3, 'Stairs', '
...B
..BG
.BGR
BGRR
');

-- A pack may change its own rows, for instance to rename a level.
UPDATE levels SET name = 'Two Squares' WHERE ix = 1;
