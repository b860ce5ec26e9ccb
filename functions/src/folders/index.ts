/** What other parts may use of folders: the stored shape of a folder (demo data). */
export { folderItem, type FolderRecord } from './data/records.ts';
