import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ScreenerOptions } from '../../../../../shared/src/fieldwork/index.ts';
import { initI18n, loadTexts } from '../../../i18n/i18n.ts';
import { ConsentStep } from './ConsentStep.tsx';
import { ScreenerStep } from './ScreenerStep.tsx';

const options: ScreenerOptions = {
  minAge: 18,
  maxAge: 65,
  genders: ['female', 'male'],
  regions: [{ id: 'north', name: 'Nord-Ovest' }],
};

describe('respondent entry steps', () => {
  beforeAll(async () => {
    await initI18n('it');
    await loadTexts('respondent');
  });

  it('consent says what is measured, that no video leaves the device and how long data is kept', () => {
    const html = renderToStaticMarkup(<ConsentStep retentionDays={90} onAgree={() => {}} />);
    expect(html).toContain('Nessun video lascia il tuo dispositivo');
    expect(html).toContain('per 90 giorni');
    expect(html).toContain('Partecipa con la webcam');
    expect(html).toContain('Partecipa senza webcam');
  });

  it('the screener asks age, the test genders and the region, in the audience language', () => {
    const html = renderToStaticMarkup(<ScreenerStep options={options} onSubmit={async () => {}} />);
    expect(html).toContain('La tua età');
    expect(html).toContain('Donna');
    expect(html).toContain('Nord-Ovest');
  });

  it('without regions in the audience the screener does not ask for one', () => {
    const html = renderToStaticMarkup(
      <ScreenerStep options={{ ...options, regions: [] }} onSubmit={async () => {}} />,
    );
    expect(html).not.toContain('Regione');
  });
});
