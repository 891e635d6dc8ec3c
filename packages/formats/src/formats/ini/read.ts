import type { FormatWarning } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength } from '../../model.ts';
import { detectEol } from '../../shared/blocks.ts';
import { excerpt } from '../../shared/excerpt.ts';
import { type IniEntry, type IniFile, iniKey } from './model.ts';
import { decodeQuoted, isQuotedDialect, usesQq } from './quoted.ts';

/**
 * Reads an INI file the way go-ini (gopkg.in/ini.v1, used by Gogs and Gitea for their locales) loads
 * it with its default options: `;` and `#` comment lines, `[section]` headers, `=` or `:` between key
 * and value, values trimmed; a value in backquotes or `"""` taken as written (over several lines
 * until the closing quote), else cut at its first `#` or `;` (an inline comment), a trailing `\`
 * continuing it on the next line, and one pair of surrounding `"` or `'` removed. A key defined twice
 * reads its last value, as go-ini does, with a warning. A file whose every value is in double quotes
 * (Joomla, OBS Studio) is read as their loaders read it instead: each value is what its quotes hold,
 * `\"` (and Joomla 3's `"_QQ_"`) a quote, nothing cut at `;` or `#` (see quoted.ts).
 */
export function readIni(content: string, warn?: (warning: FormatWarning) => void): IniFile {
  const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
  const lines = content.slice(bom.length).split(/(?<=\n)/);
  const quoted = isQuotedDialect(lines);
  const separator = everyKeyHasEquals(lines) ? /=/ : /[=:]/;
  const entries: IniEntry[] = [];
  const sections: string[] = [];
  const last = new Map<string, IniEntry>();
  let section = '';
  let leading = bom;
  let i = 0;
  while (i < lines.length) {
    const first = lines[i] as string;
    const body = first.trim();
    const line = i + 1;
    i++;
    if (body === '' || body.startsWith(';') || body.startsWith('#')) {
      leading += first;
      continue;
    }
    if (body.startsWith('[')) {
      const close = body.indexOf(']');
      if (close === -1) {
        throw new FormatError(
          `line ${line}: section header "${excerpt(body)}" has no closing "]" (go-ini refuses it)`,
          {
            line,
          },
        );
      }
      section = body.slice(1, close).trim();
      if (!sections.includes(section)) sections.push(section);
      leading += first;
      continue;
    }
    const { name, valueStart } = readKeyName(first, line, separator);
    // The separator's spaces belong to the prefix, so a changed value keeps `key = value` spaced.
    const prefix = first.slice(0, valueStart) + (/^[ \t]*/.exec(first.slice(valueStart))?.[0] ?? '');
    let rest = first.slice(valueStart).replace(/^\s+/, '');
    let raw = first;
    let value: string;
    const quote = quoted
      ? ''
      : rest.startsWith('"""') && rest.length > 3
        ? '"""'
        : rest.startsWith('`')
          ? '`'
          : '';
    if (quoted) {
      value = decodeQuoted(rest);
    } else if (quote) {
      rest = rest.slice(quote.length);
      let close = rest.lastIndexOf(quote);
      value = '';
      while (close === -1) {
        value += rest;
        if (i >= lines.length) {
          throw new FormatError(
            `line ${line}: the value of "${excerpt(name)}" opens ${quote} and never closes it`,
            {
              line,
              key: iniKey(section, name),
            },
          );
        }
        rest = lines[i] as string;
        raw += rest;
        i++;
        close = rest.lastIndexOf(quote);
      }
      value += rest.slice(0, close);
    } else {
      value = rest.trim();
      if (value.endsWith('\\')) {
        value = value.slice(0, -1);
        while (i < lines.length) {
          const next = (lines[i] as string).trim();
          if (next === '') break;
          raw += lines[i] as string;
          i++;
          if (!next.endsWith('\\')) {
            value += next;
            break;
          }
          value += next.slice(0, -1);
        }
      } else {
        const comment = value.search(/[#;]/);
        if (comment !== -1) value = value.slice(0, comment).trim();
        if (surrounded(value, "'") || surrounded(value, '"')) value = value.slice(1, -1);
      }
    }
    const key = iniKey(section, name);
    checkKeyLength(key, line);
    const entry: IniEntry = { key, section, value, leading, prefix, raw, line, effective: true };
    const earlier = last.get(key);
    if (earlier) {
      earlier.effective = false;
      warn?.({
        message: `"${key}" is defined twice (lines ${earlier.line} and ${line}); the last is read, as go-ini reads it: remove the other`,
        key,
        line,
      });
    }
    last.set(key, entry);
    entries.push(entry);
    checkEntryCount(last.size, line);
    leading = '';
  }
  return {
    entries,
    trailing: leading,
    sections,
    eol: detectEol(content),
    quoted,
    qq: quoted && usesQq(content),
  };
}

/** go-ini's hasSurroundedQuote: the quote at both ends and nowhere else. */
function surrounded(text: string, quote: string): boolean {
  return text.length >= 2 && text.startsWith(quote) && text.endsWith(quote) && text.split(quote).length === 3;
}

/** The key name of a line (quoted in `"` or backquotes, or up to `=` or `:`) and where its value starts. */
/**
 * Whether every line that is no comment, blank or section header holds an `=`: such a file separates
 * its keys with `=` alone, and a `:` before it is part of the key, as PPSSPP's own IniFile (and PHP's
 * `parse_ini_string`) read `%1: Attempt started = …`, where go-ini would read the key `%1`. A file
 * with a `key: value` line, or a value continued on lines of its own, is read as go-ini reads it.
 */
function everyKeyHasEquals(lines: readonly string[]): boolean {
  for (const line of lines) {
    const body = line.trim();
    if (body === '' || body.startsWith(';') || body.startsWith('#') || body.startsWith('[')) continue;
    if (!body.includes('=')) return false;
  }
  return true;
}

function readKeyName(text: string, line: number, separator: RegExp): { name: string; valueStart: number } {
  const start = text.length - text.trimStart().length;
  const quote = text[start] === '"' || text[start] === '`' ? (text[start] as string) : '';
  let end: number;
  let name: string;
  if (quote) {
    end = text.indexOf(quote, start + 1);
    if (end === -1)
      throw new FormatError(`line ${line}: the key opens ${quote} and never closes it`, { line });
    name = text.slice(start + 1, end);
    end++;
  } else {
    const match = separator.exec(text.slice(start));
    if (!match) {
      throw new FormatError(
        `line ${line}: "${excerpt(text.trim())}" has no "=" or ":": go-ini refuses a key without a value; write "${excerpt(text.trim())} ="`,
        { line },
      );
    }
    end = start + match.index;
    name = text.slice(start, end).trim();
  }
  const delimiter = (separator.source === '=' ? /^\s*=/ : /^\s*[=:]/).exec(text.slice(end));
  if (!delimiter)
    throw new FormatError(`line ${line}: no "=" or ":" after the key "${excerpt(name)}"`, { line });
  return { name, valueStart: end + delimiter[0].length };
}
