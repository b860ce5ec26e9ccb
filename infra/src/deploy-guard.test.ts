import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV } from '@adpulse/shared';
import { buildApp } from './app.ts';
import { fromRepoRoot } from './paths.ts';
import { ofType, resourcesOf } from './testing/template.ts';

/**
 * A deployment sells real fieldwork: `cdk synth` refuses the simulated panel and the test payment
 * provider unless the context marks the stack as a demo (-c demo=true), and says why. The demo
 * stack synthesizes, and tells its functions to label every project simulated.
 */
const outdirs: string[] = [];
afterAll(() => outdirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function synth(context: Record<string, unknown>) {
  const outdir = mkdtempSync(join(tmpdir(), 'adpulse-guard-'));
  outdirs.push(outdir);
  const previous = process.env.CDK_OUTDIR;
  process.env.CDK_OUTDIR = outdir;
  try {
    const { app } = buildApp({
      bundling: false,
      cfnValidation: false,
      webAssetDir: fromRepoRoot('.no-web-build'),
      context: { mailFrom: 'no-reply@adpulse.example', ...context },
    });
    return app.synth();
  } finally {
    if (previous === undefined) delete process.env.CDK_OUTDIR;
    else process.env.CDK_OUTDIR = previous;
  }
}

/** Every Lambda function's environment, across the stacks that hold functions. */
function functionEnvironments(assembly: ReturnType<typeof synth>): Record<string, unknown>[] {
  return ['AdPulse-Api', 'AdPulse-Workflows'].flatMap((stack) =>
    ofType(resourcesOf(assembly, stack), 'AWS::Lambda::Function').map(
      ([, fn]) => (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables,
    ),
  );
}

const SELLABLE = {
  paymentProvider: 'stripe',
  stripeSecretName: 'adpulse/stripe',
  panelSecretName: 'adpulse/panels',
};

/** A synth takes seconds, and more on a loaded machine. */
const SYNTH_TIMEOUT_MS = 120_000;

describe('cdk synth without the demo flag', { timeout: SYNTH_TIMEOUT_MS }, () => {
  it('refuses the default stack: the test payment provider, and a live panel without its keys', () => {
    expect(() => synth({})).toThrow(/paymentProvider=test accepts any valid-looking card number/);
    expect(() => synth({})).toThrow(/panelMode=live needs -c panelSecretName/);
    expect(() => synth({})).toThrow(/-c demo=true/);
  });

  it('refuses the simulated panel, even with Stripe', () => {
    expect(() => synth({ ...SELLABLE, panelMode: 'simulated' })).toThrow(
      /panelMode=simulated: paying clients would get simulated respondents/,
    );
  });

  it('refuses the test payment provider, even with a live panel', () => {
    const { paymentProvider: _test, ...withTestPayments } = SELLABLE;
    expect(() => synth(withTestPayments)).toThrow(/paymentProvider=test/);
  });

  it('synthesizes a sellable stack: live panel with its secret, Stripe, no demo label', () => {
    const environments = functionEnvironments(synth(SELLABLE));
    expect(environments.length).toBeGreaterThan(10);
    for (const variables of environments) {
      expect(variables[ENV.panelMode]).toBe('live');
      expect(variables[ENV.panelSecretsName]).toBe('adpulse/panels');
      expect(variables).not.toHaveProperty(ENV.demoStack);
    }
  });
});

describe('cdk synth with -c demo=true', { timeout: SYNTH_TIMEOUT_MS }, () => {
  it('synthesizes with the simulated panel and the test payment provider, every function told it is a demo', () => {
    const environments = functionEnvironments(synth({ demo: 'true' }));
    expect(environments.length).toBeGreaterThan(10);
    for (const variables of environments) {
      expect(variables[ENV.panelMode]).toBe('simulated');
      expect(variables[ENV.demoStack]).toBe('true');
      expect(variables).not.toHaveProperty(ENV.paymentProvider);
    }
  });

  it('refuses a demo flag that is not true or false', () => {
    expect(() => synth({ demo: 'yes' })).toThrow(/Expected true or false/);
  });
});
