import { ageRangeOf, type QuotaCell } from '@adpulse/shared/fieldwork/index';

/** A quota cell in the attributes both providers target on: gender and an age range. */
export interface CellTarget {
  cellId: string;
  gender: 'male' | 'female';
  ageFrom: number;
  ageTo: number;
  completes: number;
}

export function cellTargets(cells: readonly QuotaCell[]): CellTarget[] {
  return cells
    .filter((cell) => cell.target > 0)
    .map((cell) => {
      const [ageFrom, ageTo] = ageRangeOf(cell.ageGroup);
      return { cellId: cell.cellId, gender: cell.gender, ageFrom, ageTo, completes: cell.target };
    });
}
