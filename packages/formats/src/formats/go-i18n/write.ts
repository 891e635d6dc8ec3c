import { FormatError } from '../../errors.ts';
import { checkKeyLength, type Entries } from '../../model.ts';
import { withTrailingNewline } from '../../shared/lines.ts';
import type { Syntax, TString } from '../../shared/tree.ts';
import { FORM_KEY, FORMS, type Form } from './model.ts';

/** A message as written: one text (its `other` form), or its plural forms. */
export type Written = string | Map<Form, string>;

/**
 * The messages entries stand for, in entry order: `id` is a single text, `id[one]`, `id[other]`…
 * the forms of one plural message. Refuses a key that is both (`n` beside `n[one]`).
 */
export function messagesOf(entries: Entries): Map<string, Written> {
  const messages = new Map<string, Written>();
  for (const [key, text] of entries) {
    checkKeyLength(key);
    const match = FORM_KEY.exec(key);
    const id = match ? (match[1] as string) : key;
    if (id === '')
      throw new FormatError('an empty message id cannot be written: give the text a name', { key });
    const known = messages.get(id);
    if (match === null) {
      if (known !== undefined) throw both(id);
      messages.set(id, text);
      continue;
    }
    if (typeof known === 'string') throw both(id);
    const forms = known ?? new Map<Form, string>();
    forms.set(match[2] as Form, text);
    messages.set(id, forms);
  }
  return messages;
}

/** Names go-i18n reads as message fields when their value is a text (`one`, `description`, …). */
const FIELD_NAMES = new Set(['id', 'description', 'hash', 'leftdelim', 'rightdelim', ...FORMS]);

/**
 * A message as a map writes it: a single text under a name go-i18n would read as a field (`one:
 * "x"` beside other messages is a mixed map it refuses) is written as its `other` form.
 */
export function asMember(id: string, written: Written): Written {
  return typeof written === 'string' && FIELD_NAMES.has(id.toLowerCase())
    ? new Map<Form, string>([['other', written]])
    : written;
}

function both(id: string): FormatError {
  return new FormatError(
    `"${id}" is both a single text and a plural message ("${id}[…]"); a go-i18n message is one or the other: rename one key`,
    { key: id },
  );
}

const YAML_PLAIN = /^[\p{L}\p{N}_(][^\n:#]*$/u;
const YAML_RESERVED = /^(?:y|n|yes|no|on|off|true|false|null|~|[-+.\d][\w.:+-]*)$/i;

/** A string as the syntax writes it, in the quoting of `like` (the text it replaces) where it can. */
export function quote(syntax: Syntax, value: string, like?: TString): string {
  if (syntax === 'json') return JSON.stringify(value);
  const control = hasControl(value);
  if (like?.quote === "'" && !control && !value.includes("'") && syntax === 'toml') return `'${value}'`;
  if (syntax === 'yaml') {
    if (like?.quote === "'" && !control) return `'${value.replaceAll("'", "''")}'`;
    if ((like === undefined || like.quote === 'plain') && yamlPlain(value)) return value;
  }
  // JSON's escapes are valid in YAML and TOML double-quoted strings; TOML also refuses a raw DEL.
  return JSON.stringify(value).replace(/\u007f/g, syntax === 'toml' ? '\\u007F' : '\u007f');
}

function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function yamlPlain(value: string): boolean {
  return (
    !hasControl(value) &&
    !value.includes('\t') &&
    YAML_PLAIN.test(value) &&
    !YAML_RESERVED.test(value) &&
    value.trimEnd() === value
  );
}

/** A name as the syntax writes it: bare where it may be, else quoted. */
export function keyText(syntax: Syntax, name: string): string {
  if (syntax === 'json') return JSON.stringify(name);
  if (syntax === 'toml') return /^[A-Za-z0-9_-]+$/.test(name) ? name : quote('toml', name);
  return /^[A-Za-z_][\w-]*$/.test(name) && !YAML_RESERVED.test(name) ? name : JSON.stringify(name);
}

/** A message's forms as one inline value: `{ one = "…", other = "…" }`, `{"one": "…"}`. */
export function inlineForms(syntax: Syntax, forms: Map<Form, string>): string {
  const pairs = [...forms].map(([form, text]) =>
    syntax === 'toml'
      ? `${form} = ${quote(syntax, text)}`
      : `${JSON.stringify(form)}: ${JSON.stringify(text)}`,
  );
  return syntax === 'toml' ? `{ ${pairs.join(', ')} }` : `{${pairs.join(', ')}}`;
}

/** How `serializeGoI18n` writes. */
export interface GoI18nWriteOptions {
  syntax: Syntax;
  indent?: string;
  trailingNewline?: boolean;
}

/**
 * Writes entries as a go-i18n v2 file: a single text as `id: text`, a plural message as a map of
 * its forms; in TOML, every message a `[id]` table once any message is plural (so the order holds).
 */
export function serializeGoI18n(entries: Entries, options: GoI18nWriteOptions): string {
  const messages = new Map([...messagesOf(entries)].map(([id, w]) => [id, asMember(id, w)]));
  const indent = options.indent ?? (options.syntax === 'json' ? '  ' : '  ');
  const { syntax } = options;
  let text: string;
  if (syntax === 'json') {
    const members = [...messages].map(([id, written]) => {
      if (typeof written === 'string') return `${indent}${JSON.stringify(id)}: ${JSON.stringify(written)}`;
      const forms = [...written].map(
        ([f, t]) => `${indent}${indent}${JSON.stringify(f)}: ${JSON.stringify(t)}`,
      );
      return `${indent}${JSON.stringify(id)}: {\n${forms.join(',\n')}\n${indent}}`;
    });
    text = members.length === 0 ? '{}' : `{\n${members.join(',\n')}\n}`;
  } else if (syntax === 'yaml') {
    text = [...messages]
      .map(([id, written]) =>
        typeof written === 'string'
          ? `${keyText(syntax, id)}: ${quote(syntax, written)}`
          : `${keyText(syntax, id)}:\n${[...written].map(([f, t]) => `${indent}${f}: ${quote(syntax, t)}`).join('\n')}`,
      )
      .join('\n');
    if (text === '') text = '{}';
  } else {
    const tables = [...messages.values()].some((w) => typeof w !== 'string');
    text = [...messages]
      .map(([id, written]) => {
        if (!tables) return `${keyText(syntax, id)} = ${quote(syntax, written as string)}`;
        const forms = typeof written === 'string' ? new Map([['other', written]]) : written;
        return `[${keyText(syntax, id)}]\n${[...forms].map(([f, t]) => `${f} = ${quote(syntax, t)}`).join('\n')}`;
      })
      .join(tables ? '\n\n' : '\n');
  }
  if (text === '') return '';
  return withTrailingNewline(text, options.trailingNewline ?? true);
}
