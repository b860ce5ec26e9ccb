import type { Language } from '@adpulse/shared/i18n/index';
import type { ReportLink } from '@adpulse/shared/analysis/index';
import type { Session } from '../../platform/auth/session.ts';
import { renderReportPdf } from './pdf.ts';
import { resultsFileLink, type ResultsFile } from './stored-export.ts';

const REPORT: ResultsFile<'application/pdf'> = {
  name: 'report',
  extension: 'pdf',
  contentType: 'application/pdf',
  // Its font covers every language of the catalogue, Chinese included (fonts.ts).
  languageFor: (requested) => requested,
  // 2: cover, contents, scene frames, glossary and methodology; files made before are not reused.
  revision: 2,
  render: renderReportPdf,
};

/**
 * GET /projects/{projectId}/report: a signed link that saves the current results as a PDF report
 * in the caller's language (made once per run and language, `resultsFileLink`).
 */
export function reportLink(session: Session, projectId: string, requested: Language): Promise<ReportLink> {
  return resultsFileLink(session, projectId, requested, REPORT);
}
