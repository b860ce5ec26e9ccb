import { useTranslation } from 'react-i18next';
import { HEATMAP_CLEAR_BELOW, HEATMAP_RAMP, type ImageKind } from '@adpulse/shared/analysis/index';

/**
 * The heatmap's ramp as a CSS gradient, from the same stops the engine draws with; white (the
 * frame left clear) below the share it does not colour.
 */
export const HEATMAP_GRADIENT = `linear-gradient(to right, #fff 0%, #fff ${HEATMAP_CLEAR_BELOW * 100}%, ${HEATMAP_RAMP.map(
  ([share, r, g, b]) => `rgb(${r} ${g} ${b}) ${Math.max(share, HEATMAP_CLEAR_BELOW) * 100}%`,
).join(', ')})`;

/** The fogmap from hidden (dark) to clear. */
const FOG_GRADIENT = 'linear-gradient(to right, rgb(20 20 20), rgb(235 235 235))';

/** What the map's colours, fog or discs mean, for the kind of map shown. */
export function HeatmapLegend({ kind }: { kind: ImageKind }) {
  const { t } = useTranslation();
  return (
    <figure className="ap-heatmap-legend" data-testid="heatmap-legend" data-kind={kind}>
      <figcaption className="ap-heatmap-legend__title">{t('results.heatmap.legend.label')}</figcaption>
      {kind === 'gazeplot' ? null : (
        <div className="ap-heatmap-legend__scale">
          <span
            className="ap-heatmap-legend__bar"
            data-testid="heatmap-legend-bar"
            role="img"
            aria-label={`${t('results.heatmap.legend.little')} – ${t('results.heatmap.legend.most')}`}
            style={{ background: kind === 'heatmap' ? HEATMAP_GRADIENT : FOG_GRADIENT }}
          />
          <span className="ap-heatmap-legend__ends">
            <span>{t('results.heatmap.legend.little')}</span>
            <span>{t('results.heatmap.legend.most')}</span>
          </span>
        </div>
      )}
      <p className="ap-muted">{t(`results.heatmap.legend.${kind}`)}</p>
      {kind === 'gazeplot' ? null : <p className="ap-muted">{t('results.heatmap.legend.relative')}</p>}
    </figure>
  );
}
