import { describe, expect, it } from 'vitest';
import { MESSAGES, SUPPORTED_LANGUAGES, pickLanguage, primarySubtag, type Messages } from './index.ts';
import { LABEL_GRAMMARS } from './grammar.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** `validation.required_feminine`: an i18next context variant of `validation.required` (i18n/grammar.ts). */
const GRAMMAR_SUFFIX = new RegExp(`^(validation\\.\\w+)_(${LABEL_GRAMMARS.join('|')})$`);
const grammarVariant = (key: string) => GRAMMAR_SUFFIX.test(key);
const baseOf = (key: string) => key.replace(GRAMMAR_SUFFIX, '$1');

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const asTree = (messages: Messages) => messages as unknown as Tree;

describe('message catalogue', () => {
  const english = leaves(asTree(MESSAGES.en));

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has exactly the English keys, plus variants of field messages by label grammar',
    (language) => {
      const translated = [...leaves(asTree(MESSAGES[language])).keys()];
      expect(translated.filter((key) => !grammarVariant(key)).sort()).toEqual([...english.keys()].sort());
      for (const key of translated.filter(grammarVariant)) {
        expect(english.has(baseOf(key)), key).toBe(true);
      }
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    '%s keeps every interpolation placeholder and has no empty text',
    (language) => {
      for (const [key, text] of leaves(asTree(MESSAGES[language]))) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(baseOf(key)) ?? ''));
      }
    },
  );

  it('keeps the spec texts of sections 5 and 8 verbatim in English', () => {
    expect(MESSAGES.en.errors.unauthorized).toBe('Not authorized: your session expired, sign in again');
    expect(MESSAGES.en.errors.loginFailed).toBe(
      'Access not allowed: check that email and password are correct.',
    );
    expect(MESSAGES.en.errors.pageNotFound).toBe('Page not found: check that the address is correct.');
    expect(MESSAGES.en.validation.phone).toBe('{{field}} is not a valid.');
  });

  it('translates the shell rather than copying English', () => {
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      expect(MESSAGES[language].login.title, language).not.toBe(MESSAGES.en.login.title);
      expect(MESSAGES[language].errors.pageNotFound, language).not.toBe(MESSAGES.en.errors.pageNotFound);
    }
  });
});

describe('language preferences', () => {
  it('picks the first supported primary subtag', () => {
    expect(pickLanguage(['pt-BR', 'zh-Hans-CN', 'en'])).toBe('zh');
    expect(pickLanguage(['de-CH'])).toBe('de');
    expect(pickLanguage(['fil', 'fr_CA'])).toBe('fr');
    expect(pickLanguage(['pt'])).toBe('en');
  });

  it('reads the primary subtag without guessing from the first two letters', () => {
    expect(primarySubtag('fil-PH')).toBe('fil');
    expect(primarySubtag(' IT-it ')).toBe('it');
  });
});

describe('region names', () => {
  it.each(SUPPORTED_LANGUAGES)(
    '%s: the screener and the wizard read one list of region names',
    (language) => {
      const messages = MESSAGES[language];
      expect(messages.respondent.screener.regions).toBe(messages.wizard.regions);
    },
  );
});
