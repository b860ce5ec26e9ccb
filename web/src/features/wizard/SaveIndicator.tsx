import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useWizard } from './wizard-context.tsx';
import { errorText } from '../../api/error-text.ts';

/** "Saved": the auto-save state, announced politely; a failed save can be sent again. */
export function SaveIndicator() {
  const { t } = useTranslation();
  const { saveState, flush } = useWizard();
  const { status, error } = saveState;
  return (
    <div className="ap-wz-save" data-status={status}>
      <span className="ap-wz-save__dot" aria-hidden="true" />
      <span role="status" aria-live="polite">
        {status === 'error'
          ? t('wizard.save.error', { message: errorText(error) })
          : t(`wizard.save.${status}`)}
      </span>
      {status === 'error' ? (
        <Button size="small" onClick={() => void flush()}>
          {t('wizard.save.retry')}
        </Button>
      ) : null}
    </div>
  );
}
