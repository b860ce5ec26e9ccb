import { Alert, Link } from '@aws-amplify/ui-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AnalysisWarning } from '@adpulse/shared/analysis/index';
import { useFormats } from '../data/use-formats.ts';
import type { ResultsSource } from '../data/results-source.ts';

/** The warnings with their own banner (live progress, simulated data) are not repeated in the list. */
const OWN_BANNER = new Set<AnalysisWarning['code']>(['partialResults', 'simulatedData']);

function assetList(t: TFunction, params: AnalysisWarning['params']): string {
  const names = Array.isArray(params.assets) ? params.assets.map(String) : [];
  const more = typeof params.more === 'number' ? params.more : 0;
  const list = names.join(', ');
  return more > 0 ? String(t('results.warnings.more', { list, more })) : list;
}

/** Spec section 8: missing or partial data shows "values may not display properly", with which case and which videos. */
export function WarningsBanner({ warnings }: { warnings: readonly AnalysisWarning[] }) {
  const { t } = useTranslation();
  const shown = warnings.filter((warning) => !OWN_BANNER.has(warning.code));
  if (shown.length === 0) return null;
  return (
    <Alert
      variation="warning"
      heading={t('errors.analysisDataWarning')}
      className="ap-banner"
      data-testid="analysis-warnings"
    >
      <ul className="ap-banner__list">
        {shown.map((warning, index) => (
          <li key={index} data-warning={warning.code}>
            {t(`results.warnings.${warning.code}`, { assets: assetList(t, warning.params) })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** Numbers from simulated respondents are labelled as such wherever they show. */
export function SimulatedBanner({ source }: { source: ResultsSource }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (source.file.format !== 'current' || !source.file.analysis) return null;
  const { analysis } = source.file;
  if (analysis.dataSource === 'measured') return null;
  return (
    <Alert
      variation="info"
      className="ap-banner ap-banner--simulated"
      data-testid="simulated-banner"
      role="note"
    >
      <strong>{t('results.simulated.title')}</strong>{' '}
      {analysis.dataSource === 'simulated'
        ? t('results.simulated.all')
        : t('results.simulated.some', {
            simulated: formats.count(analysis.respondents.simulated),
            n: formats.count(analysis.respondents.n),
            count: analysis.respondents.n,
          })}
    </Alert>
  );
}

/** An active project: its partial analysis, "n of N respondents so far", refreshed without reloading. */
export function LiveBanner({ source, fieldworkHref }: { source: ResultsSource; fieldworkHref?: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const live = source.status === 'active' || (source.run?.partial ?? false);
  if (!live) return null;
  const n = source.run?.n ?? 0;
  const target = source.run?.target ?? 0;
  const share = target > 0 ? Math.min(1, n / target) : 0;
  return (
    <section className="ap-live" aria-labelledby="live-title" data-testid="live-banner">
      <div className="ap-live__head">
        <span className="ap-live__dot" aria-hidden="true" />
        <h2 id="live-title" className="ap-live__title">
          {t('results.live.title')}
        </h2>
        <span className="ap-live__count" role="status" data-n={n} data-target={target}>
          {source.run
            ? t('results.live.progress', {
                n: formats.count(n),
                target: formats.count(target),
                count: target,
              })
            : t('results.live.waiting')}
        </span>
      </div>
      {source.run ? (
        <div
          className="ap-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={n}
          aria-label={t('results.live.progressLabel')}
        >
          <span style={{ width: `${(100 * share).toFixed(1)}%` }} />
        </div>
      ) : null}
      <p className="ap-muted ap-live__note">
        {t('results.live.note')}{' '}
        {t('results.live.updated', { time: new Date(source.fetchedAt).toLocaleTimeString(formats.language) })}
        {source.running ? ` · ${t('results.live.running')}` : ''}
      </p>
      {fieldworkHref ? (
        <Link as={RouterLink} to={fieldworkHref} className="ap-live__link">
          {t('results.live.fieldworkLink')}
        </Link>
      ) : null}
    </section>
  );
}
