import { useTranslation } from 'react-i18next';
import type { AssetAnalysis } from '@adpulse/shared/analysis/index';
import { useFormats } from '../data/use-formats.ts';

/**
 * What the global index of one media is made of: each component's value, its anchor, its 0-100
 * score and its weight (methodology, "Global index"), in a disclosure under the index's card.
 * Files written before the breakdown was recorded show nothing.
 */
export function GlobalIndexParts({ index }: { index: AssetAnalysis['globalIndex'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const parts = index.parts;
  if (!parts || parts.length === 0) return null;
  return (
    <details className="ap-method" data-testid="index-parts">
      <summary className="ap-method__summary">{t('results.indexParts.title')}</summary>
      <p className="ap-method__text">{t('results.indexParts.intro')}</p>
      <ul className="ap-index-parts">
        {parts.map((part) => (
          <li key={part.component} data-component={part.component}>
            <strong>{t(`results.kpi.${part.component}.name`)}</strong>
            <span className="ap-muted">
              {t('results.indexParts.line', {
                value: formats.number(part.value, 1),
                score: formats.number(part.score, 1),
                weight: formats.unit(part.weight, 'share'),
                mean: formats.number(part.anchor.mean, 1),
                sd: formats.number(part.anchor.sd, 1),
              })}
            </span>
          </li>
        ))}
      </ul>
      {index.anchorsSynthetic ? (
        <p className="ap-method__text" data-synthetic="reference">
          {t('results.indexParts.synthetic')}
        </p>
      ) : null}
    </details>
  );
}
