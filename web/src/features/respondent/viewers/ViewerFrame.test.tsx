import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { VIEWERS } from '../../../../../shared/src/projects/constants.ts';
import { initI18n, loadTexts } from '../../../i18n/i18n.ts';
import { ViewerFrame } from './ViewerFrame.tsx';

const render = (viewer: (typeof VIEWERS)[number]) =>
  renderToStaticMarkup(
    <ViewerFrame viewer={viewer} brand="Lumen">
      <video id="stimulus-media" />
    </ViewerFrame>,
  );

describe('ViewerFrame', () => {
  beforeAll(async () => {
    await initI18n('it');
    await loadTexts('respondent');
  });

  it.each(VIEWERS)('%s: the stimulus sits inside the mock-up, once', (viewer) => {
    const html = render(viewer);
    expect(html).toContain(`data-viewer="${viewer}"`);
    expect(html.match(/id="stimulus-media"/g)).toHaveLength(1);
  });

  it('feeds show the brand as a sponsored post, in the audience language', () => {
    for (const viewer of ['facebook', 'instagram'] as const) {
      const html = render(viewer);
      expect(html).toContain('<strong>Lumen</strong>');
      expect(html).toContain('Sponsorizzato');
    }
    expect(render('facebook')).toContain('Mi piace');
    expect(render('instagram')).toContain('Scopri di più');
    expect(render('tiktok')).toContain('@Lumen');
  });

  it('YouTube shows the pre-roll ad marks; TV shows only the player', () => {
    const youtube = render('youtube');
    expect(youtube).toContain('Annuncio');
    expect(youtube).toContain('Il video inizierà dopo l’annuncio');
    const tv = render('tv');
    expect(tv).not.toContain('Lumen');
    expect(tv).not.toContain('Annuncio');
  });
});
