import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { initI18n, loadTexts } from '../../../i18n/i18n.ts';
import { ATTENTION_CHECK, type AttentionCheckOption } from '../../../../../shared/src/fieldwork/index.ts';
import { AttentionCheckStep } from './AttentionCheckStep.tsx';

describe('AttentionCheckStep', () => {
  beforeAll(async () => {
    await initI18n('it');
    await loadTexts('respondent');
  });

  it('names the option to choose in the respondent language and lists the options in the order it is given', () => {
    const order: AttentionCheckOption[] = ['yellow', 'blue', 'red', 'green'];
    expect([...order].sort()).toEqual([...ATTENTION_CHECK.options].sort());
    const html = renderToStaticMarkup(
      <AttentionCheckStep options={order} position={3} count={3} onSubmit={() => {}} />,
    );
    expect(html).toContain('Blu');
    expect(html).toContain('Domanda 3 di 3');
    const places = ['Giallo', 'Blu', 'Rosso', 'Verde'].map((label) => html.lastIndexOf(label));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
  });
});
