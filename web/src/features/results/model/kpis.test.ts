import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SUPPORTED_LANGUAGES } from '@adpulse/shared/i18n/index';
import { KPI_KEYS, KPIS } from './kpis.ts';

const METHODOLOGY = join(import.meta.dirname, '../../../../../docs/methodology.md');

/** The KPI anchors (`<a id="kpi-…">`) of a methodology text. */
function kpiSections(doc: string): string[] {
  return [...doc.matchAll(/<a id="(kpi-[a-z0-9-]+)"><\/a>/g)].map((match) => match[1] ?? '');
}

/** What keeps KPIs and methodology sections from being one to one, in words (empty when they are). */
function mismatches(doc: string, pointers: Record<string, string>): string[] {
  const sections = kpiSections(doc);
  const pointed = Object.values(pointers);
  return [
    ...Object.entries(pointers)
      .filter(([, anchor]) => !sections.includes(anchor))
      .map(([kpi, anchor]) => `KPI ${kpi} points to ${anchor}, which docs/methodology.md lacks`),
    ...sections
      .filter((anchor) => !pointed.includes(anchor))
      .map((anchor) => `section ${anchor} belongs to no KPI`),
    ...sections
      .filter((anchor, index) => sections.indexOf(anchor) !== index)
      .map((anchor) => `section ${anchor} appears twice`),
    ...pointed
      .filter((anchor, index) => pointed.indexOf(anchor) !== index)
      .map((anchor) => `two KPIs point to ${anchor}`),
  ];
}

describe('KPI catalogue and docs/methodology.md', () => {
  const doc = readFileSync(METHODOLOGY, 'utf8');
  const pointers = Object.fromEntries(KPI_KEYS.map((key) => [key, KPIS[key].methodology]));

  it('gives every KPI its own methodology section, and every KPI section a KPI', () => {
    expect(kpiSections(doc).length).toBe(KPI_KEYS.length);
    expect(mismatches(doc, pointers)).toEqual([]);
  });

  it('catches a KPI without a section, a section without a KPI, and a shared pointer (mutants)', () => {
    const removed = doc.replace('<a id="kpi-clarity"></a>', '');
    expect(mismatches(removed, pointers)).toEqual([
      'KPI clarity points to kpi-clarity, which docs/methodology.md lacks',
    ]);
    const extra = `${doc}\n<a id="kpi-recall"></a>**recall**`;
    expect(mismatches(extra, pointers)).toEqual(['section kpi-recall belongs to no KPI']);
    expect(mismatches(doc, { ...pointers, focus: 'kpi-spread' })).toEqual([
      'section kpi-focus belongs to no KPI',
      'two KPIs point to kpi-spread',
    ]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has a name, a description and a method text for every KPI', (language) => {
    for (const key of KPI_KEYS) {
      const texts = MESSAGES[language].results.kpi[key];
      for (const text of [texts.name, texts.help, texts.method]) expect(text.trim(), key).not.toBe('');
    }
  });
});
