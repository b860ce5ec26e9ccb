import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { analysisApi } from '../../../api/analysis.ts';
import { errorText } from '../../../api/error-text.ts';

/** The files the server makes from the results on request: the PDF report, the deck, the workbook. */
const FILES = {
  reportPdf: {
    call: analysisApi.getReport,
    testId: 'report-download',
    label: 'results.downloads.pdf',
    making: 'results.downloads.pdfMaking',
    failed: 'results.downloads.pdfFailed',
  },
  deck: {
    call: analysisApi.getDeck,
    testId: 'deck-download',
    label: 'exports.deck',
    making: 'exports.making',
    failed: 'exports.failed',
  },
  workbook: {
    call: analysisApi.getWorkbook,
    testId: 'workbook-download',
    label: 'exports.workbook',
    making: 'exports.making',
    failed: 'exports.failed',
  },
} as const;
export type ResultsFileKind = keyof typeof FILES;

/**
 * One file made by the server on request (in the interface language), then saved by the
 * browser; the link stays to save it again.
 */
export function ResultsFileDownload({ projectId, kind }: { projectId: string; kind: ResultsFileKind }) {
  const { t } = useTranslation();
  const file = FILES[kind];
  const [making, setMaking] = useState(false);
  const [link, setLink] = useState<{ url: string; fileName: string } | null>(null);
  const [error, setError] = useState<unknown>(null);

  const make = async () => {
    setMaking(true);
    setError(null);
    try {
      const made = await file.call({ params: { projectId } });
      setLink(made);
      // The signed link answers as an attachment: the browser saves it and the page stays.
      window.location.assign(made.url);
    } catch (cause) {
      setError(cause);
    } finally {
      setMaking(false);
    }
  };

  return (
    <div className="ap-downloads__report" data-testid={file.testId}>
      <Button size="small" onClick={() => void make()} isLoading={making} loadingText={t(file.making)}>
        {t(file.label)}
      </Button>
      <span role="status" className="ap-muted">
        {making ? t(file.making) : null}
        {link ? (
          <a href={link.url} download={link.fileName} data-kind={kind}>
            {link.fileName}
          </a>
        ) : null}
      </span>
      {error ? (
        <p role="alert">
          {t(file.failed)} {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}
