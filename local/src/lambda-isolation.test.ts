import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { LambdaTimeoutError, LocalLambdas } from './lambda.ts';
import type { LocalFunction } from './template.ts';

const fixture = (
  name: string,
  handlerExport: string,
  memoryMb: number,
  timeoutSeconds = 20,
): LocalFunction => ({
  stackName: 'Test',
  logicalId: name,
  name,
  arn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
  entry: 'local/src/fixtures/isolated.ts',
  handlerExport,
  environment: {},
  timeoutSeconds,
  memoryMb,
});

const heavy = fixture('Heavy', 'spin', 2048);
const light = fixture('Light', 'spin', 512);
const lambdas = new LocalLambdas([
  heavy,
  light,
  fixture('Refuse', 'refuse', 2048),
  fixture('Hang', 'hang', 2048, 1),
]);
afterAll(() => lambdas.stop());

/** The longest gap between ticks of a 10 ms interval while `work` runs: how long this event loop stalled. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const at = performance.now();
    longest = Math.max(longest, at - last);
    last = at;
  }, 10);
  try {
    await work;
  } finally {
    clearInterval(ticker);
  }
  longest = Math.max(longest, performance.now() - last);
  return longest;
}

describe('functions of 1 GB or more run in worker threads', () => {
  it('a CPU-bound heavy function leaves the event loop free; a light one runs in this thread', async () => {
    process.env.ISOLATION_TEST_VALUE = 'shared';
    // Warm the worker first (loading tsx and the module is not the point here).
    await lambdas.invoke(heavy, { ms: 1 });
    let answer: unknown;
    const heavyStall = await longestStall(
      lambdas.invoke(heavy, { ms: 1500 }).then((value) => (answer = value)),
    );
    expect(answer).toMatchObject({ env: 'shared' });
    expect((answer as { threadId: number }).threadId).not.toBe(threadId);
    expect(heavyStall).toBeLessThan(500);

    const lightStall = await longestStall(lambdas.invoke(light, { ms: 1500 }));
    expect(lightStall).toBeGreaterThanOrEqual(1400);
  });

  it('concurrent invocations run side by side in separate workers', async () => {
    const answers = (await Promise.all([
      lambdas.invoke(heavy, { ms: 200 }),
      lambdas.invoke(heavy, { ms: 200 }),
    ])) as { threadId: number }[];
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
  });

  it("a worker's error keeps its name and fields, as Step Functions and the error responder read them", async () => {
    const refuse = lambdas.find('Refuse') as LocalFunction;
    await expect(lambdas.invoke(refuse, {})).rejects.toMatchObject({
      name: 'NotEnoughAnalyses',
      message: 'no analyses left',
      needed: 2,
      available: 1,
    });
  });

  it('a worker that runs out of time is ended with a Lambda timeout', async () => {
    const hang = lambdas.find('Hang') as LocalFunction;
    await expect(lambdas.invoke(hang, {})).rejects.toBeInstanceOf(LambdaTimeoutError);
  });
});
