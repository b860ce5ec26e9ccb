import { afterEach, describe, expect, it } from 'vitest';
import type { LocalFunction } from './template.ts';
import { applyEnvironment, runtimeEnvironment } from './environment.ts';

const fn = (name: string, environment: Record<string, string>): LocalFunction => ({
  stackName: 'T',
  logicalId: name,
  name,
  arn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
  entry: `functions/src/${name}/handler.ts`,
  handlerExport: 'handler',
  environment,
  timeoutSeconds: 3,
  memoryMb: 128,
});

const input = {
  endpoints: { dynamodb: 'http://127.0.0.1:1', s3: 'http://127.0.0.1:2', sfn: 'http://127.0.0.1:3/_aws/sfn' },
  appUrl: 'http://localhost:3000',
  outboxDir: '/data/outbox',
  tokenSecret: 'secret',
  quiet: true,
};

describe('runtimeEnvironment', () => {
  afterEach(() => {
    delete process.env.ADPULSE_ENV_TEST;
  });

  it('merges the functions variables, leaves out per-function ones, and adds the local settings', () => {
    const { variables, conflicting } = runtimeEnvironment({
      ...input,
      functions: [
        fn('a', {
          TABLE_NAME: 'T1',
          POWERTOOLS_SERVICE_NAME: 'a',
          NODE_OPTIONS: '--enable-source-maps',
          MODE: 'x',
          APP_URL: '',
        }),
        fn('b', { TABLE_NAME: 'T1', POWERTOOLS_SERVICE_NAME: 'b', MODE: 'y' }),
      ],
    });
    expect(conflicting).toEqual(['MODE']);
    expect(variables).toMatchObject({
      TABLE_NAME: 'T1',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:1',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:2',
      AWS_ENDPOINT_URL_SFN: 'http://127.0.0.1:3/_aws/sfn',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
      POWERTOOLS_METRICS_DISABLED: 'true',
      APP_URL: 'http://localhost:3000',
      LOCAL_OUTBOX_DIR: '/data/outbox',
      LOCAL_TOKEN_SECRET: 'secret',
    });
    for (const name of ['MODE', 'POWERTOOLS_SERVICE_NAME', 'NODE_OPTIONS'])
      expect(variables).not.toHaveProperty(name);
  });

  it('applies variables to process.env and restores the previous values', () => {
    process.env.ADPULSE_ENV_TEST = 'before';
    const restore = applyEnvironment({ ADPULSE_ENV_TEST: 'during' });
    expect(process.env.ADPULSE_ENV_TEST).toBe('during');
    restore();
    expect(process.env.ADPULSE_ENV_TEST).toBe('before');
  });
});
