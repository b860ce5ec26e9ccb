import { describe, expect, it } from 'vitest';
import { MESSAGES, type Language } from './index.ts';
import { labelGrammar } from './grammar.ts';
import { translatorFor } from './translator.ts';

/** A field message as the screens and the API build it: the label, and its grammar as context. */
function fieldMessage(language: Language, messageKey: string, labelKey: string): string {
  const t = translatorFor(language);
  const context = labelGrammar(language, labelKey);
  return t(messageKey, { field: t(labelKey), ...(context ? { context } : {}) });
}

describe('field messages agree with the label they name', () => {
  it('in Italian, in gender and number', () => {
    expect(fieldMessage('it', 'validation.required', 'fields.email')).toBe('Email è obbligatoria.');
    expect(fieldMessage('it', 'validation.required', 'wizard.fields.city')).toBe('Città è obbligatoria.');
    expect(fieldMessage('it', 'validation.vat', 'wizard.fields.vat')).toBe('Partita IVA non valida.');
    expect(fieldMessage('it', 'validation.required', 'fields.firstName')).toBe('Nome è obbligatorio.');
    expect(fieldMessage('it', 'validation.required', 'wizard.fields.assets')).toBe(
      'Stimoli sono obbligatori.',
    );
    expect(fieldMessage('it', 'validation.invalid', 'wizard.fields.answers')).toBe('Risposte non valide.');
    expect(fieldMessage('it', 'validation.phone', 'fields.phone')).toBe('Telefono non è valido.');
  });

  it('in Spanish, French and German, where their grammar changes the text', () => {
    expect(fieldMessage('es', 'validation.required', 'wizard.fields.city')).toBe('Ciudad es obligatoria.');
    expect(fieldMessage('es', 'validation.required', 'fields.email')).toBe(
      'Correo electrónico es obligatorio.',
    );
    expect(fieldMessage('es', 'validation.invalid', 'wizard.fields.answers')).toBe(
      'Respuestas no son válidas.',
    );
    expect(fieldMessage('fr', 'validation.required', 'wizard.fields.city')).toBe('Ville est obligatoire.');
    expect(fieldMessage('fr', 'validation.invalid', 'wizard.fields.answers')).toBe(
      'Réponses ne sont pas valides.',
    );
    expect(fieldMessage('fr', 'validation.fileSize', 'fields.avatarKey')).toBe(
      'Photo de profil est trop volumineuse.',
    );
    expect(fieldMessage('de', 'validation.required', 'wizard.fields.city')).toBe('Ort ist erforderlich.');
    expect(fieldMessage('de', 'validation.required', 'wizard.fields.assets')).toBe(
      'Stimuli sind erforderlich.',
    );
  });

  it('leaves English and Chinese as they are', () => {
    expect(fieldMessage('en', 'validation.required', 'fields.email')).toBe('Email is required.');
    expect(fieldMessage('zh', 'validation.required', 'fields.email')).toBe(
      MESSAGES.zh.validation.required.replace('{{field}}', MESSAGES.zh.fields.email),
    );
  });
});
