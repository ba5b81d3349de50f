-- Chapter 4: Harbor
-- Two pictures in six colours, then four and five colours on boards up to 12×10.
--
-- One INSERT per level; see levels/README.md for the columns and the map format.

-- 27. Sailboat: 8×9, 6 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (27, 'campaign', 'Sailboat', 'harbor', 6, '
CCCCMCCC
CCCCMCCC
CCCYGCCC
CCYYGCCC
CYYYGCCC
RRRRRRRR
CRRRRRRC
BBBBBBBB
BBBBBBBB
');

-- 28. Lighthouse: 8×9, 6 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (28, 'campaign', 'Lighthouse', 'harbor', 8, '
CCCMMCCC
CCRRRRCC
CCCYYCCC
CCCRRCCC
CCCYYCCC
CCCRRCCC
CCGYYGCC
BBGGGGBB
BBBBBBBB
');

-- 29. Breakwater: 10×8, 4 colours; built backwards by ClearableBoardBuilder(skyline: [8, 7, 6, 5, 4, 4, 5, 6, 7, 8], height: 8, colours: BCGY, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 5).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (29, 'campaign', 'Breakwater', 'harbor', 13, '
B........Y
GY......BY
CYB....YBY
YGGY..GYCG
YBYCYBGBCG
YGYGGYYYCG
CGYCYBGBYB
BYBBYCGBGB
');

-- 30. Fishing Nets: 10×9, 5 colours; built backwards by ClearableBoardBuilder(skyline: [9, 9, 9, 9, 9, 9, 9, 9, 9, 9], height: 9, colours: BCRYG, group sizes: [2, 3, 3, 4, 5]) from SeededGenerator(seed: 21).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (30, 'campaign', 'Fishing Nets', 'harbor', 18, '
BRYBRBCYCR
BRYBRBYRBC
BGYCRRRGBG
GCYCGCYGBB
YCGCGRYGGB
YGGCBBCYRR
BBGCRRBYRB
YGBBRGBCGG
RRRBGRRGRG
');

-- 31. Cranes: 11×9, 5 colours; built backwards by ClearableBoardBuilder(skyline: [9, 4, 4, 9, 3, 3, 9, 5, 5, 9, 6], height: 9, colours: RYBCG, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 2).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (31, 'campaign', 'Cranes', 'harbor', 17, '
C..C..G..G.
Y..C..G..B.
Y..G..G..G.
R..G..Y..GC
R..G..YGRBC
RCBB..YCBRC
RGYGRCCGGBB
YGBCRRYRRYR
YCBCYYGCYYC
');

-- 32. Container Yard: 11×8, 5 colours; built backwards by ClearableBoardBuilder(skyline: [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8], height: 8, colours: RGBYM, group sizes: [4, 4, 5, 6]) from SeededGenerator(seed: 10).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (32, 'campaign', 'Container Yard', 'harbor', 13, '
YGRMYBGYRMG
YMMBYBGYRYG
YGMBYBGBRGG
BGMBMYGBRGG
BBRBBYRBBYY
BGRBMBRYBYY
BGMGYGGYRYM
YGRYYYGYRMM
');

-- 33. High Tide: 12×9, 5 colours; built backwards by ClearableBoardBuilder(skyline: [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9], height: 9, colours: BCGRY, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 30).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (33, 'campaign', 'High Tide', 'harbor', 28, '
BYBBCGYBCRYR
BGRGGCCCYRYG
YGBGBRYBGRYB
YBCCYRYRBBCB
BRRBYBGBGRCB
BGCRYRGRBGCY
CRYGBRCGCGCY
CYGGBRBYCBGY
CYBYBRGGCBYR
');

-- 34. Dry Dock: 12×10, 5 colours; built backwards by ClearableBoardBuilder(skyline: [10, 10, 9, 6, 5, 5, 5, 5, 6, 9, 10, 10], height: 10, colours: RYBCM, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 42).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (34, 'campaign', 'Dry Dock', 'harbor', 27, '
BM........CB
RMR......CCC
RBC......CMY
RMC......YMY
MMRR....CMRC
BYYMYCMBRBMB
MMCYYBMYMBYR
CYCBMBMYMCYC
CBMBYBRBMBYC
BYMRCBRCRBMB
');

-- 35. Harbor Lights: 12×10, 5 colours; built backwards by ClearableBoardBuilder(skyline: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10], height: 10, colours: BCRYM, group sizes: [2, 2, 3, 3, 4]) from SeededGenerator(seed: 22).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (35, 'campaign', 'Harbor Lights', 'harbor', 27, '
RRYCCYBMMCRY
MBMMRCCCYRCB
CCRBRYCRBBRR
MBRBRCRMBYMB
YRRBRCCMYYRB
YRRCCMRMYRMB
CRBCBBRCMRCY
CYBYCCRYBRCY
YBMYBMBYBYMC
MBMYCYCYRMCR
');
