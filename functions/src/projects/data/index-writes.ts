import { nameWords } from '@adpulse/shared/projects/index';
import {
  branchKeyOf,
  cardKey,
  clientCountName,
  countersKey,
  folderCountName,
  folderKey,
  folderStateOf,
  membershipKey,
  wordSk,
  wordsPk,
} from './keys.ts';
import type { TransactItem } from '../../platform/dynamo/transactions.ts';
import { CARD_FIELDS, cardItem, projectItem, simulatedResults, type ProjectRecord } from './records.ts';

/**
 * What a failed condition on this write means: `project` — someone else changed the project
 * (retry on the fresh one); `targetFolder` — the folder it moves into is gone or being deleted;
 * `index` — an index item is not where the project says (never expected).
 */
export type WriteRole = 'project' | 'targetFolder' | 'index';
export interface PlannedWrite {
  role: WriteRole;
  item: TransactItem;
}

/**
 * The writes that take the stored state from `before` to `after` (either may be absent: create,
 * delete): the project item conditioned on its version, and every index item that changes with
 * it — card, counters, folder counters and membership, name words. Pure, so the rules that keep
 * the indexes consistent are tested without a database.
 */
export function planProjectWrites(
  table: string,
  before: ProjectRecord | undefined,
  after: ProjectRecord | undefined,
): PlannedWrite[] {
  const record = after ?? before;
  if (!record) return [];
  return [
    projectWrite(table, before, after),
    ...cardWrites(table, before, after),
    ...counterWrites(table, record.clientId, before, after),
    ...folderWrites(table, record.clientId, before, after),
    ...wordWrites(table, before, after),
  ];
}

function projectWrite(
  table: string,
  before: ProjectRecord | undefined,
  after: ProjectRecord | undefined,
): PlannedWrite {
  if (after) {
    return {
      role: 'project',
      item: {
        Put: {
          TableName: table,
          Item: projectItem(after),
          ...(before
            ? {
                ConditionExpression: 'version = :version',
                ExpressionAttributeValues: { ':version': before.version },
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
    };
  }
  const gone = before as ProjectRecord;
  return {
    role: 'project',
    item: {
      Delete: {
        TableName: table,
        Key: projectItemKey(gone),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': gone.version },
      },
    },
  };
}

const projectItemKey = (record: ProjectRecord) => {
  const { pk, sk } = projectItem(record);
  return { pk, sk };
};

export function sameCard(a: ProjectRecord, b: ProjectRecord): boolean {
  return CARD_FIELDS.every((field) => a[field] === b[field]) && simulatedResults(a) === simulatedResults(b);
}

function cardWrites(
  table: string,
  before: ProjectRecord | undefined,
  after: ProjectRecord | undefined,
): PlannedWrite[] {
  if (!after) {
    const gone = before as ProjectRecord;
    return [
      { role: 'index', item: { Delete: { TableName: table, Key: cardKey(gone.clientId, gone.projectId) } } },
    ];
  }
  if (before && sameCard(before, after)) return [];
  return [{ role: 'index', item: { Put: { TableName: table, Item: cardItem(after) } } }];
}

/** `ADD` of non-zero deltas, one placeholder pair per counter. */
function addExpression(deltas: Map<string, number>) {
  const entries = [...deltas].filter(([, delta]) => delta !== 0);
  return {
    empty: entries.length === 0,
    UpdateExpression: `ADD ${entries.map((_, i) => `#n${i} :d${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#n${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, delta], i) => [`:d${i}`, delta])),
  };
}

function addDelta(deltas: Map<string, number>, name: string, delta: number) {
  deltas.set(name, (deltas.get(name) ?? 0) + delta);
}

const clientCell = (record: ProjectRecord) =>
  clientCountName(branchKeyOf(record.branchId), record.status, folderStateOf(record.folder));

function counterWrites(
  table: string,
  clientId: string,
  before: ProjectRecord | undefined,
  after: ProjectRecord | undefined,
): PlannedWrite[] {
  const deltas = new Map<string, number>();
  if (before) addDelta(deltas, clientCell(before), -1);
  if (after) addDelta(deltas, clientCell(after), +1);
  const { empty, ...add } = addExpression(deltas);
  if (empty) return [];
  return [{ role: 'index', item: { Update: { TableName: table, Key: countersKey(clientId), ...add } } }];
}

function folderWrites(
  table: string,
  clientId: string,
  before: ProjectRecord | undefined,
  after: ProjectRecord | undefined,
): PlannedWrite[] {
  const deltas = new Map<string, Map<string, number>>();
  const count = (record: ProjectRecord | undefined, delta: number) => {
    if (!record?.folder) return;
    const folderDeltas = deltas.get(record.folder) ?? new Map<string, number>();
    addDelta(folderDeltas, folderCountName(branchKeyOf(record.branchId), record.status), delta);
    deltas.set(record.folder, folderDeltas);
  };
  count(before, -1);
  count(after, +1);

  const target = after?.folder && after.folder !== before?.folder ? after.folder : undefined;
  const writes: PlannedWrite[] = [];
  for (const [folderId, folderDeltas] of deltas) {
    const { empty, ...add } = addExpression(folderDeltas);
    if (empty) continue;
    const isTarget = folderId === target;
    writes.push({
      role: isTarget ? 'targetFolder' : 'index',
      item: {
        Update: {
          TableName: table,
          Key: folderKey(clientId, folderId),
          ...add,
          ConditionExpression: isTarget
            ? 'attribute_exists(pk) AND attribute_not_exists(deletingAt)'
            : 'attribute_exists(pk)',
        },
      },
    });
  }
  if (before?.folder !== after?.folder) {
    if (before?.folder) {
      writes.push({
        role: 'index',
        item: { Delete: { TableName: table, Key: membershipKey(clientId, before.folder, before.projectId) } },
      });
    }
    if (after?.folder) {
      writes.push({
        role: 'index',
        item: {
          Put: {
            TableName: table,
            Item: {
              ...membershipKey(clientId, after.folder, after.projectId),
              entity: 'folderItem',
              folderId: after.folder,
              projectId: after.projectId,
            },
          },
        },
      });
    }
  }
  return writes;
}

function wordKey(record: ProjectRecord, word: string) {
  return { pk: wordsPk(record.clientId), sk: wordSk(word, record.created, record.projectId) };
}

/**
 * Word items carry the name's whole word list and the branch, so a rename or a branch change
 * rewrites each of them; words no longer in the name are deleted.
 */
function wordWrites(
  table: string,
  before: ProjectRecord | undefined,
  after: ProjectRecord | undefined,
): PlannedWrite[] {
  const oldWords = before ? nameWords(before.name) : [];
  const newWords = after ? nameWords(after.name) : [];
  if (before && after && before.name === after.name && before.branchId === after.branchId) return [];
  const kept = new Set(newWords);
  const deletes: PlannedWrite[] = before
    ? oldWords
        .filter((word) => !kept.has(word))
        .map((word) => ({
          role: 'index',
          item: { Delete: { TableName: table, Key: wordKey(before, word) } },
        }))
    : [];
  const puts: PlannedWrite[] = after
    ? newWords.map((word) => ({
        role: 'index',
        item: {
          Put: {
            TableName: table,
            Item: {
              ...wordKey(after, word),
              entity: 'projectWord',
              projectId: after.projectId,
              branch: branchKeyOf(after.branchId),
              words: newWords,
            },
          },
        },
      }))
    : [];
  return [...deletes, ...puts];
}
