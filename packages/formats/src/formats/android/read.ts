import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import type { Entries } from '../../model.ts';
import { lineLocator, stripBom } from '../../shared/lines.ts';
import { decodeXmlEntities, innerXml, scanElements, validateXml, type XmlElement } from '../../shared/xml.ts';
import { ASCII_SPACE, CATEGORIES, type Dialect, dialectOf, type Resource } from './model.ts';

export function read(
  content: string,
  dialect: Dialect,
): { entries: Entries; resources: Resource[]; root: XmlElement } {
  validateXml(stripBom(content), 'Android strings.xml');
  const root = scanElements(content, 'Android strings.xml').find((element) => element.name === 'resources');
  if (!root)
    throw new FormatError('not an Android resource file: the root element must be <resources>', { line: 1 });
  const entries: Entries = new Map();
  const resources: Resource[] = [];
  const lines = new Map<string, number>();
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
    const earlier = lines.get(key);
    if (earlier !== undefined) {
      // aapt2 refuses a resource defined twice in one file ("duplicate value for resource"), and so
      // does the build: there is no value to pick.
      throw new FormatError(
        `"${key}" is defined twice (lines ${earlier} and ${lineOf(element)}); aapt2 refuses a resource defined twice: remove one`,
        { key, line: lineOf(element) },
      );
    }
    lines.set(key, lineOf(element));
    entries.set(
      key,
      dialect === 'compose'
        ? decodeCompose(content, element)
        : dialect === 'moko'
          ? decodeMoko(content, element)
          : decodeAndroid(content, element, key, lineOf(element)),
    );
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

/** Parses an Android strings.xml into entries in file order, in the dialect its path says. */
export function parseAndroid(content: string, options?: ParseOptions): Entries {
  return read(content, dialectOf(options?.path)).entries;
}

/** The element's text (entities and CDATA decoded), with markup as written. */
function textOf(content: string, element: XmlElement): string {
  const inner = innerXml(content, element);
  if (element.children.length > 0) return inner;
  return inner
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeXmlEntities(part)))
    .join('');
}

/** The text as Compose shows it: `\n`, `\t`, `\uXXXX` and `\\` decoded, every other character as is. */
function decodeCompose(content: string, element: XmlElement): string {
  const text = textOf(content, element);
  if (element.children.length > 0) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    const next = text[i + 1];
    if (char !== '\\' || next === undefined) {
      out += char;
    } else if (next === '\\' || next === 'n' || next === 't') {
      out += next === 'n' ? '\n' : next === 't' ? '\t' : '\\';
      i++;
    } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
      out += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
      i += 5;
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * The text as moko-resources shows it: wrapped lines (a line break and the white space around it)
 * joined with one space, then `\n` a line break and `\'`, `\"`, `\?` the character; every other
 * character, a backslash before any other included, as is.
 */
function decodeMoko(content: string, element: XmlElement): string {
  const text = textOf(content, element);
  if (element.children.length > 0) return text;
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\\n/g, '\n')
    .replace(/\\(['"?])/g, '$1');
}

/** The text an element shows, or its content as written when it holds styling markup. */
function decodeAndroid(content: string, element: XmlElement, key: string, line: number): string {
  if (element.children.length > 0) return innerXml(content, element);
  const text = textOf(content, element);
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
