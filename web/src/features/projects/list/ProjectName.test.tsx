import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProjectName } from './ProjectName.tsx';

describe('ProjectName', () => {
  it('shows a short name as it is', () => {
    expect(renderToStaticMarkup(<ProjectName name="Spring Sale 15s" />)).toBe(
      '<span class="ap-pcard__name">Spring Sale 15s</span>',
    );
  });

  it('shows a name longer than 20 characters whole: the card, not a character count, bounds it', () => {
    const html = renderToStaticMarkup(<ProjectName name="Zephyrine Hazelnut Teaser, summer cut" />);
    expect(html).toBe('<span class="ap-pcard__name">Zephyrine Hazelnut Teaser, summer cut</span>');
    expect(html).not.toContain('…');
  });
});
