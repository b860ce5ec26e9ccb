import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { UploadPhase } from './upload-asset.ts';

export interface UploadProgressState {
  name: string;
  phase: UploadPhase;
  fraction: number;
}

/** The upload under way: a real progress bar while the bytes go, then the server's check. */
export function UploadProgress({ upload, onCancel }: { upload: UploadProgressState; onCancel?: () => void }) {
  const { t, i18n } = useTranslation();
  const value = Math.round(upload.fraction * 100);
  const label =
    upload.phase === 'checking'
      ? t('wizard.stimulus.checking')
      : upload.phase === 'preparing'
        ? t('wizard.stimulus.preparing')
        : t('wizard.stimulus.uploading', { name: upload.name });
  return (
    <div className="ap-wz-upload-progress">
      <div className="ap-wz-upload-progress__row">
        <span>{label}</span>
        <span aria-hidden="true">
          {new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / 100)}
        </span>
      </div>
      <div
        className="ap-wz-progress"
        role="progressbar"
        aria-label={t('wizard.stimulus.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={label}
        data-phase={upload.phase}
      >
        <div className="ap-wz-progress__bar" style={{ width: `${value}%` }} />
      </div>
      {onCancel && upload.phase !== 'checking' ? (
        <Button size="small" variation="link" onClick={onCancel}>
          {t('wizard.stimulus.cancelUpload')}
        </Button>
      ) : null}
    </div>
  );
}
