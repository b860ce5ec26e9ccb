import { describe, expect, it } from 'vitest';
import { EXPRESSIONS, type ExpressionScores } from '../../../../../shared/src/fieldwork/index.ts';
import {
  HAPPY_THRESHOLD,
  meanExpression,
  readExpression,
  toExpressionScores,
  withHappy,
} from './expression.ts';

const sum = (scores: ExpressionScores) =>
  EXPRESSIONS.reduce((total, expression) => total + scores[expression], 0);

describe('expression scores', () => {
  it("maps face-api's and human's label names to the contract's 7 and normalises", () => {
    const scores = toExpressionScores({
      happy: 2,
      surprised: 1,
      fearful: 1,
      disgusted: 1,
      neutral: 5,
      contempt: 3,
    });
    expect(scores).toEqual({
      happy: 0.2,
      surprise: 0.1,
      neutral: 0.5,
      sad: 0,
      angry: 0,
      fear: 0.1,
      disgust: 0.1,
    });
    expect(toExpressionScores({})).toMatchObject({ neutral: 1, happy: 0 });
  });

  it('reads happy at the threshold, else the most probable other expression', () => {
    const base = toExpressionScores({ neutral: 1 });
    expect(readExpression({ ...base, happy: HAPPY_THRESHOLD, neutral: 1 - HAPPY_THRESHOLD })).toBe('happy');
    expect(readExpression({ ...base, happy: 0.45, neutral: 0.3, sad: 0.25 })).toBe('neutral');
    expect(readExpression({ ...base, neutral: 0.2, sad: 0.6, happy: 0.2 })).toBe('sad');
  });

  it('replaces the happy share and keeps the others in proportion', () => {
    const scores = withHappy(toExpressionScores({ happy: 0.1, neutral: 0.6, sad: 0.3 }), 0.7);
    expect(scores.happy).toBe(0.7);
    expect(scores.neutral).toBeCloseTo(0.2, 4);
    expect(scores.sad).toBeCloseTo(0.1, 4);
    expect(sum(scores)).toBeCloseTo(1, 3);
    expect(withHappy(toExpressionScores({ happy: 1 }), 0.2)).toMatchObject({ happy: 0.2, neutral: 0.8 });
  });

  it("averages the neutral seconds into the calibration's baseline", () => {
    const rest = toExpressionScores({ neutral: 0.7, sad: 0.2, happy: 0.1 });
    expect(meanExpression([rest, rest])).toEqual(rest);
    expect(meanExpression([])).toBeNull();
  });
});
