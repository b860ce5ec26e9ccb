/**
 * Operator commands for accounts (functions/src/accounts/README.md, "Operators"):
 *
 *   npx tsx scripts/operator.ts [--local] create-custom-client --company X --email a@b \
 *       --first-name F --last-name L [--multi-user] [--language en|it]
 *   npx tsx scripts/operator.ts [--local] set-client-type --client <id> --type regular|custom [--multi-user true|false]
 *   npx tsx scripts/operator.ts [--local] disable-user --email x
 *   npx tsx scripts/operator.ts [--local] enable-user --email x
 *   npx tsx scripts/operator.ts [--local] seed-demo
 *   npx tsx scripts/operator.ts [--local] grant-subscription --client <id> --plan basic|pro|extreme \
 *       --billing monthly|yearly --ends <ISO date> [--analyses N] --by <operator> [--note text]
 *   npx tsx scripts/operator.ts [--local] top-up-credits --client <id> --analyses N --by <operator> [--note text]
 *   npx tsx scripts/operator.ts [--local] forget-respondent (--session <id> | --test <testId> --respondent <panel id>)
 *
 * The billing commands are described in functions/src/billing/README.md ("Operators"); the
 * privacy command in functions/src/fieldwork/README.md ("Privacy").
 * Without --local the commands use the environment of the target, as the Lambda does:
 * AWS credentials and region, TABLE_NAME, APP_URL, MAIL_FROM (and UPLOADS_BUCKET).
 * With --local they resolve the local runtime's environment the way it does (synthesized
 * template, table names = logical ids, DynamoDB Local on DYNAMODB_PORT or 8000, e-mails to
 * <data dir>/outbox); `npm start` must be running.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BILLING_CYCLES, PLAN_IDS, type BillingCycle, type PlanId } from '@adpulse/shared/billing/plans';

export type OperatorCommand =
  | {
      name: 'create-custom-client';
      company: string;
      email: string;
      firstName: string;
      lastName: string;
      multiUser: boolean;
      language: string;
    }
  | { name: 'set-client-type'; clientId: string; clientType: 'regular' | 'custom'; multiUser?: boolean }
  | { name: 'disable-user' | 'enable-user'; email: string }
  | { name: 'seed-demo' }
  | {
      name: 'grant-subscription';
      clientId: string;
      plan: PlanId;
      billing: BillingCycle;
      endsAt: string;
      analyses: number;
      by: string;
      note: string;
    }
  | { name: 'top-up-credits'; clientId: string; analyses: number; by: string; note: string }
  | { name: 'forget-respondent'; sessionId?: string; testId?: string; respondentId?: string };

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: npx tsx scripts/operator.ts [--local] <command> [options]
  create-custom-client --company <name> --email <address> --first-name <name> --last-name <name> [--multi-user] [--language en|it]
  set-client-type --client <clientId> --type regular|custom [--multi-user true|false]
  disable-user --email <address>
  enable-user --email <address>
  seed-demo
  grant-subscription --client <clientId> --plan basic|pro|extreme --billing monthly|yearly --ends <ISO date> [--analyses <n>] --by <operator> [--note <text>]
  top-up-credits --client <clientId> --analyses <n> --by <operator> [--note <text>]
  forget-respondent --session <sessionId> | --test <testId> --respondent <panel respondent id>`;

function oneOf<T extends string>(values: readonly T[], value: string, name: string): T {
  const found = values.find((candidate) => candidate === value);
  if (!found) throw new UsageError(`--${name} must be ${values.join(' or ')}`);
  return found;
}

function wholeNumber(value: string, name: string): number {
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || !value.trim()) throw new UsageError(`--${name} is required`);
  return value.trim();
}

function booleanText(value: string | boolean | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === true) return true;
  if (value === 'false') return false;
  throw new UsageError(`--${name} must be true or false`);
}

/** `--multi-user` alone means `--multi-user=true`; followed by true or false it takes that value. */
function withFlagValues(argv: readonly string[]): string[] {
  return argv.map((arg, index) =>
    arg === '--multi-user' && !['true', 'false'].includes(argv[index + 1] ?? '') ? '--multi-user=true' : arg,
  );
}

/** The command of an argument list (without the node and script paths) and whether it targets the local runtime. */
export function parseOperatorArgs(argv: readonly string[]): { local: boolean; command: OperatorCommand } {
  const { values, positionals } = parseArgs({
    args: withFlagValues(argv),
    allowPositionals: true,
    options: {
      local: { type: 'boolean', default: false },
      company: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'multi-user': { type: 'string' },
      language: { type: 'string' },
      client: { type: 'string' },
      type: { type: 'string' },
      plan: { type: 'string' },
      billing: { type: 'string' },
      ends: { type: 'string' },
      analyses: { type: 'string' },
      by: { type: 'string' },
      note: { type: 'string' },
      session: { type: 'string' },
      test: { type: 'string' },
      respondent: { type: 'string' },
    },
  });
  const [name, ...rest] = positionals;
  if (rest.length) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
  const local = values.local ?? false;
  switch (name) {
    case 'create-custom-client':
      return {
        local,
        command: {
          name,
          company: required(values, 'company'),
          email: required(values, 'email').toLowerCase(),
          firstName: required(values, 'first-name'),
          lastName: required(values, 'last-name'),
          multiUser: booleanText(values['multi-user'], 'multi-user') ?? false,
          language: values.language ?? 'en',
        },
      };
    case 'set-client-type': {
      const type = required(values, 'type');
      if (type !== 'regular' && type !== 'custom') throw new UsageError('--type must be regular or custom');
      const multiUser = booleanText(values['multi-user'], 'multi-user');
      return {
        local,
        command: {
          name,
          clientId: required(values, 'client'),
          clientType: type,
          ...(multiUser !== undefined ? { multiUser } : {}),
        },
      };
    }
    case 'disable-user':
    case 'enable-user':
      return { local, command: { name, email: required(values, 'email').toLowerCase() } };
    case 'seed-demo':
      return { local, command: { name } };
    case 'grant-subscription': {
      const ends = required(values, 'ends');
      if (Number.isNaN(Date.parse(ends))) throw new UsageError('--ends must be a date (2027-01-31)');
      return {
        local,
        command: {
          name,
          clientId: required(values, 'client'),
          plan: oneOf(PLAN_IDS, required(values, 'plan'), 'plan'),
          billing: oneOf(BILLING_CYCLES, required(values, 'billing'), 'billing'),
          endsAt: new Date(ends).toISOString(),
          analyses: values.analyses === undefined ? 0 : wholeNumber(values.analyses, 'analyses'),
          by: required(values, 'by'),
          note: values.note ?? 'Subscription granted by an operator',
        },
      };
    }
    case 'top-up-credits':
      return {
        local,
        command: {
          name,
          clientId: required(values, 'client'),
          analyses: wholeNumber(required(values, 'analyses'), 'analyses'),
          by: required(values, 'by'),
          note: values.note ?? 'Top-up by an operator',
        },
      };
    case 'forget-respondent': {
      if (values.session !== undefined) {
        if (values.test !== undefined || values.respondent !== undefined)
          throw new UsageError('Give --session, or --test with --respondent, not both');
        return { local, command: { name, sessionId: required(values, 'session') } };
      }
      return {
        local,
        command: { name, testId: required(values, 'test'), respondentId: required(values, 'respondent') },
      };
    }
    default:
      throw new UsageError(name ? `Unknown command ${name}` : 'No command given');
  }
}

/** Runs one command with the current process environment; returns what to print. */
export async function runOperatorCommand(command: OperatorCommand): Promise<string> {
  // Imported here: the AWS clients read the endpoint variables when their module loads.
  const operator = await import('../functions/src/accounts/operator.ts');
  switch (command.name) {
    case 'create-custom-client': {
      const { client, user } = await operator.createCustomClient({
        company: command.company,
        email: command.email,
        firstName: command.firstName,
        lastName: command.lastName,
        multiUser: command.multiUser,
        language: command.language,
      });
      return `Created custom ${client.multiUser ? 'multi-user' : 'single-user'} client ${client.clientId} (${client.companyName}); admin ${user.email} (${user.userId}) invited to set a password.`;
    }
    case 'set-client-type': {
      const client = await operator.setClientType(command);
      return `Client ${client.clientId} is now ${client.clientType}${client.multiUser ? ' multi-user' : ' single-user'}; its users sign in again.`;
    }
    case 'disable-user':
    case 'enable-user': {
      const user = await operator.setUserDisabled(command.email, command.name === 'disable-user');
      return `User ${user.email} (${user.userId}) is ${user.status}${user.status === 'disabled' ? '; its sessions ended' : ''}.`;
    }
    case 'seed-demo': {
      const { seedDemoAccounts } = await import('../functions/src/accounts/demo.ts');
      const accounts = await seedDemoAccounts();
      return accounts.map((account) => `${account.email}  ${account.password}  ${account.role}`).join('\n');
    }
    case 'grant-subscription': {
      const { grantSubscription } = await import('../functions/src/billing/plans/grant.ts');
      const granted = await grantSubscription({
        clientId: command.clientId,
        plan: command.plan,
        billing: command.billing,
        endsAt: command.endsAt,
        analyses: command.analyses,
        actor: { kind: 'operator', id: command.by },
        note: command.note,
      });
      return `Client ${granted.clientId} is on ${granted.plan} (${granted.billing}) until ${granted.endsAt}; ${command.analyses} analyses added.`;
    }
    case 'top-up-credits': {
      const { topUpCredits } = await import('../functions/src/billing/credits.ts');
      const entry = await topUpCredits({
        clientId: command.clientId,
        analyses: command.analyses,
        note: command.note,
        actor: { kind: 'operator', id: command.by },
      });
      return `Client ${command.clientId}: ${entry.change > 0 ? '+' : ''}${entry.change} analyses, balance ${entry.balanceAfter}.`;
    }
    case 'forget-respondent': {
      const { forgetRespondent } = await import('../functions/src/fieldwork/index.ts');
      const ref = command.sessionId
        ? { sessionId: command.sessionId }
        : { testId: command.testId ?? '', respondentId: command.respondentId ?? '' };
      const report = await forgetRespondent(ref);
      if (!report.found) return 'No data of that respondent is stored.';
      return report.sessionId
        ? `Deleted session ${report.sessionId}: ${report.items} records and the raw samples under ${report.samplesPrefix}.`
        : 'Deleted the respondent entry (it had no session).';
    }
  }
}

/** The environment the local runtime gives its handlers, resolved from the template as it does. */
async function useLocalRuntimeEnvironment(): Promise<void> {
  const [
    { synthesizeStacks },
    { readLocalResources },
    { runtimeEnvironment, applyEnvironment },
    { localTokenSecret },
    { DEFAULT_DATA_DIR },
  ] = await Promise.all([
    import('../local/src/synth.ts'),
    import('../local/src/template.ts'),
    import('../local/src/environment.ts'),
    import('../local/src/secrets.ts'),
    import('../local/src/paths.ts'),
  ]);
  const dataDir = resolve(process.env.ADPULSE_DATA_DIR ?? DEFAULT_DATA_DIR);
  const port = process.env.PORT ?? '3000';
  const outdir = await mkdtemp(join(tmpdir(), 'adpulse-operator-'));
  try {
    const resources = readLocalResources(await synthesizeStacks(outdir));
    const { variables } = runtimeEnvironment({
      functions: resources.functions,
      endpoints: {
        dynamodb: `http://127.0.0.1:${process.env.DYNAMODB_PORT ?? '8000'}`,
        s3: `http://127.0.0.1:${process.env.S3_PORT ?? '4569'}`,
        sfn: `http://127.0.0.1:${port}/_aws/sfn`,
      },
      appUrl: `http://localhost:${port}`,
      outboxDir: join(dataDir, 'outbox'),
      tokenSecret: await localTokenSecret(dataDir),
      quiet: true,
    });
    applyEnvironment(variables);
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

async function main(argv: readonly string[]): Promise<number> {
  try {
    const { local, command } = parseOperatorArgs(argv);
    if (local) await useLocalRuntimeEnvironment();
    console.log(await runOperatorCommand(command));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(error instanceof Error && error.name === 'OperatorError' ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
