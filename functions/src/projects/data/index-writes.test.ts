import { describe, expect, it } from 'vitest';
import { planProjectWrites, type PlannedWrite } from './index-writes.ts';
import { cardItem, toSummary, type ProjectRecord } from './records.ts';

const base: ProjectRecord = {
  clientId: 'c1',
  projectId: 'P1',
  name: 'Coca-Cola Summer',
  type: 'discover',
  status: 'pending',
  step: 1,
  viewer: 'tv',
  panelProvider: 'dynata',
  thumbnail: null,
  folder: null,
  created: '2026-03-01T10:00:00.000Z',
  closed: null,
  country: null,
  audience: {},
  questions: [],
  payment: {},
  analysis: null,
  createdBy: 'u1',
  version: 1,
};

const next = (change: Partial<ProjectRecord>): ProjectRecord => ({
  ...base,
  ...change,
  version: base.version + 1,
});

/** A readable summary of a plan: kind and key of each write, and the counter deltas. */
function describePlan(plan: PlannedWrite[]) {
  return plan.map(({ role, item }) => {
    if (item.Put) return `${role} put ${item.Put.Item?.sk}`;
    if (item.Delete) return `${role} delete ${item.Delete.Key?.sk}`;
    if (item.Update) {
      const names = item.Update.ExpressionAttributeNames ?? {};
      const values = item.Update.ExpressionAttributeValues ?? {};
      const deltas = Object.keys(names)
        .map((placeholder) => `${names[placeholder]}=${values[placeholder.replace('#n', ':d')]}`)
        .join(',');
      return `${role} add ${item.Update.Key?.sk} ${deltas}`;
    }
    return 'other';
  });
}

describe('planning the writes of a project change', () => {
  it('creates the project, its card, its counter and one word item per name word', () => {
    const plan = planProjectWrites('T', undefined, base);
    expect(describePlan(plan)).toEqual([
      'project put PROJECT#P1',
      'index put CARD#P1',
      'index add PROJECTCOUNTS c|-|pending|N=1',
      expect.stringMatching(/^index put coca#\d{13}#P1$/),
      expect.stringMatching(/^index put cola#/),
      expect.stringMatching(/^index put summer#/),
    ]);
    expect(plan[0]?.item.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    const card = plan[1]?.item.Put?.Item;
    expect(card).toMatchObject({
      gsi1pk: 'PROJECTS#c1#-#pending#N',
      gsi2pk: 'PROJECTS#c1#-#pending',
      gsi1sk: '2026-03-01T10:00:00.000Z#P1',
    });
    expect(card).not.toHaveProperty('gsi3pk');
    expect(card).not.toHaveProperty('audience');
  });

  it('writes only the project, conditioned on its version, when no card field changes', () => {
    const plan = planProjectWrites('T', base, next({ audience: { country: 'IT' }, questions: [] }));
    expect(describePlan(plan)).toEqual(['project put PROJECT#P1']);
    expect(plan[0]?.item.Put?.ExpressionAttributeValues).toEqual({ ':version': 1 });
  });

  it('a step change rewrites the card but touches no counter or word', () => {
    expect(describePlan(planProjectWrites('T', base, next({ step: 2 })))).toEqual([
      'project put PROJECT#P1',
      'index put CARD#P1',
    ]);
  });

  it('a rename replaces the words that went and rewrites those that stay', () => {
    const plan = describePlan(planProjectWrites('T', base, next({ name: 'Coca-Cola Winter' })));
    expect(plan.slice(0, 2)).toEqual(['project put PROJECT#P1', 'index put CARD#P1']);
    expect(plan.slice(2).map((line) => line.replace(/#\d{13}#P1$/, ''))).toEqual([
      'index delete summer',
      'index put coca',
      'index put cola',
      'index put winter',
    ]);
  });

  it('a status change moves the counter and, in a folder, the folder counter', () => {
    const inFolder = { ...base, folder: 'F1' };
    const plan = planProjectWrites('T', inFolder, { ...inFolder, status: 'active', version: 2 });
    expect(describePlan(plan)).toEqual([
      'project put PROJECT#P1',
      'index put CARD#P1',
      'index add PROJECTCOUNTS c|-|pending|F=-1,c|-|active|F=1',
      'index add FOLDER#F1 c|-|pending=-1,c|-|active=1',
    ]);
    expect(plan[1]?.item.Put?.Item).toMatchObject({ gsi3pk: 'FOLDER#F1#-#active' });
  });

  it('a move between folders checks the target and moves counters and membership', () => {
    const from = { ...base, folder: 'F1' };
    const plan = planProjectWrites('T', from, { ...from, folder: 'F2', version: 2 });
    expect(describePlan(plan)).toEqual([
      'project put PROJECT#P1',
      'index put CARD#P1',
      'index add FOLDER#F1 c|-|pending=-1',
      'targetFolder add FOLDER#F2 c|-|pending=1',
      'index delete FOLDERITEM#F1#P1',
      'index put FOLDERITEM#F2#P1',
    ]);
    expect(plan[3]?.item.Update?.ConditionExpression).toBe(
      'attribute_exists(pk) AND attribute_not_exists(deletingAt)',
    );
    expect(plan[2]?.item.Update?.ConditionExpression).toBe('attribute_exists(pk)');
  });

  it('moving into a folder from the list flips the N/F counter', () => {
    const plan = describePlan(planProjectWrites('T', base, next({ folder: 'F1' })));
    expect(plan).toContain('index add PROJECTCOUNTS c|-|pending|N=-1,c|-|pending|F=1');
    expect(plan).toContain('targetFolder add FOLDER#F1 c|-|pending=1');
    expect(plan).toContain('index put FOLDERITEM#F1#P1');
  });

  it('a branch change moves counters and rewrites every word (they carry the branch)', () => {
    const plan = describePlan(planProjectWrites('T', base, next({ branchId: 'B1' })));
    expect(plan).toContain('index add PROJECTCOUNTS c|-|pending|N=-1,c|B1|pending|N=1');
    expect(
      plan.filter((line) => line.startsWith('index put coca#') || line.startsWith('index put summer#')),
    ).toHaveLength(2);
  });

  it('a delete removes everything the project had, conditioned on its version', () => {
    const inFolder = { ...base, folder: 'F1', version: 4 };
    const plan = planProjectWrites('T', inFolder, undefined);
    expect(describePlan(plan).map((line) => line.replace(/#\d{13}#P1$/, ''))).toEqual([
      'project delete PROJECT#P1',
      'index delete CARD#P1',
      'index add PROJECTCOUNTS c|-|pending|F=-1',
      'index add FOLDER#F1 c|-|pending=-1',
      'index delete FOLDERITEM#F1#P1',
      'index delete coca',
      'index delete cola',
      'index delete summer',
    ]);
    expect(plan[0]?.item.Delete?.ExpressionAttributeValues).toEqual({ ':version': 4 });
  });

  it('stays within the 100 items of a transaction for the longest names', () => {
    const long = (tag: string) => Array.from({ length: 40 }, (_, i) => `${tag}${i}`).join(' ');
    const from = { ...base, name: long('a'), folder: 'F1' };
    const plan = planProjectWrites('T', from, {
      ...from,
      name: long('b'),
      folder: 'F2',
      branchId: 'B',
      version: 2,
    });
    expect(plan.length).toBeLessThanOrEqual(100);
  });

  it('rewrites the card when the results become simulated, so the dashboard card says so', () => {
    const analysed = next({
      status: 'closed',
      analysis: {
        runId: 'R1',
        jsonVersion: 6,
        partial: false,
        n: 50,
        target: 50,
        generatedAt: 'x',
        simulated: 50,
      },
    });
    const before = next({ status: 'closed', analysis: { ...analysed.analysis!, simulated: undefined } });
    const card = planProjectWrites('T', before, analysed).find(
      (write) => write.item.Put?.Item?.sk === 'CARD#P1',
    );
    expect(card?.item.Put?.Item).toMatchObject({ simulated: true });
    expect(toSummary(card?.item.Put?.Item ?? {}).simulated).toBe(true);
    expect(toSummary(cardItem(before)).simulated).toBeUndefined();
  });
});
