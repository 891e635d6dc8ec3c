import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Location, Logger } from '../src/logger.ts';

/** Creates a temp folder holding `files` (repository path → text) and returns its real path. */
export async function makeTree(files: Record<string, string> = {}): Promise<string> {
  const root = await realpath(await mkdtemp(path.join(tmpdir(), 'locale-sync-')));
  for (const [rel, content] of Object.entries(files)) {
    const target = path.join(root, ...rel.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return root;
}

/** Removes a folder made by makeTree. */
export async function removeTree(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
}

export interface LogLine {
  level: 'debug' | 'info' | 'warning' | 'error';
  message: string;
  where?: Location;
}

/** A logger that records every line, for assertions. */
export function memoryLogger(): Logger & { lines: LogLine[]; text(level?: LogLine['level']): string } {
  const lines: LogLine[] = [];
  return {
    lines,
    debug: (message) => lines.push({ level: 'debug', message }),
    info: (message) => lines.push({ level: 'info', message }),
    warning: (message, where) => lines.push({ level: 'warning', message, ...(where && { where }) }),
    error: (message, where) => lines.push({ level: 'error', message, ...(where && { where }) }),
    text: (level) =>
      lines
        .filter((l) => level === undefined || l.level === level)
        .map((l) => l.message)
        .join('\n'),
  };
}
