import { useState, type ReactNode } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { previousStep } from './bars.ts';
import { useWizard } from './wizard-context.tsx';

/** Back and Continue at the foot of a step; `onNext` decides whether the user may go on. */
export function StepActions({
  onNext,
  nextLabel,
  nextDisabled = false,
  children,
}: {
  onNext?: () => Promise<void> | void;
  nextLabel?: string;
  nextDisabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { bar, step, goTo } = useWizard();
  const [busy, setBusy] = useState(false);
  const back = previousStep(bar, step);

  async function next() {
    if (!onNext) return;
    setBusy(true);
    try {
      await onNext();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ap-wz-step-actions">
      {back ? (
        <Button onClick={() => void goTo(back)} isDisabled={busy}>
          {t('wizard.actions.back')}
        </Button>
      ) : (
        <span />
      )}
      {children}
      {onNext ? (
        <Button variation="primary" onClick={() => void next()} isLoading={busy} isDisabled={nextDisabled}>
          {nextLabel ?? t('wizard.actions.next')}
        </Button>
      ) : null}
    </div>
  );
}
