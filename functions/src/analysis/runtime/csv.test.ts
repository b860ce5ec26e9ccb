import { describe, expect, it } from 'vitest';
import { twoVideoAnalysis } from '../../../../tests/fixtures/analysis.ts';
import { analysisCsv, CSV_NOTES } from './csv.ts';

/** The CSV's rows as records of its header (RFC 4180: quoted cells, doubled quotes). */
function rows(csv: string): Record<string, string>[] {
  const lines: string[][] = [];
  let cell = '';
  let line: string[] = [];
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      line.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      line.push(cell);
      lines.push(line);
      cell = '';
      line = [];
      i += 1;
    } else {
      cell += char;
    }
  }
  const [names = [], ...body] = lines;
  return body.map((values) => Object.fromEntries(values.map((value, i) => [names[i], value])));
}

describe('analysis CSV: what a number is not, in its row (issue 25)', () => {
  const analysis = twoVideoAnalysis(40);
  const table = rows(analysisCsv(analysis));
  const kpi = (metric: string) => table.filter((row) => row.section === 'kpi' && row.metric === metric);

  it('says the respondents are simulated, the anchors and mental-demand reference synthetic, the click a model', () => {
    expect(analysis.dataSource).toBe('simulated');
    expect(table[0]?.section).toBe('status');
    expect(table[0]?.note).toContain(CSV_NOTES.simulated);
    for (const row of kpi('global_index')) expect(row.note).toContain(CSV_NOTES.anchors);
    for (const row of kpi('mental_demand')) expect(row.note).toBe(CSV_NOTES.mentalDemand);
    for (const row of kpi('predictive_click_probability')) expect(row.note).toContain(CSV_NOTES.click);
    // A model scenario carries no interval (the sampling error would pretend to cover the model).
    for (const row of kpi('predictive_click_probability')) {
      expect(row.value).not.toBe('');
      expect([row.low, row.high]).toEqual(['', '']);
    }
  });

  it('marks every comparison with a seed norm as synthetic, and none with a real one', () => {
    const normRows = table.filter((row) => row.section === 'norm_lv1' || row.section === 'norm_lv2');
    expect(normRows.length).toBeGreaterThan(0);
    const verdict = `(below|close|above|${CSV_NOTES.insufficient.replace(/[()]/g, '\\$&')})`;
    const placed = "norm middle half [\\d.-]+-[\\d.-]+(; higher than \\d+% of the norm's \\d+ media)?";
    for (const row of normRows) {
      expect(row.note).toMatch(
        new RegExp(`^${verdict}; ${placed}; ${CSV_NOTES.seedNorm.replace(/[()]/g, '\\$&')}$`),
      );
    }
    const real = structuredClone(analysis);
    for (const asset of real.assets) {
      for (const entry of Object.values(asset.benchmark)) {
        if (entry && typeof entry === 'object' && 'lv1' in entry && 'value' in entry) {
          if (entry.lv1) entry.lv1.seed = false;
          if (entry.lv2) entry.lv2.seed = false;
        }
      }
    }
    const realRows = rows(analysisCsv(real)).filter((row) => row.section?.startsWith('norm_'));
    for (const row of realRows) expect(row.note).toMatch(new RegExp(`^${verdict}; ${placed}$`));
  });
});
