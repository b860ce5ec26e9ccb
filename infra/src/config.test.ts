import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_CONFIG, readDeployConfig } from './config.ts';

const configWith = (context: Record<string, unknown>) => readDeployConfig(new App({ context }).node);

describe('deploy config from context', () => {
  it('defaults: any origin, no app URL, no alarm e-mail, the default web config', () => {
    expect(configWith({})).toEqual({
      appUrl: '',
      allowedOrigins: ['*'],
      mailFrom: '',
      alarmEmail: undefined,
      webConfig: DEFAULT_WEB_CONFIG,
      logRetentionDays: 30,
      apiThrottle: { rateLimit: 100, burstLimit: 200 },
      payments: { provider: 'test', stripeSecretName: '', stripePrices: '{}' },
      demo: false,
      panels: { mode: 'live', panelSecretName: '' },
    });
  });

  it('a demo stack defaults to the simulated panel; panelMode and the panel secret come from context', () => {
    expect(configWith({ demo: 'true' })).toMatchObject({ demo: true, panels: { mode: 'simulated' } });
    expect(configWith({ demo: true, panelMode: 'live', panelSecretName: 'adpulse/panels' }).panels).toEqual({
      mode: 'live',
      panelSecretName: 'adpulse/panels',
    });
    expect(() => configWith({ panelMode: 'sandbox' })).toThrow('must be live or simulated');
  });

  it('reads the Stripe settings, and refuses Stripe without its secret', () => {
    expect(
      configWith({
        paymentProvider: 'stripe',
        stripeSecretName: 'adpulse/stripe',
        stripePrices: { 'pro.monthly': 'price_1' },
      }).payments,
    ).toEqual({
      provider: 'stripe',
      stripeSecretName: 'adpulse/stripe',
      stripePrices: '{"pro.monthly":"price_1"}',
    });
    expect(() => configWith({ paymentProvider: 'stripe' })).toThrow('needs stripeSecretName');
    expect(() => configWith({ paymentProvider: 'paypal' })).toThrow('must be test or stripe');
  });

  it('narrows the origins to the app URL when only appUrl is given', () => {
    expect(configWith({ appUrl: 'https://app.example.com/en/' }).allowedOrigins).toEqual([
      'https://app.example.com',
    ]);
  });

  it('reads allowedOrigins as a comma list, a JSON list (from -c) or an array (from cdk.json)', () => {
    expect(configWith({ allowedOrigins: 'https://a.example, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(configWith({ allowedOrigins: '["https://a.example"]' }).allowedOrigins).toEqual([
      'https://a.example',
    ]);
    expect(configWith({ allowedOrigins: ['https://c.example'] }).allowedOrigins).toEqual([
      'https://c.example',
    ]);
  });

  it('merges webConfig overrides given as JSON text or object', () => {
    expect(configWith({ webConfig: '{"analyticsId":"G-1","showProjectTestUrls":true}' }).webConfig).toEqual({
      ...DEFAULT_WEB_CONFIG,
      analyticsId: 'G-1',
      showProjectTestUrls: true,
    });
    expect(configWith({ webConfig: { metricsId: 'm-1' } }).webConfig.metricsId).toBe('m-1');
  });

  it('rejects unknown webConfig keys and wrong types', () => {
    expect(() => configWith({ webConfig: { apiBase: '/x' } })).toThrow(/Unknown webConfig key "apiBase"/);
    expect(() => configWith({ webConfig: { showViewerSelector: 'yes' } })).toThrow(/must be a boolean/);
  });

  it('reads numbers from strings and rejects nonsense', () => {
    expect(configWith({ logRetentionDays: '90', apiRateLimit: '50' })).toMatchObject({
      logRetentionDays: 90,
      apiThrottle: { rateLimit: 50, burstLimit: 200 },
    });
    expect(() => configWith({ apiBurstLimit: 'lots' })).toThrow(/positive number/);
  });
});
