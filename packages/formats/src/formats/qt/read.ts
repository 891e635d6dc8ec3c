import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import { lineLocator, stripBom } from '../../shared/lines.ts';
import { decodeXmlEntities, scanElements, validateXml, type XmlElement } from '../../shared/xml.ts';
import { type QtMessage, qtKey } from './model.ts';
import { numerusCategories } from './numerus.ts';

const WHAT = 'Qt Linguist TS';

/** What a `TS` file holds: its entries, its messages with their elements, and its language. */
export interface TsFile {
  entries: Entries;
  messages: QtMessage[];
  root: XmlElement;
  /** The `language` attribute as written, else the locale the caller named. */
  language: string | undefined;
}

/**
 * Reads a Qt Linguist `.ts` file. A translation file's text is its `<translation>` (an unfinished one
 * too: lrelease builds non-empty unfinished translations unless told `-nounfinished`); an empty one is
 * an empty text (a gap). A source file (`options.source`) reads an empty translation as the
 * `<source>`, as the application shows it. Obsolete and vanished messages are not entries.
 */
export function readTs(content: string, options: ParseOptions = {}): TsFile {
  validateXml(stripBom(content), WHAT);
  const root = scanElements(content, WHAT).find((element) => element.name === 'TS');
  if (!root) throw new FormatError(`not a ${WHAT} file: the root element must be <TS>`, { line: 1 });
  const locate = lineLocator(content);
  const lineOf = (element: XmlElement): number => locate(element.start).line;
  const language = root.attributes.get('language') ?? options.locale;
  const entries: Entries = new Map();
  const messages: QtMessage[] = [];
  const seen = new Map<string, number>();
  for (const context of root.children) {
    if (context.name !== 'context') continue;
    const nameElement = context.children.find((child) => child.name === 'name');
    const contextName = nameElement ? textOf(content, nameElement, lineOf) : '';
    for (const message of context.children) {
      if (message.name !== 'message') continue;
      const child = (name: string) => message.children.find((element) => element.name === name);
      const translation = child('translation');
      const type = translation?.attributes.get('type');
      if (type === 'obsolete' || type === 'vanished') continue;
      const sourceElement = child('source');
      const source = sourceElement ? textOf(content, sourceElement, lineOf) : '';
      const commentElement = child('comment');
      const comment = commentElement ? textOf(content, commentElement, lineOf) : '';
      const key = qtKey(contextName, source, comment);
      checkKeyLength(key, lineOf(message));
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        // lrelease drops the later duplicates ("dropping duplicate messages") and builds the first.
        options.warn?.({
          message: `the message "${source.slice(0, 60)}" of context "${contextName}" is defined twice (lines ${earlier} and ${lineOf(message)}); the first is used, as lrelease builds it`,
          line: lineOf(message),
          key,
        });
        continue;
      }
      seen.set(key, lineOf(message));
      const numerus = message.attributes.get('numerus') === 'yes';
      const forms = translation
        ? translation.children.filter((element) => element.name === 'numerusform')
        : [];
      const variant = translation?.children.find((element) => element.name === 'lengthvariant');
      if (
        variant ||
        forms.some((form) => form.children.some((element) => element.name === 'lengthvariant'))
      ) {
        throw new FormatError(
          `${WHAT} line ${lineOf(variant ?? message)}: length variants (<lengthvariant>) are not supported; keep one variant per translation`,
          { line: lineOf(variant ?? message), key },
        );
      }
      const written = new Map<string, string>();
      let categories: string[] = [];
      if (numerus) {
        const found = numerusCategories(language, forms.length);
        if (!found) {
          throw new FormatError(
            `${WHAT} line ${lineOf(message)}: the message has ${forms.length} numerus forms; no language has more than six`,
            { line: lineOf(message), key },
          );
        }
        categories = found;
        for (const [index, category] of categories.entries()) {
          const form = forms[index];
          written.set(`${key}[${category}]`, form ? textOf(content, form, lineOf) : '');
        }
      } else {
        written.set(key, translation && forms.length === 0 ? textOf(content, translation, lineOf) : '');
      }
      for (const [formKey, text] of written) {
        checkEntryCount(entries.size + 1, lineOf(message));
        entries.set(formKey, options.source && text === '' ? source : text);
      }
      messages.push({
        key,
        element: message,
        context,
        source,
        numerus,
        translation,
        forms,
        categories,
        written,
      });
    }
  }
  return { entries, messages, root, language };
}

/** Parses a Qt Linguist `.ts` file into entries in file order. */
export function parseTs(content: string, options: ParseOptions = {}): Entries {
  return readTs(content, options).entries;
}

/**
 * The text of an element as Qt reads it: entities decoded, CDATA unwrapped, and `<byte value="x9"/>`
 * (how Qt writes control characters and non-ASCII spaces) read as its character.
 */
export function textOf(
  content: string,
  element: XmlElement,
  lineOf: (element: XmlElement) => number,
): string {
  if (element.selfClosing) return '';
  let text = '';
  let at = element.openEnd;
  const plain = (to: number): void => {
    for (const part of content.slice(at, to).split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)) {
      if (part.startsWith('<![CDATA[')) text += part.slice(9, -3);
      else text += decodeXmlEntities(part.replace(/<!--[\s\S]*?-->/g, ''));
    }
  };
  for (const child of element.children) {
    plain(child.start);
    const value = child.attributes.get('value') ?? '';
    const code = /^x[0-9a-fA-F]{1,6}$/.test(value)
      ? Number.parseInt(value.slice(1), 16)
      : /^\d{1,7}$/.test(value)
        ? Number.parseInt(value, 10)
        : Number.NaN;
    if (child.name !== 'byte' || !(code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) {
      throw new FormatError(
        `${WHAT} line ${lineOf(child)}: <${child.name}> inside <${element.name}> is not text; Qt allows only <byte value="…"/> there (escape markup as &lt;…&gt;)`,
        { line: lineOf(child) },
      );
    }
    text += String.fromCodePoint(code);
    at = child.end;
  }
  plain(element.closeStart);
  return text;
}
