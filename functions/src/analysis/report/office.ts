import { EXPORT_CONTENT_TYPES, type ExportKind, type ExportLink } from '@adpulse/shared/analysis/index';
import type { Language } from '@adpulse/shared/i18n/index';
import type { Session } from '../../platform/auth/session.ts';
import { renderDeck } from './deck.ts';
import { resultsFileLink, type ResultsFile } from './stored-export.ts';
import { renderWorkbook } from './workbook.ts';

/** Office files carry their text as Unicode and the reader's fonts show it: every language as asked. */
const OFFICE_FILES: { [K in ExportKind]: ResultsFile<(typeof EXPORT_CONTENT_TYPES)[K]> } = {
  deck: {
    name: 'deck',
    extension: 'pptx',
    contentType: EXPORT_CONTENT_TYPES.deck,
    languageFor: (requested) => requested,
    render: renderDeck,
  },
  workbook: {
    name: 'workbook',
    extension: 'xlsx',
    contentType: EXPORT_CONTENT_TYPES.workbook,
    languageFor: (requested) => requested,
    render: renderWorkbook,
  },
};

/** GET /projects/{projectId}/deck and /workbook: a signed link that saves the results as that file. */
export function officeFileLink(
  session: Session,
  projectId: string,
  language: Language,
  kind: ExportKind,
): Promise<ExportLink> {
  return resultsFileLink(session, projectId, language, OFFICE_FILES[kind]);
}
