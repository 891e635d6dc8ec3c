import type { Entries } from '../../model.ts';
import type { IniEntry } from './model.ts';
import { readIni } from './read.ts';
import { encodeValueIn, iniLine, serializeIni, splitIniKey } from './write.ts';

/** The part of a comment run separated from its entry by a blank line (a header), kept on removal. */
function detached(leading: string): string {
  const lines = leading.split(/(?<=\n)/);
  // Section headers in the run stay whatever happens to the entry below them.
  let cut = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '' || line.startsWith('[')) cut = i + 1;
  }
  return lines.slice(0, cut).join('');
}

/**
 * Writes `entries` over an existing INI file: unchanged entries keep their bytes, a changed one keeps
 * its key and separator as written and gets a new value, a removed one takes its comment lines with
 * it (not a section header or a comment parted from it by a blank line), a new one follows the last
 * entry of its section, and a new section follows the file. An earlier definition of a key defined
 * twice is kept as written. Values are written in the file's style: in double quotes in a file whose
 * every value is quoted (Joomla, OBS Studio), else as go-ini reads them back.
 */
export function rewriteIni(
  entries: Entries,
  existing: string,
  /**
   * Written from the source file for a new locale: a key the source defines twice is written once,
   * at its first place, with its text (not the earlier definition kept in the source's language).
   */
  newFile = false,
): string {
  const file = readIni(existing);
  const pieces: string[] = [];
  const lastOfSection = new Map<string, number>();
  const written = new Set<string>();
  for (const entry of file.entries) {
    // In a new file every definition counts: the first is written, the later ones go.
    const counts = entry.effective || newFile;
    const value = newFile && written.has(entry.key) ? undefined : entries.get(entry.key);
    written.add(entry.key);
    if (counts && value === undefined) {
      pieces.push(detached(entry.leading));
      continue;
    }
    pieces.push(entry.leading);
    if (!counts || value === entry.value) {
      pieces.push(entry.raw);
    } else {
      const lineBreak = entry.raw.endsWith('\r\n') ? '\r\n' : entry.raw.endsWith('\n') ? '\n' : '';
      pieces.push(entry.prefix + encodeValueIn(file, entry.key, value as string) + lineBreak);
    }
    lastOfSection.set(entry.section, pieces.length - 1);
  }
  const known = new Set(file.entries.map((entry) => entry.key));
  // New lines take the separator of the file's last entry (`a=b`, `a = b`, `a: b`).
  const separator = separatorOf(file.entries.at(-1));
  const bySection = new Map<string, string[]>();
  const newSections: Entries = new Map();
  for (const [key, value] of entries) {
    if (known.has(key)) continue;
    // A file without sections keeps none: OBS's `Auth.AuthFailure.Text` is one name, not a section.
    const { section, name } =
      file.sections.length === 0 && file.entries.length > 0
        ? { section: '', name: key }
        : splitIniKey(key, file.sections);
    if (section === '' || file.sections.includes(section)) {
      const lines = bySection.get(section) ?? [];
      lines.push(iniLine(key, name, value, separator, file) + file.eol);
      bySection.set(section, lines);
    } else {
      newSections.set(key, value);
    }
  }
  let atEnd = '';
  for (const [section, lines] of bySection) {
    const at = lastOfSection.get(section);
    if (at === undefined) {
      // A section with no entry yet (or keys before the first section): they go at the end of the file
      // when the section is last, else after the section's header.
      if (section === '' && file.sections.length > 0) pieces.unshift(lines.join(''));
      else if (section === '' || section === file.sections.at(-1)) atEnd += lines.join('');
      else {
        const header = pieces.findIndex((piece) =>
          new RegExp(`^\\s*\\[\\s*${escapeRegExp(section)}\\s*\\]`, 'm').test(piece),
        );
        if (header === -1) atEnd += `[${section}]${file.eol}${lines.join('')}`;
        else pieces[header] = insertAfterHeader(pieces[header] as string, section, lines.join(''));
      }
      continue;
    }
    const piece = pieces[at] as string;
    pieces[at] = (piece.endsWith('\n') || piece === '' ? piece : piece + file.eol) + lines.join('');
  }
  let out = pieces.join('') + file.trailing;
  if (atEnd !== '' || newSections.size > 0) {
    if (out !== '' && !out.endsWith('\n')) out += file.eol;
    out += atEnd;
    if (newSections.size > 0) out += (out === '' ? '' : file.eol) + serializeIni(newSections, file.eol, file);
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function insertAfterHeader(piece: string, section: string, lines: string): string {
  const match = new RegExp(`^\\s*\\[\\s*${escapeRegExp(section)}\\s*\\][^\\n]*\\n?`, 'm').exec(piece);
  if (!match) return piece + lines;
  const end = match.index + match[0].length;
  return piece.slice(0, end) + lines + piece.slice(end);
}

/** What stands between an entry's name and its value, spaces on both sides included. */
function separatorOf(entry: IniEntry | undefined): string {
  if (entry === undefined) return ' = ';
  const name = entry.prefix.replace(/[ \t]*[=:][ \t]*$/, '');
  return /^[ \t]*[=:][ \t]*/.exec(entry.raw.slice(name.length))?.[0] ?? ' = ';
}
