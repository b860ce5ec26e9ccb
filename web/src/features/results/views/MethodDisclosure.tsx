import { useTranslation } from 'react-i18next';
import type { KpiDefinition } from '../model/kpis.ts';

/**
 * "How is this measured?" beside a KPI: a native disclosure (keyboard and screen readers for free)
 * opening the KPI's methodology text, the in-app copy of its docs/methodology.md section.
 */
export function MethodDisclosure({ kpi }: { kpi: KpiDefinition }) {
  const { t } = useTranslation();
  return (
    <details className="ap-method" data-methodology={kpi.methodology}>
      <summary className="ap-method__summary">{t('results.howMeasured')}</summary>
      <p className="ap-method__text">{t(`results.kpi.${kpi.key}.method`)}</p>
    </details>
  );
}
