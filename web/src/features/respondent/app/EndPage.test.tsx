import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { itRespondent } from '@adpulse/shared/i18n/locales/it/respondent';
import { initI18n, loadTexts } from '../../../i18n/i18n.ts';
import { EndPage } from './EndPage.tsx';

const end = itRespondent.respondent.end;

describe('the end page of a test', () => {
  beforeAll(async () => {
    await initI18n('it');
    await loadTexts('respondent');
  });

  it('says why the test ended, in the audience language', () => {
    expect(renderToStaticMarkup(<EndPage outcome="complete" />)).toContain(end.complete.body);
    expect(renderToStaticMarkup(<EndPage outcome="screenout" />)).toContain(end.screenout.body);
    expect(renderToStaticMarkup(<EndPage outcome="overquota" />)).toContain(end.overquota.body);
    expect(renderToStaticMarkup(<EndPage outcome="quality" />)).toContain(end.quality.body);
    expect(renderToStaticMarkup(<EndPage outcome="closed" />)).toContain(end.closed.title);
  });

  it('an unknown outcome thanks without claiming one', () => {
    const html = renderToStaticMarkup(<EndPage outcome={null} />);
    expect(html).toContain(end.other.title);
    expect(html).not.toContain(end.complete.body);
  });
});
