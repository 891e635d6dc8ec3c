import { closeSync, type Dirent, promises as fs, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { compareStrings } from './discovery.ts';
import { isSkippedFolder } from './skipped-folders.ts';
import { encodingOf } from './text-encoding.ts';

/** At most this many files are looked at: discovery is for a repository, not a disk. */
export const WALK_LIMIT = 200_000;

/** The repository's files, relative with `/`, in code-unit order; links and hidden folders are not followed. */
export async function listRepositoryFiles(
  rootReal: string,
): Promise<{ files: string[]; truncated: boolean; skipped: string[] }> {
  const files: string[] = [];
  const skipped: string[] = [];
  let truncated = false;
  const walk = async (dir: string, rel: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => compareStrings(a.name, b.name));
    for (const entry of entries) {
      if (truncated) return;
      const relPath = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.')) continue;
        if (isSkippedFolder(entry.name)) {
          skipped.push(relPath);
          continue;
        }
        await walk(path.join(dir, entry.name), relPath);
      } else if (entry.isFile() && !entry.name.startsWith('.')) {
        if (files.length >= WALK_LIMIT) {
          truncated = true;
          return;
        }
        files.push(relPath);
      }
    }
  };
  await walk(rootReal, '');
  return { files, truncated, skipped };
}

/** The first bytes of a file, for the few declarations discovery reads (XLIFF `source-language`). */
export async function readHead(rootReal: string, rel: string, bytes = 4096): Promise<string | undefined> {
  // Synchronous on purpose: a head is one small read, and the FileHandle API made three thread-pool
  // round trips of it per file (docs/performance.md, section 44), as the push's `readInside` does not.
  let fd: number | undefined;
  try {
    fd = openSync(path.join(rootReal, ...rel.split('/')), 'r');
    const buffer = Buffer.alloc(bytes);
    const bytesRead = readSync(fd, buffer, 0, bytes, 0);
    const head = buffer.subarray(0, bytesRead);
    // A UTF-16 file (its byte order mark) is read as such, a cut-off last unit dropped.
    const encoding = encodingOf(head);
    if (encoding === 'utf-8') return head.toString('utf8');
    const even = Buffer.from(head.subarray(0, bytesRead - (bytesRead % 2)));
    return (encoding === 'utf-16be' ? even.swap16() : even).toString('utf16le');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
