import { FluentParser, FluentSerializer, Identifier, Message, type Pattern } from '@fluent/syntax';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import { withinFluentDepth } from './depth.ts';

/**
 * One key of a Fluent file: a message's value (`hello`), a message's attribute (`hello.title`), a
 * term's value (`-brand`) or a term's attribute (`-brand.short`). Fluent identifiers hold no `.`,
 * so the key names its place without ambiguity.
 */
export interface FluentEntry {
  key: string;
  /** The pattern as text: the serializer's spelling, indentation removed (see `patternText`). */
  value: string;
  /** Offsets in the file of what a new value replaces: from just after `=` to the pattern's end. */
  start: number;
  end: number;
  /** 1-based line of the message, term or attribute. */
  line: number;
}

/** A message or term with its keys, and the offsets of its whole text (attached comment included). */
export interface FluentItem {
  id: string;
  start: number;
  end: number;
  /** The value's entry, if it has a value. */
  value: FluentEntry | undefined;
  /** Offset just after the `=` of the message (where a value is inserted when it has none). */
  valueAt: number;
  attributes: Array<FluentEntry & { attrStart: number; attrEnd: number }>;
}

/** A parsed Fluent file: its messages and terms in file order. */
export interface FluentFile {
  items: FluentItem[];
}

const serializer = new FluentSerializer();
const parser = new FluentParser({ withSpans: false });

/**
 * A pattern as the text of a key: what @fluent/syntax's serializer writes for it with the
 * indentation Fluent ignores removed. Selectors (plurals included) stay whole in the text, as
 * Pontoon and translate-toolkit keep them: `{ $n ->\n    [one] one item\n   *[other] { $n } items\n}`.
 */
export function patternText(pattern: Pattern): string {
  const written = serializer.serializeEntry(new Message(new Identifier('x'), pattern));
  // `x = text\n` for one line, `x =\n    line\n    line\n` when the pattern starts on its own line.
  const body = written.slice('x ='.length, -1);
  if (!body.startsWith('\n')) return body.slice(1);
  return body
    .slice(1)
    .split('\n')
    .map((line) => line.replace(/^ {4}/, ''))
    .join('\n');
}

/**
 * The text of a key as Fluent source to write after `=` (` text` or `\n    text` for several lines),
 * in the serializer's spelling. Refuses a text that is not one Fluent pattern, naming the key.
 */
export function writePattern(key: string, text: string, indent = '    '): string {
  // The first line inline, as the serializer writes it: only a line of a block may not start with
  // "[", "*" or "." (a variant, an attribute), so `= ...` and `= [beta] Sync` are patterns.
  const [first, ...rest] = text.split('\n');
  const source = `x = ${first}${rest.map((line) => `\n    ${line}`).join('')}\n`;
  if (!withinFluentDepth(source)) {
    throw new FormatError(
      `the text of "${key}" nests placeables deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth); correct the translation`,
      { key },
    );
  }
  const resource = parser.parse(source);
  const [entry] = resource.body;
  if (
    resource.body.length !== 1 ||
    !(entry instanceof Message) ||
    entry.value === null ||
    entry.attributes.length > 0
  ) {
    throw new FormatError(
      `the text of "${key}" is not a Fluent pattern (an unclosed "{", a line after the first starting with "[", "*" or ".", or an empty text?); Fluent cannot hold it: correct the translation`,
      { key },
    );
  }
  const written = serializer
    .serializeEntry(new Message(new Identifier('x'), entry.value))
    .slice('x ='.length, -1);
  // The serializer indents continuation lines by four spaces; an attribute's lines go four deeper.
  return indent === '    ' ? written : written.replaceAll('\n    ', `\n${indent}`);
}
