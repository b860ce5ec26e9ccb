import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@adpulse/shared';
import type { FieldworkView } from '@adpulse/shared/fieldwork/views';
import { fieldworkApi } from '../../api/fieldwork.ts';
import { errorText } from '../../api/error-text.ts';
import { principalOf } from '../../session/session.ts';
import { useAppState } from '../../state/app-store.ts';
import { askConfirmation, showError } from '../../state/dialogs.ts';

/**
 * Closes fieldwork before its sample, after a confirmation that says on how many completes the
 * analysis will run. Shown while fielding, to who pays (the close route's rule, the plan screen's);
 * the answer is the fieldwork in its closing state.
 */
export function CloseFieldworkButton({
  view,
  onClosed,
}: {
  view: FieldworkView;
  onClosed: (view: FieldworkView) => void;
}) {
  const { t } = useTranslation();
  const principal = principalOf(useAppState((state) => state.session));
  const [busy, setBusy] = useState(false);
  if (view.state !== 'fielding' || !principal || !canAccess(principal, 'plan')) return null;

  async function close() {
    const confirmed = await askConfirmation({
      title: t('fieldwork.closeEarly.title'),
      message: t('fieldwork.closeEarly.confirm', { count: view.completes, target: view.sampleSize }),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      onClosed(await fieldworkApi.closeFieldwork({ params: { projectId: view.projectId } }));
    } catch (error) {
      showError({ title: t('errors.defaultTitle'), message: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button className="ap-fw-close" variation="destructive" isLoading={busy} onClick={() => void close()}>
      {t('fieldwork.closeEarly.button')}
    </Button>
  );
}
