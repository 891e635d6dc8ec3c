import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Creates a temp folder holding `files` (path → content) and returns its path. */
export async function makeRepo(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'ls-repo-'));
  await writeFiles(root, files);
  return root;
}

/** Writes `files` (path → content) under `root`, creating folders. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

/** Reads a file under `root`, or undefined when it does not exist. */
export async function readOptional(root: string, path: string): Promise<string | undefined> {
  try {
    return await readFile(join(root, path), 'utf8');
  } catch {
    return undefined;
  }
}

/** Modification time in ms of a file under `root`. */
export async function mtime(root: string, path: string): Promise<number> {
  return (await stat(join(root, path))).mtimeMs;
}

/** JSON text in the canonical layout the server renders: two spaces, trailing newline. */
export function jsonFile(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
