import type { Language } from '@adpulse/shared/i18n/index';
import type { ReportLink } from '@adpulse/shared/analysis/index';
import type { Session } from '../../platform/auth/session.ts';
import { renderReportPdf } from './pdf.ts';
import { resultsFileLink, type ResultsFile } from './stored-export.ts';

/** Languages the report's font (standard Helvetica, Western European) can print; others get English. */
const PRINTABLE: readonly Language[] = ['en', 'it', 'es', 'fr', 'de'];

const REPORT: ResultsFile<'application/pdf'> = {
  name: 'report',
  extension: 'pdf',
  contentType: 'application/pdf',
  languageFor: (requested) => (PRINTABLE.includes(requested) ? requested : 'en'),
  render: renderReportPdf,
};

/**
 * GET /projects/{projectId}/report: a signed link that saves the current results as a PDF report
 * in the caller's language (made once per run and language, `resultsFileLink`).
 */
export function reportLink(session: Session, projectId: string, requested: Language): Promise<ReportLink> {
  return resultsFileLink(session, projectId, requested, REPORT);
}
