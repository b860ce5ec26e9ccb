import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { buildApp, type AdPulseStacks, type BuildAppOptions } from '../app.ts';
import { applyNagChecks } from '../nag.ts';

export interface Violation {
  ruleName: string;
  severity: string;
  constructPaths: string[];
}

interface ValidationReport {
  pluginReports: Array<{
    pluginName: string;
    violations: Array<{
      ruleName: string;
      severity: string;
      violatingConstructs: Array<{ constructPath?: string }>;
    }>;
  }>;
}

/**
 * Builds the app with bundling off, CloudFormation validation and cdk-nag on, synthesizes it as
 * `cdk synth` would (a failing validation throws), and
 * returns every cdk-nag finding left unacknowledged (errors fail the synth itself; warnings only
 * show in the validation report, so both are read from it).
 */
export function synthWithNag(options: BuildAppOptions = {}): {
  stacks: AdPulseStacks;
  assembly: CloudAssembly;
  nagViolations: Violation[];
} {
  // Tests synthesize a demo stack unless their context says otherwise (config.ts refuseUnsellable).
  const { app, stacks } = buildApp({
    bundling: false,
    cfnValidation: true,
    ...options,
    context: { demo: 'true', ...options.context },
  });
  applyNagChecks(app);
  const assembly = app.synth();
  return { stacks, assembly, nagViolations: nagViolationsOf(assembly.directory) };
}

function nagViolationsOf(directory: string): Violation[] {
  let report: ValidationReport;
  try {
    report = JSON.parse(readFileSync(join(directory, 'validation-report.json'), 'utf8')) as ValidationReport;
  } catch {
    return [];
  }
  return report.pluginReports
    .filter((plugin) => plugin.pluginName === 'AwsSolutions')
    .flatMap((plugin) => plugin.violations)
    .map((violation) => ({
      ruleName: violation.ruleName,
      severity: violation.severity,
      constructPaths: violation.violatingConstructs.map((construct) => construct.constructPath ?? '?'),
    }));
}
