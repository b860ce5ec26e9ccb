import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clickScenario, effectiveCpm, type AssetAnalysis } from '@adpulse/shared/analysis/index';
import { rangeText } from '@adpulse/shared/analysis/format';
import type { Viewer } from '@adpulse/shared/projects/constants';
import { useFormats } from '../data/use-formats.ts';
import type { ClickAssumptionsState } from '../model/click-assumptions.ts';
import { parseLocaleNumber } from '../model/locale-number.ts';
import { scenarioInputOf } from './ClickScenario.tsx';

const DEFAULT_CPM = '10';
const DEFAULT_IMPRESSIONS = '100000';

/**
 * The effective CPM calculator (methodology, section 7): CPM and impressions in, cost per thousand
 * attentive impressions out, with the interval that follows from the attention score's, and the
 * expected clicks of the click scenario at the chosen placement under the reader's assumptions (no
 * interval: a model; none for TV).
 */
export function CpmCalculator({
  asset,
  defaultViewer,
  assumptions,
}: {
  asset: AssetAnalysis;
  defaultViewer: Viewer | null;
  assumptions: ClickAssumptionsState;
}) {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const id = useId();
  const viewers = asset.mediaOptimisation.viewers;
  const [cpmText, setCpmText] = useState(DEFAULT_CPM);
  const [impressionsText, setImpressionsText] = useState(DEFAULT_IMPRESSIONS);
  const [viewer, setViewer] = useState<Viewer | ''>(
    viewers.find((entry) => entry.viewer === defaultViewer)?.viewer ?? viewers[0]?.viewer ?? '',
  );
  const cpm = parseLocaleNumber(cpmText, i18n.language);
  const impressions = parseLocaleNumber(impressionsText, i18n.language);
  const impressionsValid = impressions !== null && Number.isInteger(impressions);
  const attention = asset.attention.score;
  const input = viewer === '' ? null : scenarioInputOf(asset, viewer);
  const chosen = viewer === '' ? null : assumptions.assumptionsFor(viewer);
  const click = input && chosen ? clickScenario(input, chosen) : null;

  const result = useMemo(() => {
    if (cpm === null || impressions === null || !impressionsValid || !attention) return null;
    const rate = (value: number) => Math.min(1, Math.max(0, value / 100));
    return {
      main: effectiveCpm({
        cpm,
        impressions,
        attentionRate: rate(attention.value),
        attentionRateLow: rate(attention.low),
        attentionRateHigh: rate(attention.high),
        clickProbability: click?.rate ?? null,
      }),
      attentiveLow: impressions * rate(attention.low),
      attentiveHigh: impressions * rate(attention.high),
    };
  }, [cpm, impressions, impressionsValid, attention, click]);

  if (!attention) return <p className="ap-muted">{t('results.cpm.noAttention')}</p>;
  const money = (value: number | null) => (value === null ? '–' : formats.money(value));
  return (
    <form className="ap-cpm" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ap-subtitle">
        {t('results.cpm.title')}
      </h3>
      <p className="ap-muted">{t('results.cpm.intro')}</p>
      <div className="ap-cpm__inputs">
        <div className="ap-field">
          <label htmlFor={`${id}-cpm`}>{t('results.cpm.cpm')}</label>
          <input
            id={`${id}-cpm`}
            className="ap-input"
            inputMode="decimal"
            value={cpmText}
            aria-invalid={cpm === null}
            aria-describedby={cpm === null ? `${id}-cpm-error` : undefined}
            onChange={(event) => setCpmText(event.target.value)}
          />
          {cpm === null ? (
            <span id={`${id}-cpm-error`} className="ap-field__error">
              {t('results.cpm.invalidNumber')}
            </span>
          ) : null}
        </div>
        <div className="ap-field">
          <label htmlFor={`${id}-impressions`}>{t('results.cpm.impressions')}</label>
          <input
            id={`${id}-impressions`}
            className="ap-input"
            inputMode="numeric"
            value={impressionsText}
            aria-invalid={!impressionsValid}
            aria-describedby={!impressionsValid ? `${id}-impressions-error` : undefined}
            onChange={(event) => setImpressionsText(event.target.value)}
          />
          {!impressionsValid ? (
            <span id={`${id}-impressions-error`} className="ap-field__error">
              {t('results.cpm.invalidCount')}
            </span>
          ) : null}
        </div>
        {viewers.length > 0 ? (
          <div className="ap-field">
            <label htmlFor={`${id}-viewer`}>{t('results.cpm.placement')}</label>
            <select
              id={`${id}-viewer`}
              className="ap-select"
              value={viewer}
              onChange={(event) => setViewer(event.target.value as Viewer)}
            >
              {viewers.map((entry) => (
                <option key={entry.viewer} value={entry.viewer}>
                  {t(`wizard.viewers.${entry.viewer}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <output
        className="ap-cpm__results"
        htmlFor={`${id}-cpm ${id}-impressions ${id}-viewer`}
        aria-live="polite"
      >
        {result ? (
          <dl className="ap-facts">
            <div>
              <dt>{t('results.cpm.effective')}</dt>
              <dd data-testid="cpm-effective">
                <strong>{money(result.main.effectiveCpm)}</strong>
                <span className="ap-estimate__interval">
                  {t('results.estimate.interval', {
                    interval: rangeText(
                      money(result.main.effectiveCpmLow),
                      money(result.main.effectiveCpmHigh),
                    ),
                  })}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('results.cpm.attentive')}</dt>
              <dd data-testid="cpm-attentive">
                <strong>{formats.count(result.main.attentiveImpressions)}</strong>
                <span className="ap-estimate__interval">
                  {t('results.estimate.interval', {
                    interval: rangeText(
                      formats.count(result.attentiveLow),
                      formats.count(result.attentiveHigh),
                    ),
                  })}
                </span>
              </dd>
            </div>
            {viewer === 'tv' ? (
              <div>
                <dt>{t('results.cpm.clicks')}</dt>
                <dd data-testid="cpm-clicks">{t('results.clickScenario.noClicksTv')}</dd>
              </div>
            ) : result.main.expectedClicks !== null ? (
              <div>
                <dt>{t('results.cpm.clicksScenario')}</dt>
                <dd data-testid="cpm-clicks">
                  <strong>{formats.count(result.main.expectedClicks)}</strong>
                  <span className="ap-estimate__interval">{t('results.cpm.clicksNote')}</span>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('results.cpm.totalCost')}</dt>
              <dd data-testid="cpm-total">
                <strong>{money(result.main.totalCost)}</strong>
              </dd>
            </div>
          </dl>
        ) : (
          <span className="ap-muted">{t('results.cpm.fix')}</span>
        )}
      </output>
      <p className="ap-footnote">
        {t('results.cpm.footnote', { n: formats.count(attention.n), count: attention.n })}
      </p>
    </form>
  );
}
