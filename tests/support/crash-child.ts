import { createClientWithAdmin } from '../../functions/src/accounts/account-creation.ts';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { DEMO_PASSWORD } from '../../functions/src/accounts/demo.ts';
import { storePassword } from '../../functions/src/accounts/password-links.ts';
import { startLocalRuntime } from '../../local/src/runtime.ts';
import { stacksOfTestRun } from './runtime.ts';

/**
 * The local runtime as a child process of the crash test (tests/integration/crash-purchase.test.ts),
 * so that the test can SIGKILL it: ports and data dir from the environment (the same on every
 * start, as a restart of `npm start` keeps them), the templates the test synthesized, DynamoDB
 * Local and the S3 server the test keeps running, one regular account, then one JSON line on
 * stdout with what the test needs. SIGTERM stops it cleanly.
 */
const CRASH_BUYER_EMAIL = process.env.CRASH_BUYER_EMAIL ?? 'crash-buyer@adpulse.test';

async function main(): Promise<void> {
  const runtime = await startLocalRuntime({
    // Synthesized once by the test (loading the CDK app is most of a start): every restart reads them.
    ...stacksOfTestRun(),
    // definitions.test.ts validates every workflow once; each of the 20 restarts would take 2.3 s.
    validateWorkflows: false,
    // DynamoDB Local and the S3 server run in the test, across kills: a restart is the runtime alone.
    ...(process.env.CRASH_DYNAMODB && process.env.CRASH_S3
      ? { services: { dynamodb: process.env.CRASH_DYNAMODB, s3: process.env.CRASH_S3 } }
      : {}),
    port: Number(process.env.PORT),
    dynamoDbPort: Number(process.env.DYNAMODB_PORT),
    s3Port: Number(process.env.S3_PORT),
    dataDir: process.env.ADPULSE_DATA_DIR ?? '',
    quiet: true,
    seed: async () => {
      if (await findLoginByEmail(CRASH_BUYER_EMAIL)) return;
      const { user } = await createClientWithAdmin(
        {
          clientType: 'regular',
          multiUser: false,
          companyName: 'Crash Test S.r.l.',
          registration: { country: 'IT', newsletterRegistration: false, type: 'predict' },
        },
        { firstName: 'Crash', lastName: 'Buyer', email: CRASH_BUYER_EMAIL, company: 'Crash Test S.r.l.' },
        'en',
      );
      if (!(await storePassword(user, DEMO_PASSWORD, { activate: true }))) throw new Error('No password');
    },
  });
  process.on('SIGTERM', () => {
    void runtime.stop().then(() => process.exit(0));
  });
  process.stdout.write(
    `${JSON.stringify({
      ready: true,
      apiUrl: runtime.apiUrl,
      dynamodb: runtime.endpoints.dynamodb,
      tableName: runtime.environment.TABLE_NAME,
      samplesBucket: runtime.environment.SAMPLES_BUCKET,
    })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
