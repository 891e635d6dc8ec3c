// The locale a file holds when the repository's Transifex configuration says so: `.tx/config`'s
// `lang_map = <remote>: <local>, …` names, for the files of a resource's `file_filter`, the code the
// client writes in the path for a language of the service (Audacity's `lang_map = gl_ES: gl,
// sr_BA@latin: sr` puts Serbian in Latin script into `share/locale/audacity_sr.ts`). Read as the path
// spells it, that file would be sent as `sr`, a language written in Cyrillic.
import { isRead, type ReadCode, readCode } from './discover-locale.ts';
import type { DiscoverOptions, Group } from './discover-model.ts';

const TRANSIFEX_FILE = '.tx/config';

/** Enough of a configuration to reach every section (Roundcube's `.tx/config` is about 3 KB). */
const CONFIG_BYTES = 65_536;

/** At most this many pairs are read from one `lang_map`. */
const MAX_PAIRS = 1_000;

/** One resource of `.tx/config`: the files it writes and the codes its `lang_map` spells otherwise. */
interface TransifexResource {
  files: RegExp;
  /** The code in the path → the service's code. */
  remoteOf: Map<string, string>;
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

/** A `file_filter` as a pattern whose groups are its `<lang>` codes. */
function filterPattern(filter: string): RegExp {
  const escaped = filter
    .replace(/^\.\//, '')
    .split('<lang>')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('([^/]+)')}$`);
}

/** The resources of a `.tx/config` that map codes: each section's `lang_map` over `[main]`'s. */
export function transifexResources(text: string): TransifexResource[] {
  const sections: Array<Map<string, string>> = [];
  let current: Map<string, string> | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*\[.*\]\s*$/.test(line)) {
      current = new Map([['name', line.trim()]]);
      sections.push(current);
      continue;
    }
    const setting = /^\s*([A-Za-z_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (setting !== null && current !== undefined) current.set(setting[1] as string, setting[2] as string);
  }
  const main = sections.find((s) => s.get('name') === '[main]')?.get('lang_map');
  const resources: TransifexResource[] = [];
  for (const section of sections) {
    const filter = section.get('file_filter');
    if (filter === undefined || !filter.includes('<lang>')) continue;
    // The client reads a resource's own `lang_map` over the one in `[main]`.
    const remoteOf = new Map([...readLangMap(main ?? ''), ...readLangMap(section.get('lang_map') ?? '')]);
    if (remoteOf.size > 0) resources.push({ files: filterPattern(filter), remoteOf });
  }
  return resources;
}

/** The service's code of `file`, when a resource's `lang_map` names the code its path spells. */
function remoteCode(file: string, resources: readonly TransifexResource[]): ReadCode | undefined {
  for (const { files, remoteOf } of resources) {
    const match = files.exec(file);
    if (match === null) continue;
    const codes = match.slice(1);
    const local = codes[0];
    if (local === undefined || codes.some((code) => code !== local)) continue;
    const remote = remoteOf.get(local);
    const read = remote === undefined ? undefined : readCode(remote);
    if (isRead(read)) return { ...read, irregular: true };
  }
  return undefined;
}

/**
 * Moves each file whose path spells a code the repository's `.tx/config` maps (`audacity_sr.ts` of
 * `lang_map = sr_BA@latin: sr`) to the locale it holds on the service (`sr-Latn-BA`), unless the group
 * already has a file of that locale. The entry's `localeMap` then keeps the path's spelling.
 */
export async function applyTransifexLangMaps(
  groups: Iterable<Group>,
  head: DiscoverOptions['head'],
): Promise<void> {
  const text = await head?.(TRANSIFEX_FILE, CONFIG_BYTES);
  const resources = text === undefined ? [] : transifexResources(text);
  if (resources.length === 0) return;
  for (const group of groups) {
    for (const [locale, readings] of [...group.members]) {
      const [reading, ...others] = readings;
      if (reading === undefined || others.length > 0) continue;
      const read = remoteCode(reading.path, resources);
      if (read === undefined || read.locale === locale || group.members.has(read.locale)) continue;
      group.members.delete(locale);
      group.members.set(read.locale, [{ ...reading, read }]);
    }
  }
}
