// Smartling's JSON directives (the `smartling` member), read for the subset Signal Desktop's
// `_locales/<locale>/messages.json` uses: `translate_paths` blocks of the form `*/field` keyed by the
// member's name (`{*}/field`) with an `instruction` path, `string_format_paths` naming those fields
// ICU, `placeholder_format_custom` of `$name$`, `variants_enabled` and `source_key_paths`. Anything
// else changes what Smartling reads as a text or a key in ways this reader does not follow, so it is
// refused by name rather than guessed at.
import type { Node } from 'jsonc-parser';
import { FormatError } from '../../errors.ts';
import type { JsonDocument } from '../json/model.ts';
import { membersOf } from '../json/read.ts';
import {
  DIRECTIVES_MEMBER,
  DOLLAR_PLACEHOLDER,
  type SmartlingDirectives,
  type TranslatePath,
} from './model.ts';

/** A path naming one member of every root member: `*\/field` (a leading `/` allowed). */
const WILDCARD_FIELD = /^\/?\*\/([^/*{}[\]]+)$/;
/** A key that is the root member's name: `{*}/field`. */
const NAMED_KEY = /^\/?\{\*\}\/([^/*{}[\]]+)$/;

/**
 * The directives of a Smartling JSON file, from its leading `smartling` member. A file without one is
 * refused: without directives Smartling reads every value as a text (descriptions included), which
 * is plain JSON, not this format.
 */
export function readDirectives(doc: JsonDocument): SmartlingDirectives {
  const member = membersOf(doc.root).get(DIRECTIVES_MEMBER);
  if (member === undefined) {
    throw new FormatError(
      'a Smartling JSON file opens with a "smartling" member of directives (its "translate_paths" name the texts); this file has none: read it in the json format',
      { line: 1 },
    );
  }
  const at = doc.lineOf(member.property.offset);
  if (member.value.type !== 'object') throw fail(at, '"smartling" must be an object of directives');
  let paths: TranslatePath[] | undefined;
  let placeholders: string | undefined;
  let icu: string[] | undefined;
  let keyPaths: string[] | undefined;
  for (const { name, value, property } of membersOf(member.value).values()) {
    const line = doc.lineOf(property.offset);
    switch (name) {
      case 'translate_paths':
        paths = translatePaths(doc, value);
        break;
      case 'string_format_paths':
        icu = icuPaths(line, value);
        break;
      case 'placeholder_format_custom':
        placeholders = placeholderPattern(line, value);
        break;
      case 'variants_enabled':
        // Variants are Smartling's metadata beside a key: they change no text of the file.
        if (value.type !== 'boolean' && !(value.type === 'string' && /^(?:true|false)$/i.test(value.value)))
          throw fail(line, '"variants_enabled" must be true or false');
        break;
      case 'source_key_paths':
        keyPaths = stringList(line, name, value);
        break;
      default:
        throw fail(
          line,
          `the directive "${name}" is not supported (locale-sync reads translate_paths, string_format_paths, placeholder_format_custom, variants_enabled and source_key_paths, as Signal Desktop writes them); remove it or sync this file with Smartling's own tools`,
        );
    }
  }
  if (paths === undefined || paths.length === 0) {
    throw fail(at, '"smartling" names no "translate_paths": nothing in the file would be a text');
  }
  const fields = new Set(paths.map((p) => p.field));
  for (const path of icu ?? []) {
    const field = WILDCARD_FIELD.exec(path)?.[1];
    if (field === undefined || !fields.has(field)) {
      throw fail(
        at,
        `"string_format_paths" names "${path}" as ICU, which is none of the translate_paths (${[...fields].map((f) => `*/${f}`).join(', ')})`,
      );
    }
  }
  for (const path of keyPaths ?? []) {
    const field = NAMED_KEY.exec(path)?.[1];
    if (field === undefined || !fields.has(field)) {
      throw fail(
        at,
        `"source_key_paths" "${path}" is not supported: locale-sync keys each message by its member's name ({*}/field of a translate path)`,
      );
    }
  }
  return { paths, ...(placeholders !== undefined && { placeholders }) };
}

/** `translate_paths`: one block or a list of them, each `*\/field` keyed `{*}/field`. */
function translatePaths(doc: JsonDocument, value: Node): TranslatePath[] {
  const blocks = value.type === 'array' ? (value.children ?? []) : [value];
  return blocks.map((block) => {
    const line = doc.lineOf(block.offset);
    if (block.type !== 'object') throw fail(line, 'each "translate_paths" block must be an object');
    const members = membersOf(block);
    let field: string | undefined;
    let instruction: string | undefined;
    let key: string | undefined;
    for (const { name, value: v } of members.values()) {
      if (v.type !== 'string') {
        throw fail(
          line,
          `"translate_paths" "${name}" must be one path (a list of paths, a compound key, is not supported)`,
        );
      }
      const text = v.value as string;
      if (name === 'path') {
        field = WILDCARD_FIELD.exec(text)?.[1];
        if (field === undefined) {
          throw fail(
            line,
            `the translate path "${text}" is not supported: locale-sync reads paths of the form */field (each member of the root a message, its field the text)`,
          );
        }
      } else if (name === 'key') {
        key = text;
      } else if (name === 'instruction') {
        instruction = WILDCARD_FIELD.exec(text)?.[1];
        if (instruction === undefined)
          throw fail(line, `the instruction path "${text}" is not supported: give it as */field`);
      } else {
        throw fail(line, `"${name}" in "translate_paths" is not supported (path, key, instruction are)`);
      }
    }
    if (field === undefined) throw fail(line, 'a "translate_paths" block has no "path"');
    if (key === undefined || NAMED_KEY.exec(key)?.[1] !== field) {
      throw fail(
        line,
        `the translate path "*/${field}" must be keyed by its member's name ("key": "{*}/${field}"); ${key === undefined ? 'it has no key, and Smartling would key it by its whole path' : `"${key}" is not supported`}`,
      );
    }
    if (instruction === field) throw fail(line, `"*/${field}" cannot be both the text and its instruction`);
    return { field, ...(instruction !== undefined && { instruction }) };
  });
}

/** `string_format_paths`: only `icu: [paths]`, naming translate paths. */
function icuPaths(line: number, value: Node): string[] {
  const list = value.type === 'string' ? icuListOf(value.value as string) : undefined;
  if (list === undefined) {
    throw fail(
      line,
      `"string_format_paths" ${JSON.stringify(value.value ?? value.type)} is not supported: locale-sync reads "icu: [*/field]" (each text an ICU message)`,
    );
  }
  return list
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * The list of `icu: [*\/messageformat, *\/other]` (or of one path without brackets), or undefined
 * when `text` is not of that form. Read by hand: the pattern it replaced,
 * `^\s*icu\s*:\s*\[?([^\]]*)\]?\s*$`, backtracked over a run of spaces at every space of it.
 */
export function icuListOf(text: string): string | undefined {
  const start = text.trimStart();
  if (start.slice(0, 3).toLowerCase() !== 'icu') return undefined;
  const afterName = start.slice(3).trimStart();
  if (!afterName.startsWith(':')) return undefined;
  let rest = afterName.slice(1).trimStart();
  if (rest.startsWith('[')) rest = rest.slice(1);
  const close = rest.indexOf(']');
  if (close < 0) return rest;
  return rest.slice(close + 1).trim() === '' ? rest.slice(0, close) : undefined;
}

/** `placeholder_format_custom`: `NONE`, or Signal's `$name$` pattern. */
function placeholderPattern(line: number, value: Node): string | undefined {
  const pattern = value.type === 'string' ? (value.value as string) : undefined;
  if (pattern === 'NONE') return undefined;
  if (pattern === DOLLAR_PLACEHOLDER || pattern === DOLLAR_PLACEHOLDER.slice(1, -1))
    return DOLLAR_PLACEHOLDER;
  throw fail(
    line,
    `"placeholder_format_custom" ${JSON.stringify(pattern ?? value.type)} is not supported: the placeholder checks read ICU arguments and $name$ (${DOLLAR_PLACEHOLDER}); any other pattern would go unchecked`,
  );
}

function stringList(line: number, name: string, value: Node): string[] {
  if (value.type === 'string') return [value.value as string];
  if (value.type === 'array' && (value.children ?? []).every((c) => c.type === 'string'))
    return (value.children ?? []).map((c) => c.value as string);
  throw fail(line, `"${name}" must be a path or a list of paths`);
}

function fail(line: number, why: string): FormatError {
  return new FormatError(`line ${line}: ${why} (Smartling JSON directives)`, { line });
}
