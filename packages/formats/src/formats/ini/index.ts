import type { ParseOptions, TranslationFormat } from '../../contract.ts';
import type { Entries, FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { readIni } from './read.ts';
import { rewriteIni } from './rewrite.ts';
import { serializeIni } from './write.ts';

/** Parses an INI file into entries `section.key` (plain `key` before the first section). */
export function parseIni(content: string, options: ParseOptions = {}): Entries {
  const entries: Entries = new Map();
  for (const entry of readIni(content, options.warn).entries) {
    // A key defined twice: go-ini reads the last value, at the place of the first.
    if (entry.effective || !entries.has(entry.key)) entries.set(entry.key, entry.value);
    if (entry.effective) entries.set(entry.key, entry.value);
  }
  return entries;
}

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...parseIni(content).keys()],
  };
}

/** INI as go-ini reads it (Gogs, Gitea): sections as key prefixes, comments and layout kept. */
export const ini: TranslationFormat = {
  name: 'ini',
  extensions: ['.ini'],
  structures: ['flat'],
  parse: parseIni,
  serialize: (entries) => serializeIni(entries),
  detectStyle,
  serializeOver: (entries, existing) => rewriteIni(entries, existing),
};
