/**
 * The region names of an audience, written once: the wizard's audience step (screens group) and
 * the respondent's screener (respondent group) both read them, and this small module is all the
 * respondent bundle takes of the wizard's texts.
 */
export const itRegions = {
  northWest: 'Nord Ovest',
  northEast: 'Nord Est',
  centre: 'Centro',
  south: 'Sud',
  sardinia: 'Sardegna',
  other: 'Altro',
};
