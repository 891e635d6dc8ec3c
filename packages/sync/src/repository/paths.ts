import { lstatSync, readFileSync, realpathSync, type Stats, statSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isSafeRelativePath } from '@locale-sync/protocol';
import { UnsafePathError } from '../errors.ts';

/** True when `candidate` (absolute) is `root` or lies below it. */
export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  if (rel === '') return true;
  return !path.isAbsolute(rel) && rel.split(path.sep)[0] !== '..';
}

/** The real path of the repository root, with every symlink resolved; all checks compare against it. */
export async function realRoot(root: string): Promise<string> {
  try {
    return await realpath(path.resolve(root));
  } catch (err) {
    throw new UnsafePathError(`the repository folder ${root} cannot be opened: ${(err as Error).message}`);
  }
}

/**
 * Resolves the repository path `rel` below `rootReal` for reading or writing, refusing anything that
 * could reach outside the repository: `..`, absolute paths, drive letters, backslashes, NUL, and links
 * in the parent chain that point outside (CVE-2024-42471). A link inside the repository is followed.
 * When writing, the target itself must not be a link or a folder: the write replaces the file. In
 * `folder` mode the target must be a folder (or not exist yet).
 * Returns the absolute path to use.
 */
export async function resolveInside(
  rootReal: string,
  rel: string,
  mode: 'read' | 'write' | 'folder',
): Promise<string> {
  return resolveTarget(rootReal, rel, mode).absolute;
}

/** A repository path resolved by `resolveTarget`: where it is, and whether anything is there now. */
export interface ResolvedTarget {
  absolute: string;
  /** False when the path (or a folder above it) does not exist yet. */
  exists: boolean;
}

/**
 * `resolveInside`, also saying whether the target exists, which the checks found on the way: a
 * pull's check of its targets reads an existing file and skips the read of a missing one without an
 * error thrown for each new file.
 */
export function resolveTarget(
  rootReal: string,
  rel: string,
  mode: 'read' | 'write' | 'folder',
): ResolvedTarget {
  if (!isSafeRelativePath(rel)) {
    throw new UnsafePathError(
      `refusing path "${rel}": it must be relative to the repository, use "/" and contain no ".." (nothing was written)`,
    );
  }
  const parts = rel.split('/').filter((part) => part !== '.');
  if (parts.length === 0) throw new UnsafePathError(`refusing path "${rel}": it names the repository root`);
  const unportable = parts.find(isUnportableName);
  if (unportable !== undefined) {
    throw new UnsafePathError(
      `refusing path "${rel}": "${unportable}" is a device name or ends with a dot or space, which Windows does not keep as a file name`,
    );
  }
  if (mode !== 'read' && isProtectedPath(parts)) {
    throw new UnsafePathError(
      `refusing to write "${rel}": translation files are never written into .git/ or .github/ (nothing was written)`,
    );
  }
  // The walk's calls are synchronous: each is one short syscall, and a push of several hundred files
  // made thousands of them, where a round trip through the thread pool cost ten times the call.
  const direct = withoutLinks(rootReal, parts, mode);
  if (typeof direct === 'string') return { absolute: direct, exists: true };
  let current = rootReal;
  for (let i = 0; i < parts.length; i++) {
    const isLast = i === parts.length - 1;
    const shown = parts.slice(0, i + 1).join('/');
    const next = path.join(current, parts[i] as string);
    let stat: Stats | undefined;
    if (isLast && direct === MISSING) {
      // Every folder above it was just checked, and the first look found nothing at the path: a
      // new file in a folder that exists (a pull creating files) is not looked up a second time.
      stat = undefined;
    } else {
      try {
        // A missing part answers undefined rather than an error: a pull creating files in a new
        // folder meets one for each file, and building the error cost more than the call.
        stat = lstatSync(next, { throwIfNoEntry: false });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOTDIR') throw err;
        stat = undefined;
      }
    }
    if (stat === undefined) {
      // Nothing below here exists yet; the rest is created under a folder already checked.
      return { absolute: path.join(next, ...parts.slice(i + 1)), exists: false };
    }
    if (stat.isSymbolicLink()) {
      let real: string | undefined;
      try {
        real = realpathSync(next);
      } catch {
        real = undefined;
      }
      if (real === undefined || !isInside(rootReal, real)) {
        throw new UnsafePathError(
          `refusing path "${rel}": ${shown} is a symbolic link that points outside the repository (nothing was written)`,
        );
      }
      if (isLast && mode === 'write') {
        throw new UnsafePathError(
          `refusing to write "${rel}": it is a symbolic link; replace it with the file itself (nothing was written)`,
        );
      }
      if (isLast && mode !== 'folder') refuseUnlessFile(rel, statSync(real));
      current = real;
      continue;
    }
    if ((!isLast || mode === 'folder') && !stat.isDirectory()) {
      throw new UnsafePathError(`refusing path "${rel}": ${shown} is not a folder`);
    }
    if (isLast && mode !== 'folder') refuseUnlessFile(rel, stat);
    current = next;
  }
  return { absolute: current, exists: true };
}

/**
 * A file to read or replace must be a regular one: reading a named pipe (a FIFO a checkout can hold)
 * waits for a writer that never comes, and a device or socket is not a translation file either.
 */
function refuseUnlessFile(rel: string, stat: Stats): void {
  if (stat.isDirectory()) throw new UnsafePathError(`refusing path "${rel}": it is a folder, not a file`);
  if (!stat.isFile()) {
    throw new UnsafePathError(
      `refusing path "${rel}": it is not a regular file (a named pipe, socket or device)`,
    );
  }
}

/** `withoutLinks`' answer when nothing is at the path: the walk then checks only the folders above it. */
const MISSING = Symbol('missing');

/**
 * The common case in two calls: when the path exists, is of the kind asked for, and resolving it
 * changes nothing, no part of it is a link, so the walk would only check what the last part is.
 * Otherwise the path goes to the walk, which names what it refuses (a link, a missing folder) and
 * finds where a missing path starts; `MISSING` tells it that nothing was at the path itself.
 */
function withoutLinks(
  rootReal: string,
  parts: readonly string[],
  mode: 'read' | 'write' | 'folder',
): string | typeof MISSING | undefined {
  const joined = path.join(rootReal, ...parts);
  try {
    const stat = lstatSync(joined, { throwIfNoEntry: false });
    if (stat === undefined) return MISSING;
    if (mode === 'folder' ? !stat.isDirectory() : !stat.isFile()) return undefined;
    return realpathSync.native(joined) === joined ? joined : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bytes of the repository file `rel`, checked as `resolveInside` checks a read. Read at once: a
 * push reads each file it sends up to three times (hash, check, send), and with hundreds of files the
 * promise API's four round trips per read (open, stat, read, close) cost more than the reading.
 */
export async function readInside(rootReal: string, rel: string): Promise<Buffer> {
  return readFileSync(await resolveInside(rootReal, rel, 'read'));
}

const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/**
 * True for names Windows treats specially (`nul.json` is the NUL device, `de.` is `de`); a server
 * answering such a locale must not make a Windows runner write somewhere unexpected.
 */
function isUnportableName(name: string): boolean {
  return WINDOWS_DEVICES.test(name) || /[. ]$/.test(name);
}

/** Git's own folder and GitHub's (workflows, actions) hold code the runner executes: never a target. */
function isProtectedPath(parts: readonly string[]): boolean {
  const lower = parts.map((part) => part.toLowerCase());
  return lower.includes('.git') || lower[0] === '.github';
}
