import { describe, expect, it, vi } from 'vitest';
import type { Context } from 'aws-lambda';
import { DomainError } from '../../platform/errors.ts';
import { checkFeasibility, handler } from './feasibility.ts';
import type { FeasibilityRequestInput } from '../feasibility-request.ts';

const simulated = { PANEL_MODE: 'simulated' };

function request(overrides: Partial<FeasibilityRequestInput> = {}): FeasibilityRequestInput {
  return {
    projectId: 'p1',
    clientId: 'c1',
    items: [
      { assetId: 'a1', requiredRespondents: 150 },
      { assetId: 'a2', requiredRespondents: 300 },
    ],
    audience: { country: 'IT', population: 'national', genre: { male: true, female: true } },
    panelProvider: 'dynata',
    ...overrides,
  };
}

describe('checkFeasibility', () => {
  it('answers every item READY and feasible for a broad audience in a large country', async () => {
    const result = await checkFeasibility(request(), simulated);
    expect(result).toEqual({
      items: [
        { assetId: 'a1', feasibility: true, status: 'READY' },
        { assetId: 'a2', feasibility: true, status: 'READY' },
      ],
    });
  });

  it('marks only the items above the reach of a narrow audience as not feasible', async () => {
    // small country 600 x 1/5 age groups x 1/2 genders = 60 respondents
    const audience = {
      country: 'MT',
      population: 'national' as const,
      genre: { female: true },
      group26_35: true,
    };
    const result = await checkFeasibility(
      request({
        audience,
        items: [
          { assetId: 'small', requiredRespondents: 50 },
          { assetId: 'big', requiredRespondents: 75 },
        ],
      }),
      simulated,
    );
    expect(result.items.map((item) => [item.assetId, item.feasibility])).toEqual([
      ['small', true],
      ['big', false],
    ]);
  });

  it('defaults the panel provider to dynata', async () => {
    const { panelProvider: _omitted, ...withoutProvider } = request();
    const result = await checkFeasibility(withoutProvider, simulated);
    expect(result.items).toHaveLength(2);
  });

  it('refuses to guess the panel mode: the deployment sets it', async () => {
    await expect(checkFeasibility(request(), {})).rejects.toThrow(/PANEL_MODE is not set/);
  });

  it('accepts the pure-spectrum provider', async () => {
    const result = await checkFeasibility(request({ panelProvider: 'pure-spectrum' }), simulated);
    expect(result.items.every((item) => item.status === 'READY')).toBe(true);
  });

  it('throws on an unknown panel mode', async () => {
    await expect(checkFeasibility(request(), { PANEL_MODE: 'sandbox' })).rejects.toThrow(
      /Unknown PANEL_MODE "sandbox"/,
    );
  });

  it('refuses a request without items with common.validation, naming the field', async () => {
    const failure = checkFeasibility(request({ items: [] }), simulated);
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({
      code: 'common.validation',
      details: [{ field: 'items', code: 'validation.invalid' }],
    });
  });

  it('refuses an unknown panel provider, naming the field', async () => {
    const input = { ...request(), panelProvider: 'acme' };
    await expect(checkFeasibility(input, simulated)).rejects.toMatchObject({
      code: 'common.validation',
      details: [{ field: 'panelProvider' }],
    });
  });
});

describe('feasibility task handler', () => {
  it('returns the task result for the state machine', async () => {
    vi.stubEnv('PANEL_MODE', 'simulated');
    try {
      const context = { awsRequestId: 'r1', functionName: 'CheckFeasibility' } as Context;
      const result = await handler(request(), context);
      expect(result.items.map((item) => item.assetId)).toEqual(['a1', 'a2']);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
