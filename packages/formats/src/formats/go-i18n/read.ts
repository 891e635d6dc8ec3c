import type { ParseOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { lineLocator } from '../../shared/lines.ts';
import type { Syntax, TDocument } from '../../shared/tree.ts';
import { readJsonTree } from './json-tree.ts';
import { type Messages, readMessages } from './model.ts';
import { readTomlTree } from './toml-tree.ts';
import { readYamlTree } from './yaml-tree.ts';

const TOML_KEY = `(?:[A-Za-z0-9_-]+|"[^"\\n]*"|'[^'\\n]*')`;
const TOML_DOTTED = `${TOML_KEY}(?:\\s*\\.\\s*${TOML_KEY})*`;
/** A TOML table header line: `[id]`, `[a.b]`, `["a.b"]`, `[[a]]`, a comment after it. */
const TOML_HEADER = new RegExp(`^\\[\\[?\\s*${TOML_DOTTED}\\s*\\]\\]?\\s*(?:#.*)?\\r?$`);
/** A TOML `key = value` line. */
const TOML_KEY_VALUE = new RegExp(`^\\s*${TOML_DOTTED}\\s*=`);

/**
 * The syntax of a go-i18n file: its extension when the path is known (go-i18n itself goes by the
 * extension), else its content: JSON starts with `{` or `[`; TOML has `[table]` headers or
 * `key = value` lines; anything else is YAML.
 */
export function syntaxOf(content: string, path?: string): Syntax {
  const ext = path === undefined ? '' : (/\.([^./\\]+)$/.exec(path)?.[1] ?? '').toLowerCase();
  if (ext === 'json') return 'json';
  if (ext === 'toml') return 'toml';
  if (ext === 'yaml' || ext === 'yml') return 'yaml';
  const text = content.replace(/^\uFEFF/, '');
  const start = /^(?:\s|#[^\n]*)*/.exec(text)?.[0].length ?? 0;
  const first = text[start];
  if (first === '{') return 'json';
  // `[` opens a JSON list (v1) or a TOML table header: a header ends its line with `]`.
  const line = text.slice(start).split('\n')[0] ?? '';
  if (first === '[') return TOML_HEADER.test(line) ? 'toml' : 'json';
  return TOML_KEY_VALUE.test(line) ? 'toml' : 'yaml';
}

/** Reads a go-i18n file of any of its syntaxes into a located tree. */
export function readTree(content: string, options: Pick<ParseOptions, 'path'> = {}): TDocument {
  const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
  const text = content.slice(bom.length);
  const syntax = syntaxOf(text, options.path);
  if (syntax === 'yaml') return readYamlTree(text, bom);
  const locate = lineLocator(text);
  const lineOf = (offset: number): number => locate(offset).line;
  return syntax === 'json' ? readJsonTree(text, bom, lineOf) : readTomlTree(text, bom, lineOf);
}

/** Reads a go-i18n file: its messages and their entries. */
export function readGoI18n(content: string, options: ParseOptions = {}): Messages & { doc: TDocument } {
  const doc = readTree(content, options);
  return { doc, ...readMessages(doc, options.warn) };
}

/** The entries of a go-i18n file: `id` for a single text, `id[one]`, `id[other]`… for plural forms. */
export function parseGoI18n(content: string, options: ParseOptions = {}): Entries {
  return readGoI18n(content, options).entries;
}
