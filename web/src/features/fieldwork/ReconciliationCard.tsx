import { Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { PANEL_PROVIDER_NAMES } from '@adpulse/shared/projects/constants';
import type { FieldworkView } from '@adpulse/shared/fieldwork/views';
import { formatDate } from '../../i18n/format-date.ts';
import { SectionCard } from '../accounts/index.ts';
import { FigureList, type Figure } from './FigureList.tsx';

/**
 * The panel's count of completes against ours, once its project closed and was reconciled: the
 * completes we counted, those reported removed for quality, the provider's count, and what
 * differs either way (completes the provider counted that we lack are not in the results).
 */
export function ReconciliationCard({ view }: { view: Pick<FieldworkView, 'panel' | 'reconciliation'> }) {
  const { t, i18n } = useTranslation();
  const reconciliation = view.reconciliation;
  if (!reconciliation) return null;
  const provider = PANEL_PROVIDER_NAMES[view.panel];
  const figures: Figure[] = [
    ['ours', t('fieldwork.reconciliation.ours'), reconciliation.ours],
    ['removed', t('fieldwork.reconciliation.removed'), reconciliation.removed],
    ['provider', t('fieldwork.reconciliation.provider', { provider }), reconciliation.providerCompletes],
  ];
  const agree = reconciliation.providerOnly === 0 && reconciliation.oursOnly === 0;
  return (
    <SectionCard
      title={t('fieldwork.reconciliation.title', { provider })}
      intro={t('fieldwork.reconciliation.intro', {
        provider,
        date: formatDate(reconciliation.at, i18n.language),
      })}
    >
      <FigureList figures={figures} testId="reconciliation" />
      <div className="ap-fw-reconciliation" role="status">
        {agree ? <Text as="p">{t('fieldwork.reconciliation.agree', { provider })}</Text> : null}
        {reconciliation.providerOnly > 0 ? (
          <Text as="p" data-difference="providerOnly">
            {t('fieldwork.reconciliation.providerOnly', { provider, count: reconciliation.providerOnly })}
          </Text>
        ) : null}
        {reconciliation.oursOnly > 0 ? (
          <Text as="p" data-difference="oursOnly">
            {t('fieldwork.reconciliation.oursOnly', { provider, count: reconciliation.oursOnly })}
          </Text>
        ) : null}
      </div>
    </SectionCard>
  );
}
