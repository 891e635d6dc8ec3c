import { FormatError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import type { Entries, FileStyle } from '../model.ts';
import type { SerializeOptions, TranslationFormat } from '../registry.ts';
import { endsWithNewline, lineLocator, stripBom } from './lines.ts';
import {
  applyEdits,
  decodeXmlEntities,
  type Edit,
  escapeXmlAttribute,
  indentationAt,
  innerXml,
  scanElements,
  validateXml,
  whitespaceBefore,
  type XmlElement,
} from './xml.ts';

/**
 * Android `res/values*\/strings.xml`. Keys: `<string name="k">` is `k`; `<plurals name="k">` items
 * are `k[one]`, `k[other]`… (brackets cannot occur in resource names, so no key collides);
 * `<string-array name="k">` items are `k[0]`, `k[1]`…. Texts are what the app shows: XML entities,
 * Android escapes (`\' \" \\ \n \t \@ \? \uXXXX`) and `"…"` quoting decoded, unquoted white space
 * collapsed as aapt2 does. A text with styling markup (`<b>`, `<i>`, `<xliff:g>`…) is kept as
 * written. `translatable="false"` resources and other resource types are not keys; they stay in
 * place when a pull writes over the file.
 */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const GROUPED = /^(.+)\[(zero|one|two|few|many|other|\d+)\]$/s;
const STYLING = new Set([
  'b',
  'i',
  'u',
  'tt',
  'big',
  'small',
  'sup',
  'sub',
  'strike',
  'font',
  'a',
  'annotation',
  'span',
  'li',
  'ul',
  'br',
  'p',
  'xliff:g',
]);

/** aapt2 collapses ASCII white space only; a no-break space is text. */
const ASCII_SPACE = /^[ \t\n\r\f\v]$/;

interface Resource {
  key: string;
  element: XmlElement;
}

function read(content: string): { entries: Entries; resources: Resource[]; root: XmlElement } {
  validateXml(stripBom(content), 'Android strings.xml');
  const root = scanElements(content, 'Android strings.xml').find((element) => element.name === 'resources');
  if (!root)
    throw new FormatError('not an Android resource file: the root element must be <resources>', { line: 1 });
  const entries: Entries = new Map();
  const resources: Resource[] = [];
  const locate = lineLocator(content);
  const lineOf = (element: XmlElement): number => locate(element.start).line;
  const add = (key: string, element: XmlElement): void => {
    if (key.length > LIMITS.maxKeyLength) {
      throw new FormatError(
        `the resource name at line ${lineOf(element)} has ${key.length} characters, over the limit of ${LIMITS.maxKeyLength} (LIMITS.maxKeyLength)`,
        { line: lineOf(element) },
      );
    }
    if (entries.size >= LIMITS.maxEntries) {
      throw new FormatError(
        `Android strings.xml has more than ${LIMITS.maxEntries} strings and items, over the limit (LIMITS.maxEntries) at line ${lineOf(element)}: split it into several files`,
        { line: lineOf(element) },
      );
    }
    if (entries.has(key)) {
      throw new FormatError(`"${key}" is defined twice (line ${lineOf(element)})`, {
        key,
        line: lineOf(element),
      });
    }
    entries.set(key, decodeAndroid(content, element, key, lineOf(element)));
    resources.push({ key, element });
  };
  for (const element of root.children) {
    if (!['string', 'plurals', 'string-array'].includes(element.name)) continue;
    if (element.attributes.get('translatable') === 'false') continue;
    const name = element.attributes.get('name');
    if (!name) throw new FormatError(`a <${element.name}> has no name`, { line: lineOf(element) });
    if (element.name === 'string') {
      add(name, element);
      continue;
    }
    const items = element.children.filter((child) => child.name === 'item');
    for (const [index, item] of items.entries()) {
      if (element.name === 'string-array') {
        add(`${name}[${index}]`, item);
        continue;
      }
      const quantity = item.attributes.get('quantity') ?? '';
      if (!(CATEGORIES as readonly string[]).includes(quantity)) {
        throw new FormatError(
          `plurals "${name}" has an item with quantity "${quantity}"; expected one of ${CATEGORIES.join(', ')}`,
          { key: name, line: lineOf(item) },
        );
      }
      add(`${name}[${quantity}]`, item);
    }
  }
  return { entries, resources, root };
}

/** Parses an Android strings.xml into entries in file order. */
export function parseAndroid(content: string): Entries {
  return read(content).entries;
}

/** The text an element shows, or its content as written when it holds styling markup. */
function decodeAndroid(content: string, element: XmlElement, key: string, line: number): string {
  const inner = innerXml(content, element);
  if (element.children.length > 0) return inner;
  const text = inner
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeXmlEntities(part)))
    .join('');
  let out = '';
  let quoted = false;
  // Collapsed white space is held back, so white space at the end of the text can be trimmed.
  let pendingSpace = false;
  const emit = (chars: string): void => {
    if (pendingSpace && out !== '') out += ' ';
    pendingSpace = false;
    out += chars;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\\') {
      const next = text[i + 1];
      i++;
      if (next === undefined) break;
      if (next === 'u') {
        const hex = text.slice(i + 1, i + 5);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
          throw new FormatError(
            `"${key}" has a malformed \\u escape at line ${line}: expected four hex digits`,
            {
              key,
              line,
            },
          );
        }
        emit(String.fromCharCode(Number.parseInt(hex, 16)));
        i += 4;
      } else {
        emit(next === 'n' ? '\n' : next === 't' ? '\t' : next);
      }
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && ASCII_SPACE.test(char)) {
      pendingSpace = true;
    } else if (!quoted && char === "'") {
      throw new FormatError(
        `"${key}" has an unescaped apostrophe at line ${line}: write \\' (aapt2 refuses the file otherwise)`,
        { key, line },
      );
    } else {
      emit(char);
    }
  }
  return out;
}

/** The text as element content: styling markup is kept as written, all else escaped for aapt2. */
export function encodeAndroid(value: string): string {
  const tags = [...value.matchAll(/<\/?([A-Za-z_][\w:.-]*)[^>]*>/g)];
  if (tags.length > 0 && tags.every((tag) => STYLING.has(tag[1] as string)) && wellFormed(value))
    return value;
  let out = '';
  for (const char of value) {
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (char === '"') out += '\\"';
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if ((char.codePointAt(0) as number) < 0x20)
      out += `\\u${(char.codePointAt(0) as number).toString(16).padStart(4, '0')}`;
    else out += char;
  }
  // A leading @ or ? would make the text a resource reference.
  if (out.startsWith('@') || out.startsWith('?')) out = `\\${out}`;
  // Unquoted white space is collapsed and trimmed; quotes keep it.
  return /^[ \t\n\r\f\v]|[ \t\n\r\f\v]$|[ \t\n\r\f\v]{2}/.test(out) ? `"${out}"` : out;
}

function wellFormed(value: string): boolean {
  try {
    validateXml(`<r xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">${value}</r>`, 'fragment');
    return true;
  } catch {
    return false;
  }
}

interface Group {
  kind: 'string' | 'plurals' | 'string-array';
  name: string;
  items: Array<[string, string]>;
}

/** Groups keys into resources in the order of each resource's first key. */
function groupEntries(entries: Entries): Group[] {
  const groups = new Map<string, Group>();
  for (const [key, value] of entries) {
    const match = GROUPED.exec(key);
    if (!match) {
      groups.set(`string:${key}`, { kind: 'string', name: key, items: [['', value]] });
      continue;
    }
    const name = match[1] as string;
    const kind = /^\d+$/.test(match[2] as string) ? 'string-array' : 'plurals';
    const id = `${kind}:${name}`;
    let group = groups.get(id);
    if (!group) {
      group = { kind, name, items: [] };
      groups.set(id, group);
    }
    group.items.push([match[2] as string, value]);
  }
  for (const group of groups.values()) {
    if (group.kind === 'string-array') {
      // An array is positional: a missing index is written as an empty item, so later ones keep theirs.
      const byIndex = new Map(group.items.map(([index, value]) => [Number(index), value]));
      let length = 0;
      for (const index of byIndex.keys()) length = Math.max(length, index + 1);
      if (length > LIMITS.maxEntries) {
        throw new FormatError(
          `string-array "${group.name}" would need ${length} items (its largest index is ${length - 1}), over the limit of ${LIMITS.maxEntries} (LIMITS.maxEntries): check the key "${group.name}[${length - 1}]"`,
          { key: `${group.name}[${length - 1}]` },
        );
      }
      group.items = Array.from({ length }, (_, index) => [String(index), byIndex.get(index) ?? '']);
    }
    if (group.kind === 'plurals') {
      group.items.sort(([a], [b]) => CATEGORIES.indexOf(a as never) - CATEGORIES.indexOf(b as never));
    }
  }
  return [...groups.values()];
}

function renderGroup(group: Group, indent: string, step: string): string {
  const name = escapeXmlAttribute(group.name);
  if (group.kind === 'string')
    return `${indent}<string name="${name}">${encodeAndroid(group.items[0]?.[1] ?? '')}</string>`;
  const items = group.items.map(([id, value]) =>
    group.kind === 'plurals'
      ? `${indent}${step}<item quantity="${id}">${encodeAndroid(value)}</item>`
      : `${indent}${step}<item>${encodeAndroid(value)}</item>`,
  );
  return [`${indent}<${group.kind} name="${name}">`, ...items, `${indent}</${group.kind}>`].join('\n');
}

/** Writes a new strings.xml, indented with four spaces as Android Studio does. */
export function serializeAndroid(entries: Entries): string {
  const body = groupEntries(entries).map((group) => `${renderGroup(group, '    ', '    ')}\n`);
  return `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${body.join('')}</resources>\n`;
}

/**
 * Writes over an existing strings.xml by editing only what changed: the content of changed strings
 * and items, removed resources and items (with their line), new items inside their plurals or
 * array, and new resources after the last one, shaped like it. Comments, attributes,
 * non-translatable strings and layout stay byte for byte.
 */
function serializeOver(entries: Entries, existing: string, _options: SerializeOptions): string {
  const { entries: before, resources, root } = read(existing);
  const edits: Edit[] = [];
  const byKey = new Map(resources.map((resource) => [resource.key, resource.element]));
  const containers = new Map<string, XmlElement>();
  const itemsOf = new Map<XmlElement, string[]>();
  for (const resource of resources) {
    const container = resource.element.name === 'item' ? resource.element.parent : undefined;
    if (!container) continue;
    containers.set(`${container.name}:${container.attributes.get('name')}`, container);
    const items = itemsOf.get(container);
    if (items) items.push(resource.key);
    else itemsOf.set(container, [resource.key]);
  }
  // An array that loses or gains items is written again as a whole: its items are positional.
  const arrayKeys = new Map<string, string[]>();
  for (const key of entries.keys()) {
    const match = GROUPED.exec(key);
    if (!match || !/^\d+$/.test(match[2] as string)) continue;
    const keys = arrayKeys.get(match[1] as string);
    if (keys) keys.push(key);
    else arrayKeys.set(match[1] as string, [key]);
  }
  const rewritten = new Set<XmlElement>();
  for (const container of containers.values()) {
    if (container.name !== 'string-array') continue;
    const wanted = arrayKeys.get(container.attributes.get('name') ?? '') ?? [];
    const had = itemsOf.get(container) ?? [];
    if (
      wanted.length > 0 &&
      (had.some((key) => !entries.has(key)) || wanted.some((key) => !byKey.has(key)))
    ) {
      rewritten.add(container);
      const [group] = groupEntries(new Map(wanted.map((key) => [key, entries.get(key) as string])));
      const indent = indentationAt(existing, container.start) ?? '';
      const firstItem = container.children.find((child) => child.name === 'item');
      const itemIndent = firstItem ? indentationAt(existing, firstItem.start) : undefined;
      const step =
        itemIndent?.startsWith(indent) && itemIndent.length > indent.length
          ? itemIndent.slice(indent.length)
          : '    ';
      const lines = renderGroup(group as Group, indent, step).split('\n');
      lines[0] = existing.slice(container.start, container.openEnd);
      edits.push({ start: container.start, end: container.end, text: lines.join('\n') });
    }
  }
  // New keys: items of an existing plurals or array go inside it, other resources after the last one.
  const newItems = new Map<XmlElement, Group>();
  const newGroups: Group[] = [];
  for (const group of groupEntries(new Map([...entries].filter(([key]) => !byKey.has(key))))) {
    const container = containers.get(`${group.kind}:${group.name}`);
    if (container && rewritten.has(container)) continue;
    if (group.kind !== 'string' && container) newItems.set(container, group);
    else newGroups.push(group);
  }
  // A plurals or array whose every item is gone goes too, unless new items arrive for it.
  const removed = new Set<XmlElement>();
  for (const [container, items] of itemsOf) {
    if (rewritten.has(container) || newItems.has(container) || items.some((key) => entries.has(key)))
      continue;
    removed.add(container);
    edits.push({ start: whitespaceBefore(existing, container.start), end: container.end, text: '' });
  }
  for (const [key, element] of byKey) {
    if (element.parent && (rewritten.has(element.parent) || removed.has(element.parent))) continue;
    const value = entries.get(key);
    if (value === undefined) {
      edits.push({ start: whitespaceBefore(existing, element.start), end: element.end, text: '' });
      continue;
    }
    if (before.get(key) === value) continue;
    const open = existing.slice(element.start, element.openEnd).replace(/\s*\/>$/, '>');
    edits.push({
      start: element.start,
      end: element.end,
      text: `${open}${encodeAndroid(value)}</${element.name}>`,
    });
  }
  for (const [container, group] of newItems) {
    const lastItem = container.children.filter((child) => child.name === 'item').at(-1) as XmlElement;
    const indent = indentationAt(existing, lastItem.start) ?? '';
    const text = group.items
      .map(([id, value]) =>
        group.kind === 'plurals'
          ? `\n${indent}<item quantity="${id}">${encodeAndroid(value)}</item>`
          : `\n${indent}<item>${encodeAndroid(value)}</item>`,
      )
      .join('');
    edits.push({ start: lastItem.end, end: lastItem.end, text });
  }
  if (newGroups.length > 0) {
    const last = root.children.at(-1);
    const rootIndent = indentationAt(existing, root.start) ?? '';
    const indent = last ? (indentationAt(existing, last.start) ?? '    ') : `${rootIndent}    `;
    const step = indent.slice(rootIndent.length) || '    ';
    const at = last ? last.end : whitespaceBefore(existing, root.closeStart);
    const text = newGroups.map((group) => `\n${renderGroup(group, indent, step)}`).join('');
    edits.push({ start: at, end: at, text: last ? text : `${text}\n${rootIndent}` });
  }
  return applyEdits(existing, edits);
}

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '    ',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...parseAndroid(content).keys()],
  };
}

/** Android strings.xml: strings, plurals (`key[one]`) and string arrays (`key[0]`). */
export const android: TranslationFormat = {
  name: 'android',
  extensions: ['.xml'],
  structures: ['flat'],
  parse: parseAndroid,
  serialize: (entries) => serializeAndroid(entries),
  detectStyle,
  serializeOver,
};
