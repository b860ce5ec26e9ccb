import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { FileName } from './FileName.tsx';

describe('FileName', () => {
  it('shows a short name as it is', () => {
    expect(renderToStaticMarkup(<FileName name="teaser.mp4" />)).toBe('<span>teaser.mp4</span>');
  });

  it('shortens a long name, with the full name on hover and for screen readers', () => {
    const html = renderToStaticMarkup(<FileName name="summer-campaign-final-cut.mp4" />);
    expect(html).toContain('title="summer-campaign-final-cut.mp4"');
    expect(html).toContain('<span aria-hidden="true">summer-campaign….mp4</span>');
    expect(html).toContain('<span class="ap-visually-hidden">summer-campaign-final-cut.mp4</span>');
  });
});
