import { FormatError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import type { Entries, FileStyle } from '../model.ts';
import type { ParseOptions, SerializeOptions, TranslationFormat } from '../registry.ts';
import { endsWithNewline, lineLocator, stripBom } from './lines.ts';
import {
  applyEdits,
  decodeXmlEntities,
  descendants,
  type Edit,
  escapeXmlAttribute,
  escapeXmlText,
  indentationAt,
  innerXml,
  scanElements,
  validateXml,
  whitespaceBefore,
  type XmlElement,
} from './xml.ts';

/**
 * XLIFF 1.2 and 2.0, each unit keyed the way the tool that owns the file keys it (`XliffKeying`), so
 * a project's source and target files match key for key. The text is the `<target>` in a translation
 * file (one that declares a target language or has a target) and the `<source>` in a source-only file;
 * units of a translation file without a target are untranslated and not keys (in a Symfony file the
 * source stands in, as Symfony's loader has it). Text-only content is decoded (`&amp;` → `&`, CDATA
 * unwrapped); content with inline elements (`<x/>`, `<ph/>`, `<g>`, `<pc>`…) is kept as written,
 * markup and entities included. The document is checked with fast-xml-parser's validator; a small
 * scanner then records element offsets, so a rewrite edits only the targets that changed.
 */
export type XliffVersion = '1.2' | '2.0';

/**
 * How units are keyed, read from the file itself:
 * - `id`: Angular (`ng extract-i18n`: 1.2 `<file original="ng2.template">`, 2.0
 *   `<file original="ng.template">`); its translation loaders look messages up by unit id only.
 * - `source`: Symfony (1.2 `<file original="file.ext">`, which both its XliffFileDumper and its own
 *   hand-kept files write, or a `<header><tool tool-id="symfony">`; 2.0 `<file id="<domain>.<locale>">`
 *   without `original`); XliffFileLoader keys a unit by `resname` (`name` in 2.0), else by its
 *   `<source>` text, and reads `<target>`, else `<source>`, as the text. Ids are mere counters or
 *   hashes there that may differ between locales.
 * - `resname`: every other tool (Xcode, Okapi, memoQ…): `resname` (1.2) or `name` (2.0), else `id`.
 */
export type XliffKeying = 'id' | 'source' | 'resname';

interface XliffUnit {
  id: string;
  element: XmlElement;
  source: XmlElement | undefined;
  target: XmlElement | undefined;
}

/** What an XLIFF file holds, as `readXliff` reads it. */
export interface XliffFile {
  version: XliffVersion;
  /** How the units are keyed; see `XliffKeying`. */
  keying: XliffKeying;
  sourceLanguage: string | undefined;
  targetLanguage: string | undefined;
  /** Whether texts are targets (a target language or some target exists) rather than sources. */
  translation: boolean;
  /** Key → text in file order. */
  entries: Entries;
  /** Key → source text (decoded the same way), for every unit. */
  sources: Entries;
}

const INLINE_ELEMENTS = new Set([
  'x',
  'g',
  'bx',
  'ex',
  'ph',
  'bpt',
  'ept',
  'it',
  'sub',
  'mrk',
  'pc',
  'sc',
  'ec',
  'sm',
  'em',
  'cp',
]);

/** How the tool that wrote `files` keys their units; see `XliffKeying`. */
function keyingOf(
  version: XliffVersion,
  files: XmlElement[],
  targetLanguage: string | undefined,
): XliffKeying {
  const originals = new Set(files.map((file) => file.attributes.get('original')));
  if (originals.has(version === '1.2' ? 'ng2.template' : 'ng.template')) return 'id';
  if (version === '2.0') {
    // Symfony's 2.0 dumper names the file `<domain>.<locale>`, the locale as PHP spells it (fr_FR).
    const locale = targetLanguage?.replace(/-/g, '_');
    const symfony =
      locale !== undefined &&
      files.some(
        (file) => !file.attributes.has('original') && file.attributes.get('id')?.endsWith(`.${locale}`),
      );
    return symfony ? 'source' : 'resname';
  }
  const symfonyTool = descendants(files, ['tool']).some(
    (tool) => tool.attributes.get('tool-id') === 'symfony',
  );
  return originals.has('file.ext') || symfonyTool ? 'source' : 'resname';
}

function read(
  content: string,
  options: ParseOptions = {},
): { file: XliffFile; units: XliffUnit[]; roots: XmlElement[] } {
  const text = content;
  validateXml(stripBom(text), 'XLIFF');
  const roots = scanElements(text, 'XLIFF');
  const locate = lineLocator(text);
  const root = roots.find((element) => element.name === 'xliff');
  if (!root) throw new FormatError('not an XLIFF file: the root element must be <xliff>', { line: 1 });
  const versionAttribute = root.attributes.get('version') ?? '';
  if (versionAttribute !== '1.2' && !versionAttribute.startsWith('2.')) {
    throw new FormatError(`unsupported XLIFF version "${versionAttribute}"; supported: 1.2 and 2.0`, {
      line: locate(root.start).line,
    });
  }
  const version: XliffVersion = versionAttribute === '1.2' ? '1.2' : '2.0';
  const files = descendants([root], ['file']);
  const sourceLanguage =
    version === '1.2' ? files[0]?.attributes.get('source-language') : root.attributes.get('srcLang');
  const targetLanguage =
    version === '1.2' ? files[0]?.attributes.get('target-language') : root.attributes.get('trgLang');
  const keying = keyingOf(version, files, targetLanguage);
  const units: XliffUnit[] = [];
  const seen = new Map<string, number>();
  const unitElements = descendants([root], [version === '1.2' ? 'trans-unit' : 'unit']);
  if (unitElements.length > LIMITS.maxEntries) {
    throw new FormatError(
      `XLIFF file has ${unitElements.length} units, over the limit of ${LIMITS.maxEntries} (LIMITS.maxEntries): split it into several files`,
    );
  }
  for (const element of unitElements) {
    const line = locate(element.start).line;
    const name = element.attributes.get(version === '1.2' ? 'resname' : 'name') || undefined;
    const unitId = element.attributes.get('id') || undefined;
    const label = name ?? unitId ?? `at line ${line}`;
    let holder = element;
    if (version === '2.0') {
      const segments = element.children.filter((child) => child.name === 'segment');
      if (segments.length !== 1) {
        throw new FormatError(
          `unit "${label}" at line ${line} has ${segments.length} segments; only units with one segment are supported`,
          { key: label, line },
        );
      }
      holder = segments[0] as XmlElement;
    }
    const source = holder.children.find((child) => child.name === 'source');
    const target = holder.children.find((child) => child.name === 'target');
    let id: string | undefined;
    if (keying === 'id') id = unitId;
    else if (keying === 'resname') id = name ?? unitId;
    else id = name ?? (source ? contentText(text, source) || undefined : undefined);
    if (id === undefined) {
      if (keying === 'source') {
        // Symfony's loader skips such a unit; so does the sync, and a rewrite leaves it as it is.
        options.warn?.({
          message: `the unit at line ${line} has neither a resname nor a source text, so it has no key (Symfony skips it too)`,
          line,
        });
        continue;
      }
      throw new FormatError(
        `a unit at line ${line} has no ${keying === 'id' ? 'id' : 'id or resname'}: give it one`,
        { line },
      );
    }
    if (id.length > LIMITS.maxKeyLength) {
      throw new FormatError(
        `the key of the unit at line ${line} has ${id.length} characters, over the limit of ${LIMITS.maxKeyLength} (LIMITS.maxKeyLength)`,
        { line },
      );
    }
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      throw new FormatError(
        `${keying === 'source' && !name ? 'source text' : 'unit id'} "${id}" is used twice (lines ${earlier} and ${line})`,
        { key: id, line },
      );
    }
    seen.set(id, line);
    units.push({ id, element, source, target });
  }
  const translation = targetLanguage !== undefined || units.some((unit) => unit.target !== undefined);
  const entries: Entries = new Map();
  const sources: Entries = new Map();
  for (const unit of units) {
    sources.set(unit.id, unit.source ? contentText(text, unit.source) : '');
    const holder = textElement(unit, translation, keying);
    if (holder) entries.set(unit.id, contentText(text, holder));
  }
  return {
    file: { version, keying, sourceLanguage, targetLanguage, translation, entries, sources },
    units,
    roots,
  };
}

/** The element whose content is the unit's text: see `XliffFile.entries`. */
function textElement(unit: XliffUnit, translation: boolean, keying: XliffKeying): XmlElement | undefined {
  if (keying === 'source') return unit.target ?? unit.source;
  return translation ? unit.target : unit.source;
}

/** Parses an XLIFF 1.2 or 2.0 file: its languages, its key → text entries and the sources. */
export function readXliff(content: string, options: ParseOptions = {}): XliffFile {
  return read(content, options).file;
}

/** Text-only content decoded; content with inline elements as written. */
function contentText(content: string, element: XmlElement): string {
  const inner = innerXml(content, element);
  const withoutCdata = inner.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  if (withoutCdata.includes('<')) return inner;
  return inner
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeXmlEntities(part)))
    .join('');
}

/** The text as element content: markup made only of XLIFF inline elements is kept, all else escaped. */
function contentXml(value: string): string {
  const tags = [...value.matchAll(/<\/?([A-Za-z_][\w:.-]*)[^>]*>/g)];
  const inline =
    tags.length > 0 &&
    tags.every((tag) => INLINE_ELEMENTS.has(tag[1] as string)) &&
    isWellFormed(`<r>${value}</r>`);
  return inline ? value : escapeXmlText(value);
}

function isWellFormed(xml: string): boolean {
  try {
    validateXml(xml, 'fragment');
    return true;
  } catch {
    return false;
  }
}

/** How `serializeXliff` writes. */
export interface XliffWriteOptions {
  version?: XliffVersion;
  /** Language of the sources; `und` (undetermined) when not given. */
  sourceLanguage?: string;
  /** When given, the texts are written as targets in this language and `sources` as sources. */
  targetLanguage?: string;
  /** Source texts by key, for a file with targets; a missing source is written empty. */
  sources?: Entries;
}

/**
 * Writes a new XLIFF file. Without a target language the texts are the sources (a file of one
 * language); with one they are targets, next to `sources`.
 */
export function serializeXliff(entries: Entries, options: XliffWriteOptions = {}): string {
  const version = options.version ?? '1.2';
  const source = escapeXmlAttribute(options.sourceLanguage ?? 'und');
  const target =
    options.targetLanguage === undefined ? undefined : escapeXmlAttribute(options.targetLanguage);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const unitLines = (key: string, value: string, indent: string): string[] => {
    const sourceText = target === undefined ? value : (options.sources?.get(key) ?? '');
    return [
      `${indent}<source>${contentXml(sourceText)}</source>`,
      ...(target === undefined ? [] : [`${indent}<target>${contentXml(value)}</target>`]),
    ];
  };
  if (version === '1.2') {
    lines.push('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
    lines.push(
      `  <file source-language="${source}"${target === undefined ? '' : ` target-language="${target}"`} datatype="plaintext" original="messages">`,
    );
    lines.push('    <body>');
    for (const [key, value] of entries) {
      lines.push(`      <trans-unit id="${escapeXmlAttribute(key)}">`, ...unitLines(key, value, '        '));
      lines.push('      </trans-unit>');
    }
    lines.push('    </body>', '  </file>', '</xliff>');
  } else {
    lines.push(
      `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${source}"${target === undefined ? '' : ` trgLang="${target}"`}>`,
    );
    lines.push('  <file id="f1">');
    for (const [key, value] of entries) {
      lines.push(
        `    <unit id="${escapeXmlAttribute(key)}">`,
        '      <segment>',
        ...unitLines(key, value, '        '),
      );
      lines.push('      </segment>', '    </unit>');
    }
    lines.push('  </file>', '</xliff>');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Writes over an existing XLIFF file by editing only what changed: the text element of each changed
 * unit, the units that are gone (removed with their line), new units after the last one (shaped
 * like it), and the target language when a locale is given. Notes, attributes, sources, comments
 * and layout stay byte for byte.
 */
function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const { file, units, roots } = read(existing);
  const translation =
    file.translation || (options.locale !== undefined && options.locale !== file.sourceLanguage);
  const edits: Edit[] = [];
  const known = new Set<string>();
  for (const unit of units) {
    known.add(unit.id);
    const value = entries.get(unit.id);
    if (value === undefined) {
      edits.push({ start: whitespaceBefore(existing, unit.element.start), end: unit.element.end, text: '' });
      continue;
    }
    const current = textElement(unit, translation, file.keying);
    if (current && contentText(existing, current) === value) continue;
    // A unit keyed by its source text keeps that text: its value lives in the target.
    const name = translation || file.keying === 'source' ? 'target' : 'source';
    const replaced = name === 'target' ? unit.target : unit.source;
    if (replaced) {
      const open = replaced.selfClosing
        ? existing.slice(replaced.start, replaced.openEnd).replace(/\s*\/>$/, '>')
        : existing.slice(replaced.start, replaced.openEnd);
      edits.push({ start: replaced.start, end: replaced.end, text: `${open}${contentXml(value)}</${name}>` });
    } else if (unit.source) {
      const indent = indentationAt(existing, unit.source.start);
      const separator = indent === undefined ? '' : `\n${indent}`;
      edits.push({
        start: unit.source.end,
        end: unit.source.end,
        text: `${separator}<target>${contentXml(value)}</target>`,
      });
    }
  }
  const added = [...entries].filter(([key]) => !known.has(key));
  if (added.length > 0) edits.push(addUnits(existing, file, units, roots, added, translation));
  if (options.locale !== undefined && translation)
    edits.push(...languageEdits(existing, file, roots, options.locale));
  return applyEdits(existing, edits);
}

function addUnits(
  existing: string,
  file: XliffFile,
  units: XliffUnit[],
  roots: XmlElement[],
  added: Array<[string, string]>,
  translation: boolean,
): Edit {
  const last = units.at(-1);
  const container =
    last?.element.parent ??
    descendants(roots, [file.version === '1.2' ? 'body' : 'file'])[0] ??
    (() => {
      throw new FormatError('the XLIFF file has no <body> or <file> to add units to');
    })();
  const containerIndent = indentationAt(existing, container.start) ?? '';
  const unitIndent = last ? (indentationAt(existing, last.element.start) ?? '') : `${containerIndent}  `;
  const step = unitIndent.slice(containerIndent.length) || '  ';
  const inner = `${unitIndent}${step}`;
  const ids = newUnitIds(file.keying, units, added);
  const text = added
    .map(([key, value], index) => {
      const keyedBySource = file.keying === 'source';
      const source = keyedBySource ? key : translation ? (file.sources.get(key) ?? '') : value;
      const body = [
        `${inner}<source>${contentXml(source)}</source>`,
        ...(translation || keyedBySource ? [`${inner}<target>${contentXml(value)}</target>`] : []),
      ];
      const id = escapeXmlAttribute(ids[index] as string);
      const lines =
        file.version === '1.2'
          ? [`${unitIndent}<trans-unit id="${id}">`, ...body, `${unitIndent}</trans-unit>`]
          : [
              `${unitIndent}<unit id="${id}">`,
              `${inner}<segment>`,
              ...body.map((line) => step + line),
              `${inner}</segment>`,
              `${unitIndent}</unit>`,
            ];
      return `\n${lines.join('\n')}`;
    })
    .join('');
  const at = last ? last.element.end : whitespaceBefore(existing, container.closeStart);
  return { start: at, end: at, text };
}

/**
 * The ids of new units. Where the id is the key, the key; where the source text is the key (Symfony),
 * the next numbers after the file's when its ids are all numbers (as Symfony's own files count them),
 * else a short hash of the key (as Symfony's dumper does; a token, which XLIFF 2.0 ids must be).
 */
function newUnitIds(keying: XliffKeying, units: XliffUnit[], added: Array<[string, string]>): string[] {
  if (keying !== 'source') return added.map(([key]) => key);
  const taken = new Set(units.map((unit) => unit.element.attributes.get('id') ?? ''));
  if (units.length > 0 && [...taken].every((id) => /^\d{1,15}$/.test(id))) {
    let next = 0;
    for (const id of taken) next = Math.max(next, Number(id) + 1);
    return added.map((_, index) => String(next + index));
  }
  return added.map(([key]) => {
    const hash = fnv1a(key).toString(36);
    let id = hash;
    for (let n = 2; taken.has(id); n++) id = `${hash}-${n}`;
    taken.add(id);
    return id;
  });
}

/** The 32-bit FNV-1a hash of a text's UTF-16 code units: short, stable ids without a crypto module. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Sets `target-language` (1.2, on every file) or `trgLang` (2.0, on the root) to `locale`. */
function languageEdits(existing: string, file: XliffFile, roots: XmlElement[], locale: string): Edit[] {
  const attribute = file.version === '1.2' ? 'target-language' : 'trgLang';
  const elements =
    file.version === '1.2' ? descendants(roots, ['file']) : descendants(roots, ['xliff']).slice(0, 1);
  return elements.map((element) => {
    const tag = existing.slice(element.start, element.openEnd);
    const value = escapeXmlAttribute(locale);
    const present = new RegExp(`(\\s${attribute}\\s*=\\s*)("[^"]*"|'[^']*')`);
    const text = present.test(tag)
      ? tag.replace(present, `$1"${value}"`)
      : tag.replace(/^(<[\w:.-]+)/, `$1 ${attribute}="${value}"`);
    return { start: element.start, end: element.openEnd, text };
  });
}

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '  ',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...readXliff(content).entries.keys()],
  };
}

/** XLIFF 1.2 and 2.0; a new file is a 1.2 file of one language (`source-language` = the locale). */
export const xliff: TranslationFormat = {
  name: 'xliff',
  extensions: ['.xlf', '.xliff'],
  structures: ['flat'],
  parse: (content, options) => readXliff(content, options).entries,
  serialize: (entries, { locale }) =>
    serializeXliff(entries, locale === undefined ? {} : { sourceLanguage: locale }),
  detectStyle,
  serializeOver,
};
