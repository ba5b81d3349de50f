-- Chapter 1: First Steps
-- Small boards that teach the rules: groups, falling tiles, closing columns, and that order matters.
--
-- One INSERT per level; see levels/README.md for the columns and the map format.

-- 1. Hello, Tiles: 4×4, 2 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (1, 'campaign', 'Hello, Tiles', 'default', 2, '
RRGG
RRGG
RRGG
RRGG
');

-- 2. Falling Into Place: 4×4, 2 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (2, 'campaign', 'Falling Into Place', 'default', 3, '
RRRR
GGGG
RRRR
GGGG
');

-- 3. Close Ranks: 6×4, 3 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (3, 'campaign', 'Close Ranks', 'default', 3, '
......
.GGGG.
.GBBG.
RGBBGR
');

-- 4. Order Matters: 5×4, 2 colours; found by random search for a board whose largest group is a trap, then chosen by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (4, 'campaign', 'Order Matters', 'default', 3, '
GGGGG
RRGRR
GRGRR
RRGGG
');

-- 5. Three's Company: 5×5, 3 colours; found by random search for a 3-colour board with few groups, then chosen by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (5, 'campaign', 'Three''s Company', 'default', 5, '
RBBGG
BBRRR
GBGBR
GGGBB
GRRGG
');

-- 6. Green Canopy: 5×5, 3 colours; found by random search for a board with a single safe first move, then chosen by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (6, 'campaign', 'Green Canopy', 'default', 6, '
GGGRG
GGGGG
BBRRG
GRRGG
RBRRB
');

-- 7. Red Centre: 5×5, 3 colours; found by random search for a 3-colour board with few groups, then chosen by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (7, 'campaign', 'Red Centre', 'default', 5, '
RGGGB
BRRRB
GRRGR
GGRGR
RGRGG
');

-- 8. Red Arch: 6×5, 3 colours; found by random search for a board whose largest group is a trap, then chosen by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (8, 'campaign', 'Red Arch', 'default', 5, '
GRRRRG
GRBGRB
RRBGRR
GRGGGR
RRGRGR
');
