import type { ParseOptions, TranslationFormat } from '../../contract.ts';
import type { Entries, FileStyle } from '../../model.ts';
import { type BlockFile, detectEol } from '../../shared/blocks.ts';
import { withSiblingHeader } from '../../shared/header.ts';
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

/**
 * The comment lines and blank lines an INI file starts with, as the leading text of one entry: what
 * `withSiblingHeader` reads a header from. A section header ends it, so no section is ever taken for
 * part of a header.
 */
function openingComments(content: string): BlockFile {
  const opening = /^\uFEFF?(?:[ \t]*(?:[;#][^\n]*)?\r?\n)*/.exec(content)?.[0] ?? '';
  return {
    blocks: [{ key: '', value: '', leading: opening, raw: '', line: 1 }],
    trailing: '',
    eol: detectEol(content),
  };
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
  // A new file takes the shape of its source file (sections, comments, separators, quoted values),
  // and its header comment where its sibling translation has it too.
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeIni(entries)
      : withSiblingHeader(rewriteIni(entries, options.template, true), options.sibling, openingComments),
  needsTemplate: true,
  detectStyle,
  serializeOver: (entries, existing) => rewriteIni(entries, existing),
};
