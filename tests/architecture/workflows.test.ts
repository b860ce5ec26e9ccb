import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  WORKFLOW_DEFINITIONS,
  aslProblems,
  type WorkflowDefinition,
} from '../../shared/src/workflows/index.ts';
import { TASK_BINDING, taskHandler, type TaskBinding } from '../../functions/src/platform/task-handler.ts';
import { WORKFLOWS } from '../../infra/src/workflows.ts';
import * as z from 'zod';

const ROOT = join(import.meta.dirname, '../..');
const FUNCTIONS = join(ROOT, 'functions/src');

/**
 * Where a workflow's tasks are not bound by its definition: an ASL Task state it does not
 * declare (or a Resource, Retry or Catch other than its own), a handler export that is missing or
 * was not made by `workflowTask` for that very state, an infra task bound other than the definition says.
 */
async function bindingProblems(
  workflow: WorkflowDefinition,
  asl: Record<string, unknown>,
  load: (entry: string) => Promise<Record<string, unknown>>,
): Promise<string[]> {
  const problems = aslProblems(workflow, asl);
  for (const [state, task] of Object.entries(workflow.tasks)) {
    const handler = (await load(task.handler.entry))[task.handler.export] as
      { [TASK_BINDING]?: TaskBinding } | undefined;
    const binding = handler?.[TASK_BINDING];
    if (binding?.workflow !== workflow.name || binding.state !== state) {
      problems.push(
        `${workflow.name}.${state}: ${task.handler.export} is not workflowTask(${workflow.name}, ${state})`,
      );
    }
  }
  const deployed = WORKFLOWS.find((spec) => spec.name === workflow.name);
  const expected = Object.values(workflow.tasks).map((task) => [
    task.resource,
    task.handler.entry,
    task.handler.export,
  ]);
  const infra = deployed?.tasks.map((task) => [task.placeholder, task.entry, task.handlerExport]) ?? [];
  if (JSON.stringify(infra) !== JSON.stringify(expected))
    problems.push(`${workflow.name}: infra binds other tasks`);
  return problems;
}

const aslOf = (workflow: WorkflowDefinition) =>
  JSON.parse(readFileSync(join(ROOT, workflow.definitionFile), 'utf8')) as Record<string, unknown>;
const importEntry = (entry: string) => import(join(ROOT, entry)) as Promise<Record<string, unknown>>;

describe('every state machine\u2019s tasks come from its definition', { timeout: 120_000 }, () => {
  it.each(WORKFLOW_DEFINITIONS.map((workflow) => [workflow.name, workflow] as const))(
    '%s: ASL, handlers and infra all bound by the definition',
    async (_name, workflow) => {
      expect(await bindingProblems(workflow, aslOf(workflow), importEntry)).toEqual([]);
    },
  );

  it('a task bound another way is caught: a renamed Resource, a different Retry, a plain taskHandler', async () => {
    const [workflow] = WORKFLOW_DEFINITIONS.filter((definition) => definition.name === 'purchase');
    const asl = aslOf(workflow!);
    const states = asl.States as Record<string, Record<string, unknown>>;
    states.Activate = { ...states.Activate, Resource: '${SomeOtherFunctionArn}', Retry: [] };
    const plain = taskHandler('purchase', z.unknown(), async () => ({}));
    const problems = await bindingProblems(workflow!, asl, async (entry) => ({
      ...(await importEntry(entry)),
      chargeHandler: plain,
    }));
    expect(problems).toEqual([
      'purchase.Activate: Resource ${SomeOtherFunctionArn}, not ${ActivateProjectFunctionArn}',
      expect.stringContaining('purchase.Activate: retries'),
      'purchase.Charge: chargeHandler is not workflowTask(purchase, Charge)',
    ]);
  });
});

const DOMAIN_FOLDERS = readdirSync(FUNCTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/**
 * The domain graph of functions/src from the imports themselves (type imports included): an
 * edge a -> b when a file of a imports a file of b. A Lambda entry (`<domain>/handler.ts`) is a
 * composition root, not part of its domain's node (it may use workflows/, ARCHITECTURE.md).
 */
function domainGraph(): Map<string, Set<string>> {
  const graph = new Map(DOMAIN_FOLDERS.map((domain) => [domain, new Set<string>()]));
  for (const domain of DOMAIN_FOLDERS) {
    for (const file of sourceFiles(join(FUNCTIONS, domain))) {
      if (relative(join(FUNCTIONS, domain), file) === 'handler.ts') continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = relative(FUNCTIONS, resolve(dirname(file), match[1]!)).split(sep)[0]!;
        if (target !== domain && graph.has(target)) graph.get(domain)!.add(target);
      }
    }
  }
  return graph;
}

/** A cycle of the graph as its path (a -> b -> a), or null. */
function cycleOf(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('the domains form a one-way graph', () => {
  it('no cycle between the domains of functions/src (workflows/ on top)', () => {
    const graph = domainGraph();
    expect(cycleOf(graph)).toBeNull();
    for (const [domain, targets] of graph) {
      if (domain !== 'workflows') expect(targets.has('workflows'), domain).toBe(false);
    }
  });

  it('the cycle finder finds one when a back-edge is added', () => {
    const graph = domainGraph();
    graph.get('accounts')!.add('billing');
    expect(cycleOf(graph)).toEqual(expect.arrayContaining(['accounts', 'billing']));
  });
});
