import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/**
 * Drag and drop or the file picker. Several files dropped at once are handed over as they
 * are, so the one-file rule can say so rather than silently keeping the first.
 */
export function UploadZone({
  accept,
  disabled,
  onFiles,
  hint,
}: {
  accept: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className="ap-wz-dropzone"
      data-over={over || undefined}
      data-disabled={disabled || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <svg className="ap-wz-dropzone__icon" viewBox="0 0 24 24" aria-hidden="true" width="40" height="40">
        <path
          d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="ap-wz-dropzone__title">
        {over ? t('wizard.stimulus.dropActive') : t('wizard.stimulus.dropTitle')}
      </p>
      <p className="ap-wz-dropzone__or">{t('wizard.stimulus.dropOr')}</p>
      <Button variation="primary" onClick={() => input.current?.click()} isDisabled={disabled}>
        {t('wizard.stimulus.choose')}
      </Button>
      {hint ? <p className="ap-wz-field-hint">{hint}</p> : null}
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid="stimulus-file"
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
