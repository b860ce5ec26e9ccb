import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TestStimulus } from '@adpulse/shared/fieldwork/index';
import { initI18n, loadTexts } from '../../../i18n/i18n.ts';
import { StimulusStep } from './StimulusStep.tsx';

const stimulus: TestStimulus = {
  stimulusId: 'a1',
  kind: 'video',
  src: 'https://media.example/a1.mp4',
  duration: 20,
  viewer: 'facebook',
  name: 'spring_cut_v3_FINAL.mp4',
};

const render = (advertiser: string | null, viewer: TestStimulus['viewer'] = 'facebook') =>
  renderToStaticMarkup(
    <StimulusStep
      stimulus={{ ...stimulus, viewer }}
      viewer={viewer}
      advertiser={advertiser}
      position={1}
      count={1}
      measurement={null}
      onDone={() => undefined}
    />,
  );

describe('the feed mock-ups name the advertiser', () => {
  beforeAll(async () => {
    await initI18n('it');
    await loadTexts('respondent');
  });

  it.each(['facebook', 'instagram'] as const)(
    '%s: the post header shows the client brand, never the file name',
    (viewer) => {
      const html = render('Lumen Coffee', viewer);
      expect(html).toContain('<strong>Lumen Coffee</strong>');
      expect(html).not.toContain('spring_cut_v3_FINAL');
    },
  );

  it('a client without a company name reads as a neutral advertiser, in the audience language', () => {
    const html = render(null);
    expect(html).toContain('<strong>Inserzionista</strong>');
    expect(html).not.toContain('spring_cut_v3_FINAL');
    expect(render(null, 'tiktok')).toContain('@Inserzionista');
  });
});
