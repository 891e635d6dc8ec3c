import { lstatSync, type Stats } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { closest } from './did-you-mean.ts';
import { compareStrings } from './discovery.ts';
import { LOCALE_PLACEHOLDERS } from './locale-spelling.ts';
import { isInside } from './paths.ts';
import { isSkippedFolder } from './skipped-folders.ts';

/** Placeholders a translation path takes from its source file: `{name}`, `{ext}`, `{path}`. */
export const FILE_PLACEHOLDERS = ['name', 'ext', 'path'] as const;
/** Every placeholder a `files` path may hold. */
export const PLACEHOLDERS: readonly string[] = [...LOCALE_PLACEHOLDERS, ...FILE_PLACEHOLDERS];

/** One piece of a path segment. */
export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'star' }
  | { kind: 'globstar' }
  | { kind: 'placeholder'; name: string };

/** A `files` path compiled: its segments (split at `/`), each a list of tokens. */
export interface FilePattern {
  text: string;
  segments: Token[][];
}

/** A mistake in a pattern; the config names the field. */
export class PatternError extends Error {
  override name = 'PatternError';
}

/**
 * Compiles a `files` path: `*` (within one folder or file name), `**` (a whole segment: any number of
 * folders, none included) and the placeholders in `allowed`. Refuses what could reach outside the
 * repository (`..`, an absolute path, `\`) and unknown placeholders, with a "did you mean".
 */
export function compilePattern(
  text: string,
  allowed: readonly string[],
  options: { trailingGlobstar?: boolean } = {},
): FilePattern {
  if (text === '') throw new PatternError('must not be empty');
  if (text.includes('\0')) throw new PatternError('contains a NUL character');
  if (text.includes('\\')) throw new PatternError('must use "/" as the separator, not "\\"');
  if (text.startsWith('/') || /^[A-Za-z]:/.test(text)) {
    throw new PatternError('must be a path relative to the repository root, not an absolute path');
  }
  const segments: Token[][] = [];
  for (const part of text.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') throw new PatternError('escapes the repository (".." is not allowed)');
    if (part === '**') {
      segments.push([{ kind: 'globstar' }]);
      continue;
    }
    segments.push(tokensOf(part, allowed));
  }
  if (segments.length === 0) throw new PatternError('names no file');
  const last = segments[segments.length - 1] as Token[];
  if (last.length === 1 && last[0]?.kind === 'globstar' && options.trailingGlobstar !== true) {
    throw new PatternError('must end with a file name, not "**"');
  }
  return { text, segments };
}

function tokensOf(part: string, allowed: readonly string[]): Token[] {
  if (part.includes('**')) throw new PatternError('"**" must be a whole folder name (as in "a/**/b")');
  const bad = /[?[\]]/.exec(part);
  if (bad) throw new PatternError(`"${bad[0]}" is not a wildcard here: only "*" and "**" are`);
  const tokens: Token[] = [];
  let rest = part;
  while (rest !== '') {
    const open = rest.search(/[{}*]/);
    if (open < 0) {
      tokens.push({ kind: 'text', text: rest });
      break;
    }
    if (open > 0) tokens.push({ kind: 'text', text: rest.slice(0, open) });
    const char = rest[open];
    if (char === '*') {
      tokens.push({ kind: 'star' });
      rest = rest.slice(open + 1);
      continue;
    }
    if (char === '}') throw new PatternError('has a "}" without its "{"');
    const close = rest.indexOf('}', open);
    if (close < 0) throw new PatternError('has a "{" without its "}"');
    const name = rest.slice(open + 1, close);
    if (!allowed.includes(name)) throw new PatternError(placeholderMistake(name, allowed));
    if (name === 'path' && (tokens.length > 0 || close !== rest.length - 1 || open !== 0)) {
      throw new PatternError('"{path}" must be a whole folder name (as in "{path}/locales/{locale}.json")');
    }
    tokens.push({ kind: 'placeholder', name });
    rest = rest.slice(close + 1);
  }
  return tokens;
}

/** Why a placeholder is refused: unknown (with the closest known one), or not allowed in this field. */
function placeholderMistake(name: string, allowed: readonly string[]): string {
  if (PLACEHOLDERS.includes(name)) {
    return `cannot hold {${name}} (it is taken from the source file, so only "translation" can; placeholders here: ${allowed.map((p) => `{${p}}`).join(', ')})`;
  }
  const guess = closest(name, PLACEHOLDERS);
  const hint = guess === undefined ? '' : `did you mean {${guess}}? `;
  return `holds the unknown placeholder {${name}} (${hint}placeholders: ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})`;
}

/** The placeholders a pattern holds, in order, each once. */
export function placeholdersOf(pattern: FilePattern): string[] {
  const names: string[] = [];
  for (const segment of pattern.segments) {
    for (const token of segment) {
      if (token.kind === 'placeholder' && !names.includes(token.name)) names.push(token.name);
    }
  }
  return names;
}

/** The number of `*` and `**` in a pattern. */
export function wildcardsOf(pattern: FilePattern): { stars: number; globstars: number } {
  let stars = 0;
  let globstars = 0;
  for (const segment of pattern.segments) {
    for (const token of segment) {
      if (token.kind === 'star') stars++;
      if (token.kind === 'globstar') globstars++;
    }
  }
  return { stars, globstars };
}

/**
 * The pattern with placeholders filled in (`values` by name; a placeholder missing from `values` is
 * kept) and, when `wildcards` is given, each `*`/`**` replaced by what it matched, in order. A `{path}`
 * or `**` filled with folders becomes those folders; filled with nothing, its segment is dropped.
 */
export function fillPattern(
  pattern: FilePattern,
  values: Readonly<Record<string, string>>,
  wildcards?: readonly string[],
): FilePattern {
  let wildcard = 0;
  const segments: Token[][] = [];
  for (const segment of pattern.segments) {
    const first = segment[0];
    const whole =
      segment.length === 1 && first !== undefined
        ? first.kind === 'globstar' && wildcards !== undefined
          ? wildcards[wildcard++]
          : first.kind === 'placeholder' && first.name === 'path'
            ? values.path
            : undefined
        : undefined;
    if (whole !== undefined) {
      for (const folder of whole.split('/'))
        if (folder !== '') segments.push([{ kind: 'text', text: folder }]);
      continue;
    }
    const filled: Token[] = segment.map((token) => {
      if (token.kind === 'placeholder') {
        const value = values[token.name];
        return value === undefined ? token : { kind: 'text', text: value };
      }
      if (token.kind === 'star' && wildcards !== undefined)
        return { kind: 'text', text: wildcards[wildcard++] ?? '' };
      return token;
    });
    segments.push(filled);
  }
  return { text: pattern.text, segments };
}

/** The path a pattern names when it holds nothing but text, else undefined. */
export function literalPath(pattern: FilePattern): string | undefined {
  const parts: string[] = [];
  for (const segment of pattern.segments) {
    if (segment.some((t) => t.kind !== 'text')) return undefined;
    parts.push(segment.map((t) => (t as { text: string }).text).join(''));
  }
  return parts.join('/');
}

/** One file a pattern matched: its path, what each wildcard matched (in order), and each placeholder. */
export interface PatternMatch {
  path: string;
  wildcards: string[];
  values: Record<string, string>;
}

/**
 * The files below `rootReal` a pattern matches, in path order. `*` and placeholders match within one
 * name (a placeholder at least one character, and the same text wherever the pattern repeats it); `**` matches any number of folders, none included,
 * never entering hidden folders, links, or the folders discovery skips (`node_modules`, `build`, `test`…,
 * skipped-folders.ts); a folder named literally in the pattern is read. A link to a file is not matched; a folder
 * named literally may be a link inside the repository.
 */
export async function matchPattern(rootReal: string, pattern: FilePattern): Promise<PatternMatch[]> {
  const found = new Map<string, PatternMatch>();
  const regexes = pattern.segments.map(segmentRegex);
  async function walk(
    dir: string,
    rel: string[],
    index: number,
    wildcards: string[],
    values: Record<string, string>,
  ): Promise<void> {
    const segment = pattern.segments[index] as Token[];
    const isLast = index === pattern.segments.length - 1;
    if (segment.length === 1 && segment[0]?.kind === 'globstar') {
      await globstar(dir, rel, index, [], wildcards, values);
      return;
    }
    const literal = segment.every((t) => t.kind === 'text')
      ? segment.map((t) => (t as { text: string }).text).join('')
      : undefined;
    const names = literal !== undefined ? [literal] : await readdir(dir).catch(() => [] as string[]);
    for (const name of names.sort(compareStrings)) {
      if (literal === undefined && name.startsWith('.')) continue;
      const match = literal === undefined ? (regexes[index] as RegExp).exec(name) : undefined;
      if (literal === undefined && !match) continue;
      const nextWildcards = [...wildcards];
      const nextValues = { ...values };
      if (match) {
        let group = 1;
        let differs = false;
        for (const token of segment) {
          if (token.kind === 'star') nextWildcards.push(match[group++] as string);
          else if (token.kind === 'placeholder') {
            // A placeholder written twice stands for one text (Joomla 3's `{locale}/{locale}.ini`).
            const value = match[group++] as string;
            if (nextValues[token.name] !== undefined && nextValues[token.name] !== value) differs = true;
            nextValues[token.name] = value;
          }
        }
        if (differs) continue;
      }
      const absolute = path.join(dir, name);
      const stat = lstatOrUndefined(absolute);
      if (stat === undefined) continue;
      if (isLast) {
        if (stat.isFile()) {
          const file = [...rel, name].join('/');
          if (!found.has(file)) found.set(file, { path: file, wildcards: nextWildcards, values: nextValues });
        }
        continue;
      }
      let next = absolute;
      if (stat.isSymbolicLink()) {
        // Only a folder named as it is in the pattern is followed through a link, and only inside.
        if (literal === undefined) continue;
        const real = await realpath(absolute).catch(() => undefined);
        if (real === undefined || !isInside(rootReal, real)) continue;
        next = real;
      } else if (!stat.isDirectory()) {
        continue;
      }
      await walk(next, [...rel, name], index + 1, nextWildcards, nextValues);
    }
  }
  async function globstar(
    dir: string,
    rel: string[],
    index: number,
    folders: string[],
    wildcards: string[],
    values: Record<string, string>,
  ): Promise<void> {
    await walk(dir, [...rel, ...folders], index + 1, [...wildcards, folders.join('/')], values);
    const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of names.sort((a, b) => compareStrings(a.name, b.name))) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || isSkippedFolder(entry.name)) continue;
      await globstar(path.join(dir, entry.name), rel, index, [...folders, entry.name], wildcards, values);
    }
  }
  await walk(rootReal, [], 0, [], {});
  return [...found.values()].sort((a, b) => compareStrings(a.path, b.path));
}

/** A regular expression matching one name against a segment, a group per `*` and placeholder. */
function segmentRegex(segment: readonly Token[]): RegExp {
  return new RegExp(`^${segment.map(tokenRegex).join('')}$`);
}

function tokenRegex(token: Token): string {
  switch (token.kind) {
    case 'text':
      return escapeRegExp(token.text);
    case 'star':
      return '([^/]*)';
    case 'placeholder':
      return '([^/]+?)';
    default:
      return '';
  }
}

/** A regular expression matching a whole repository path against a pattern without placeholders. */
export function pathRegex(pattern: FilePattern): RegExp {
  let source = '';
  pattern.segments.forEach((segment, index) => {
    const isLast = index === pattern.segments.length - 1;
    if (segment.length === 1 && segment[0]?.kind === 'globstar') {
      // A final `**` is everything below; elsewhere any number of folders.
      source += isLast ? '.+' : '(?:[^/]+/)*';
      return;
    }
    source += segment.map(tokenRegex).join('') + (isLast ? '' : '/');
  });
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The entry's own status, or undefined when it cannot be read. Synchronous: one short syscall per
 * name, where the thread pool's round trip cost ten times the call for a tree of hundreds of files.
 */
function lstatOrUndefined(absolute: string): Stats | undefined {
  try {
    return lstatSync(absolute);
  } catch {
    return undefined;
  }
}
