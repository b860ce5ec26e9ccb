/**
 * The region names of an audience, written once: the wizard's audience step (screens group) and
 * the respondent's screener (respondent group) both read them, and this small module is all the
 * respondent bundle takes of the wizard's texts.
 */
export const zhRegions = {
  northWest: '西北',
  northEast: '东北',
  centre: '中部',
  south: '南部',
  sardinia: '撒丁岛',
  other: '其他',
};
