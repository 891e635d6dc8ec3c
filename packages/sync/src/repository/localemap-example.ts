/**
 * Country codes projects commonly write where a language code belongs (Filament's `np/` for
 * Nepali, `kh/` for Khmer; PPSSPP's `cz_CZ`, `gr_EL`), with the language each usually means.
 * Only for the example a warning gives: a spelling is never read as one of these.
 */
const COUNTRY_AS_LANGUAGE: ReadonlyMap<string, string> = new Map([
  ['np', 'ne'],
  ['kh', 'km'],
  ['cz', 'cs'],
  ['gr', 'el'],
  ['jp', 'ja'],
  ['cn', 'zh-CN'],
  ['tw', 'zh-TW'],
  ['kr', 'ko'],
  ['se', 'sv'],
  ['dk', 'da'],
  ['ua', 'uk'],
  ['ee', 'et'],
  ['vn', 'vi'],
  ['il', 'he'],
  ['rs', 'sr'],
  ['by', 'be'],
  ['al', 'sq'],
  ['ir', 'fa'],
]);

// Built on first use: a run that warns about no spelling never pays for ICU's region names.
let regionNames: Intl.DisplayNames | undefined;
const isRegion = (region: string) => {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(region) !== undefined;
};

/**
 * The `localeMap` example a warning about an unread `spelling` gives: the language a country code
 * used as one usually means (`{"ne": "np"}`, `{"cs-CZ": "cz_CZ"}`), else a placeholder to fill in.
 */
export function localeMapExample(spelling: string): string {
  const match = /^([a-zA-Z]{2})(?:[-_]([a-zA-Z]{2}))?$/.exec(spelling);
  const language = match === null ? undefined : COUNTRY_AS_LANGUAGE.get((match[1] as string).toLowerCase());
  const region = match?.[2]?.toUpperCase();
  let code = '<locale code>';
  if (language !== undefined) {
    const knownRegion = region !== undefined && !language.includes('-') && isRegion(region);
    code = knownRegion ? `${language}-${region}` : language;
  }
  return `{${JSON.stringify(code)}: ${JSON.stringify(spelling)}}`;
}
