import { Alert, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { FieldworkView, PanelFailureView } from '@adpulse/shared/fieldwork/views';
import { reportedErrorText } from '../../api/error-text.ts';
import { useMoney } from '../../i18n/use-money.ts';

type RefundText =
  `fieldwork.panelFailure.${'deciding' | 'cardAll' | 'cardPart' | 'creditsBack' | 'creditsKept' | 'nothingPaid'}`;

/** What goes back to the client, in words: the card's part, the credits, or nothing paid. */
function refundKey(failure: PanelFailureView): RefundText {
  const refund = failure.settlement?.refund;
  if (!refund) return 'fieldwork.panelFailure.deciding';
  if (refund.method === 'card') {
    return failure.delivered === 0 ? 'fieldwork.panelFailure.cardAll' : 'fieldwork.panelFailure.cardPart';
  }
  if (refund.method === 'credits') return 'fieldwork.panelFailure.creditsBack';
  return failure.delivered > 0 ? 'fieldwork.panelFailure.creditsKept' : 'fieldwork.panelFailure.nothingPaid';
}

/**
 * A fieldwork the panel provider's refusal ended: the refusal by its stable code in the reader's
 * language, what goes back (and whether it has gone), and what happens to the project.
 */
export function PanelFailureNotice({ view }: { view: FieldworkView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const failure = view.panelFailure;
  if (!failure) return null;
  const refund = failure.settlement?.refund;
  const amount = refund?.method === 'card' ? money(refund.amount / 100) : '';
  const state = failure.settlement?.state;
  // A card refund says when it was issued; credits are back the moment they are returned.
  const progress = refund?.method === 'card' || (refund?.method === 'credits' && state === 'refunding');
  return (
    <Alert
      variation="error"
      marginTop="0.75rem"
      role="alert"
      className="ap-fw-panel-failure"
      heading={t('fieldwork.panelFailure.title')}
    >
      <Text as="p" className="ap-fw-panel-failure-code" data-code={failure.error.code}>
        {reportedErrorText(failure.error)}
      </Text>
      <Text as="p" className="ap-fw-panel-failure-refund">
        {t(refundKey(failure), { amount })}
        {progress && state ? ` ${t(`fieldwork.panelFailure.${state}`)}` : ''}
      </Text>
      <Text as="p" className="ap-fw-panel-failure-next">
        {t(failure.delivered > 0 ? 'fieldwork.panelFailure.analysis' : 'fieldwork.panelFailure.closed')}
      </Text>
    </Alert>
  );
}
