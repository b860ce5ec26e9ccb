import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@adpulse/shared';
import { reportedError } from '@adpulse/shared/i18n/reported-error';
import { PANEL_REFUSALS, PANEL_UNAVAILABLE } from '@adpulse/shared/workflows/fieldwork';
import { DomainError } from '../platform/errors.ts';
import { PanelError, type PanelErrorKind } from './panel/connectors/panel-error.ts';
import { panelFailure } from './panel-life.ts';

describe('panelFailure: a connector failure as the fieldwork machine reads it', () => {
  it.each([
    ['rejected-targeting', 'fieldwork.panel_rejected_targeting'],
    ['closed', 'fieldwork.panel_closed'],
    ['bad-token', 'fieldwork.panel_bad_token'],
    ['not-found', 'fieldwork.panel_not_found'],
  ] as const)('%s is the refusal %s, with the provider', (kind: PanelErrorKind, code) => {
    const failure = panelFailure(new PanelError('dynata', kind, 'refused'));
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code, params: { provider: 'dynata' } });
    expect(PANEL_REFUSALS).toContain(code);
  });

  it('unavailable (429, 5xx, no answer) is the retried PanelUnavailable, not a refusal', () => {
    const failure = panelFailure(new PanelError('pure-spectrum', 'unavailable', '429', '429'));
    expect(failure).not.toBeInstanceOf(DomainError);
    expect(failure.name).toBe(PANEL_UNAVAILABLE);
  });

  it("says the provider by its name, as the subject and not in brackets, in every language's text, and keeps its id in the params", () => {
    for (const [id, name] of [
      ['pure-spectrum', 'PureSpectrum'],
      ['dynata', 'Dynata'],
    ] as const) {
      for (const code of PANEL_REFUSALS) {
        for (const language of SUPPORTED_LANGUAGES) {
          const said = reportedError(code, { provider: id }, language);
          expect(said.message, `${code} ${language}`).toContain(name);
          expect(said.message, `${code} ${language}`).not.toContain(id);
          expect(said.message, `${code} ${language}`).not.toMatch(new RegExp(`[(（]${name}[)）]`));
          expect(said.params).toEqual({ provider: id });
        }
      }
    }
  });

  it('any other error passes through unchanged', () => {
    const error = Object.assign(new Error('throttled'), { name: 'WriteConflict' });
    expect(panelFailure(error)).toBe(error);
  });
});
