/**
 * The region names of an audience, written once: the wizard's audience step (screens group) and
 * the respondent's screener (respondent group) both read them, and this small module is all the
 * respondent bundle takes of the wizard's texts.
 */
export const frRegions = {
  northWest: 'Nord-Ouest',
  northEast: 'Nord-Est',
  centre: 'Centre',
  south: 'Sud',
  sardinia: 'Sardaigne',
  other: 'Autres',
};
