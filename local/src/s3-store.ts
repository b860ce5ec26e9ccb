import { unlink } from 'node:fs/promises';

/** The part of s3rver's filesystem store this module changes. */
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: 'object' | 'object.md5' | 'metadata.json'): string;
  deleteObject(bucket: string, key: string): Promise<void>;
}

/**
 * s3rver deletes an object's files, then removes the folders left empty. A PUT into the same
 * folder at that moment has just created the folder and opens its file after the removal: the
 * open fails on a stream s3rver listens to for nothing, and the whole process dies
 * (ENOENT, "Unhandled 'error' event"). Deleting only the files removes the race; empty folders
 * in a local store cost nothing, and listings walk files, not folders.
 */
export function keepFoldersOnDelete(s3rver: object): void {
  const store = (s3rver as { store: FilesystemStore }).store;
  store.deleteObject = async (bucket, key) => {
    const files = (['object', 'object.md5', 'metadata.json'] as const).map((resource) =>
      store.getResourcePath(bucket, key, resource),
    );
    await Promise.all(
      files.map((file) =>
        unlink(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
}
