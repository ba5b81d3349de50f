-- Chapter 3: Dunes
-- Mostly four colours on boards up to 10×10; small groups that must be brought together.
--
-- One INSERT per level; see levels/README.md for the columns and the map format.

-- 18. Pyramid: 9×7, 4 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (18, 'campaign', 'Pyramid', 'dunes', 4, '
CCCCCCCYY
CCCCRCCYY
CCCRRRCCC
CCRRRRRCC
CRRRMRRRC
CRRRMRRRC
YYYYYYYYY
');

-- 19. Oasis: 9×6, 5 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (19, 'campaign', 'Oasis', 'dunes', 6, '
CCGGGCCCC
CGGRGGCCC
CCCRCCCCC
CCCRCCCCC
YYYRYYBBY
YYYYYBBBY
');

-- 20. First Dune: 8×8, 4 colours; built backwards by ClearableBoardBuilder(skyline: [2, 3, 5, 7, 8, 7, 5, 4], height: 8, colours: YRMB, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 27).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (20, 'campaign', 'First Dune', 'dunes', 11, '
....Y...
...RMM..
...RMB..
..MRMRB.
..MBYRBM
.BYBMRMB
YYBYYBMB
RRMRMBYY
');

-- 21. Caravan: 9×8, 4 colours; built backwards by ClearableBoardBuilder(skyline: [5, 6, 5, 4, 6, 8, 7, 5, 6], height: 8, colours: YRGB, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 28).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (21, 'campaign', 'Caravan', 'dunes', 14, '
.....R...
.....RY..
.B..BYG.B
YBR.YGYBG
RBYGBRRGB
RGYRBGGYR
RBGGBRYYR
YBGRYYRBR
');

-- 22. Scorpion Ridge: 9×8, 4 colours; built backwards by ClearableBoardBuilder(skyline: [3, 4, 6, 8, 8, 7, 5, 3, 2], height: 8, colours: RYMG, group sizes: [2, 2, 3, 3, 4]) from SeededGenerator(seed: 24).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (22, 'campaign', 'Scorpion Ridge', 'dunes', 12, '
...GR....
...GMR...
..YYRM...
..MGMMG..
.RRGRMG..
MYYMMYYR.
MRMGRYYRY
MYMRGMMRY
');

-- 23. Mirage: 9×9, 4 colours; built backwards by ClearableBoardBuilder(skyline: [9, 9, 9, 9, 9, 9, 9, 9, 9], height: 9, colours: CYMB, group sizes: [3, 3, 4, 5]) from SeededGenerator(seed: 14).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (23, 'campaign', 'Mirage', 'dunes', 17, '
CBBMBMBYC
CBCMYMMYM
MBYMYYBYM
YMCMBMBCM
CMCCBMBYM
BYCMBCBMC
BCBMBYMBM
BCCMCMYYM
BMCYMMYBM
');

-- 24. Sandstorm: 9×9, 4 colours; built backwards by ClearableBoardBuilder(skyline: [9, 9, 9, 9, 9, 9, 9, 9, 9], height: 9, colours: YRMB, group sizes: [2, 2, 3]) from SeededGenerator(seed: 27).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (24, 'campaign', 'Sandstorm', 'dunes', 19, '
MRYMBBBBR
YRYRBRMYY
YYMRYBYMY
MBMMBMRBB
RBYRMBBYM
MYBRMYMBB
MBRBYMBRR
MYRMYRBBY
RYBMRMYRB
');

-- 25. Twin Dunes: 10×9, 4 colours; built backwards by ClearableBoardBuilder(skyline: [3, 5, 7, 9, 7, 5, 6, 8, 9, 7], height: 9, colours: YRBG, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 18).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (25, 'campaign', 'Twin Dunes', 'dunes', 15, '
...B....R.
...B...GY.
..YGY..YYR
..BGG.BGBR
.RBRBRBYYG
.RBGBRYRBG
GGBRYRGGRY
BRYRYYGYBY
BYGGBRBGRY
');

-- 26. Dune Sea: 10×10, 4 colours; built backwards by ClearableBoardBuilder(skyline: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10], height: 10, colours: YRMB, group sizes: [2, 2, 3, 3, 4]) from SeededGenerator(seed: 1).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (26, 'campaign', 'Dune Sea', 'dunes', 20, '
YMMMRBRYRR
MRRMMRRMBM
MBYYMMMMRM
YBRYRBRMYR
RYBMMMRYRR
RMBMBBRMBB
BYBRRYBYYM
BMYBRBRRBM
BRYBYBMBRR
MRYBRMRRYM
');
