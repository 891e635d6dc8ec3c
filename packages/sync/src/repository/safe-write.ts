import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';
import { UnsafePathError } from '../errors.ts';
import { resolveTarget } from './paths.ts';
import { decodeText, encodeText, type TextEncoding } from './text-encoding.ts';
import { writeNewBytes, writeNewText } from './write-text.ts';

/** One file to write: repository-relative path (with `/`) and its new text. */
export interface PlannedWrite {
  path: string;
  content: string;
  /**
   * The encoding to write the text in: an existing file's own (see `checkWrites`), else this one
   * (a new file's, its source file's), else UTF-8.
   */
  encoding?: TextEncoding;
}

/** A write whose target has been checked: where it goes and what is there now. */
export interface CheckedWrite extends PlannedWrite {
  absolute: string;
  /** Current text of the target, or undefined when it does not exist. */
  existing: string | undefined;
  /** The target's permission bits, read with its text (undefined when it does not exist): the new file keeps them. */
  mode?: number;
}

/**
 * Reads a file's text and permission bits, or undefined when it does not exist. Synchronous, as
 * `readInside` is: a pull checks every target it writes, and the promise API's four round trips
 * through the thread pool per file (open, stat, read, close) cost more than the reading.
 */
export function readIfExists(
  absolute: string,
  path: string = absolute,
): { text: string; mode: number; encoding: TextEncoding } | undefined {
  let fd: number;
  try {
    fd = openSync(absolute, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const mode = fstatSync(fd).mode & 0o777;
    return { ...decodeText(readFileSync(fd), path), mode };
  } finally {
    closeSync(fd);
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
    const { absolute, exists } = resolveTarget(rootReal, write.path, 'write');
    // Case-insensitive file systems (macOS, Windows) would turn two spellings into one file.
    const identity = absolute.toLowerCase();
    const other = seen.get(identity);
    if (other !== undefined) {
      throw new UnsafePathError(`two files would be written to the same place: ${other} and ${write.path}`);
    }
    seen.set(identity, write.path);
    // A target the check found missing is not opened: a pull of new files would meet an error per file.
    const now = exists ? readIfExists(absolute, write.path) : undefined;
    checked.push({
      ...write,
      absolute,
      existing: now?.text,
      ...(now !== undefined && { mode: now.mode, encoding: now.encoding }),
    });
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
    commitStaged([stageWrite(write)]);
    written.push(write.path);
  }
  return written;
}

/**
 * Writes `content` to `absolute` through a temporary sibling and a rename, keeping the file's mode
 * (looked up here: the target was not read by `checkWrites`).
 */
export async function writeAtomically(absolute: string, content: string): Promise<void> {
  const mode = modeOf(absolute);
  commitStaged([stageWrite({ absolute, content, ...(mode !== undefined && { mode }) })]);
}

/** The permission bits of the file at `absolute`, or undefined when there is none. */
function modeOf(absolute: string): number | undefined {
  const found = statSync(absolute, { throwIfNoEntry: false });
  return found === undefined ? undefined : found.mode & 0o777;
}

/** A file's new text, written beside it under a temporary name, waiting for its rename. */
export interface StagedWrite {
  absolute: string;
  temp: string;
}

/**
 * Writes a checked write's content to a temporary sibling of its target, with the target's mode as
 * `checkWrites` read it (none when the target did not exist), without touching the target:
 * `commitStaged` renames it into place, `discardStaged` removes it. A streamed pull stages each file
 * as it arrives and renames them all only once the whole answer has been read and checked. The
 * folder is made only when the temporary file cannot be created for want of it, so a pull of many
 * files makes each new folder once and asks nothing of the folders that exist.
 */
export function stageWrite(
  write: Pick<CheckedWrite, 'absolute' | 'content' | 'mode' | 'encoding'>,
): StagedWrite {
  const { absolute, content, mode, encoding = 'utf-8' } = write;
  const put =
    encoding === 'utf-8'
      ? (file: string) => writeNewText(file, content, mode)
      : (file: string) => writeNewBytes(file, encodeText(content, encoding), mode);
  const dir = path.dirname(absolute);
  const temp = path.join(dir, `.${path.basename(absolute)}.${stagedName()}.tmp`);
  try {
    put(temp);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      discardTemp(temp);
      throw err;
    }
    mkdirSync(dir, { recursive: true });
    try {
      put(temp);
    } catch (again) {
      discardTemp(temp);
      throw again;
    }
  }
  return { absolute, temp };
}

/** Removes a temporary file whose writing failed. */
let stageTag: string | undefined;
let staged = 0;

/**
 * A temporary file's unique part: random once per process, then counted. A pull of hundreds of files
 * drew six random bytes for each, through the system's generator; the name only has to be new in
 * its folder and not guessable by someone who could plant a file there, and `wx` refuses one that
 * exists either way.
 */
function stagedName(): string {
  if (stageTag === undefined) stageTag = randomBytes(6).toString('hex');
  staged++;
  return `${stageTag}-${staged.toString(36)}`;
}

function discardTemp(temp: string): void {
  try {
    unlinkSync(temp);
  } catch {
    // Not created, or already gone: nothing to remove.
  }
}

/** Renames staged files into place, in order; past a failure, the others' temporaries are removed. */
export function commitStaged(staged: readonly StagedWrite[]): void {
  for (const [index, write] of staged.entries()) {
    try {
      renameSync(write.temp, write.absolute);
    } catch (err) {
      discardStaged(staged.slice(index));
      throw err;
    }
  }
}

/** Removes staged files that will not be renamed (the pull failed): the files keep their text. */
export function discardStaged(staged: readonly StagedWrite[]): void {
  for (const write of staged) {
    try {
      unlinkSync(write.temp);
    } catch {
      // Already gone: nothing to remove.
    }
  }
}
