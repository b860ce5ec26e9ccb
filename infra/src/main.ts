import { buildApp } from './app.ts';
import { applyNagChecks } from './nag.ts';

// The CDK CLI entry (cdk.json "app"): bundling on; the CLI narrows it with its own context.
const { app } = buildApp({ bundling: true });
applyNagChecks(app);
app.synth();
