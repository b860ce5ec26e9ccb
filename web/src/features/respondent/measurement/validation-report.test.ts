import { describe, expect, it } from 'vitest';
import { toExpressionScores } from './expression.ts';
import { rocAuc, validationReport, type LabelledReading } from './validation-report.ts';

const reading = (label: LabelledReading['label'], happy: number | null): LabelledReading => ({
  label,
  face: happy !== null,
  expr: happy === null ? null : toExpressionScores({ happy, neutral: 1 - happy }),
});

describe('validation figures', () => {
  it('computes the AUC with ties counted half', () => {
    expect(rocAuc([0.9, 0.8], [0.1, 0.2])).toBe(1);
    expect(rocAuc([0.1], [0.9])).toBe(0);
    expect(rocAuc([0.5, 0.5], [0.5])).toBe(0.5);
    expect(rocAuc([], [1])).toBeNull();
  });

  it('reports faces, per-label shares, AUC and balanced accuracy at the threshold', () => {
    const report = validationReport([
      reading('happy', 0.9),
      reading('happy', 0.6),
      reading('happy', 0.3),
      reading('happy', null),
      reading('neutral', 0.1),
      reading('neutral', 0.55),
      reading('neutral', 0),
      reading('neutral', 0.2),
    ]);
    expect(report.images).toBe(8);
    expect(report.facesFound).toBe(7);
    expect(report.faceShare).toBe(0.875);
    expect(report.perLabel.happy).toEqual({ images: 4, correct: 2, share: 0.5 });
    expect(report.perLabel.neutral).toEqual({ images: 4, correct: 3, share: 0.75 });
    // happy scores 0.9 0.6 0.3 0 against neutral 0.1 0.55 0 0.2: 4 + 4 + 3 + 0.5 (a tie) of 16
    expect(report.happyAuc).toBe(0.7188);
    expect(report.balancedAccuracy).toBe(0.625);
    expect(report.targetsMet).toBe(false);
  });

  it('meets the targets on a clean separation and leaves AUC out without both labels', () => {
    const clean = validationReport([reading('happy', 0.9), reading('neutral', 0.1)]);
    expect(clean.targetsMet).toBe(true);
    const onlyHappy = validationReport([reading('happy', 0.9)]);
    expect(onlyHappy.happyAuc).toBeNull();
    expect(onlyHappy.balancedAccuracy).toBeNull();
    expect(onlyHappy.targetsMet).toBe(false);
  });
});
