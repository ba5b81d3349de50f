-- Chapter 2: Meadow
-- Three and four colours on boards up to 8×8: plan a few moves ahead.
--
-- One INSERT per level; see levels/README.md for the columns and the map format.

-- 9. Sunflower: 7×9, 4 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (9, 'campaign', 'Sunflower', 'meadow', 4, '
CCYYYCC
CYYRYYC
CYRRRYC
CYYRYYC
CCYYYCC
CCCGCCC
CGGGCCC
CCCGGGC
GGGGGGG
');

-- 10. Tulip: 7×7, 4 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (10, 'campaign', 'Tulip', 'meadow', 5, '
CCRCRCC
CCRRRCC
CCRRRCC
CCCGCCC
CGCGCGC
CCGGGCC
YYYYYYY
');

-- 11. Clover Patch: 6×6, 3 colours; built backwards by ClearableBoardBuilder(skyline: [6, 6, 6, 6, 6, 6], height: 6, colours: RGB, group sizes: [3, 3, 4, 5]) from SeededGenerator(seed: 34).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (11, 'campaign', 'Clover Patch', 'meadow', 6, '
RGBRBR
RGRRBR
RGRGRG
RBGBBG
GBGBRR
GGBRBG
');

-- 12. Ladybird: 7×6, 4 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (12, 'campaign', 'Ladybird', 'meadow', 6, '
CCCCCCC
CCRRRCC
CRBRBRC
BRRRRRC
CRBRBRC
GGGGGGG
');

-- 13. Molehills: 7×6, 3 colours; built backwards by ClearableBoardBuilder(skyline: [3, 5, 6, 4, 3, 5, 6], height: 6, colours: RGY, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 38).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (13, 'campaign', 'Molehills', 'meadow', 8, '
..G...G
.GY..RG
.YGR.GY
GRYRYGY
YGYGYRY
YGRRGRY
');

-- 14. Beehive: 7×7, 4 colours; built backwards by ClearableBoardBuilder(skyline: [4, 6, 7, 7, 7, 6, 4], height: 7, colours: YRGM, group sizes: [3, 3, 4, 4, 5]) from SeededGenerator(seed: 9).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (14, 'campaign', 'Beehive', 'meadow', 8, '
..MYR..
.GYRRM.
.YYYGM.
MGMRRGY
MGMYMGG
MGRRGRG
MGRYGRY
');

-- 15. Hedgerow: 8×6, 4 colours; built backwards by ClearableBoardBuilder(skyline: [6, 6, 6, 6, 6, 6, 6, 6], height: 6, colours: RGBY, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 13).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (15, 'campaign', 'Hedgerow', 'meadow', 11, '
RGRRYBGY
YYRBYBGY
RRBGBRBG
BBYBBRBG
GRYBGBYY
GGYRRRGG
');

-- 16. Rolling Hills: 8×7, 4 colours; built backwards by ClearableBoardBuilder(skyline: [3, 5, 7, 6, 4, 5, 7, 6], height: 7, colours: GBYM, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 21).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (16, 'campaign', 'Rolling Hills', 'meadow', 11, '
..B...B.
..BY..YY
.MBM.MYG
.BBYGMYG
YYGYGBBG
GGYMGYMG
MBBMYMMY
');

-- 17. Haystack: 8×8, 4 colours; built backwards by ClearableBoardBuilder(skyline: [2, 4, 6, 8, 8, 6, 4, 2], height: 8, colours: YRGB, group sizes: [2, 2, 3, 3, 4]) from SeededGenerator(seed: 2).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (17, 'campaign', 'Haystack', 'meadow', 11, '
...GG...
...GG...
..YBGB..
..YBYY..
.GYBRBR.
.GYBYYB.
GBRGRGYY
BYYGRYGB
');
