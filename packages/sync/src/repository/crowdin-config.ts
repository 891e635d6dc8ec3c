// The parts of a repository's Crowdin configuration (`crowdin.yml`, or `crowdin.yaml`) discovery reads:
// each `files` entry's `source`, its `translation` pattern and its `languages_mapping`, the code
// written in the path for a Crowdin language (`languages_mapping: {android_code: {he: iw}}`).
import type { DiscoverOptions } from './discover-model.ts';

export const CROWDIN_FILES = ['crowdin.yml', 'crowdin.yaml'] as const;

/** Enough of a configuration to reach every entry (Poedit's `crowdin.yaml` is about 2 KB). */
const CONFIG_BYTES = 65_536;

/** At most this many `files` entries, and this many codes per placeholder, are read. */
const MAX_ENTRIES = 500;
const MAX_CODES = 1_000;

/** One `files` entry of a Crowdin configuration, its paths relative to the repository. */
export interface CrowdinEntry {
  source?: string;
  translation?: string;
  /** Placeholder without its `%` (`android_code`) → Crowdin's language id → the code in the path. */
  languagesMapping: Map<string, Map<string, string>>;
}

/** The repository's Crowdin configuration, with the file that holds it. */
export interface CrowdinConfig {
  file: string;
  entries: CrowdinEntry[];
}

/** A path of the configuration relative to the repository: `base_path` before it, no leading `/`. */
function underBase(base: string, value: string): string {
  const inside = value.replace(/^\/+/, '');
  return base === '' ? inside : `${base}/${inside}`;
}

/**
 * Reads `crowdin.yml` (else `crowdin.yaml`). Undefined when there is none, or when it is no YAML map
 * with a `files` list: a configuration discovery cannot read changes nothing it finds.
 */
export async function readCrowdinConfig(head: DiscoverOptions['head']): Promise<CrowdinConfig | undefined> {
  if (head === undefined) return undefined;
  for (const file of CROWDIN_FILES) {
    const content = await head(file, CONFIG_BYTES);
    if (content === undefined) continue;
    return { file, entries: await crowdinEntries(content) };
  }
  return undefined;
}

/** The entries of a Crowdin configuration's text; none when it does not parse as one. */
export async function crowdinEntries(content: string): Promise<CrowdinEntry[]> {
  // Loaded only for a repository with a Crowdin configuration: most runs never need a YAML parser.
  const { parse } = await import('yaml');
  let document: unknown;
  try {
    document = parse(content, { maxAliasCount: 100, uniqueKeys: false });
  } catch {
    return [];
  }
  // zod comes with the schemas, like the YAML parser: only for a repository with this configuration.
  const { crowdinSchemas } = await import('./crowdin-schemas.ts');
  const { config: configSchema, entry: entrySchema } = crowdinSchemas();
  const config = configSchema.safeParse(document);
  if (!config.success) return [];
  const base = (config.data.base_path ?? '.').replace(/^\.\/?|\/+$/g, '').replace(/^\/+/, '');
  const entries: CrowdinEntry[] = [];
  for (const item of (config.data.files ?? []).slice(0, MAX_ENTRIES)) {
    const parsed = entrySchema.safeParse(item);
    if (!parsed.success) continue;
    const { source, translation, languages_mapping: mapping } = parsed.data;
    const languagesMapping = new Map<string, Map<string, string>>();
    for (const [placeholder, codes] of Object.entries(mapping ?? {})) {
      if (codes === null) continue;
      languagesMapping.set(
        placeholder.replaceAll('%', ''),
        new Map(Object.entries(codes).slice(0, MAX_CODES)),
      );
    }
    entries.push({
      ...(source !== undefined && { source: underBase(base, source) }),
      ...(translation !== undefined && { translation: underBase(base, translation) }),
      languagesMapping,
    });
  }
  return entries;
}
