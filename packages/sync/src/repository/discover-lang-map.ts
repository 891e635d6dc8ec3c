// The locale a file holds when the repository's translation service configuration says so. Its
// client writes some languages under codes of its own, and names the files of each:
// - Transifex: `.tx/config`'s `lang_map = <remote>: <local>, …` names, for the files of a resource's
//   `file_filter`, the code the client writes in the path for a language of the service (Audacity's
//   `lang_map = gl_ES: gl, sr_BA@latin: sr` puts Serbian in Latin script into
//   `share/locale/audacity_sr.ts`). Read as the path spells it, that file would be sent as `sr`, a
//   language written in Cyrillic.
// - Crowdin: a `crowdin.yml` entry's `languages_mapping` names, for the files of its `translation`
//   pattern, the code written for a Crowdin language at one of its placeholders (`android_code:
//   {sr-CS: sr-rRS}`), and Crowdin's own codes spell some languages otherwise than BCP 47 does
//   (`%locale%` is `kab-KAB` for Kabyle: crowdin-codes.ts).
import { crowdinIdLocale, crowdinOnlyLocale, crowdinPathLocale } from './crowdin-codes.ts';
import type { CrowdinEntry } from './crowdin-config.ts';
import { isRead, type ReadCode, readCode } from './discover-locale.ts';
import type { Group } from './discover-model.ts';
import type { ServiceConfigs } from './discover-service-configs.ts';

/** At most this many pairs are read from one `lang_map`. */
const MAX_PAIRS = 1_000;

/** Files a service's client writes, and the locale a code in their paths stands for. */
export interface ServiceCodes {
  /** The files: the first group of a match is the code in the path, every other group the same code. */
  files: RegExp;
  /** The service's locale of a code in such a path, when the configuration or the service says one. */
  localeOf(code: string): string | undefined;
}

/** A code in a file's path and the locale its service's configuration reads it as. */
export interface ServiceCode {
  code: string;
  read: ReadCode;
}

/** `gl_ES: gl, sr_BA@latin: sr` as local → remote, the last pair naming a local code winning. */
function readLangMap(value: string): Map<string, string> {
  const remoteOf = new Map<string, string>();
  for (const pair of value.split(',').slice(0, MAX_PAIRS)) {
    const [remote, local, ...rest] = pair.split(':').map((part) => part.trim());
    if (remote && local && rest.length === 0) remoteOf.set(local, remote);
  }
  return remoteOf;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `file_filter` as a pattern whose groups are its `<lang>` codes. */
function filterPattern(filter: string): RegExp {
  const escaped = filter.replace(/^\.\//, '').split('<lang>').map(escapeRegExp);
  return new RegExp(`^${escaped.join('([^/]+)')}$`);
}

/** The resources of a `.tx/config` that map codes: each section's `lang_map` over `[main]`'s. */
export function transifexResources(text: string): ServiceCodes[] {
  const sections: Array<Map<string, string>> = [];
  let current: Map<string, string> | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*\[.*\]\s*$/.test(line)) {
      current = new Map([['name', line.trim()]]);
      sections.push(current);
      continue;
    }
    // The value trimmed after the match: `\s*(.*?)\s*$` tried each split of a long run of spaces.
    const setting = /^\s*([A-Za-z_]+)\s*=(.*)$/.exec(line);
    if (setting !== null && current !== undefined) {
      current.set(setting[1] as string, (setting[2] as string).trim());
    }
  }
  const main = sections.find((s) => s.get('name') === '[main]')?.get('lang_map');
  const resources: ServiceCodes[] = [];
  for (const section of sections) {
    const filter = section.get('file_filter');
    if (filter === undefined || !filter.includes('<lang>')) continue;
    // The client reads a resource's own `lang_map` over the one in `[main]`.
    const remoteOf = new Map([...readLangMap(main ?? ''), ...readLangMap(section.get('lang_map') ?? '')]);
    if (remoteOf.size > 0)
      resources.push({ files: filterPattern(filter), localeOf: (code) => remoteOf.get(code) });
  }
  return resources;
}

/** Crowdin's placeholders that write a language's code (`%language%`, its English name, is none). */
const CROWDIN_CODE_PLACEHOLDERS: ReadonlySet<string> = new Set([
  'two_letters_code',
  'three_letters_code',
  'locale',
  'locale_with_underscore',
  'android_code',
  'osx_code',
  'osx_locale',
]);

/**
 * A Crowdin `translation` pattern as a pattern whose first group is the code at its first language
 * placeholder: `*` within a name, `**` across folders (between two slashes, none too), `%osx_code%` with its `.lproj`.
 */
function translationPattern(translation: string): { files: RegExp; placeholder: string } | undefined {
  let placeholder: string | undefined;
  const body = translation
    .split(/(\/\*\*\/|\/%original_path%\/|%[a-z_]+%|\*\*|\*|\?)/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      // `/**/` (and `/%original_path%/`) is any number of folders, none included, as Crowdin reads
      // it: Snipe-IT's `/resources/lang/%locale%/**/%original_file_name%` writes `sr-CS/auth.php` too.
      if (part === '/**/' || part === '/%original_path%/') return '/(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      const name = part.slice(1, -1);
      if (name === 'original_path') return '.*';
      if (!CROWDIN_CODE_PLACEHOLDERS.has(name)) return '[^/]+';
      const code = name === 'osx_code' ? '([^/]+?)\\.lproj' : '([^/]+?)';
      if (placeholder === undefined) {
        placeholder = name;
        return code;
      }
      return name === 'osx_code' ? '[^/]+?\\.lproj' : '[^/]+?';
    })
    .join('');
  return placeholder === undefined ? undefined : { files: new RegExp(`^${body}$`), placeholder };
}

/** The files of a Crowdin configuration's entries, each code read as its `languages_mapping` says. */
export function crowdinCodes(entries: readonly CrowdinEntry[]): ServiceCodes[] {
  const maps: ServiceCodes[] = [];
  for (const entry of entries) {
    const pattern = entry.translation === undefined ? undefined : translationPattern(entry.translation);
    if (pattern === undefined) continue;
    // The code in the path → the Crowdin language it stands for; a code two languages share names neither.
    const idOf = new Map<string, string | undefined>();
    for (const [id, local] of entry.languagesMapping.get(pattern.placeholder) ?? []) {
      const code = local.replace(/\.lproj$/, '');
      idOf.set(code, idOf.has(code) ? undefined : id);
    }
    maps.push({
      files: pattern.files,
      localeOf: (code) => {
        const id = idOf.get(code);
        return id !== undefined ? crowdinIdLocale(id) : crowdinPathLocale(code);
      },
    });
  }
  return maps;
}

/**
 * The files of each layout that shows Crowdin's own spelling, a code only Crowdin writes (`kab-KAB`,
 * `sr-SP`, `me`), each code read as Crowdin writes it: with no `crowdin.yml` committed (OBS Studio's
 * `data/locale/`, written by Crowdin from CI), `sr-CS.ini` beside `kab-KAB.ini` is Crowdin's Serbian
 * in Latin script, not Serbia's Serbian (in Cyrillic), and `val-ES.ini` is Valencian, not Vehes.
 */
export function crowdinSpelledLayouts(groups: Iterable<Group>): ServiceCodes[] {
  const found: ServiceCodes[] = [];
  const seen = new Set<string>();
  for (const group of groups) {
    if (seen.has(group.template)) continue;
    const shows = [...group.members.values()].some((readings) =>
      readings.some((reading) => crowdinOnlyLocale(reading.code) !== undefined),
    );
    if (!shows) continue;
    seen.add(group.template);
    const [before = '', after = ''] = group.template.split('\0');
    found.push({
      files: new RegExp(`^${escapeRegExp(before)}([^/]+?)${escapeRegExp(after)}$`),
      localeOf: crowdinPathLocale,
    });
  }
  return found;
}

/** The code maps of the repository's `.tx/config` and `crowdin.yml`. */
export function serviceCodeMaps(configs: ServiceConfigs): ServiceCodes[] {
  const { transifex, crowdin } = configs;
  return [
    ...(transifex === undefined ? [] : transifexResources(transifex)),
    ...crowdinCodes(crowdin?.entries ?? []),
  ];
}

/** The code in `file`'s path and its locale, when a service's configuration reads it otherwise. */
export function serviceCodeOf(file: string, maps: readonly ServiceCodes[]): ServiceCode | undefined {
  for (const { files, localeOf } of maps) {
    const match = files.exec(file);
    if (match === null) continue;
    const codes = match.slice(1);
    const code = codes[0];
    if (code === undefined || codes.some((other) => other !== code)) continue;
    const locale = localeOf(code);
    const read = locale === undefined ? undefined : readCode(locale);
    if (!isRead(read)) continue;
    // The path's separator, not the service's, says how the layout spells its codes (`zh_CN` for
    // Crowdin's zh-CN).
    const { separator: _service, ...rest } = read;
    const separator = /[-_]/.exec(code)?.[0] as '-' | '_' | undefined;
    return { code, read: { ...rest, ...(separator !== undefined && { separator }), irregular: true } };
  }
  return undefined;
}

/**
 * Moves each file whose path spells a code the repository's `.tx/config` or `crowdin.yml` maps
 * (`audacity_sr.ts` of `lang_map = sr_BA@latin: sr`) to the locale it holds on the service
 * (`sr-Latn-BA`), unless the group already has a file of that locale. The entry's `localeMap` then
 * keeps the path's spelling. (A code only the service reads, `kab-KAB`, is read so from the start:
 * discover-readings.ts.)
 */
export function applyServiceCodes(groups: Iterable<Group>, maps: readonly ServiceCodes[]): void {
  if (maps.length === 0) return;
  for (const group of groups) {
    for (const [locale, readings] of [...group.members]) {
      const [reading, ...others] = readings;
      if (reading === undefined || others.length > 0) continue;
      const service = serviceCodeOf(reading.path, maps);
      if (service === undefined || service.code !== reading.code) continue;
      const { read } = service;
      if (read.locale === locale || group.members.has(read.locale)) continue;
      group.members.delete(locale);
      group.members.set(read.locale, [{ ...reading, read }]);
    }
  }
}
