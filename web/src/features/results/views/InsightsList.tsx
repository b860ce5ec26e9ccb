import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EVOKED_EMOTIONS } from '@adpulse/shared/fieldwork/constants';
import { BENCHMARK_METRICS, type Insight } from '@adpulse/shared/analysis/index';
import { useFormats } from '../data/use-formats.ts';
import type { NumberFormats } from '@adpulse/shared/analysis/format';
import { anchorId, type ResolvedInsight } from '../model/insights.ts';
import { KPI_OF_BENCHMARK } from '../model/kpis.ts';

const isEmotion = (value: string) => (EVOKED_EMOTIONS as readonly string[]).includes(value);
const isBenchmark = (value: string) => (BENCHMARK_METRICS as readonly string[]).includes(value);

/** An insight's sentence from the catalogue (analysis.insights.*), its parameters in words and local numbers. */
export function insightText(t: TFunction, formats: NumberFormats, insight: Insight): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(insight.params)) {
    if (typeof value === 'number') params[name] = formats.number(value, 1);
    else if (name === 'emotion' && isEmotion(value)) params[name] = t(`results.emotions.${value as 'awe'}`);
    else if (name === 'metric' && isBenchmark(value))
      params[name] = t(`results.kpi.${KPI_OF_BENCHMARK[value as 'valence']}.name`);
    else if (name === 'level' && (value === 'lv1' || value === 'lv2'))
      params[name] = t(`results.norm.${value}`);
    else params[name] = value;
  }
  return String(t(insight.key as never, params as never));
}

/** The file's insights, each a sentence with a link to the number it comes from. */
export function InsightsList({
  insights,
  linkTo,
  heading = true,
}: {
  insights: readonly ResolvedInsight[];
  /** The address of the view that shows an insight's number. */
  linkTo: (resolved: ResolvedInsight) => string;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <section
      className="ap-card ap-insights"
      id={anchorId.section('insights')}
      aria-labelledby="insights-title"
    >
      {heading ? (
        <h2 id="insights-title" className="ap-section-title">
          {t('results.insights.title')}
        </h2>
      ) : null}
      {insights.length === 0 ? (
        <p className="ap-muted">{t('results.insights.none')}</p>
      ) : (
        <ul className="ap-insights__list">
          {insights.map((resolved, index) => (
            <li key={index} data-insight={resolved.insight.kind} data-source={resolved.insight.source}>
              <span className="ap-insights__text">{insightText(t, formats, resolved.insight)}</span>{' '}
              {resolved.value !== null ? (
                <Link className="ap-insights__link" to={linkTo(resolved)}>
                  {t('results.insights.see', { value: formats.unit(resolved.value, resolved.unit) })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
