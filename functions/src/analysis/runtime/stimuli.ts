import { IMAGE_EXPOSURE_SECONDS } from '@adpulse/shared/fieldwork/index';
import { PACKAGES } from '@adpulse/shared/projects/index';
import type { AssetRecord } from '../../assets/index.ts';
import type { ProjectRecord } from '../../projects/index.ts';
import type { AnalysisAsset, AnalysisProject } from '../engine/types.ts';

/**
 * A respondent session names its stimuli by asset id (the fieldwork test definition uses the
 * asset ids as stimulus ids), and its answers name the project's questions `q1`, `q2`... in order.
 */
export const questionIdOf = (index: number) => `q${index + 1}`;

/** The project as the engine reads it: scope for the norms, the sample bought, the questions. */
export function analysisProjectOf(project: ProjectRecord, assets: readonly AssetRecord[]): AnalysisProject {
  const required = Math.max(0, ...assets.map((asset) => asset.requiredRespondents));
  const packageSize = project.type === 'predict' ? 0 : PACKAGES[project.type].respondents;
  return {
    projectId: project.projectId,
    country: project.audience.country ?? project.country ?? null,
    category: project.audience.category ?? null,
    viewer: project.viewer,
    population: project.audience.population ?? 'national',
    targetRespondents: required || project.audience.sampleSize || packageSize,
    questions: project.questions.map((question, index) => ({
      questionId: questionIdOf(index),
      type: question.type,
      text: question.text,
      answers: question.answers,
    })),
  };
}

/** The checked stimuli as the engine reads them; an image is shown for the fixed exposure. */
export function analysisAssetOf(asset: AssetRecord): AnalysisAsset {
  const kind = asset.kind ?? 'video';
  return {
    assetId: asset.assetId,
    name: asset.name,
    fileName: asset.file.name,
    kind,
    duration: kind === 'image' ? IMAGE_EXPOSURE_SECONDS : Math.max(1, asset.duration ?? 1),
    ...(asset.width ? { width: asset.width } : {}),
    ...(asset.height ? { height: asset.height } : {}),
  };
}
