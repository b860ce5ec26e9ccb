import { EXPRESSIONS, type Expression } from '../../../../../shared/src/fieldwork/constants.ts';
import type { ExpressionScores } from '../../../../../shared/src/fieldwork/schemas.ts';
import { HAPPY_THRESHOLD, readExpression } from './expression.ts';

/**
 * The figures of `npm run validate:expressions` from per-image readings: faces found, per-label
 * share read correctly, AUC of happy against neutral, balanced accuracy at the product's threshold.
 */
export interface LabelledReading {
  label: Expression;
  face: boolean;
  expr: ExpressionScores | null;
}

export const VALIDATION_TARGETS = { faceShare: 1, happyAuc: 0.95, balancedAccuracy: 0.85 } as const;

export interface ValidationReport {
  images: number;
  facesFound: number;
  faceShare: number;
  /** Per label: images, and the share the product reads as that label (no face counts as wrong). */
  perLabel: Partial<Record<Expression, { images: number; correct: number; share: number }>>;
  /** Area under the ROC curve of the happy score, happy images against neutral ones (no face scores 0). Null without both labels. */
  happyAuc: number | null;
  threshold: number;
  /** Mean of the happy hit rate and the neutral correct-rejection rate at the threshold. Null without both labels. */
  balancedAccuracy: number | null;
  targetsMet: boolean;
}

/** Mann-Whitney AUC: the chance a random positive scores above a random negative (ties count half). */
export function rocAuc(positives: readonly number[], negatives: readonly number[]): number | null {
  if (positives.length === 0 || negatives.length === 0) return null;
  let wins = 0;
  for (const p of positives) {
    for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  }
  return wins / (positives.length * negatives.length);
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function validationReport(
  readings: readonly LabelledReading[],
  threshold: number = HAPPY_THRESHOLD,
): ValidationReport {
  const facesFound = readings.filter((reading) => reading.face).length;
  const perLabel: ValidationReport['perLabel'] = {};
  for (const label of EXPRESSIONS) {
    const ofLabel = readings.filter((reading) => reading.label === label);
    if (ofLabel.length === 0) continue;
    const correct = ofLabel.filter(
      (reading) => reading.face && reading.expr && readExpression(reading.expr, threshold) === label,
    ).length;
    perLabel[label] = { images: ofLabel.length, correct, share: round(correct / ofLabel.length) };
  }
  const happyScore = (reading: LabelledReading) => (reading.face && reading.expr ? reading.expr.happy : 0);
  const happy = readings.filter((reading) => reading.label === 'happy').map(happyScore);
  const neutral = readings.filter((reading) => reading.label === 'neutral').map(happyScore);
  const auc = rocAuc(happy, neutral);
  const balancedAccuracy =
    happy.length && neutral.length
      ? (happy.filter((score) => score >= threshold).length / happy.length +
          neutral.filter((score) => score < threshold).length / neutral.length) /
        2
      : null;
  const faceShare = readings.length ? facesFound / readings.length : 0;
  return {
    images: readings.length,
    facesFound,
    faceShare: round(faceShare),
    perLabel,
    happyAuc: auc === null ? null : round(auc),
    threshold,
    balancedAccuracy: balancedAccuracy === null ? null : round(balancedAccuracy),
    targetsMet:
      faceShare >= VALIDATION_TARGETS.faceShare &&
      auc !== null &&
      auc >= VALIDATION_TARGETS.happyAuc &&
      balancedAccuracy !== null &&
      balancedAccuracy >= VALIDATION_TARGETS.balancedAccuracy,
  };
}
