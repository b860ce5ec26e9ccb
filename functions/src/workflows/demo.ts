import { folderItem } from '../folders/index.ts';
import { seedDemoProjects, type DemoWorkspaceOptions } from '../projects/index.ts';

/** Demo projects and the folders they sit in (projects -> folders: composed here, above both). */
export function seedDemoWorkspace(clientId: string, options: DemoWorkspaceOptions = {}): Promise<void> {
  return seedDemoProjects(clientId, folderItem, options);
}
