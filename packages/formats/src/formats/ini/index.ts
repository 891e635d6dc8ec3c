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

/**
 * INI as go-ini reads it (Gogs, Gitea), or with every value quoted as Joomla and OBS Studio read theirs:
 * sections as key prefixes, comments and layout kept.
 */
export const ini: TranslationFormat = {
  name: 'ini',
  extensions: ['.ini'],
  structures: ['flat'],
  parse: parseIni,
  // A new file takes the shape of its source file (sections, comments, separators, quoted values).
  serialize: (entries, options) =>
    options.template === undefined ? serializeIni(entries) : rewriteIni(entries, options.template, true),
  needsTemplate: true,
  detectStyle,
  serializeOver: (entries, existing) => rewriteIni(entries, existing),
};
