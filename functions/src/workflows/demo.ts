import { folderItem } from '../folders/index.ts';
import { seedDemoProjects } from '../projects/index.ts';

/** Demo projects and the folders they sit in (projects -> folders: composed here, above both). */
export function seedDemoWorkspace(
  clientId: string,
  options: { projects?: number; folders?: number } = {},
): Promise<void> {
  return seedDemoProjects(clientId, folderItem, options);
}
