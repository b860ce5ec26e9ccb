// Values from the constants only: the schemas (zod) stay out of the measurement's bundles.
import { EXPRESSIONS, type Expression } from '../../../../../shared/src/fieldwork/constants.ts';
import type { ExpressionScores } from '../../../../../shared/src/fieldwork/schemas.ts';

/**
 * The expression models measured for the product (README, "Choosing the expression model"):
 * - human-emotion: human's default emotion model on human's own face crop;
 * - face-api-expression: the expression net of @vladmandic/face-api on a square crop around the mesh;
 * - smile-fusion: face-api's 7 probabilities with the happy share from the smile fusion
 *   (face-api, human's emotion model and the mesh's mouth width; smile-fusion.ts).
 */
export const EXPRESSION_MODELS = ['smile-fusion', 'face-api-expression', 'human-emotion'] as const;
export type ExpressionModelId = (typeof EXPRESSION_MODELS)[number];

/** The model the product uses, chosen by measurement on the development set. */
export const PRODUCT_EXPRESSION_MODEL: ExpressionModelId = 'smile-fusion';

/**
 * The product reads a sample as happy when its happy probability reaches this threshold
 * (balanced accuracy of happy against neutral is reported at it); otherwise as its most
 * probable expression.
 */
export const HAPPY_THRESHOLD = 0.5;

/** Label names of the models, mapped to the contract's 7 expressions. */
const LABEL_ALIASES: Record<string, Expression> = {
  happy: 'happy',
  surprise: 'surprise',
  surprised: 'surprise',
  neutral: 'neutral',
  sad: 'sad',
  angry: 'angry',
  fear: 'fear',
  fearful: 'fear',
  disgust: 'disgust',
  disgusted: 'disgust',
};

export function isExpression(label: string): label is Expression {
  return (EXPRESSIONS as readonly string[]).includes(label);
}

/**
 * A model's label probabilities as the contract's 7 scores, normalised to sum to 1 (labels the
 * contract does not know are dropped; an all-zero input becomes all neutral).
 */
export function toExpressionScores(labels: Readonly<Record<string, number>>): ExpressionScores {
  const scores: ExpressionScores = {
    happy: 0,
    surprise: 0,
    neutral: 0,
    sad: 0,
    angry: 0,
    fear: 0,
    disgust: 0,
  };
  for (const [label, value] of Object.entries(labels)) {
    const expression = LABEL_ALIASES[label.toLowerCase()];
    if (expression && Number.isFinite(value) && value > 0) scores[expression] += value;
  }
  const total = EXPRESSIONS.reduce((sum, expression) => sum + scores[expression], 0);
  if (total <= 0) return { ...scores, neutral: 1 };
  for (const expression of EXPRESSIONS) scores[expression] = roundScore(scores[expression] / total);
  return scores;
}

const roundScore = (value: number) => Math.min(1, Math.max(0, Math.round(value * 10_000) / 10_000));

/**
 * A distribution with its happy share replaced (the fusion's), the other six keeping their
 * proportions to each other.
 */
export function withHappy(scores: ExpressionScores, happy: number): ExpressionScores {
  const others = EXPRESSIONS.filter((expression) => expression !== 'happy');
  const rest = others.reduce((sum, expression) => sum + scores[expression], 0);
  const adjusted: Record<string, number> = { happy };
  for (const expression of others) {
    adjusted[expression] =
      rest > 0 ? ((1 - happy) * scores[expression]) / rest : expression === 'neutral' ? 1 - happy : 0;
  }
  return toExpressionScores(adjusted);
}

/** The expression the product reads in a sample (see HAPPY_THRESHOLD). */
export function readExpression(
  scores: ExpressionScores,
  happyThreshold: number = HAPPY_THRESHOLD,
): Expression {
  if (scores.happy >= happyThreshold) return 'happy';
  let best: Expression = 'neutral';
  for (const expression of EXPRESSIONS) {
    if (expression === 'happy') continue;
    if (scores[expression] > scores[best]) best = expression;
  }
  return best;
}

/** Mean scores over samples (the calibration's neutral seconds give the respondent's baseline). */
export function meanExpression(samples: readonly ExpressionScores[]): ExpressionScores | null {
  if (samples.length === 0) return null;
  const sums: Record<string, number> = {};
  for (const expression of EXPRESSIONS) {
    sums[expression] = samples.reduce((sum, sample) => sum + sample[expression], 0) / samples.length;
  }
  return toExpressionScores(sums);
}
