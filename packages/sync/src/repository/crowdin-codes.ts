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
  return CROWDIN_LOCALES.get(asLocale.replaceAll('_', '-'));
}

// Regions of Crowdin's `%locale%` codes that no ISO 3166 country has (three letters, as in `kab-KAB`,
// are not even a BCP 47 region): such a code can only be Crowdin's, with or without a `crowdin.yml`.
const NO_COUNTRY = /^(?:[A-Z]{3}|SP|EN)$/;

/**
 * The BCP 47 tag of a Crowdin `%locale%` code that can be nothing else (`kab-KAB` → `kab`, `sr-SP` →
 * `sr`: its region names no country), as OBS Studio's `data/locale/kab-KAB.ini` with no `crowdin.yml`
 * committed; undefined for the rest, `sr-CS` and `val-ES` among them, which read otherwise without
 * the configuration that says they are Crowdin's.
 */
export function crowdinOnlyLocale(code: string): string | undefined {
  const tag = crowdinPathLocale(code);
  if (tag === undefined) return undefined;
  const region = code.split(/[-_]/)[1];
  return region !== undefined && NO_COUNTRY.test(region) ? tag : undefined;
}
