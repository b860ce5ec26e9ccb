import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProjectName } from './ProjectName.tsx';

describe('ProjectName', () => {
  it('shows a name of up to 20 characters as it is', () => {
    expect(renderToStaticMarkup(<ProjectName name="Spring Sale 15s" />)).toBe('<span>Spring Sale 15s</span>');
  });

  it('shortens a longer name without a space before the ellipsis, whole for screen readers and on hover', () => {
    const html = renderToStaticMarkup(<ProjectName name="Zephyrine Hazelnut Teaser" />);
    expect(html).toContain('title="Zephyrine Hazelnut Teaser"');
    expect(html).toContain('<span aria-hidden="true">Zephyrine Hazelnut…</span>');
    expect(html).toContain('<span class="ap-visually-hidden">Zephyrine Hazelnut Teaser</span>');
  });
});
