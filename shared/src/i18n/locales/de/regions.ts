/**
 * The region names of an audience, written once: the wizard's audience step (screens group) and
 * the respondent's screener (respondent group) both read them, and this small module is all the
 * respondent bundle takes of the wizard's texts.
 */
export const deRegions = {
  northWest: 'Nordwesten',
  northEast: 'Nordosten',
  centre: 'Mitte',
  south: 'Süden',
  sardinia: 'Sardinien',
  other: 'Sonstige',
};
