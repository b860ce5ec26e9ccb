import { join } from 'node:path';
import type { StackTemplate, CfnTemplate } from './template.ts';

/**
 * Synthesizes the CDK app without bundling (seconds, no esbuild) and returns every stack's
 * template. The cloud assembly goes to `outdir` rather than a new temp folder per start.
 * `context` adds CDK context as `-c` would (tests of a deployment choice, e.g. the payment provider).
 */
export async function synthesizeStacks(
  outdir: string,
  context: Record<string, string> = {},
): Promise<StackTemplate[]> {
  const { buildApp } = await import('@adpulse/infra/app');
  const previous = process.env.CDK_OUTDIR;
  process.env.CDK_OUTDIR = join(outdir);
  try {
    // Locally mail goes to the outbox; the sender only has to be well-formed. A local run is a
    // demo stack: the simulated panel and the test payment provider, every project labelled simulated.
    const { app } = buildApp({
      bundling: false,
      context: {
        demo: 'true',
        mailFrom: 'AdPulse <no-reply@adpulse.local>',
        webConfig: JSON.stringify({ supportEmail: 'support@adpulse.local' }),
        ...context,
      },
    });
    const assembly = app.synth();
    return assembly.stacks.map((stack) => ({
      stackName: stack.stackName,
      template: stack.template as CfnTemplate,
    }));
  } finally {
    if (previous === undefined) delete process.env.CDK_OUTDIR;
    else process.env.CDK_OUTDIR = previous;
  }
}
