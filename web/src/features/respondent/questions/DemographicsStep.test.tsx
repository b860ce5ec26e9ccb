import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { initI18n, loadTexts } from '../../../i18n/i18n.ts';
import { DemographicsStep, toDemographics } from './DemographicsStep.tsx';

describe('DemographicsStep', () => {
  beforeAll(async () => {
    await initI18n('fr');
    await loadTexts('respondent');
  });

  it('keeps what was answered and leaves out what was not', () => {
    expect(toDemographics({ education: 'university', employment: '', children: 'no' })).toEqual({
      education: 'university',
      children: false,
    });
    expect(toDemographics({ education: '', employment: '', children: '' })).toEqual({});
  });

  it('refuses a value the contract does not know', () => {
    expect(() => toDemographics({ education: 'kindergarten', employment: '', children: '' })).toThrow();
  });

  it('asks the three questions in the audience language, each optional', () => {
    const html = renderToStaticMarkup(<DemographicsStep onSubmit={() => {}} />);
    expect(html).toContain('Niveau d’études');
    expect(html).toContain('Retraité(e)');
    expect(html).toContain('Je préfère ne pas répondre');
  });
});
