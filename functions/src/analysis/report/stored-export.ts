import type { Language } from '@adpulse/shared/i18n/index';
import type { Session } from '../../platform/auth/session.ts';
import { boundedConcurrency } from '../../platform/bounded.ts';
import { currentDeadline } from '../../platform/deadline.ts';
import { notFound } from '../../platform/errors.ts';
import { storage } from '../../platform/storage.ts';
import { readRunState, type PublishedRun } from '../data/run-state.ts';
import { resultsProject } from '../results.ts';
import { downloadBaseName } from '../views/downloads.ts';
import { linksExpireAt, RESULTS_LINK_SECONDS } from '../views/links.ts';
import { loadExportInput, type ExportInput } from './export-input.ts';

/** A file made from a run's results: the PDF report, the slide deck, the workbook. */
export interface ResultsFile<C extends string = string> {
  /** Part of the stored key and of the saved file's name: `report`, `deck`, `workbook`. */
  name: string;
  extension: string;
  contentType: C;
  /** Bumped when the file's content changes, so that files stored by an older layout are made again. */
  revision?: number;
  /** The language the file is made in, for the language the caller reads. */
  languageFor(requested: Language): Language;
  render(input: ExportInput): Promise<Uint8Array>;
}

/** Rendering takes up to a second of CPU: one at a time per process, a short queue, then 429. */
const rendering = boundedConcurrency({ concurrency: 1, maxQueue: 4, deadline: currentDeadline });

const storedKey = (run: PublishedRun, file: ResultsFile, language: Language) =>
  `${run.prefix}${file.name}${file.revision ? `-r${file.revision}` : ''}-${language}.${file.extension}`;

/**
 * A signed link that saves the project's current results as `file`, in the caller's language.
 * Made once per run and language and kept beside the run's files, so the partial results of a
 * live project get a new file with each new run. No current-format file: 404.
 */
export async function resultsFileLink<C extends string>(
  session: Session,
  projectId: string,
  requested: Language,
  file: ResultsFile<C>,
): Promise<{ fileName: string; contentType: C; url: string; linksExpireAt: string }> {
  const project = await resultsProject(session, projectId);
  const run = (await readRunState(project.clientId, project.projectId)).current;
  if (!run) throw notFound();
  const language = file.languageFor(requested);
  const object = { bucket: 'results', key: storedKey(run, file, language) } as const;
  if (!(await storage().sizeOf(object))) {
    await rendering.run(async () => {
      const bytes = await file.render(await loadExportInput(project.name, run, language));
      await storage().put(object, Buffer.from(bytes), file.contentType);
    });
  }
  const fileName = `${downloadBaseName(project, run)} - ${file.name}.${file.extension}`;
  return {
    fileName,
    contentType: file.contentType,
    url: await storage().downloadUrl(object, fileName, RESULTS_LINK_SECONDS),
    linksExpireAt: linksExpireAt(),
  };
}
