type Texts = { [key: string]: unknown };

const PLURAL_KEY = /^(.*)_other$/;

/**
 * A language's texts with every plural category it uses (Intl.PluralRules): a category without
 * its own form reads the `_other` form. Italian, French and Spanish have a third category, `many`,
 * for exact millions (1,000,000, 2,000,000); i18next asks for `key_many` there and, finding none,
 * fell back to English ("1.000.000 projects" on an Italian screen). The written forms are kept.
 */
export function withPluralForms<T extends Texts>(language: string, texts: T): T {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const filled: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      filled[key] = withPluralForms(language, value as Texts);
      continue;
    }
    filled[key] = value;
    const base = PLURAL_KEY.exec(key)?.[1];
    if (base === undefined) continue;
    for (const category of categories) {
      const form = `${base}_${category}`;
      if (!(form in texts)) filled[form] = value;
    }
  }
  return filled as T;
}
