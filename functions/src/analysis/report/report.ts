import type { Language } from '@adpulse/shared/i18n/index';
import type { ReportLink } from '@adpulse/shared/analysis/index';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import type { Session } from '../../platform/auth/session.ts';
import { boundedConcurrency } from '../../platform/bounded.ts';
import { currentDeadline } from '../../platform/deadline.ts';
import { notFound } from '../../platform/errors.ts';
import { storage } from '../../platform/storage.ts';
import { readRunState, type PublishedRun } from '../data/run-state.ts';
import { summaryImagePath } from '../engine/images/paths.ts';
import { resultsProject } from '../results.ts';
import { downloadBaseName } from '../views/downloads.ts';
import { readPublishedFile } from '../views/file.ts';
import { linksExpireAt, RESULTS_LINK_SECONDS } from '../views/links.ts';
import { curvesImage } from './curves-image.ts';
import { renderReportPdf } from './pdf.ts';

/** Languages the report's font (standard Helvetica, Western European) can print; others get English. */
const PRINTABLE: readonly Language[] = ['en', 'it', 'es', 'fr', 'de'];

/** Rendering takes a few hundred milliseconds of CPU: one at a time per process, a short queue, then 429. */
const rendering = boundedConcurrency({ concurrency: 1, maxQueue: 4, deadline: currentDeadline });

const reportKey = (run: PublishedRun, language: Language) => `${run.prefix}report-${language}.pdf`;

async function renderAndStore(projectName: string, run: PublishedRun, language: Language): Promise<void> {
  const file = await readPublishedFile(run);
  if (file.format !== 'current') throw notFound();
  const analysis = file.analysis;
  const images = new Map<string, { curves: Buffer; heatmap: Buffer | null }>();
  for (const asset of analysis.assets) {
    const [curves, heatmap] = await Promise.all([
      curvesImage(asset),
      storage().get({ bucket: 'results', key: `${run.prefix}${summaryImagePath(asset.assetId, 'heatmap')}` }),
    ]);
    images.set(asset.assetId, { curves, heatmap: heatmap ?? null });
  }
  const bytes = await renderReportPdf({
    projectName,
    language,
    t: translatorFor(language),
    analysis,
    images,
  });
  await storage().put(
    { bucket: 'results', key: reportKey(run, language) },
    Buffer.from(bytes),
    'application/pdf',
  );
}

/**
 * GET /projects/{projectId}/report: a signed link that saves the current results as a PDF report
 * in the caller's language. Made once per run and language and kept beside the run's files, so
 * the partial results of a live project get a new report with each new run. A project with no
 * current-format file has no report (404).
 */
export async function reportLink(
  session: Session,
  projectId: string,
  requested: Language,
): Promise<ReportLink> {
  const project = await resultsProject(session, projectId);
  const run = (await readRunState(project.clientId, project.projectId)).current;
  if (!run) throw notFound();
  const language = PRINTABLE.includes(requested) ? requested : 'en';
  const object = { bucket: 'results', key: reportKey(run, language) } as const;
  if (!(await storage().sizeOf(object)))
    await rendering.run(() => renderAndStore(project.name, run, language));
  const fileName = `${downloadBaseName(project, run)} - report.pdf`;
  return {
    fileName,
    contentType: 'application/pdf',
    url: await storage().downloadUrl(object, fileName, RESULTS_LINK_SECONDS),
    linksExpireAt: linksExpireAt(),
  };
}
