import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { initI18n, loadTexts } from '../../../i18n/i18n.ts';
import { evokedOrder } from '../../../../../shared/src/fieldwork/index.ts';
import { EvokedStep } from './EvokedStep.tsx';

describe('EvokedStep', () => {
  beforeAll(async () => {
    await initI18n('de');
    await loadTexts('respondent');
  });

  it('lists the eight emotions in the audience language and lets the respondent say none was felt', () => {
    const html = renderToStaticMarkup(
      <EvokedStep
        stimulusId="ad-a"
        emotions={evokedOrder('session-1', 'ad-a')}
        position={2}
        count={2}
        onSubmit={() => {}}
      />,
    );
    for (const label of [
      'Belustigt',
      'Verärgert',
      'Ehrfürchtig',
      'Zufrieden',
      'Angewidert',
      'Begeistert',
      'Ängstlich',
      'Traurig',
    ])
      expect(html).toContain(label);
    expect(html).toContain('Werbung 2 von 2');
    expect(html).toContain('Keines davon');
    expect(html).not.toContain('Wie stark');
  });

  it('lists them in the order it is given, the respondent’s own', () => {
    const order = evokedOrder('session-2', 'ad-a');
    const html = renderToStaticMarkup(
      <EvokedStep stimulusId="ad-a" emotions={order} position={1} count={1} onSubmit={() => {}} />,
    );
    const places = order.map((emotion) => html.indexOf(`evoked-${emotion}`));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
  });
});
