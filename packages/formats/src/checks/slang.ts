// slang (the Flutter i18n package) keeps its texts in plain JSON, YAML or CSV files: nothing in a
// `.json` file says it is slang's except slang's own syntax in its keys and texts. These are the
// rules of slang's RegexUtils and NodeModifiers (slang-i18n/slang, slang/lib/src/builder).
import type { Entries } from '../model.ts';

/** The modifiers slang reads in a key (`greet(plural, param=gender)`), by name. */
const MODIFIERS = new Set([
  'rich',
  'map',
  'fallback',
  'plural',
  'cardinal',
  'ordinal',
  'context',
  'param',
  'interface',
  'singleInterface',
  'ignoreMissing',
  'ignoreUnused',
  'OUTDATED',
]);

/** A key segment with modifiers: slang's `modifierRegex`, `^([\w-]+)\((.+)\)$`. */
const MODIFIED = /^[\w-]+\((.+)\)$/;

/** A link to another text, `@:path` or `@:{path}` (not `\@:`): slang's `linkedRegex`. */
const LINK = /(?<!\\)@:(?:(\.?\w[\w|.]*\w|\.?\w)|\{(\.?\w[\w|.]*\w|\.?\w)\})/g;

/**
 * Whether entries look like slang's: some key segment carries slang modifiers (`changes(interface=X)`,
 * `aliasGenerator(ignoreMissing, ignoreGpt)`: at least one modifier slang knows), or some text
 * links to another with `@:path`.
 */
export function looksLikeSlang(entries: Entries): boolean {
  // Keys and texts apart, without an entry array per key: the answer is the same whichever is
  // read first. Most keys have no `(` and most texts no `@:`, without which neither pattern matches.
  for (const key of entries.keys()) {
    if (!key.includes('(')) continue;
    for (const segment of key.replace(/\[\d+\]/g, '').split('.')) {
      const modifiers = MODIFIED.exec(segment)?.[1];
      if (modifiers?.split(',').some((m) => MODIFIERS.has((m.split('=')[0] as string).trim()))) return true;
    }
  }
  for (const text of entries.values()) {
    if (!text.includes('@:')) continue;
    LINK.lastIndex = 0;
    if (LINK.test(text)) return true;
  }
  return false;
}

/**
 * slang's placeholders, whichever `string_interpolation` the project chose (the file does not say):
 * `$name`, `${name}` (dart), `{name}` (braces) and `{{name}}` (double_braces), all read as `{name}`,
 * a rich text's default (`${tap(here)}`) aside. Links (`@:path`, `@:{path}`) are skipped, not read
 * as `{path}`. A backslash escapes (`\$x`, `\{x}`), and a `$` not before a letter is a dollar.
 */
export function slangPlaceholders(text: string): string[] {
  const found: string[] = [];
  // A link is no placeholder: a translation may write the linked text out (LocalSend's fi does).
  let rest = text.replace(LINK, ' ');
  // Longest forms first, so that `${name}` and `{{name}}` are not read as `{name}` inside them.
  for (const pattern of PARAMETERS) {
    rest = rest.replace(pattern, (_, inner: string) => {
      found.push(`{${(inner.split('(')[0] as string).trim()}}`);
      return ' ';
    });
  }
  return found;
}

/** `${name}`, `{{name}}`, `{name}`, `$name`, each unless escaped with a backslash. */
const PARAMETERS = [
  /(?<!\\)\$\{([^{}]+)\}/g,
  /(?<!\\)\{\{([^{}]+)\}\}/g,
  /(?<![\\$])\{([^{}]+)\}/g,
  /(?<!\\)\$([A-Za-z_]\w*)/g,
];
