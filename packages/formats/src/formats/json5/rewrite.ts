import type { SerializeOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { DEFAULT_DELIMITER, type Entries } from '../../model.ts';
import { appendAll } from '../../shared/append.ts';
import { detectEol } from '../../shared/blocks.ts';
import { detectIndent } from '../../shared/lines.ts';
import { spliceFromEnd } from '../../shared/splice.ts';
import type { TMap, TMember } from '../../shared/tree.ts';
import { buildTree, type JsonTree, splitKey } from '../json/model.ts';
import { readJson5 } from './read.ts';
import { NAMES } from './scan.ts';
import { nameJson5, quoteJson5 } from './write.ts';

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Style {
  eol: string;
  unit: string;
  colon: string;
  /** How the file quotes texts and names (`''` for bare names). */
  valueQuote: string;
  nameQuote: string;
  /** How the file quotes a name that cannot go bare (`'` or `"`). */
  quotedNameQuote: string;
  /** Members one blank line apart (DSpace). */
  spaced: boolean;
  /** A comma after the last member. */
  trailingComma: boolean;
}

/**
 * Writes entries over an existing JSON5 file, editing only what changed: a changed text is replaced
 * where it stands in its own quotes; a removed key goes with its line and the comment lines right
 * above it (DSpace keeps the English text there); new keys follow the last member of the object
 * they belong to, named and quoted as the file does. Comments, unquoted names, quotes, trailing
 * commas and spacing elsewhere stay as written; the file keeps its own layout (flat or nested).
 */
export function rewriteJson5(entries: Entries, existing: string, _options: SerializeOptions): string {
  const file = readJson5(existing);
  const { doc } = file;
  // Names that hold the delimiter ("Sync is done." under a nested object) cannot be split back at
  // their dots: the file's own objects then say where a new key goes (as for JSON).
  const dotted = file.nested && holdsDottedNames(doc.root);
  if (file.nested && !dotted) buildTree(entries);
  const style = styleOf(file.doc.text, doc.root);
  const edits: Edit[] = [];
  const dropped = new Map<TMap, Set<TMember>>();
  const added = new Map<TMap, JsonTree>();
  for (const [key, text] of file.texts) {
    const value = entries.get(key);
    if (value === undefined) {
      const set = dropped.get(text.parent) ?? new Set();
      set.add(text.member);
      dropped.set(text.parent, set);
    } else if (value !== text.member.value.value) {
      const node = text.member.value;
      edits.push({ start: node.start, end: node.end, text: quoteJson5(value, node.quote) });
    }
  }
  for (const [key, value] of entries) {
    if (file.texts.has(key)) continue;
    let map = doc.root;
    let parts = [key];
    if (dotted) {
      ({ map, parts } = ownerByNames(doc.root, key));
    } else if (file.nested) {
      parts = splitKey(key, DEFAULT_DELIMITER);
      // Follow the objects the file already has; the rest of the key is created under the last one.
      while (parts.length > 1) {
        const member = map.members.findLast((m) => m.name === parts[0]);
        if (member?.value.kind !== 'map') break;
        map = member.value;
        parts = parts.slice(1);
      }
    }
    let tree = added.get(map) ?? new Map();
    added.set(map, tree);
    for (const part of parts.slice(0, -1)) {
      let child = tree.get(part);
      if (typeof child !== 'object') {
        child = new Map();
        tree.set(part, child);
      }
      tree = child;
    }
    tree.set(parts.at(-1) as string, value);
  }
  const containers = new Set([...dropped.keys(), ...added.keys()]);
  for (const map of containers) {
    appendAll(edits, resolve(doc.text, map, dropped.get(map) ?? new Set(), added.get(map), style));
  }
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  // Two removals may share a blank line between them: the part already removed is not removed twice.
  return doc.bom + spliceFromEnd(doc.text, edits, true);
}

/**
 * The nested tree of a new file whose source file (`template`) is nested with names holding the
 * delimiter (sentences under an object): each key takes the source's names, as a rewrite would;
 * undefined when the source is not such a file (the keys are then split at their dots).
 */
export function treeLikeSource(entries: Entries, template: string): JsonTree | undefined {
  let root: TMap;
  try {
    const file = readJson5(template);
    if (!file.nested || !holdsDottedNames(file.doc.root)) return undefined;
    root = file.doc.root;
  } catch {
    return undefined;
  }
  const tree: JsonTree = new Map();
  for (const [key, value] of entries) {
    const { through, parts } = ownerByNames(root, key);
    const path = [...through, ...parts];
    let node = tree;
    path.slice(0, -1).forEach((name, i) => {
      const child = node.get(name);
      if (typeof child === 'string') throw textAndObject(path.slice(0, i + 1).join(DEFAULT_DELIMITER), key);
      const next = child ?? new Map();
      node.set(name, next);
      node = next;
    });
    const last = path.at(-1) as string;
    if (node.has(last)) throw textAndObject(key, key);
    node.set(last, value);
  }
  return tree;
}

function textAndObject(text: string, key: string): FormatError {
  return new FormatError(
    `key "${text}" cannot be written nested beside "${key}": it would be both a text and an object; pull with structure "flat" or rename one key`,
    { key },
  );
}

/** True when an object of the file has a name holding the delimiter. */
function holdsDottedNames(root: TMap): boolean {
  // Iterative: nesting is bounded, but a flat file may have many members.
  const stack: TMap[] = [root];
  for (let next = stack.pop(); next; next = stack.pop()) {
    for (const member of next.members) {
      if (member.name.includes(DEFAULT_DELIMITER)) return true;
      if (member.value.kind === 'map') stack.push(member.value);
    }
  }
  return false;
}

/**
 * Where a new key goes in a file whose names hold the delimiter: down the objects whose names start
 * it (longest first); under the last one the rest is one name when that object's names hold the
 * delimiter, else it is split as usual.
 */
function ownerByNames(root: TMap, key: string): { map: TMap; parts: string[]; through: string[] } {
  let map = root;
  let rest = key;
  const through: string[] = [];
  for (;;) {
    let next: { name: string; value: TMap } | undefined;
    for (const member of map.members) {
      if (member.value.kind !== 'map' || !rest.startsWith(member.name + DEFAULT_DELIMITER)) continue;
      if (next === undefined || member.name.length > next.name.length)
        next = { name: member.name, value: member.value };
    }
    if (next === undefined) {
      const whole = map.members.some((m) => m.name.includes(DEFAULT_DELIMITER));
      return { map, parts: whole ? [rest] : splitKey(rest, DEFAULT_DELIMITER), through };
    }
    through.push(next.name);
    map = next.value;
    rest = rest.slice(next.name.length + DEFAULT_DELIMITER.length);
  }
}

function styleOf(text: string, root: TMap): Style {
  const first = root.members[0];
  const second = root.members[1];
  const last = root.members.at(-1);
  const firstString = findString(root);
  const name = first ? NAMES.get(first) : undefined;
  const colon = first && name ? text.slice(name.end, first.value.start) : ': ';
  return {
    eol: detectEol(text),
    unit: detectIndent(text, '  '),
    colon: colon.trim() === ':' ? colon : ': ',
    valueQuote: firstString?.quote ?? '"',
    nameQuote: name?.quote ?? '"',
    quotedNameQuote: name?.quote || (firstString?.quote ?? '"'),
    spaced:
      first !== undefined &&
      second !== undefined &&
      /\n[ \t]*\r?\n/.test(text.slice(first.end, second.start)),
    trailingComma: last !== undefined && /^\s*,/.test(text.slice(last.end)),
  };
}

/**
 * The style new members of `map` are written in: its own last member's colon and quotes where it
 * shows them (an object may differ from the file's first), else the file's.
 */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function styleOfObject(text: string, map: TMap, style: Style): Style {
  let own = style;
  const lastMember = map.members.at(-1);
  const lastName = lastMember ? NAMES.get(lastMember) : undefined;
  const colon = lastMember && lastName ? text.slice(lastName.end, lastMember.value.start) : '';
  if (/^[ \t]*:[ \t]*$/.test(colon)) own = { ...own, colon };
  // Only a name that could go bare shows a choice of quotes.
  const free = map.members.findLast((m) => IDENTIFIER.test(m.name) && NAMES.has(m));
  const freeName = free ? NAMES.get(free) : undefined;
  if (freeName) own = { ...own, nameQuote: freeName.quote };
  const quoted = map.members.findLast((m) => NAMES.get(m)?.quote);
  const quotedName = quoted ? NAMES.get(quoted) : undefined;
  if (quotedName) own = { ...own, quotedNameQuote: quotedName.quote };
  const texts = map.members.filter((m) => m.value.kind === 'string');
  const last = texts.at(-1)?.value;
  if (last?.kind === 'string') own = { ...own, valueQuote: last.quote };
  return own;
}

function findString(map: TMap): { quote: string } | undefined {
  // Iterative: nesting is bounded, but a flat file may have many members.
  const stack: TMap[] = [map];
  for (let next = stack.pop(); next; next = stack.pop()) {
    for (const member of next.members) {
      if (member.value.kind === 'string') return member.value;
      if (member.value.kind === 'map') stack.push(member.value);
    }
  }
  return undefined;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The end of the line holding `offset`, after its line break. */
function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

/** Whether every member of the object stands on lines of its own (with its comma and a comment). */
function ownLines(text: string, map: TMap): boolean {
  return map.members.every((member, i) => {
    if (text.slice(lineStart(text, member.start), member.start).trim() !== '') return false;
    const rest = text.slice(member.end, lineEnd(text, member.end)).trim();
    if (!/^,?\s*(?:\/\/.*|\/\*.*\*\/\s*)?$/.test(rest)) return false;
    const next = map.members[i + 1];
    return next === undefined || next.start >= lineEnd(text, member.end);
  });
}

function resolve(
  text: string,
  map: TMap,
  dropped: Set<TMember>,
  added: JsonTree | undefined,
  style: Style,
): Edit[] {
  const edits: Edit[] = [];
  const kept = map.members.filter((m) => !dropped.has(m));
  const lines = ownLines(text, map);
  const first = map.members[0];
  const indent = first
    ? text.slice(lineStart(text, first.start), first.start).replace(/\S.*$/s, '')
    : `${text.slice(lineStart(text, map.start), map.start).replace(/\S.*$/s, '')}${style.unit}`;
  if (kept.length === 0 && added !== undefined && added.size > 0) {
    const outer = text.slice(lineStart(text, map.start), map.start).replace(/\S.*$/s, '');
    edits.push({ start: map.start, end: map.end, text: renderObject(added, outer, style) });
    return edits;
  }
  map.members.forEach((member, i) => {
    if (!dropped.has(member)) return;
    if (lines) {
      let start = lineStart(text, member.start);
      // The comment lines right above the member are its own (DSpace's English original).
      for (;;) {
        const above = lineStart(text, start - 1);
        if (start === 0 || !/^\s*\/\//.test(text.slice(above, start))) break;
        if (i > 0 && above < (map.members[i - 1] as TMember).end) break;
        start = above;
      }
      let end = lineEnd(text, member.end);
      const before = start > 0 ? text.slice(lineStart(text, start - 1), start) : '';
      const after = /^[ \t]*\r?\n/.exec(text.slice(end));
      // Members one blank line apart stay so: one of the blank lines around the member goes too.
      if (before.trim() === '' && start > 0 && after) end += after[0].length;
      else if (before.trim() === '' && start > 0 && text.slice(end, map.end - 1).trim() === '') {
        start = lineStart(text, start - 1);
      }
      edits.push({ start, end, text: '' });
      return;
    }
    const later = map.members.slice(i + 1).some((m) => !dropped.has(m));
    const next = map.members[i + 1];
    const previous = map.members[i - 1];
    if (later && next) edits.push({ start: member.start, end: next.start, text: '' });
    else if (previous) edits.push({ start: previous.end, end: member.end, text: '' });
    else edits.push({ start: member.start, end: member.end, text: '' });
  });
  if (added === undefined || added.size === 0) {
    if (lines) appendAll(edits, lastCommaAsBefore(text, map, kept));
    return edits;
  }
  const own = styleOfObject(text, map, style);
  const members = [...added].map(([name, value]) => member(name, value, indent, own));
  const last = kept.at(-1) as TMember;
  if (!lines) {
    const multiline = first !== undefined && text.slice(map.start, first.start).includes('\n');
    const [before, after] = map.members.slice(-2);
    const between = before && after ? text.slice(before.end, after.start) : undefined;
    const shown =
      between !== undefined && /^\s*,\s*$/.test(between) ? between.replace(/^\s*,/, '') : undefined;
    const separator = shown ?? (multiline ? style.eol + indent : ' ');
    edits.push({ start: last.end, end: last.end, text: members.map((m) => `,${separator}${m}`).join('') });
    return edits;
  }
  const hasComma = /^[ \t]*,/.test(text.slice(last.end));
  if (!hasComma) edits.push({ start: last.end, end: last.end, text: ',' });
  const at = lineEnd(text, last.end);
  const lead = at === text.length && !text.endsWith('\n') ? style.eol : '';
  const trailing = map.members.at(-1)
    ? /^\s*,/.test(text.slice((map.members.at(-1) as TMember).end))
    : style.trailingComma;
  const body = members
    .map(
      (m, i) =>
        `${style.spaced ? style.eol : ''}${indent}${m}${i < members.length - 1 || trailing ? ',' : ''}${style.eol}`,
    )
    .join('');
  edits.push({ start: at, end: at, text: lead + body });
  return edits;
}

/**
 * When the object's last member goes and it had no comma after it, the comma after the member now
 * last goes too, so the object ends as it did (Pixelfed's translations, as their source).
 */
function lastCommaAsBefore(text: string, map: TMap, kept: readonly TMember[]): Edit[] {
  const ended = map.members.at(-1);
  const last = kept.at(-1);
  if (ended === undefined || last === undefined || last === ended || /^\s*,/.test(text.slice(ended.end)))
    return [];
  const comma = /^[ \t]*,/.exec(text.slice(last.end));
  if (comma === null) return [];
  const at = last.end + comma[0].length - 1;
  return [{ start: at, end: at + 1, text: '' }];
}

function member(name: string, value: string | JsonTree, indent: string, style: Style): string {
  const text =
    typeof value === 'string' ? quoteJson5(value, style.valueQuote) : renderObject(value, indent, style);
  const quote = IDENTIFIER.test(name) ? style.nameQuote : style.quotedNameQuote;
  return `${nameJson5(name, quote)}${style.colon}${text}`;
}

/** A new object, one member a line. */
function renderObject(tree: JsonTree, indent: string, style: Style): string {
  const inner = indent + style.unit;
  const members = [...tree].map(([name, value]) => `${inner}${member(name, value, inner, style)}`);
  const trailing = style.trailingComma ? ',' : '';
  return `{${style.eol}${members.join(`,${style.eol}`)}${trailing}${style.eol}${indent}}`;
}
