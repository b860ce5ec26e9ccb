/** The grammars of a field's label that validation messages vary by (grammar.ts picks them). */
export const LABEL_GRAMMARS = ['feminine', 'plural', 'femininePlural'] as const;
export type LabelGrammar = (typeof LABEL_GRAMMARS)[number];

/** The validation messages that name a field: the ones a catalogue may vary by label grammar. */
export type FieldMessage = 'required' | 'length' | 'phone' | 'vat' | 'invalid' | 'fileSize';
export type GrammarVariants = Partial<Record<`${FieldMessage}_${LabelGrammar}`, string>>;
