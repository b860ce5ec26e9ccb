import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { ReportLink } from '@adpulse/shared/analysis/index';
import { analysisApi } from '../../../api/analysis.ts';
import { errorText } from '../../../api/error-text.ts';

/**
 * The PDF report of the results, for people who forward them by e-mail: made by the server on
 * request (in the interface language), then saved by the browser; the link stays to save it again.
 */
export function ReportDownload({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [making, setMaking] = useState(false);
  const [report, setReport] = useState<ReportLink | null>(null);
  const [error, setError] = useState<unknown>(null);

  const make = async () => {
    setMaking(true);
    setError(null);
    try {
      const link = await analysisApi.getReport({ params: { projectId } });
      setReport(link);
      // The signed link answers as an attachment: the browser saves it and the page stays.
      window.location.assign(link.url);
    } catch (cause) {
      setError(cause);
    } finally {
      setMaking(false);
    }
  };

  return (
    <div className="ap-downloads__report" data-testid="report-download">
      <Button
        size="small"
        onClick={() => void make()}
        isLoading={making}
        loadingText={t('results.downloads.pdfMaking')}
      >
        {t('results.downloads.pdf')}
      </Button>
      <span role="status" className="ap-muted">
        {making ? t('results.downloads.pdfMaking') : null}
        {report ? (
          <a href={report.url} download={report.fileName} data-kind="reportPdf">
            {report.fileName}
          </a>
        ) : null}
      </span>
      {error ? (
        <p role="alert">
          {t('results.downloads.pdfFailed')} {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}
