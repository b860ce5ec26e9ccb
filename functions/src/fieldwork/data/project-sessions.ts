import { queryAll } from '../../platform/dynamo/reads.ts';
import { projectSessionsPk } from './keys.ts';
import { recordOf, type RespondentSessionRecord } from './records.ts';

/** S12: every session of a project, oldest first (gsi1): summaries only, no sample. */
export async function projectSessionRecords(
  clientId: string,
  projectId: string,
): Promise<RespondentSessionRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': projectSessionsPk(clientId, projectId) },
  });
  return items.map((item) => recordOf<RespondentSessionRecord>(item));
}
