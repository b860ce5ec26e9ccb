import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

/** cdk-nag's AWS Solutions rules as a synth-time validation: any unacknowledged finding fails synth. */
export function applyNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
}
