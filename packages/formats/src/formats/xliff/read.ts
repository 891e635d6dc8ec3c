import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import type { Entries } from '../../model.ts';
import { lineLocator, stripBom } from '../../shared/lines.ts';
import {
  decodeXmlEntities,
  descendants,
  innerXml,
  scanElements,
  validateXml,
  type XmlElement,
} from '../../shared/xml.ts';
import type { XliffFile, XliffKeying, XliffUnit, XliffVersion } from './model.ts';

export const INLINE_ELEMENTS = new Set([
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

/** A file Angular's `ng extract-i18n` wrote (1.2 `ng2.template`, 2.0 `ng.template`). */
const ANGULAR_FILE = /<file\b[^>]*\boriginal\s*=\s*["']ng2?\.template["']/;
const START_TAG = /<[A-Za-z_][^<>]*>/g;
/** An attribute value in typographic quotes (`equiv-text=“x”`), which translators' tools write. */
const TYPOGRAPHIC_VALUE = /(\s)([^\s=/<>"']+)=([“”„])([^\s<>"'=“”„/]*)([“”])/g;

/**
 * What Angular's own reader accepts and XML does not. Angular's lexer reads an unquoted attribute
 * value up to white space, `/` or `>`, so `equiv-text=“status.filename”` (Paperless-ngx's Turkish
 * file) is the value `“status.filename”` and the file loads. For an Angular file such values are
 * read so, with a warning naming the line; the text to validate and scan has ASCII quotes in their
 * place (same offsets). Any other file is left to the XML check, as Symfony's libxml refuses it.
 */
function angularQuirks(
  text: string,
  locate: (offset: number) => { line: number },
  options: ParseOptions,
): { text: string; attributes: Map<number, Map<string, string>> } {
  const attributes = new Map<number, Map<string, string>>();
  if (!ANGULAR_FILE.test(text) || !/=[“”„]/.test(text)) return { text, attributes };
  const repaired = text.replace(START_TAG, (tag, start: number) =>
    tag.replace(
      TYPOGRAPHIC_VALUE,
      (_all, space: string, name: string, open: string, value: string, close: string) => {
        const values = attributes.get(start) ?? new Map<string, string>();
        values.set(name, `${open}${value}${close}`);
        attributes.set(start, values);
        options.warn?.({
          message: `attribute ${name} at line ${locate(start).line} has its value in typographic quotes (${open}${value}${close}), which XML does not allow; read as Angular reads it, quotes included`,
          line: locate(start).line,
        });
        return `${space}${name}="${value}"`;
      },
    ),
  );
  return { text: repaired, attributes };
}

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

export function read(
  content: string,
  options: ParseOptions = {},
): { file: XliffFile; units: XliffUnit[]; shadowed: XliffUnit[]; roots: XmlElement[] } {
  const text = content;
  const locate = lineLocator(text);
  // What is validated and scanned; offsets are the text's, and texts are read from the text itself.
  const checked = angularQuirks(text, locate, options);
  validateXml(stripBom(checked.text), 'XLIFF');
  const roots = scanElements(checked.text, 'XLIFF');
  if (checked.attributes.size > 0) {
    const pending = [...roots];
    for (let element = pending.pop(); element !== undefined; element = pending.pop()) {
      for (const [name, value] of checked.attributes.get(element.start) ?? [])
        element.attributes.set(name, value);
      pending.push(...element.children);
    }
  }
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
  /** Units whose id another unit has, and which do not count. */
  const shadowed: XliffUnit[] = [];
  const seen = new Map<string, { line: number; index: number }>();
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
    const unit: XliffUnit = { id, element, source, target };
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      // Each tool loads such a file: Angular's translation parsers keep the first unit of an id (the
      // CLI drops their "Duplicated translations" diagnostic), Symfony's loader sets each unit in
      // turn, so the last one counts. The one that does not count is kept as written.
      const what = keying === 'source' && !name ? 'source text' : 'unit id';
      const first = units[earlier.index] as XliffUnit;
      if (keying === 'id') {
        shadowed.push(unit);
      } else {
        shadowed.push(first);
        units[earlier.index] = unit;
      }
      options.warn?.({
        message: `${what} "${id}" is used twice (lines ${earlier.line} and ${line}); ${keying === 'id' ? `the first unit is used, as Angular reads it` : `the last unit is used, as Symfony reads it`}`,
        key: id,
        line,
      });
      continue;
    }
    seen.set(id, { line, index: units.length });
    units.push(unit);
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
    shadowed,
    roots,
  };
}

/** The element whose content is the unit's text: see `XliffFile.entries`. */
export function textElement(
  unit: XliffUnit,
  translation: boolean,
  keying: XliffKeying,
): XmlElement | undefined {
  if (keying === 'source') return unit.target ?? unit.source;
  return translation ? unit.target : unit.source;
}

/** Parses an XLIFF 1.2 or 2.0 file: its languages, its key → text entries and the sources. */
export function readXliff(content: string, options: ParseOptions = {}): XliffFile {
  return read(content, options).file;
}

/** Text-only content decoded; content with inline elements as written. */
export function contentText(content: string, element: XmlElement): string {
  const inner = innerXml(content, element);
  const withoutCdata = inner.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  if (withoutCdata.includes('<')) return inner;
  return inner
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeXmlEntities(part)))
    .join('');
}

export function isWellFormed(xml: string): boolean {
  try {
    validateXml(xml, 'fragment');
    return true;
  } catch {
    return false;
  }
}
