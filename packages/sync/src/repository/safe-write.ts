import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { UnsafePathError } from '../errors.ts';
import { resolveInside } from './paths.ts';
import { writeNewText } from './write-text.ts';

/** One file to write: repository-relative path (with `/`) and its new text. */
export interface PlannedWrite {
  path: string;
  content: string;
}

/** A write whose target has been checked: where it goes and what is there now. */
export interface CheckedWrite extends PlannedWrite {
  absolute: string;
  /** Current text of the target, or undefined when it does not exist. */
  existing: string | undefined;
}

/** Reads a file's text, or undefined when it does not exist. */
export async function readIfExists(absolute: string): Promise<string | undefined> {
  try {
    return await readFile(absolute, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Checks every target before anything is written: each must resolve inside the repository (see
 * `resolveInside`) and no two may name the same file. One bad target refuses the whole set, so a
 * hostile answer cannot leave half a pull on disk.
 */
export async function checkWrites(
  rootReal: string,
  writes: readonly PlannedWrite[],
  /** Targets checked before, by a streamed pull's earlier files: lower-cased absolute path → path. */
  seen: Map<string, string> = new Map(),
): Promise<CheckedWrite[]> {
  const checked: CheckedWrite[] = [];
  for (const write of writes) {
    const absolute = await resolveInside(rootReal, write.path, 'write');
    // Case-insensitive file systems (macOS, Windows) would turn two spellings into one file.
    const identity = absolute.toLowerCase();
    const other = seen.get(identity);
    if (other !== undefined) {
      throw new UnsafePathError(`two files would be written to the same place: ${other} and ${write.path}`);
    }
    seen.set(identity, write.path);
    checked.push({ ...write, absolute, existing: await readIfExists(absolute) });
  }
  return checked;
}

/**
 * Writes checked files: each through a temporary file in the same folder and a rename, so an
 * interrupted run leaves the old or the new file, never half of one. A file whose text is unchanged is
 * not touched (no mtime churn). Returns the repository paths written.
 */
export async function applyWrites(writes: readonly CheckedWrite[]): Promise<string[]> {
  const written: string[] = [];
  for (const write of writes) {
    if (write.existing === write.content) continue;
    await writeAtomically(write.absolute, write.content);
    written.push(write.path);
  }
  return written;
}

/** Writes `content` to `absolute` through a temporary sibling and a rename, keeping the file's mode. */
export async function writeAtomically(absolute: string, content: string): Promise<void> {
  const staged = await stageWrite(absolute, content);
  try {
    await rename(staged.temp, absolute);
  } catch (err) {
    await discardStaged([staged]);
    throw err;
  }
}

/** A file's new text, written beside it under a temporary name, waiting for its rename. */
export interface StagedWrite {
  absolute: string;
  temp: string;
}

/**
 * Writes `content` to a temporary sibling of `absolute` (with the file's mode), without touching
 * the file: `commitStaged` renames it into place, `discardStaged` removes it. A streamed pull stages
 * each file as it arrives and renames them all only once the whole answer has been read and checked.
 */
export async function stageWrite(absolute: string, content: string): Promise<StagedWrite> {
  const dir = path.dirname(absolute);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(absolute)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeNewText(temp, content);
    const mode = await stat(absolute).then(
      (s) => s.mode & 0o777,
      () => undefined,
    );
    if (mode !== undefined) await chmod(temp, mode);
  } catch (err) {
    await unlink(temp).catch(() => {});
    throw err;
  }
  return { absolute, temp };
}

/** Renames staged files into place, in order; past a failure, the others' temporaries are removed. */
export async function commitStaged(staged: readonly StagedWrite[]): Promise<void> {
  for (const [index, write] of staged.entries()) {
    try {
      await rename(write.temp, write.absolute);
    } catch (err) {
      await discardStaged(staged.slice(index));
      throw err;
    }
  }
}

/** Removes staged files that will not be renamed (the pull failed): the files keep their text. */
export async function discardStaged(staged: readonly StagedWrite[]): Promise<void> {
  for (const write of staged) await unlink(write.temp).catch(() => {});
}
