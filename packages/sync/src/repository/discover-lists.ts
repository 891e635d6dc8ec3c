// JSON files in a locale's place that are no keys to texts: a list at the root (Laravel-Lang's
// `locales/de/_excludes.json`, the keys it leaves untranslated), vue-i18n's format options (Mealie's
// `frontend/lang/dateTimeFormats/de-DE.json`), a gettext catalog compiled to JSON
// (Joplin's `packages/lib/locales/de_DE.json`: `{"msgid": ["msgstr"]}`), or a language's own description
// (Mautic's `Translations/en_US/config.json`: `{"name": "English - United States", "locale": "en_US",
// "author": "…"}`). Discovery leaves them out, says so, and puts them in the `ignore` of the entry whose
// wildcard would read them. Transifex's structured JSON (Saleor dashboard's `locale/de.json`:
// `{"id": {"context": "…", "string": "…"}}`), go-i18n's v1 lists (Mattermost's `server/i18n/de.json`)
// and Smartling's JSON with its directives (Signal Desktop's `_locales/de/messages.json`) are told
// apart here too, and read in their own formats.

import path from 'node:path';
import type { FoundLayout, LeftOut } from './discover-model.ts';
import { compareStrings } from './discovery.ts';
import { compilePattern, pathRegex } from './file-pattern.ts';

/** The first bytes of a JSON file whose root is a list. */
const LIST_HEAD = /^\uFEFF?\s*\[/;

/**
 * The first bytes of Transifex's structured JSON: an id holding an object of only `string`,
 * `context`, `developer_comment` and `character_limit`, with its `string`.
 */
const STRUCTURED_HEAD =
  /^\uFEFF?\s*\{\s*"(?:[^"\\]|\\.)*"\s*:\s*(\{\s*"(?:string|context|developer_comment|character_limit)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|\d+)(?:\s*,\s*"(?:string|context|developer_comment|character_limit)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|\d+))*\s*\})/;

/**
 * The first bytes of a gettext catalog compiled to JSON, each msgid holding a list of its one msgstr
 * (Joplin's `packages/lib/locales/de_DE.json`, made from `packages/tools/locales/de_DE.po`): two
 * members in a row whose value is a list of one text.
 */
const COMPILED_HEAD =
  /^\uFEFF?\s*\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\[\s*"(?:[^"\\]|\\.)*"\s*\]\s*,\s*"(?:[^"\\]|\\.)*"\s*:\s*\[\s*"(?:[^"\\]|\\.)*"\s*\]/;

const LIST_REASON = 'JSON lists at their root, not keys to texts';
const COMPILED_REASON =
  'gettext catalogs compiled to JSON ({"msgid": ["msgstr"]}): the text of the source is its key and its list is empty, so read as JSON nothing right would be sent; sync the .po files they are made from';

/**
 * vue-i18n's `datetimeFormats` and `numberFormats` options kept in files per locale (Mealie's
 * `frontend/lang/dateTimeFormats/de-DE.json`: `{"short": {"month": "short", "day": "numeric"}}`):
 * `Intl` options, not texts to translate.
 */
const FORMAT_OPTIONS_FOLDER = /(?:^|\/)(?:datetimeformats|numberformats)\//i;
const FORMAT_OPTIONS_REASON =
  'vue-i18n\'s date-time and number formats (Intl options such as "numeric"), not texts to translate';

const DESCRIPTION_REASON =
  'a language\'s description (its name and its own code under "locale", as Mautic\'s language packs keep in config.json), not texts to translate';

/**
 * A language's description: a whole small file of texts only, one of them `locale` spelling the very
 * code its path is named for (`Translations/en_US/config.json`, `{"locale": "en_US"}`), which the
 * application reads to list the language (Mautic's LanguageHelper takes its `name`), never to show
 * translated texts. A file of texts has no member naming its own locale.
 */
function isLanguageDescription(head: string, codes: readonly string[]): boolean {
  // Only a head that closes an object can parse as one: the head of a larger file is cut short, and
  // parsing it only to catch the error cost a thrown SyntaxError per file of a many-file layout.
  if (!head.trimEnd().endsWith('}')) return false;
  let value: unknown;
  try {
    value = JSON.parse(head.replace(/^\uFEFF/, ''));
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const members = Object.entries(value);
  return (
    members.every(([, text]) => typeof text === 'string') &&
    Object.hasOwn(value, 'locale') &&
    codes.includes((value as Record<string, string>).locale as string)
  );
}

/**
 * Why a JSON file is no keys to texts, from its path, the locale codes its path can be read with and its
 * first bytes: vue-i18n's format options, a list at its root, a gettext catalog compiled to JSON, a
 * language's description; undefined for any other file.
 */
export function unreadJsonShape(
  file: string,
  codes: readonly string[],
  head: string | undefined,
): string | undefined {
  if (path.posix.extname(file).toLowerCase() !== '.json') return undefined;
  if (FORMAT_OPTIONS_FOLDER.test(file)) return FORMAT_OPTIONS_REASON;
  if (head === undefined) return undefined;
  if (LIST_HEAD.test(head) && !GO_I18N_JSON_HEAD.test(head)) return LIST_REASON;
  if (COMPILED_HEAD.test(head)) return COMPILED_REASON;
  if (isLanguageDescription(head, codes)) return DESCRIPTION_REASON;
  return undefined;
}

/**
 * The first bytes of a JSON file that opens with Smartling's directives (a `smartling` member naming,
 * in `translate_paths`, which members are texts): Signal Desktop's `_locales/<locale>/messages.json`,
 * whose texts are each message's `messageformat` beside its `description`. Read as Chrome's or plain
 * JSON, the directives and descriptions would be sent as texts, or the push refused.
 */
const SMARTLING_HEAD = /^\uFEFF?\s*\{\s*"smartling"\s*:\s*\{/;

/**
 * Whether a JSON file's first bytes are Smartling's directives, which is read in the `smartling`
 * format, whatever its path (a `_locales/<locale>/messages.json` is not Chrome's then).
 */
export function isSmartlingJson(file: string, head: string | undefined): boolean {
  return (
    path.posix.extname(file).toLowerCase() === '.json' && head !== undefined && SMARTLING_HEAD.test(head)
  );
}

/**
 * Whether a JSON file's first bytes are Transifex's structured JSON (Saleor dashboard's
 * `locale/de.json`), which is read in the `structured-json` format: read as plain JSON, each
 * `context` would be sent as a text.
 */
export function isStructuredJson(file: string, head: string | undefined): boolean {
  if (path.posix.extname(file).toLowerCase() !== '.json' || head === undefined) return false;
  const first = STRUCTURED_HEAD.exec(head)?.[1];
  return first !== undefined && /"string"\s*:/.test(first);
}

/**
 * The first bytes of go-i18n's v1 message list: a list whose first item opens with its `id`, in JSON
 * (Mattermost's `server/i18n/de.json`: `[{"id": "April", "translation": "April"}, …]`) or YAML (a
 * Hugo theme's `i18n/de.yaml`: `- id: read_time`, after any comments).
 */
const GO_I18N_JSON_HEAD = /^\uFEFF?\s*\[\s*\{\s*"id"\s*:/;
const GO_I18N_YAML_HEAD = /^\uFEFF?(?:[ \t]*(?:#[^\n]*)?\r?\n)*-[ \t]+["']?id["']?[ \t]*:/;

/**
 * Whether a JSON or YAML file's first bytes are go-i18n's v1 list, which is read in the `go-i18n`
 * format: read as plain JSON or YAML a list holds no keys (the push would refuse it).
 */
export function isGoI18nList(file: string, head: string | undefined): boolean {
  if (head === undefined) return false;
  const ext = path.posix.extname(file).toLowerCase();
  if (ext === '.json') return GO_I18N_JSON_HEAD.test(head);
  return (ext === '.yaml' || ext === '.yml') && GO_I18N_YAML_HEAD.test(head);
}

/**
 * Such files by the path they share with `*` for the locale (`locales/*\/_excludes.json`), with the
 * reason they are left out.
 */
export type ListFiles = Map<string, { files: string[]; reason: string }>;

/** Adds `file`, whose path with the locale taken out is `template` (`\0` for the locale). */
export function addList(lists: ListFiles, template: string, file: string, reason = LIST_REASON): void {
  const pattern = template.replace('\0', '*');
  const known = lists.get(pattern);
  lists.set(pattern, { files: [...(known?.files ?? []), file], reason: known?.reason ?? reason });
}

/** One line per shared path, for the log's "left out". */
export function listsLeftOut(lists: ListFiles): LeftOut[] {
  return [...lists]
    .sort(([a], [b]) => compareStrings(a, b))
    .map(([pattern, { reason }]) => ({ path: pattern, reason }));
}

/**
 * Puts each shared path in the `ignore` of the entries that would read one of its files, and takes
 * the files out of the layouts' sources (a wildcard's sources are every file of its shape).
 */
export function ignoreLists(layouts: FoundLayout[], lists: ListFiles): void {
  const listed = new Set([...lists.values()].flatMap((l) => l.files));
  for (const layout of lists.size > 0 ? layouts : []) {
    layout.sources = layout.sources.filter((file) => !listed.has(file));
    const shapes = [layout.entry.source, ...(layout.entry.translation ? [layout.entry.translation] : [])];
    const matchers = shapes.map((shape) =>
      pathRegex(compilePattern(shape.replaceAll('{path}', '**').replaceAll(/\{[a-z_]+\}/g, '*'), [])),
    );
    const ignore = [...lists]
      .filter(([, { files }]) => files.some((file) => matchers.some((m) => m.test(file))))
      .map(([pattern]) => pattern)
      .sort(compareStrings);
    if (ignore.length > 0) layout.entry.ignore = [...(layout.entry.ignore ?? []), ...ignore];
  }
}
