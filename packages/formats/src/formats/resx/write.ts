import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import { escapeXmlAttribute, escapeXmlText, isXmlChar } from '../../shared/xml.ts';
import { RESX_HEADER } from './template.ts';

/** The first character XML 1.0 cannot hold, not even as a reference (a lone surrogate included). */
function notXml(value: string): number | undefined {
  for (const char of value) {
    const code = char.codePointAt(0) as number;
    if (!isXmlChar(code)) return code;
  }
  return undefined;
}

/**
 * A text as `<value>` content. Throws a FormatError naming the key for a character XML cannot hold
 * (ResXResourceWriter's XmlWriter refuses it too, and no reader would load the file).
 */
export function encodeValue(key: string, value: string): string {
  const bad = notXml(value);
  if (bad !== undefined) {
    throw new FormatError(
      `the text of "${key}" holds U+${bad.toString(16).toUpperCase().padStart(4, '0')}, which an XML file cannot hold: remove it from the translation`,
      { key },
    );
  }
  return escapeXmlText(value);
}

/** One text resource as Visual Studio writes it, at `indent` (two spaces a level). */
export function renderData(key: string, value: string, indent: string, step = '  '): string {
  return [
    `${indent}<data name="${escapeXmlAttribute(key)}" xml:space="preserve">`,
    `${indent}${step}<value>${encodeValue(key, value)}</value>`,
    `${indent}</data>`,
  ].join('\n');
}

/** Writes a new `.resx` as Visual Studio does: its schema header, then one `<data>` per text. */
export function serializeResx(entries: Entries): string {
  const body = [...entries].map(([key, value]) => `${renderData(key, value, '  ')}\n`).join('');
  return `${RESX_HEADER}\n${body}</root>`;
}
