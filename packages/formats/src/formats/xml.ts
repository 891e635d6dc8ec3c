import { XMLValidator } from 'fast-xml-parser';
import { FormatError } from '../errors.ts';

/** Helpers shared by the XML formats (XLIFF, Android). */

/** Throws a FormatError with the line and column of the first well-formedness error. */
export function validateXml(content: string, what: string): void {
  const result = XMLValidator.validate(content);
  if (result === true) return;
  const { msg, line, col } = result.err;
  throw new FormatError(`invalid ${what} at line ${line}, column ${col}: ${msg}`, { line, column: col });
}

/**
 * Escapes text for element content: `>` too, so `]]>` never appears, and a carriage return as
 * `&#13;`, which an XML reader would otherwise turn into a line feed.
 */
export function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

/** Escapes text for a double-quoted attribute value; line breaks and tabs as references, or a reader turns them into spaces. */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

/** Decodes the five XML entities and character references. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[entity] as string;
  });
}

/** An element found by `scanElements`, with offsets into the document. */
export interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  /** Offset of `<` of the start tag. */
  start: number;
  /** Offset just after the start tag's `>`. */
  openEnd: number;
  /** Offset of `<` of the end tag (equal to openEnd for a self-closing element). */
  closeStart: number;
  /** Offset just after the end tag. */
  end: number;
  selfClosing: boolean;
  children: XmlElement[];
  parent: XmlElement | undefined;
}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The element tree of a document already checked by `validateXml`, with the offsets of every tag,
 * so a rewrite can change one element's text and leave every other byte of the file as it was.
 */
export function scanElements(content: string): XmlElement[] {
  const roots: XmlElement[] = [];
  const stack: XmlElement[] = [];
  for (const match of content.matchAll(TOKEN)) {
    const name = match[2];
    if (name === undefined) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (match[1] === '/') {
      const element = stack.pop();
      if (element) {
        element.closeStart = start;
        element.end = end;
      }
      continue;
    }
    const attributes = new Map<string, string>();
    for (const attribute of (match[3] ?? '').matchAll(ATTRIBUTE)) {
      attributes.set(attribute[1] as string, decodeXmlEntities(attribute[2] ?? attribute[3] ?? ''));
    }
    const parent = stack.at(-1);
    const selfClosing = match[4] === '/';
    const element: XmlElement = {
      name,
      attributes,
      start,
      openEnd: end,
      closeStart: end,
      end,
      selfClosing,
      children: [],
      parent,
    };
    (parent ? parent.children : roots).push(element);
    if (!selfClosing) stack.push(element);
  }
  return roots;
}

/** The element's content as written, between its tags. */
export function innerXml(content: string, element: XmlElement): string {
  return element.selfClosing ? '' : content.slice(element.openEnd, element.closeStart);
}

/** Every descendant of `elements` (depth first, document order) whose name is in `names`. */
export function descendants(elements: XmlElement[], names: readonly string[]): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (list: XmlElement[]): void => {
    for (const element of list) {
      if (names.includes(element.name)) found.push(element);
      walk(element.children);
    }
  };
  walk(elements);
  return found;
}

/** The white space that starts the line `offset` is on, when only white space precedes it there. */
export function indentationAt(content: string, offset: number): string | undefined {
  const lineStart = content.lastIndexOf('\n', offset - 1) + 1;
  const before = content.slice(lineStart, offset);
  return /^[ \t]*$/.test(before) ? before : undefined;
}

/** One replacement of `content.slice(start, end)`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * Applies non-overlapping edits in one pass (copying the file once, not once per edit). Edits at the
 * same offset apply in the order given, an insertion (start = end) before a replacement there.
 */
export function applyEdits(content: string, edits: Edit[]): string {
  const ordered = edits
    .map((edit, index) => ({ edit, index }))
    .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.index - b.index)
    .map(({ edit }) => edit);
  const parts: string[] = [];
  let at = 0;
  for (const edit of ordered) {
    parts.push(content.slice(at, edit.start), edit.text);
    at = Math.max(at, edit.end);
  }
  parts.push(content.slice(at));
  return parts.join('');
}

/** The offset where the run of white space before `offset` begins (to remove an element's line). */
export function whitespaceBefore(content: string, offset: number): number {
  let i = offset;
  while (i > 0 && /\s/.test(content[i - 1] as string)) i--;
  return i;
}
