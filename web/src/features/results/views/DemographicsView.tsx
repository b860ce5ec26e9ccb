import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  DEMOGRAPHIC_DIMENSIONS,
  SURVEY_MIN_ANSWERS,
  type AssetAnalysis,
  type DemographicCell,
  type DemographicDimension,
  type Estimate,
} from '@adpulse/shared/analysis/index';
import { useFormats } from '../data/use-formats.ts';
import type { Unit } from '@adpulse/shared/analysis/format';
import { anchorId } from '../model/insights.ts';
import { DataTable } from './DataTable.tsx';

const REGION_KEYS: Record<string, string> = {
  'north-west': 'northWest',
  'north-east': 'northEast',
  centre: 'centre',
  south: 'south',
  sardinia: 'sardinia',
  other: 'other',
};

/** A cut's name: Male, 18–25, North West (a region the app does not know keeps its id). */
export function segmentLabel(t: TFunction, dimension: DemographicDimension, key: string): string {
  if (dimension === 'gender') return key === 'male' || key === 'female' ? t(`wizard.audience.${key}`) : key;
  if (dimension === 'age') return key.replace('group', '').replace('_', '–');
  const region = REGION_KEYS[key];
  return region ? t(`wizard.regions.${region as 'centre'}`) : key;
}

const COLUMNS: {
  key: keyof Pick<
    DemographicCell,
    'globalIndex' | 'attention' | 'valence_kpi' | 'engagement_kpi' | 'emotion_score_kpi'
  >;
  unit: Unit;
  label: string;
}[] = [
  { key: 'globalIndex', unit: 'score', label: 'globalIndex' },
  { key: 'attention', unit: 'percent', label: 'attention' },
  { key: 'valence_kpi', unit: 'score', label: 'valence' },
  { key: 'engagement_kpi', unit: 'score', label: 'engagement' },
  { key: 'emotion_score_kpi', unit: 'percent', label: 'emotionScore' },
];

/** The KPIs per gender, age group and region, each with its interval; small cells are flagged. */
export function DemographicsView({ asset }: { asset: AssetAnalysis }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const cell = (estimate: Estimate | null, unit: Unit) => {
    if (!estimate) return '–';
    const shown = formats.estimate(estimate, unit);
    return (
      <span className="ap-cell-estimate">
        <strong>{shown.value}</strong> <span className="ap-estimate__interval">{shown.interval}</span>
      </span>
    );
  };
  const dimensions = DEMOGRAPHIC_DIMENSIONS.filter((dimension) => asset.demographics[dimension].length > 0);
  const small = dimensions.some((dimension) =>
    asset.demographics[dimension].some((entry) => entry.notSignificant),
  );
  return (
    <section
      className="ap-card ap-section"
      id={anchorId.section('demographics')}
      aria-labelledby="demographics-title"
    >
      <h2 id="demographics-title" className="ap-section-title">
        {t('results.demographics.title')}
      </h2>
      <p className="ap-muted">{t('results.demographics.intro')}</p>
      {dimensions.length === 0 ? <p>{t('results.demographics.none')}</p> : null}
      {dimensions.map((dimension) => (
        <DataTable
          key={dimension}
          caption={t(`results.demographics.${dimension}`)}
          testId={`demographics-${dimension}`}
          columns={[
            t(`results.demographics.${dimension}`),
            t('results.demographics.respondents'),
            ...COLUMNS.map((column) => t(`results.kpi.${column.label as 'attention'}.name`)),
          ]}
          rows={asset.demographics[dimension].map((entry) => [
            <>
              {segmentLabel(t, dimension, entry.key)}
              {entry.notSignificant ? (
                <span
                  className="ap-flag"
                  title={t('results.demographics.small', {
                    min: SURVEY_MIN_ANSWERS,
                    count: SURVEY_MIN_ANSWERS,
                  })}
                >
                  {' '}
                  *
                  <span className="ap-visually-hidden">
                    {t('results.demographics.small', { min: SURVEY_MIN_ANSWERS, count: SURVEY_MIN_ANSWERS })}
                  </span>
                </span>
              ) : null}
            </>,
            t('results.demographics.counts', {
              n: formats.count(entry.n),
              count: entry.n,
              measured: formats.count(entry.measured),
            }),
            ...COLUMNS.map((column) => cell(entry[column.key], column.unit)),
          ])}
        />
      ))}
      {small ? (
        <p className="ap-footnote">
          * {t('results.demographics.small', { min: SURVEY_MIN_ANSWERS, count: SURVEY_MIN_ANSWERS })}
        </p>
      ) : null}
    </section>
  );
}
