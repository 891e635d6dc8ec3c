import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import { lineLocator, stripBom } from '../../shared/lines.ts';
import {
  decodeXmlEntities,
  indentStep,
  scanElements,
  validateXml,
  type XmlElement,
} from '../../shared/xml.ts';
import {
  CATEGORIES,
  FORMAT_KEY,
  type Pair,
  PLURAL_RULE,
  SINGLE_VARIABLE,
  SPEC_TYPE,
  type StringsdictEntry,
} from './model.ts';

const WHAT = '.stringsdict';

/** What a `.stringsdict` holds: entries, and where each text is written. */
export interface StringsdictFile {
  entries: Entries;
  items: StringsdictEntry[];
  /** The top-level `<dict>`. */
  top: XmlElement;
}

/** The `<key>`/value pairs of a `<dict>`, refusing what a property list does not allow there. */
export function pairsOf(content: string, dict: XmlElement, lineOf: (e: XmlElement) => number): Pair[] {
  const pairs: Pair[] = [];
  const children = dict.children;
  for (let i = 0; i < children.length; i += 2) {
    const key = children[i] as XmlElement;
    const value = children[i + 1];
    if (key.name !== 'key' || value === undefined || value.name === 'key') {
      throw new FormatError(
        `invalid ${WHAT} at line ${lineOf(key)}: a <dict> must hold <key> and value in turn (plutil refuses it otherwise)`,
        { line: lineOf(key) },
      );
    }
    pairs.push({ name: stringOf(content, key, lineOf), key, value });
  }
  return pairs;
}

/** The text of a `<key>` or `<string>`: entities decoded, CDATA unwrapped. */
export function stringOf(content: string, element: XmlElement, lineOf: (e: XmlElement) => number): string {
  if (element.selfClosing) return '';
  if (element.children.length > 0) {
    throw new FormatError(
      `invalid ${WHAT} at line ${lineOf(element)}: <${element.name}> holds elements; escape markup as &lt;…&gt;`,
      { line: lineOf(element) },
    );
  }
  return content
    .slice(element.openEnd, element.closeStart)
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeXmlEntities(part)))
    .join('');
}

/**
 * Reads a `.stringsdict` (an XML property list). Entries that are not dictionaries, and variables of
 * rule types other than plural (device, width), are not texts: a warning names them and they stay as
 * written.
 */
export function readStringsdict(content: string, options: ParseOptions = {}): StringsdictFile {
  validateXml(stripBom(content), WHAT);
  const plist = scanElements(content, WHAT).find((element) => element.name === 'plist');
  const top = plist?.children[0];
  if (!plist || top?.name !== 'dict') {
    throw new FormatError(`not a ${WHAT} file: expected <plist> holding one <dict>`, { line: 1 });
  }
  const locate = lineLocator(content);
  const lineOf = (element: XmlElement): number => locate(element.start).line;
  const entries: Entries = new Map();
  const items: StringsdictEntry[] = [];
  const add = (key: string, element: XmlElement, item: StringsdictEntry): void => {
    checkKeyLength(key, lineOf(element));
    checkEntryCount(entries.size + 1, lineOf(element));
    entries.set(key, stringOf(content, element, lineOf));
    item.strings.set(key, element);
  };
  const seen = new Map<string, number>();
  for (const pair of pairsOf(content, top, lineOf)) {
    if (pair.value.name !== 'dict') {
      options.warn?.({
        message: `"${pair.name}" at line ${lineOf(pair.key)} is a <${pair.value.name}>, not a <dict>: not a stringsdict entry, kept as written`,
        line: lineOf(pair.key),
        key: pair.name,
      });
      continue;
    }
    const earlier = seen.get(pair.name);
    if (earlier !== undefined) {
      // CFPropertyList keeps the last value of a key given twice.
      options.warn?.({
        message: `"${pair.name}" is defined twice (lines ${earlier} and ${lineOf(pair.key)}); the last is used, as Foundation reads it`,
        line: lineOf(pair.key),
        key: pair.name,
      });
      for (const key of items.find((item) => item.name === pair.name)?.strings.keys() ?? [])
        entries.delete(key);
      items.splice(
        items.findIndex((item) => item.name === pair.name),
        1,
      );
    }
    seen.set(pair.name, lineOf(pair.key));
    const inner = pairsOf(content, pair.value, lineOf);
    const format = inner.find((p) => p.name === FORMAT_KEY && p.value.name === 'string');
    const formatText = format ? stringOf(content, format.value, lineOf) : undefined;
    const single = formatText === undefined ? undefined : SINGLE_VARIABLE.exec(formatText)?.[1];
    const item: StringsdictEntry = {
      name: pair.name,
      pair,
      strings: new Map(),
      variables: new Map(),
      single: undefined,
      format: format?.value,
    };
    const variables = inner.filter((p) => p.name !== FORMAT_KEY && p.value.name === 'dict');
    const plural = (variable: Pair): boolean => {
      const spec = pairsOf(content, variable.value, lineOf).find((p) => p.name === SPEC_TYPE);
      return spec !== undefined && stringOf(content, spec.value, lineOf) === PLURAL_RULE;
    };
    const singleVariable = variables.find((v) => v.name === single);
    if (singleVariable && plural(singleVariable)) item.single = single;
    else if (format) add(pair.name, format.value, item);
    for (const variable of variables) {
      if (!plural(variable)) {
        options.warn?.({
          message: `variable "${variable.name}" of "${pair.name}" (line ${lineOf(variable.key)}) is not an ${PLURAL_RULE}: kept as written, not a text`,
          line: lineOf(variable.key),
          key: pair.name,
        });
        continue;
      }
      item.variables.set(variable.name, variable.value);
      for (const form of pairsOf(content, variable.value, lineOf)) {
        if (!(CATEGORIES as readonly string[]).includes(form.name) || form.value.name !== 'string') continue;
        const key =
          item.single === variable.name
            ? `${pair.name}[${form.name}]`
            : `${pair.name}[@${variable.name}][${form.name}]`;
        add(key, form.value, item);
      }
    }
    items.push(item);
  }
  return { entries, items, top };
}

/** Parses a `.stringsdict` into entries in file order. */
export function parseStringsdict(content: string, options: ParseOptions = {}): Entries {
  return readStringsdict(content, options).entries;
}

/**
 * How deep the file indents a level: Xcode's tab, or the file's own (Crowdin writes two spaces), read
 * from an entry's `<dict>` and its first child, else from the top `<dict>` and its first entry.
 */
export function indentStepOf(content: string, file: StringsdictFile): string {
  return indentStep(
    content,
    [
      ...file.items.map((item) => [item.pair.value, item.pair.value.children[0]] as const),
      [file.top, file.top.children[0]] as const,
    ],
    '\t',
  );
}
