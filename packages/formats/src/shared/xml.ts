import { XMLValidator } from 'fast-xml-parser';
import { FormatError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import { positionOf } from './lines.ts';

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

/**
 * True when XML 1.0 can hold the code point, as text or as a reference (its `Char` production: tab,
 * line breaks, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF; never a lone surrogate).
 */
export function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

const NAMED_ENTITIES = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

const CHARACTER_REFERENCE = /&#(?:x([0-9a-fA-F]+)|([0-9]+));/g;

/**
 * The code point a character reference's digits stand for, or undefined when XML 1.0 forbids it
 * (its `Char` production: tab, line breaks, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF). Parsers
 * such as libxml2 (Symfony) and expat (aapt2) refuse the file then; `String.fromCodePoint` would throw
 * a RangeError past U+10FFFF and make a lone surrogate of U+D800.
 */
function referencedCodePoint(hex: string | undefined, decimal: string | undefined): number | undefined {
  const digits = (hex ?? decimal ?? '').replace(/^0+/, '');
  // More than seven significant digits is past U+10FFFF in either base (and past exact doubles soon).
  if (digits.length > 7) return undefined;
  const code = digits === '' ? 0 : Number.parseInt(digits, hex === undefined ? 10 : 16);
  return isXmlChar(code) ? code : undefined;
}

/** A FormatError for a character reference XML does not allow, at `line` when known. */
function badReference(reference: string, what: string, line: number | undefined): FormatError {
  const shown = reference.length > 40 ? `${reference.slice(0, 37)}...` : reference;
  return new FormatError(
    `invalid ${what}${line === undefined ? '' : ` at line ${line}`}: character reference "${shown}" is not a character XML allows (U+0009, U+000A, U+000D, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF); write the character itself or remove the reference`,
    line === undefined ? {} : { line },
  );
}

/**
 * Decodes the five XML entities and character references; other entity references stay as written.
 * Throws a FormatError for a character reference XML does not allow.
 */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(lt|gt|amp|quot|apos));/g,
    (reference, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED_ENTITIES.get(name) as string;
      const code = referencedCodePoint(hex, decimal);
      if (code === undefined) throw badReference(reference, 'XML', undefined);
      return String.fromCodePoint(code);
    },
  );
}

/** Throws a FormatError naming the line of the first character reference in `text` XML does not allow. */
function checkReferences(content: string, from: number, to: number, what: string): void {
  const text = content.slice(from, to);
  if (!text.includes('&#')) return;
  for (const match of text.matchAll(CHARACTER_REFERENCE)) {
    if (referencedCodePoint(match[1], match[2]) === undefined) {
      throw badReference(match[0], what, positionOf(content, from + match.index).line);
    }
  }
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
 * so a rewrite can change one element's text and leave every other byte of the file as it was. One
 * pass over the file and no recursion, whatever the file holds. Throws a FormatError (`what` names the
 * format) for nesting deeper than `LIMITS.maxDepth` and for character references XML does not allow.
 */
export function scanElements(content: string, what = 'XML'): XmlElement[] {
  const roots: XmlElement[] = [];
  const stack: XmlElement[] = [];
  // Text runs between tokens and attribute lists are checked; comments, CDATA and the DOCTYPE hold no references.
  let textFrom = 0;
  for (const match of content.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    checkReferences(content, textFrom, start, what);
    textFrom = end;
    const name = match[2];
    if (name === undefined) continue;
    if (match[1] === '/') {
      const element = stack.pop();
      if (element) {
        element.closeStart = start;
        element.end = end;
      }
      continue;
    }
    const attributeText = match[3] ?? '';
    checkReferences(content, start, start + 1 + name.length + attributeText.length, what);
    const attributes = new Map<string, string>();
    for (const attribute of attributeText.matchAll(ATTRIBUTE)) {
      attributes.set(attribute[1] as string, decodeXmlEntities(attribute[2] ?? attribute[3] ?? ''));
    }
    const parent = stack.at(-1);
    const selfClosing = match[4] === '/';
    if (stack.length >= LIMITS.maxDepth) {
      throw new FormatError(
        `invalid ${what} at line ${positionOf(content, start).line}: elements nest deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth); translation files need a few, so this file is not one`,
        { line: positionOf(content, start).line },
      );
    }
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
  checkReferences(content, textFrom, content.length, what);
  return roots;
}

/** The element's content as written, between its tags. */
export function innerXml(content: string, element: XmlElement): string {
  return element.selfClosing ? '' : content.slice(element.openEnd, element.closeStart);
}

/** Every descendant of `elements` (depth first, document order) whose name is in `names`. */
export function descendants(elements: XmlElement[], names: readonly string[]): XmlElement[] {
  const found: XmlElement[] = [];
  // An explicit stack of remaining siblings, in reverse, so no depth can exhaust the call stack.
  const pending: XmlElement[] = [...elements].reverse();
  for (let element = pending.pop(); element !== undefined; element = pending.pop()) {
    if (names.includes(element.name)) found.push(element);
    for (let i = element.children.length - 1; i >= 0; i--) pending.push(element.children[i] as XmlElement);
  }
  return found;
}

/**
 * What to delete to remove an element: its line (from the white space before it) when nothing but
 * white space follows it on that line; otherwise only the element and the spaces after it, so that
 * text after it (a stray `&gt;` in NewPipe's values-ru) keeps its own line instead of joining the
 * line above.
 */
export function removalOf(content: string, element: { start: number; end: number }): Edit {
  const rest = /^[ \t]*/.exec(content.slice(element.end, element.end + 4096))?.[0] ?? '';
  const after = content[element.end + rest.length];
  if (after === undefined || after === '\n' || after === '\r') {
    return { start: whitespaceBefore(content, element.start), end: element.end, text: '' };
  }
  return { start: element.start, end: element.end + rest.length, text: '' };
}

/** The white space that starts the line `offset` is on, when only white space precedes it there. */
export function indentationAt(content: string, offset: number): string | undefined {
  const lineStart = content.lastIndexOf('\n', offset - 1) + 1;
  const before = content.slice(lineStart, offset);
  return /^[ \t]*$/.test(before) ? before : undefined;
}

/**
 * The file's own indentation step: how much deeper the first of `pairs` laid out one element a line
 * (a child's indentation extends its parent's) indents the child, else `fallback`. New elements
 * nested in a new element take it, so a file indented with two spaces gets no tab and the reverse.
 */
export function indentStep(
  content: string,
  pairs: ReadonlyArray<readonly [XmlElement | undefined, XmlElement | undefined]>,
  fallback: string,
): string {
  for (const [parent, child] of pairs) {
    if (!parent || !child) continue;
    const outer = indentationAt(content, parent.start);
    const inner = indentationAt(content, child.start);
    if (outer === undefined || inner === undefined) continue;
    if (inner.length > outer.length && inner.startsWith(outer)) return inner.slice(outer.length);
  }
  return fallback;
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

/**
 * The indentation of a document's first indented element (its step: a root's children are one level
 * in, and Qt's `<context>` stays at the margin so its `<name>` shows it), else `fallback`. Comments
 * are passed over: a licence header's indentation says nothing of the elements'.
 */
export function xmlIndentOf(content: string, fallback: string): string {
  const match = /\n([ \t]+)<[A-Za-z_]/.exec(content.replace(/<!--[\s\S]*?-->/g, ''));
  return match?.[1] ?? fallback;
}

/**
 * True when the element's content is written as CDATA (`<![CDATA[…]]>`, white space around it aside),
 * as Symfony's and Thunderbird's files write texts holding markup: a text written over it stays CDATA.
 */
export function holdsCdata(content: string, element: XmlElement): boolean {
  if (element.selfClosing || element.children.length > 0) return false;
  const inner = content.slice(element.openEnd, element.closeStart).trim();
  return inner.startsWith('<![CDATA[') && inner.endsWith(']]>');
}

/**
 * Element content `xml` (text as a format escapes it) written as one CDATA section, `]]>` split across
 * two; `xml` unchanged when it holds markup (elements kept as elements) or character references, which
 * CDATA cannot hold.
 */
export function asCdata(xml: string): string {
  if (xml.includes('<') || xml.includes('&#')) return xml;
  return `<![CDATA[${decodeXmlEntities(xml).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** `xml` as CDATA when the element it replaces the content of holds CDATA (`holdsCdata`). */
export function likeContentOf(content: string, element: XmlElement | undefined, xml: string): string {
  return element !== undefined && holdsCdata(content, element) ? asCdata(xml) : xml;
}
