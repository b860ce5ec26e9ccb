import type { GrammarVariants } from '../label-grammars.ts';
import { enCore } from './en/core.ts';
import { enRespondent } from './en/respondent.ts';
import { enScreens } from './en/screens.ts';

/**
 * English texts. Sections 5 and 8 of the product spec are verbatim; other locales translate these keys.
 * Each language is split in three groups, one module each, so a browser downloads only what it shows:
 * core (the frame, errors, fields, login: what the first page needs), screens (the signed-in
 * screens and the mails) and respondent (the respondent's test, its own web entry).
 */
export const en = { ...enCore, ...enScreens, ...enRespondent } as const;

/**
 * The shape every locale follows: the same keys as English, each with its own string; and,
 * where its grammar needs them, variants of the field messages per label grammar (i18n/grammar.ts).
 */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type CoreMessages = Omit<Widen<typeof enCore>, 'validation'> & {
  validation: Widen<(typeof enCore)['validation']> & GrammarVariants;
};
export type ScreenMessages = Widen<typeof enScreens>;
export type RespondentMessages = Widen<typeof enRespondent>;
export type Messages = CoreMessages & ScreenMessages & RespondentMessages;
