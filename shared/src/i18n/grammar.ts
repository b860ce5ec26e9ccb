import type { Language, Messages } from './index.ts';
import type { LabelGrammar } from './label-grammars.ts';

/**
 * How a field's label inflects the validation messages that name it ("{{field}} is required.").
 * Masculine singular labels take the base text; the others pick the message's i18next context
 * variant (`validation.required_feminine`), which a catalogue has where its language needs one.
 */
export {
  LABEL_GRAMMARS,
  type FieldMessage,
  type GrammarVariants,
  type LabelGrammar,
} from './label-grammars.ts';

/** The catalogue keys of labels that validation messages name. */
export type LabelKey =
  | `fields.${keyof Messages['fields']}`
  | `wizard.fields.${keyof Messages['wizard']['fields']}`
  | `wizard.questions.${'text' | 'answers' | 'answer'}`
  | 'wizard.stimulus.name'
  | 'dashboard.folders.name';

type Grammar = Partial<Record<LabelKey, LabelGrammar>>;

const F = 'feminine';
const P = 'plural';
const FP = 'femininePlural';

/** The wizard's labels are the same gender and number in Italian, Spanish and French. */
const ROMANCE_WIZARD: Grammar = {
  'wizard.fields.viewer': F,
  'wizard.fields.branchId': F,
  'wizard.fields.category': F,
  'wizard.fields.ageGroups': F,
  'wizard.fields.region': F,
  'wizard.fields.assets': P,
  'wizard.fields.text': F,
  'wizard.fields.answers': FP,
  'wizard.fields.company': F,
  'wizard.fields.city': F,
  'wizard.fields.province': F,
  'wizard.fields.acceptedTerms': FP,
  'wizard.questions.text': F,
  'wizard.questions.answers': FP,
  'wizard.questions.answer': F,
};

/** Italian: "Email è obbligatoria", "Città è obbligatoria", "Partita IVA non valida". */
const it: Grammar = {
  'fields.body': F,
  'fields.email': F,
  'fields.password': F,
  'fields.companyName': F,
  'fields.agreeToTerms': P,
  'fields.newsletterRegistration': F,
  'fields.passwordConfirmation': F,
  'fields.oldPassword': F,
  'fields.newPassword': F,
  'fields.branch': F,
  'fields.position': F,
  'fields.company': F,
  'fields.size': F,
  'fields.avatarKey': F,
  'fields.branchId': F,
  'fields.folder': F,
  'fields.folderId': F,
  'fields.search': F,
  'wizard.fields.vat': F,
  'wizard.fields.pec': F,
  ...ROMANCE_WIZARD,
};

const es: Grammar = {
  'fields.body': F,
  'fields.password': F,
  'fields.lastName': P,
  'fields.agreeToTerms': P,
  'fields.passwordConfirmation': F,
  'fields.oldPassword': F,
  'fields.newPassword': F,
  'fields.branch': F,
  'fields.company': F,
  'fields.clientId': F,
  'fields.avatarKey': F,
  'fields.branchId': F,
  'fields.folder': F,
  'fields.folderId': F,
  'fields.search': F,
  'wizard.fields.address': F,
  ...ROMANCE_WIZARD,
};

const fr: Grammar = {
  'fields.body': F,
  'fields.jobTitle': F,
  'fields.agreeToTerms': FP,
  'fields.newsletterRegistration': F,
  'fields.passwordConfirmation': F,
  'fields.branch': F,
  'fields.company': F,
  'fields.size': F,
  'fields.avatarKey': F,
  'fields.branchId': F,
  'fields.step': F,
  'fields.search': F,
  'wizard.fields.type': F,
  'wizard.fields.address': F,
  ...ROMANCE_WIZARD,
};

/** German predicates do not inflect for gender ("ist erforderlich"); only number matters. */
const de: Grammar = {
  'fields.agreeToTerms': P,
  'wizard.fields.assets': P,
  'wizard.fields.answers': P,
  'wizard.fields.acceptedTerms': P,
  'wizard.questions.answers': P,
};

/** English and Chinese messages do not change with the label. */
const LABEL_GRAMMAR: Record<Language, Grammar> = { en: {}, it, de, es, fr, zh: {} };

/** The grammar of a label in a language; undefined for masculine singular (the base text). */
export function labelGrammar(language: string, labelKey: string): LabelGrammar | undefined {
  return (LABEL_GRAMMAR as Record<string, Grammar | undefined>)[language]?.[labelKey as LabelKey];
}
