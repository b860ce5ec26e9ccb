import * as z from 'zod';

/**
 * The web app's runtime configuration (`/config.json` next to index.html), read once at start so
 * one build serves every environment. Ids stay empty until the owner provides them.
 */
export const runtimeConfigSchema = z.object({
  /** Where the HTTP API lives: a path on the same origin (`/api`) or an absolute https URL. */
  apiBaseUrl: z
    .string()
    .min(1)
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'a path or an http(s) URL'),
  showProjectTestUrls: z.boolean(),
  showViewerSelector: z.boolean(),
  paymentProviderId: z.string(),
  chartsLicenceId: z.string(),
  analyticsId: z.string(),
  metricsId: z.string(),
  /** The operators' support address the Support page shows; none when not set. */
  supportEmail: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_PATH = '/config.json';
