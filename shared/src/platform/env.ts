/**
 * Names of the environment variables that the infrastructure gives every Lambda function
 * (and the local runtime resolves from the synthesized template). One list, read on both sides.
 */
export const ENV = {
  tableName: 'TABLE_NAME',
  idempotencyTableName: 'IDEMPOTENCY_TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  resultsBucket: 'RESULTS_BUCKET',
  feasibilityStateMachineArn: 'FEASIBILITY_STATE_MACHINE_ARN',
  purchaseStateMachineArn: 'PURCHASE_STATE_MACHINE_ARN',
  /** Raw respondent samples, one object per signal batch; expired by a lifecycle rule. */
  samplesBucket: 'SAMPLES_BUCKET',
  /** Days raw samples are kept (the samples bucket's lifecycle; the consent says it). */
  rawSampleRetentionDays: 'RAW_SAMPLE_RETENTION_DAYS',
  /** The Secrets Manager secret with the panel providers' keys (JSON, see the fieldwork README). */
  panelSecretsName: 'PANEL_SECRETS_NAME',
  analysisStateMachineArn: 'ANALYSIS_STATE_MACHINE_ARN',
  fieldworkStateMachineArn: 'FIELDWORK_STATE_MACHINE_ARN',
  /** The sweeper's machine (issue 22), started on a schedule: nothing starts it from a function. */
  sweeperStateMachineArn: 'SWEEPER_STATE_MACHINE_ARN',
  tokenSecretName: 'TOKEN_SECRET_NAME',
  appUrl: 'APP_URL',
  /** The verified SES sender of the account e-mails (confirmation, invitation, password reset). */
  mailFrom: 'MAIL_FROM',
  /** The SES configuration set every e-mail is sent with: it publishes bounces and complaints to SNS. */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /** The card payment provider: `test` (default; local runs and tests) or `stripe`. */
  paymentProvider: 'PAYMENT_PROVIDER',
  /** Secrets Manager secret (JSON `{ secretKey, webhookSecret }`) of the Stripe account. */
  stripeSecretName: 'STRIPE_SECRET_NAME',
  /** JSON map of the Stripe price ids of the paid plans: `{ "pro.monthly": "price_…", … }`. */
  stripePrices: 'STRIPE_PRICES',
  /** Set only by the local runtime and tests: the secret used to sign session tokens. */
  localTokenSecret: 'LOCAL_TOKEN_SECRET',
  /** Set only by the local runtime: folder where e-mails are written instead of being sent. */
  localOutboxDir: 'LOCAL_OUTBOX_DIR',
  /** Set only by the test runs: every handler checks its answers against its route's contract. */
  checkContracts: 'CHECK_CONTRACTS',
  /** How panels are reached: `live` (the providers' APIs) or `simulated` (demo stacks, local runs, tests). */
  panelMode: 'PANEL_MODE',
  /** `true` on a stack whose context marks it as a demo: every project it launches is labelled simulated. */
  demoStack: 'DEMO_STACK',
  /** The operators' address the Support page's contact form writes to (the web config's supportEmail). */
  supportEmail: 'SUPPORT_EMAIL',
} as const;
export type EnvName = (typeof ENV)[keyof typeof ENV];
