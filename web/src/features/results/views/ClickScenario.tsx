import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@aws-amplify/ui-react';
import {
  CLICK_BASE_RATES,
  clickScenario,
  defaultClickAssumptions,
  type AssetAnalysis,
  type ClickScenarioInput,
} from '@adpulse/shared/analysis/index';
import type { Viewer } from '@adpulse/shared/projects/constants';
import { useFormats } from '../data/use-formats.ts';
import type { ClickAssumptionsState } from '../model/click-assumptions.ts';
import { anchorId } from '../model/insights.ts';
import { KPIS } from '../model/kpis.ts';
import { DataTable } from './DataTable.tsx';
import { MethodDisclosure } from './MethodDisclosure.tsx';

/** The scenario's measured inputs of a placement: the asset's own for its placement, else the channel's row. */
export function scenarioInputOf(asset: AssetAnalysis, viewer: Viewer | null): ClickScenarioInput | null {
  const row = asset.mediaOptimisation.viewers.find((entry) => entry.viewer === viewer);
  return row?.clickScenario ?? asset.predictiveClick.scenario ?? null;
}

/** The scenario's click rate at the default assumptions, in a line (metrics in context): no interval. */
export function ClickScenarioValue({ asset, viewer }: { asset: AssetAnalysis; viewer: Viewer | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (viewer === 'tv') return <span className="ap-muted">{t('results.clickScenario.noClicksTv')}</span>;
  const input = scenarioInputOf(asset, viewer);
  const assumptions = viewer === null ? null : defaultClickAssumptions(viewer);
  const scenario = input && assumptions ? clickScenario(input, assumptions) : null;
  if (!scenario) return <span className="ap-estimate ap-estimate--none">{t('results.estimate.none')}</span>;
  return (
    <span className="ap-estimate ap-estimate--inline">
      <strong>{formats.unit(scenario.rate, 'probability')}</strong>{' '}
      <span className="ap-estimate__interval">({t('results.clickScenario.defaultScenario')})</span>
    </span>
  );
}

/**
 * The headline card of the predictive click: the scenario's click rate at the reader's assumptions
 * for the project's placement, with no interval (a model, not a measurement), and where to change them.
 */
export function ClickScenarioCard({
  asset,
  viewer,
  fileIndex,
  assumptions,
}: {
  asset: AssetAnalysis;
  viewer: Viewer | null;
  fileIndex: number;
  assumptions: ClickAssumptionsState;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const kpi = KPIS.predictiveClick;
  const titleId = `${anchorId.kpi(kpi.key)}-title`;
  const input = scenarioInputOf(asset, viewer);
  const chosen = viewer === null ? null : assumptions.assumptionsFor(viewer);
  const scenario = input && chosen ? clickScenario(input, chosen) : null;
  let body;
  if (viewer === 'tv') body = <p data-testid="click-none">{t('results.clickScenario.noClicksTv')}</p>;
  else if (!input) body = <p className="ap-muted">{t('results.clickScenario.missing')}</p>;
  else if (viewer === null) body = <p className="ap-muted">{t('results.clickScenario.noPlacement')}</p>;
  else if (!scenario || !chosen) body = <p className="ap-muted">{t('results.clickScenario.fix')}</p>;
  else
    body = (
      <span className="ap-estimate">
        <span className="ap-estimate__value" data-testid="click-rate">
          {formats.unit(scenario.rate, 'probability')}
        </span>
        <span className="ap-estimate__interval">
          {t('results.clickScenario.relative', {
            relative: formats.unit(scenario.relative, 'ratio'),
            base: formats.unit(chosen.baseRate, 'probability'),
            channel: t(`wizard.viewers.${viewer}`),
          })}
        </span>
      </span>
    );
  return (
    <article
      className="ap-kpi"
      id={anchorId.kpi(kpi.key)}
      data-kpi={kpi.key}
      data-source={`/assets/${fileIndex}/predictiveClick/scenario`}
      aria-labelledby={titleId}
    >
      <header className="ap-kpi__head">
        <h3 id={titleId} className="ap-kpi__name">
          {t(`results.kpi.${kpi.key}.name`)}
        </h3>
        <span className="ap-kpi__badges">
          <span className="ap-badge ap-badge--model">{t('results.clickScenario.badge')}</span>
        </span>
      </header>
      {body}
      <p className="ap-kpi__help">{t(`results.kpi.${kpi.key}.help`)}</p>
      <p className="ap-kpi__help">
        <a href={`#${anchorId.section('media')}-click`}>{t('results.clickScenario.change')}</a>
      </p>
      <MethodDisclosure kpi={kpi} />
    </article>
  );
}

/**
 * The click scenario calculator (methodology, section 7): the coefficients and each placement's base
 * click rate in view and editable, the measured inputs beside them, the click rate they give. No
 * interval, nothing for TV.
 */
export function ClickScenarioCalculator({
  asset,
  viewer,
  assumptions,
}: {
  asset: AssetAnalysis;
  viewer: Viewer | null;
  assumptions: ClickAssumptionsState;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const id = useId();
  const { texts, invalid } = assumptions;
  const rows = asset.mediaOptimisation.viewers;
  const reference = scenarioInputOf(asset, viewer) ?? rows.find((row) => row.clickScenario)?.clickScenario;
  const z = (value: number) => formats.unit(value, 'valence');
  const coefficient = (which: 'attentionCoefficient' | 'engagementCoefficient') => (
    <div className="ap-field">
      <label htmlFor={`${id}-${which}`}>{t(`results.clickScenario.${which}`)}</label>
      <input
        id={`${id}-${which}`}
        className="ap-input"
        inputMode="decimal"
        value={texts[which]}
        aria-invalid={invalid[which]}
        aria-describedby={invalid[which] ? `${id}-${which}-error` : undefined}
        onChange={(event) => assumptions.setCoefficient(which, event.target.value)}
      />
      {invalid[which] ? (
        <span id={`${id}-${which}-error`} className="ap-field__error">
          {t('results.clickScenario.invalidCoefficient')}
        </span>
      ) : null}
    </div>
  );
  return (
    <div className="ap-click" id={`${anchorId.section('media')}-click`} data-testid="click-scenario">
      <h3 className="ap-subtitle">{t('results.clickScenario.title')}</h3>
      <p className="ap-muted">{t('results.clickScenario.intro')}</p>
      {!reference ? (
        <p className="ap-muted">{t('results.clickScenario.missing')}</p>
      ) : (
        <>
          <fieldset className="ap-click__coefficients">
            <legend>{t('results.clickScenario.coefficients')}</legend>
            {coefficient('attentionCoefficient')}
            {coefficient('engagementCoefficient')}
          </fieldset>
          <DataTable
            caption={t('results.clickScenario.table')}
            testId="click-scenario-table"
            columns={[
              t('results.media.placement'),
              t('results.clickScenario.baseRate'),
              t('results.clickScenario.measured'),
              t('results.clickScenario.rate'),
            ]}
            rows={rows.map((row) => {
              const name = (
                <span data-viewer={row.viewer}>
                  {t(`wizard.viewers.${row.viewer}`)}
                  {row.viewer === viewer ? (
                    <span className="ap-muted"> · {t('results.media.yours')}</span>
                  ) : null}
                </span>
              );
              const base = CLICK_BASE_RATES[row.viewer];
              if (!base) return [name, '–', '–', t('results.clickScenario.noClicksTv')];
              const input = row.clickScenario ?? null;
              const chosen = assumptions.assumptionsFor(row.viewer);
              const scenario = input && chosen ? clickScenario(input, chosen) : null;
              const fieldId = `${id}-base-${row.viewer}`;
              return [
                name,
                <span className="ap-click__base">
                  <input
                    id={fieldId}
                    className="ap-input ap-input--short"
                    inputMode="decimal"
                    value={texts.baseRates[row.viewer] ?? ''}
                    aria-label={t('results.clickScenario.baseRateOf', {
                      channel: t(`wizard.viewers.${row.viewer}`),
                    })}
                    aria-invalid={invalid.baseRates[row.viewer] ?? false}
                    onChange={(event) => assumptions.setBaseRate(row.viewer, event.target.value)}
                  />
                  <span aria-hidden="true">%</span>
                  <span className="ap-muted ap-click__source">
                    {t(`results.clickScenario.source.${base.source}`)}
                  </span>
                  {invalid.baseRates[row.viewer] ? (
                    <span className="ap-field__error">{t('results.clickScenario.invalidRate')}</span>
                  ) : null}
                </span>,
                input
                  ? t('results.clickScenario.zs', {
                      attention: z(input.attentionZ),
                      engagement: z(input.engagementZ),
                    })
                  : '–',
                scenario ? (
                  <span data-testid={`click-rate-${row.viewer}`}>
                    <strong>{formats.unit(scenario.rate, 'probability')}</strong>{' '}
                    <span className="ap-muted">{formats.unit(scenario.relative, 'ratio')}</span>
                  </span>
                ) : (
                  '–'
                ),
              ];
            })}
          />
          <Button size="small" onClick={() => assumptions.reset()}>
            {t('results.clickScenario.reset')}
          </Button>
          <p className="ap-footnote">
            {t(`results.clickScenario.references.${reference.reference}`)}{' '}
            {rows.some((row) => row.clickScenario?.referenceSynthetic) || reference.referenceSynthetic
              ? t('results.clickScenario.synthetic')
              : null}
          </p>
          <p className="ap-footnote">{t('results.clickScenario.sources')}</p>
        </>
      )}
    </div>
  );
}
