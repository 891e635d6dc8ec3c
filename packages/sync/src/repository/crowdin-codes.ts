// Crowdin's own language codes where BCP 47 reads them otherwise or not at all. Crowdin names each
// language by an id (the keys of a `crowdin.yml` `languages_mapping`: `es-ES`, `sr-CS`, `kab`) and
// writes it in a path with placeholders of its own (`%locale%` is `kab-KAB` for Kabyle, `sr-CS` for
// Serbian in Latin script, `val-ES` for Valencian), taken from Crowdin's language table
// (developer.crowdin.com/language-codes). Every other code of that table reads as written.

/** Crowdin's language ids BCP 47 reads as another language or script → the BCP 47 tag. */
const CROWDIN_IDS: ReadonlyMap<string, string> = new Map([
  // Serbian (Latin): `CS` is the former Serbia and Montenegro, and BCP 47 replaces it with `RS`
  // (Serbia), whose Serbian is written in Cyrillic.
  ['sr-CS', 'sr-Latn'],
  // Valencian: `val` is ISO 639-3's Vehes, a language of Papua New Guinea.
  ['val-ES', 'ca-ES-valencia'],
  // Montenegrin (Latin): `me` names no language (ISO 639-3's `cnr` is Serbian of Montenegro in CLDR).
  ['me', 'sr-Latn-ME'],
  ['ido', 'io'],
  ['tlh-AA', 'tlh'],
  ['qya-AA', 'qya'],
  // Rusyn: `ry` names no language.
  ['ry-UA', 'rue-UA'],
]);

/**
 * Crowdin's `%locale%` codes whose region is none (`KAB`, `SP`, `EN`: no ISO 3166 region) or that
 * name another language in BCP 47, → the tag of the Crowdin language they stand for.
 */
const CROWDIN_LOCALES: ReadonlyMap<string, string> = new Map([
  ['kab-KAB', 'kab'],
  ['mos-MOS', 'mos'],
  ['pap-PAP', 'pap'],
  ['sah-SAH', 'sah'],
  ['tzl-TZL', 'tzl'],
  ['kdh-KDH', 'kdh'],
  ['zea-ZEA', 'zea'],
  ['sr-SP', 'sr'],
  ['sr-CS', 'sr-Latn'],
  ['val-ES', 'ca-ES-valencia'],
  ['me-ME', 'sr-Latn-ME'],
  ['ns-ZA', 'nso-ZA'],
  ['io-EN', 'io'],
  ['jbo-EN', 'jbo'],
  ['ry-UA', 'rue-UA'],
  ['tlh-AA', 'tlh'],
  ['qya-AA', 'qya'],
]);

/**
 * Crowdin's `%two_letters_code%` codes that name no ISO 639-1 language → the tag of the Crowdin
 * language they stand for (Pixelfed's `public/_lang/me.json`).
 */
const CROWDIN_TWO_LETTERS: ReadonlyMap<string, string> = new Map([['me', 'sr-Latn-ME']]);

/** The BCP 47 tag of a Crowdin language id (`sr-CS` → `sr-Latn`); the id itself when BCP 47 reads it so. */
export function crowdinIdLocale(id: string): string {
  return CROWDIN_IDS.get(id) ?? id;
}

/**
 * The BCP 47 tag of a code Crowdin wrote in a path for one of its language placeholders, when BCP 47
 * reads that spelling otherwise or not at all (`kab-KAB`, `kab_KAB`, `kab-rKAB`, `sr_CS`); undefined
 * for every other code, which reads as written.
 */
export function crowdinPathLocale(code: string): string | undefined {
  const asLocale = code.replace(/\.lproj$/, '').replace(/^([a-z]{2,3})-r([A-Z]{2,3})$/, '$1-$2');
  const spelled = asLocale.replaceAll('_', '-');
  return CROWDIN_LOCALES.get(spelled) ?? CROWDIN_TWO_LETTERS.get(spelled);
}

/** Crowdin's placeholders whose codes a layout can show: `%locale%` (`kab-KAB`) and `%two_letters_code%` (`me`). */
export type CrowdinPlaceholder = 'locale' | 'two_letters_code';

/**
 * How Crowdin writes `tag` at `placeholder` where BCP 47 spells it otherwise (`sr-Latn` → `sr-CS`,
 * `ca-ES-valencia` → `val-ES`, `kab` → `kab-KAB` at `%locale%`; `sr-Latn-ME` → `me` at
 * `%two_letters_code%`); undefined for every other tag.
 */
export function crowdinSpelling(tag: string, placeholder: CrowdinPlaceholder): string | undefined {
  const table = placeholder === 'locale' ? CROWDIN_LOCALES : CROWDIN_TWO_LETTERS;
  for (const [code, locale] of table) if (locale === tag) return code;
  return undefined;
}

/** The placeholder that writes `code` when only Crowdin writes it (`kab-KAB`: `locale`; `me`: `two_letters_code`). */
export function crowdinOnlyPlaceholder(code: string): CrowdinPlaceholder | undefined {
  if (crowdinOnlyLocale(code) === undefined) return undefined;
  return CROWDIN_TWO_LETTERS.has(code) ? 'two_letters_code' : 'locale';
}

// Regions of Crowdin's `%locale%` codes that no ISO 3166 country has (three letters, as in `kab-KAB`,
// are not even a BCP 47 region; `AA` is a code ISO 3166 leaves to users): such a code can only be
// Crowdin's, with or without a `crowdin.yml`.
const NO_COUNTRY = /^(?:[A-Z]{3}|SP|EN|AA)$/;

// The two letters of Crowdin's codes above that no ISO 639-1 language has (Montenegrin's `me`,
// Rusyn's `ry`, Northern Sotho's `ns`): such a code too can only be Crowdin's.
const NO_LANGUAGE = /^(?:me|ry|ns)$/;

/**
 * The BCP 47 tag of a Crowdin code that can be nothing else: its region names no country (`kab-KAB`
 * → `kab`, `sr-SP` → `sr`), as OBS Studio's `data/locale/kab-KAB.ini` with no `crowdin.yml`
 * committed, or its two letters name no ISO 639-1 language (`me` → `sr-Latn-ME`, `ry-UA` →
 * `rue-UA`); undefined for the rest, `sr-CS` and `val-ES` among them, which read otherwise unless a
 * `crowdin.yml` or the layout (`crowdinSpelledLayouts`) says they are Crowdin's.
 */
export function crowdinOnlyLocale(code: string): string | undefined {
  const tag = crowdinPathLocale(code);
  if (tag === undefined) return undefined;
  const [language = '', region] = code.split(/[-_]/);
  if (region !== undefined && NO_COUNTRY.test(region)) return tag;
  return NO_LANGUAGE.test(language) ? tag : undefined;
}
