import type { SerializeOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import { openingTag } from '../../shared/open-tag.ts';
import {
  applyEdits,
  asCdata,
  descendants,
  type Edit,
  escapeXmlAttribute,
  escapeXmlText,
  holdsCdata,
  indentationAt,
  removalOf,
  whitespaceBefore,
  type XmlElement,
} from '../../shared/xml.ts';
import type { XliffFile, XliffKeying, XliffUnit } from './model.ts';
import { contentText, read, textElement } from './read.ts';
import { contentXml } from './write.ts';

/**
 * Writes over an existing XLIFF file by editing only what changed: the text element of each changed
 * unit, the units that are gone (removed with their line), new units after the last one (shaped
 * like it), and the target language when a locale is given. Notes, attributes, sources, comments
 * and layout stay byte for byte.
 */
export function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const { file, units, shadowed, roots } = read(existing);
  const translation =
    file.translation || (options.locale !== undefined && options.locale !== file.sourceLanguage);
  const edits: Edit[] = [];
  const known = new Set<string>();
  for (const unit of units) {
    known.add(unit.id);
    const value = entries.get(unit.id);
    if (value === undefined) {
      // A removed key goes with every unit of its id, so that none comes back on the next read.
      for (const gone of [unit, ...shadowed.filter((s) => s.id === unit.id)]) {
        edits.push(removalOf(existing, gone.element));
      }
      continue;
    }
    const current = textElement(unit, translation, file.keying);
    if (current && contentText(existing, current) === value) continue;
    // A unit keyed by its source text keeps that text: its value lives in the target.
    const name = translation || file.keying === 'source' ? 'target' : 'source';
    const replaced = name === 'target' ? unit.target : unit.source;
    if (replaced) {
      const open = replaced.selfClosing
        ? openingTag(existing.slice(replaced.start, replaced.openEnd))
        : existing.slice(replaced.start, replaced.openEnd);
      // A text written as CDATA (Symfony's targets holding HTML) stays CDATA, as its author wrote it.
      const xml = holdsCdata(existing, replaced) ? asCdata(escapeXmlText(value)) : contentXml(value);
      edits.push({ start: replaced.start, end: replaced.end, text: `${open}${xml}</${name}>` });
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
    // A new target language follows the source language, as Angular's, Symfony's and Okapi's
    // tools write it (Ghostfolio's `source-language="en" target-language="fr"`).
    const sourceAttribute = file.version === '1.2' ? 'source-language' : 'srcLang';
    const after = new RegExp(`^(<[\\w:.-]+[^>]*?\\s${sourceAttribute}\\s*=\\s*(?:"[^"]*"|'[^']*'))`);
    const text = present.test(tag)
      ? tag.replace(present, `$1"${value}"`)
      : after.test(tag)
        ? tag.replace(after, `$1 ${attribute}="${value}"`)
        : tag.replace(/^(<[\w:.-]+)/, `$1 ${attribute}="${value}"`);
    return { start: element.start, end: element.openEnd, text };
  });
}
