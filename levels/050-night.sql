-- Chapter 5: Night
-- A picture to open, then five and six colours on the biggest boards, up to 16×12.
--
-- One INSERT per level; see levels/README.md for the columns and the map format.

-- 36. Crescent Moon: 10×10, 6 colours; drawn by hand.
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (36, 'campaign', 'Crescent Moon', 'night', 12, '
BBBBBBBBBB
MMMYYYMMMM
BBYYBBBBCB
MYYMMMMMCM
BYYBBBBBBB
MYYMMMCMMM
BBYYBBCBBB
MMMYYYMMMM
BBBBBBBBBB
GGRGGGGRGG
');

-- 37. Night Market: 12×10, 5 colours; built backwards by ClearableBoardBuilder(skyline: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10], height: 10, colours: RYGBM, group sizes: [2, 3, 3, 4, 5]) from SeededGenerator(seed: 23).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (37, 'campaign', 'Night Market', 'night', 25, '
GRGBGMGYYMMR
GMYYBMGGMBRM
GMYRBGBBRRGM
GMYRBGYGYBGM
GBYYBYMBRBGB
MBYBGGRGRGMB
YBGYBGMGRYMG
YMGYRBYRYYMG
YMGBRBYBMGRG
MRGMMGYMMBRB
');

-- 38. City Skyline: 13×11, 5 colours; built backwards by ClearableBoardBuilder(skyline: [6, 6, 9, 9, 4, 11, 11, 7, 7, 10, 5, 5, 8], height: 11, colours: BMCYR, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 27).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (38, 'campaign', 'City Skyline', 'night', 22, '
.....CB......
.....YB..C...
..MC.YB..R...
..BC.YR..R..R
..RY.CBBYR..Y
BMMY.CBCCM..C
BCRY.MRBCMMRC
BYYCBBMCBBYBC
YCRMYRRBRMYBY
YCBBBCMBRCYMM
YBRMYYRCYCRBB
');

-- 39. Fireflies: 13×11, 6 colours; built backwards by ClearableBoardBuilder(skyline: [11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11], height: 11, colours: BMCYRG, group sizes: [2, 3, 3, 4, 5]) from SeededGenerator(seed: 18).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (39, 'campaign', 'Fireflies', 'night', 33, '
YCCGBMBGYMBCB
BGCRGMCGBYBCC
BGCGBMGGYCRYB
BGYMBRMGYBRYR
BCBYGCBGMGMYR
BRRYMRCCMGRYB
YCRBRMBMGCGCR
BBYMGYBMGCGCR
BRBMGYBRGYGYR
YRYMMCBRRMRBC
CCGYGGMGCMYBY
');

-- 40. Aurora: 14×11, 6 colours; built backwards by ClearableBoardBuilder(skyline: [7, 8, 9, 10, 11, 11, 10, 9, 8, 8, 9, 10, 11, 11], height: 11, colours: GCBMYR, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 10).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (40, 'campaign', 'Aurora', 'night', 32, '
....MR......CB
...RCMB....GYM
..MRCGBR..CCRM
.BRBBGGRMYRGRM
BCBMBGCRBYCMRM
BCMCBCCGBYCBBG
YCGCRMCGCMCBRG
YGMRMGYGYMCMRR
GRMCYCCGYCYRCB
GCBCRRYRYCGYMB
GCYYCCYBCMMBCY
');

-- 41. Constellations: 14×12, 6 colours; built backwards by ClearableBoardBuilder(skyline: [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12], height: 12, colours: BMCYRG, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 14).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (41, 'campaign', 'Constellations', 'night', 38, '
YCYMCBRBMCMGCG
YGYMCYRBMRMBGB
YGGCCYCYMGCBGC
BGGCGYCYYBYYYC
RCRMGBMBYBGBMC
RGCBMMCBYGRBCB
MRRBCRCGMBCRYY
BGGCCYCGBCBBGM
GMGBRMMRYYBBCM
GRMMCMRRMCYRMB
YYRRMRYGMCYRMB
BRBBBCMMCYYCMC
');

-- 42. Owl Hour: 15×12, 6 colours; built backwards by ClearableBoardBuilder(skyline: [8, 10, 12, 12, 11, 9, 8, 8, 9, 11, 12, 12, 10, 8, 6], height: 12, colours: BMCYRG, group sizes: [2, 3, 3, 4]) from SeededGenerator(seed: 44).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (42, 'campaign', 'Owl Hour', 'night', 35, '
..GB......GM...
..GGG....GYR...
.YMBR....RYRR..
.MMGCC..MGGRY..
YMRBCCMBBGMMRR.
MBRYYBCMYBYMRR.
MBCGBRCBYCMMYYR
CBCBYBMBMRYRYYC
CBMBMYRYRBYYMGC
YRMBYMCYRBCBCGC
CMGGYGRCMBCYCYC
CYCBGGRCGGBBMMM
');

-- 43. Small Hours: 15×12, 6 colours; built backwards by ClearableBoardBuilder(skyline: [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12], height: 12, colours: BMCYRG, group sizes: [2, 2, 3, 3, 4]) from SeededGenerator(seed: 54).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (43, 'campaign', 'Small Hours', 'night', 40, '
BYRGGBCMYBMBMCR
BYRRYBGCYBRBGYR
BYCRRCGCGBYBBYB
BCGBCYYCYMYCBCM
GCMBBRMMRBRGYYM
GMYMYCRRRRMGYCB
GCYYYBCCBBMCBGY
RYRCRGRMCBGCRRY
YBRMYGRCYYGRBGY
YBCBRGRBGCCGYGG
YBMMRCCYBRMGYCB
YBMGYBRMBCMCGMM
');

-- 44. Midnight: 16×12, 6 colours; built backwards by ClearableBoardBuilder(skyline: [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12], height: 12, colours: BMCYRG, group sizes: [2, 2, 3, 3, 4]) from SeededGenerator(seed: 26).
INSERT OR REPLACE INTO levels (ix, pack, name, background, par, map) VALUES (44, 'campaign', 'Midnight', 'night', 45, '
CBBYGGCRCYRMMYMR
BGBGBGCRGCMYCBRR
BYBGBRCRBBRBGYBB
BYRGCBCBBYRBGCMR
MMRCBBGRRYRCGGMC
CBMBBYBYBBRYRMRY
CRBRRBRYBBMBRCYY
MYBCCBCYMMRYCMYY
MYMYGBCMCGCYBYMC
MYBCMCBRCGCMGYYB
MYRCMCCRCBYMCRRB
GRRCGYRBGMMBMYYR
');
