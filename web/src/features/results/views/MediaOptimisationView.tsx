import { useTranslation } from 'react-i18next';
import { CUT_KEEP_SHARE, type AssetAnalysis } from '@adpulse/shared/analysis/index';
import type { Viewer } from '@adpulse/shared/projects/constants';
import { useFormats } from '../data/use-formats.ts';
import type { ClickAssumptionsState } from '../model/click-assumptions.ts';
import { anchorId } from '../model/insights.ts';
import { NormBadge } from './badges.tsx';
import { ClickScenarioCalculator } from './ClickScenario.tsx';
import { CpmCalculator } from './CpmCalculator.tsx';
import { DataTable } from './DataTable.tsx';

/** The shortest cut on the video's timeline: what to keep, drawn to scale. */
function CutBar({
  start,
  end,
  duration,
  colour,
  label,
}: {
  start: number;
  end: number;
  duration: number;
  colour: string;
  label: string;
}) {
  const share = (value: number) => `${((100 * value) / Math.max(duration, 1)).toFixed(2)}%`;
  return (
    <svg className="ap-cutbar" role="img" aria-label={label} width="100%" height="20">
      <rect x="0" y="6" width="100%" height="8" rx="4" fill="#eeeaf7" />
      <rect x={share(start)} y="2" width={share(end - start)} height="16" rx="4" fill={colour} />
    </svg>
  );
}

/**
 * Media optimisation (methodology, section 7): for every placement the global index against that
 * placement's norm; the shortest cut; the click scenario; the effective CPM calculator.
 */
export function MediaOptimisationView({
  asset,
  colour,
  viewer,
  assumptions,
}: {
  asset: AssetAnalysis;
  colour: string;
  viewer: Viewer | null;
  assumptions: ClickAssumptionsState;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { cut, viewers } = asset.mediaOptimisation;
  const index = asset.globalIndex.value;
  return (
    <section className="ap-card ap-section" id={anchorId.section('media')} aria-labelledby="media-title">
      <h2 id="media-title" className="ap-section-title">
        {t('results.media.title')}
      </h2>
      {cut ? (
        <div className="ap-cut" data-testid="shortest-cut">
          <h3 className="ap-subtitle">{t('results.media.cutTitle')}</h3>
          <p>
            {t('results.media.cut', {
              start: formats.number(cut.start, 1),
              end: formats.number(cut.end, 1),
              duration: formats.unit(cut.duration.value, 'seconds'),
              kept: formats.unit(cut.keptShare, 'share'),
              target: formats.unit(CUT_KEEP_SHARE, 'share'),
              total: formats.unit(asset.duration, 'seconds'),
            })}
          </p>
          <p className="ap-estimate__interval">
            {t('results.estimate.interval', { interval: formats.estimate(cut.duration, 'seconds').interval })}{' '}
            · {t('results.estimate.n', { n: formats.count(cut.duration.n) })}
          </p>
          <CutBar
            start={cut.start}
            end={cut.end}
            duration={asset.duration}
            colour={colour}
            label={t('results.media.cutSpoken', {
              start: formats.number(cut.start, 1),
              end: formats.number(cut.end, 1),
              total: formats.number(asset.duration, 1),
            })}
          />
        </div>
      ) : (
        <p className="ap-muted">
          {asset.data_type === 'image' ? t('results.media.noCutImage') : t('results.media.noCut')}
        </p>
      )}
      {viewers.length > 0 ? (
        <DataTable
          caption={t('results.media.placements')}
          testId="placements-table"
          columns={[t('results.media.placement'), t('results.media.indexVsNorm'), t('results.media.norm')]}
          rows={viewers.map((entry) => {
            return [
              <>
                {t(`wizard.viewers.${entry.viewer}`)}
                {entry.viewer === viewer ? (
                  <span className="ap-muted"> · {t('results.media.yours')}</span>
                ) : null}
              </>,
              entry.norm ? <NormBadge comparison={entry.norm.comparison} seed={entry.norm.seed} /> : '–',
              entry.norm
                ? `${formats.unit(entry.norm.mean, 'score')} (${formats.range(entry.norm.low, entry.norm.high, 'score')})`
                : '–',
            ];
          })}
        />
      ) : null}
      {viewers.some((entry) => entry.norm?.seed) ? (
        <p className="ap-footnote" data-synthetic="channels">
          {t('results.media.syntheticChannels')}
        </p>
      ) : null}
      {index ? (
        <p className="ap-footnote">
          {t('results.media.indexNote', { value: formats.unit(index.value, 'score') })}
        </p>
      ) : null}
      <ClickScenarioCalculator asset={asset} viewer={viewer} assumptions={assumptions} />
      <CpmCalculator asset={asset} defaultViewer={viewer} assumptions={assumptions} />
    </section>
  );
}
