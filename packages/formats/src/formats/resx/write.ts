import type { Entries } from '../../model.ts';
import { escapeXmlAttribute, escapeXmlText } from '../xml.ts';
import { RESX_HEADER } from './template.ts';

/** One text resource as Visual Studio writes it, at `indent` (two spaces a level). */
export function renderData(key: string, value: string, indent: string, step = '  '): string {
  return [
    `${indent}<data name="${escapeXmlAttribute(key)}" xml:space="preserve">`,
    `${indent}${step}<value>${escapeXmlText(value)}</value>`,
    `${indent}</data>`,
  ].join('\n');
}

/** Writes a new `.resx` as Visual Studio does: its schema header, then one `<data>` per text. */
export function serializeResx(entries: Entries): string {
  const body = [...entries].map(([key, value]) => `${renderData(key, value, '  ')}\n`).join('');
  return `${RESX_HEADER}\n${body}</root>`;
}
