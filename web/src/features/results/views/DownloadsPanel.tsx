import { useState } from 'react';
import { Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DownloadLink } from '@adpulse/shared/analysis/index';
import { analysisApi } from '../../../api/analysis.ts';
import { errorText } from '../../../api/error-text.ts';
import { useApi } from '../../../api/use-api.ts';
import { ResultsFileDownload } from './ResultsFileDownload.tsx';

function linkText(t: TFunction, item: DownloadLink): string {
  if (item.kind === 'analysisJson' || item.kind === 'analysisCsv')
    return String(t(`results.downloads.${item.kind}`));
  return String(t(`results.downloads.${item.kind}`, { name: item.assetName ?? item.fileName }));
}

/**
 * What the analysis API offers to download (the analysis as JSON and CSV, each asset's images,
 * the PDF report, the slide deck and the workbook), as signed links read only once the panel is opened, since they expire.
 */
export function DownloadsPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const downloads = useApi(analysisApi.getDownloads, open ? { params: { projectId } } : null);
  const items = downloads.data?.items ?? [];
  return (
    <details
      className="ap-card ap-downloads"
      data-testid="downloads"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="ap-section-title">{t('results.downloads.title')}</summary>
      {!open ? null : downloads.error ? (
        <p role="alert">{errorText(downloads.error)}</p>
      ) : !downloads.data ? (
        <p role="status" className="ap-muted">
          <Loader size="small" /> {t('results.downloads.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="ap-muted">{t('results.downloads.none')}</p>
      ) : (
        <>
          {downloads.data.partial ? <p className="ap-muted">{t('results.downloads.partial')}</p> : null}
          <ResultsFileDownload projectId={projectId} kind="reportPdf" />
          <ResultsFileDownload projectId={projectId} kind="deck" />
          <ResultsFileDownload projectId={projectId} kind="workbook" />
          <ul className="ap-downloads__list">
            {items.map((item) => (
              <li key={`${item.kind}-${item.assetId ?? 'project'}`}>
                <a
                  href={item.url}
                  download={item.fileName}
                  data-kind={item.kind}
                  data-asset-id={item.assetId ?? ''}
                >
                  {linkText(t, item)}
                </a>{' '}
                <span className="ap-muted">({item.fileName})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
