import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type FileStorage } from './storage.ts';

/**
 * Files in a folder of the server's disk, a key's segments as subfolders. The folder must lie
 * outside the web root (env.ts refuses one inside the built storefront), so that nothing stored
 * is ever served as it is.
 */
export function folderStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside it first, so that a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, content);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
