import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartColour, pairHeadline, type Analysis } from '@adpulse/shared/analysis/index';
import { abHeadlineText } from '@adpulse/shared/analysis/format';
import { LineChart } from '../../../components/chart/svg/LineChart.tsx';
import { useFormats } from '../data/use-formats.ts';
import { useProjectResults } from '../data/use-project-results.ts';
import { COMPARED_KPIS, KPIS } from '../model/kpis.ts';
import { kpiLead, overlaidCurves } from '../model/overlay.ts';
import { rankedVideos, type ResultVideo } from '../model/videos.ts';
import { EstimateText } from './EstimateText.tsx';

/** One side of the overlay: its project, its analysis, and the ad chosen (the best ranked first). */
interface Side {
  key: 'main' | 'comparison';
  project: string;
  videos: ResultVideo[];
  video: ResultVideo;
  colour: string;
  label: string;
}

function useSide(projectId: string): { name: string; analysis: Analysis } | null {
  const { source } = useProjectResults(projectId);
  const analysis = source?.file.format === 'current' ? source.file.analysis : null;
  const name = source?.projectName ?? '';
  // The same run's file is the same object: the chart is redrawn only for new numbers.
  return useMemo(() => (analysis ? { name, analysis } : null), [name, analysis]);
}

/** Which ad of a project with several is overlaid: a select, by rank. */
function AdPicker({ side, onChange }: { side: Side; onChange: (assetId: string) => void }) {
  const { t } = useTranslation();
  if (side.videos.length < 2) return null;
  return (
    <label className="ap-overlay__pick">
      <span>{t('results.overlay.pick', { project: side.project })}</span>
      <select
        value={side.video.assetId}
        onChange={(event) => onChange(event.target.value)}
        data-testid={`overlay-pick-${side.key}`}
      >
        {side.videos.map((video) => (
          <option key={video.assetId} value={video.assetId}>
            {video.rank === null ? video.name : `#${video.rank} ${video.name}`}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The comparison's two ads on the same time axis (a plain SVG panel each for attention, valence
 * and engagement, each ad a colour with its bands), their headline KPIs side by side, and the
 * probability that one's global index beats the other's, from the two analyses' bootstrap
 * replicates (docs/methodology.md, "Comparing two projects"). Shown once both projects have
 * current-format results.
 */
export function ComparisonOverlay({ projectId, otherId }: { projectId: string; otherId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const main = useSide(projectId);
  const other = useSide(otherId);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const sides = useMemo((): [Side, Side] | null => {
    if (!main || !other) return null;
    const make = (
      key: Side['key'],
      side: { name: string; analysis: Analysis },
      index: number,
    ): Side | null => {
      const videos = rankedVideos(side.analysis);
      const video = videos.find((entry) => entry.assetId === chosen[key]) ?? videos[0];
      if (!video) return null;
      return {
        key,
        project: side.name,
        videos,
        video,
        colour: chartColour(index),
        label: `${video.name} (${side.name})`,
      };
    };
    const first = make('main', main, 0);
    const second = make('comparison', other, 1);
    return first && second ? [first, second] : null;
  }, [main, other, chosen]);
  const panels = useMemo(
    () =>
      sides
        ? overlaidCurves(
            sides.map((side) => ({ name: side.label, colour: side.colour, asset: side.video.asset })),
          )
        : null,
    [sides],
  );
  if (!sides || !panels) return null;
  const [first, second] = sides;
  const indexOf = (side: Side) => ({
    id: side.key,
    value: side.video.asset.globalIndex.value?.value ?? null,
    replicates: side.video.asset.globalIndex.replicates,
  });
  const headline = pairHeadline(indexOf(first), indexOf(second));
  const missing = sides.find((side) => !side.video.asset.globalIndex.replicates?.length);
  const nameOf = (key: string) => sides.find((side) => side.key === key)?.label ?? key;
  return (
    <section className="ap-card ap-section ap-overlay" aria-labelledby="overlay-title" data-testid="overlay">
      <h2 id="overlay-title" className="ap-section-title">
        {t('results.overlay.title')}
      </h2>
      <p className="ap-muted">{t('results.overlay.intro')}</p>
      <div className="ap-overlay__picks">
        {sides.map((side) => (
          <AdPicker
            key={side.key}
            side={side}
            onChange={(assetId) => setChosen((previous) => ({ ...previous, [side.key]: assetId }))}
          />
        ))}
      </div>
      <div className="ap-overlay__panels">
        {panels.map((panel, index) => (
          <LineChart
            key={panel.metric}
            label={t('results.overlay.chartLabel', {
              metric: t(`results.chart.${panel.metric}`),
              first: first.label,
              second: second.label,
            })}
            series={panel.series}
            xRange={panel.xRange}
            yRange={panel.yRange}
            xTitle={t('results.chart.time')}
            yTitle={t(`results.chart.${panel.metric}`)}
            legend={index === 0}
            bandName={index === 0 ? t('results.chart.band') : undefined}
            height={200}
          />
        ))}
      </div>
      <h3 className="ap-compare__subtitle">{t('results.overlay.probabilityTitle')}</h3>
      <p
        className="ap-ranking__headline"
        data-testid="overlay-headline"
        data-ab={headline?.kind ?? 'none'}
        data-probability={headline?.probability ?? ''}
      >
        {headline
          ? abHeadlineText(t, formats, headline, nameOf)
          : t('results.overlay.noProbability', { name: missing?.label ?? first.label })}
      </p>
      <p className="ap-footnote">{t('results.overlay.probabilityNote')}</p>
      <h3 className="ap-compare__subtitle">{t('results.overlay.kpis')}</h3>
      <table className="ap-overlay__kpis" data-testid="overlay-kpis">
        <thead>
          <tr>
            <th scope="col">{t('results.overlay.metric')}</th>
            {sides.map((side) => (
              <th scope="col" key={side.key} data-side={side.key}>
                <span className="ap-swatch" style={{ background: side.colour }} aria-hidden="true" />
                {side.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARED_KPIS.map((key) => {
            const lead = kpiLead(key, first.video.asset, second.video.asset);
            return (
              <tr key={key} data-kpi={key}>
                <th scope="row">{t(`results.kpi.${key}.name`)}</th>
                {sides.map((side, index) => (
                  <td key={side.key} data-side={side.key}>
                    <EstimateText
                      estimate={KPIS[key].estimate(side.video.asset)}
                      unit={KPIS[key].unit}
                      size="inline"
                    />
                    {lead?.side === index ? (
                      <span
                        className="ap-overlay__lead"
                        data-testid="overlay-lead"
                        data-probability={lead.probability}
                        data-basis={lead.basis}
                      >
                        {t('results.overlay.higher', {
                          probability: formats.count(Math.floor(1000 * lead.probability) / 10),
                        })}
                      </span>
                    ) : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="ap-footnote">{t('results.overlay.higherNote')}</p>
    </section>
  );
}
