import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { ENV } from '@adpulse/shared';

/**
 * The panel providers' keys that sign return links, and where the providers want respondents back. In the
 * cloud they are the JSON SecretString of PANEL_SECRETS_NAME (Secrets Manager); tests and local
 * runs may give the same JSON in PANEL_SECRETS. Given neither (the local runtime, the simulated
 * panel), links are signed with SIMULATED_PANEL_SECRETS: fixed values that protect nothing.
 */
const dynataSecretsSchema = z.object({
  /**
   * The key pair of Dynata's signing algorithm (dynata-signing.ts) for the return links we sign;
   * Dynata checks the signature, and the secret never leaves us (the old `med = key × pid - k2`
   * gave the key away with pid=1).
   */
  accessKey: z.string().min(4),
  secretKey: z.string().min(16),
  /** The pair Dynata signs its entry links with, when it differs from the return pair. */
  entry: z.object({ accessKey: z.string().min(4), secretKey: z.string().min(16) }).optional(),
  /** Where respondents return; default https://api.dynata.com/respondent/exit. */
  exitUrl: z.url().optional(),
  /** The Demand API account (connectors/dynata.ts); absent where only links are signed. */
  api: z
    .object({
      baseUrl: z.url().default('https://api.dynata.com'),
      clientId: z.string().default('api'),
      username: z.string().min(1),
      password: z.string().min(1),
    })
    .optional(),
});

const pureSpectrumSecretsSchema = z.object({
  /** The shared secret of the redirect hash (ps_hash). */
  hashSecret: z.string().min(8),
  hashAlgorithm: z.enum(['sha1', 'sha256']).default('sha256'),
  /** Where respondents return; default https://spectrumsurveys.com/surveydone. */
  exitUrl: z.url().optional(),
  /** The Buy API account (connectors/pure-spectrum.ts): its `access-token`. */
  api: z
    .object({
      baseUrl: z.url().default('https://api.spectrumsurveys.com/buyers/v2'),
      accessToken: z.string().min(1),
    })
    .optional(),
});

export const panelSecretsSchema = z.object({
  dynata: dynataSecretsSchema,
  'pure-spectrum': pureSpectrumSecretsSchema,
});
export type PanelSecrets = z.output<typeof panelSecretsSchema>;
export type PanelSecretsInput = z.input<typeof panelSecretsSchema>;

export const PANEL_SECRETS_ENV = 'PANEL_SECRETS';

export const SIMULATED_PANEL_SECRETS: PanelSecrets = {
  dynata: { accessKey: 'simulated-access', secretKey: 'simulated-panel-dynata-secret' },
  'pure-spectrum': { hashSecret: 'simulated-panel-shared-secret', hashAlgorithm: 'sha256' },
};

let cached: Promise<PanelSecrets> | undefined;

export function panelSecrets(): Promise<PanelSecrets> {
  cached ??= loadPanelSecrets().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forgets the cached keys (tests that change PANEL_SECRETS). */
export function forgetPanelSecrets(): void {
  cached = undefined;
}

async function loadPanelSecrets(): Promise<PanelSecrets> {
  const inline = process.env[PANEL_SECRETS_ENV];
  if (inline) return panelSecretsSchema.parse(JSON.parse(inline));
  const secretId = process.env[ENV.panelSecretsName];
  if (!secretId) return SIMULATED_PANEL_SECRETS;
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!answer.SecretString) throw new Error(`Secret ${secretId} has no SecretString`);
  return panelSecretsSchema.parse(JSON.parse(answer.SecretString));
}
