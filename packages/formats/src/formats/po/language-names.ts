// The English name of a language as msginit writes it in a new catalog's title ("German
// translations for PACKAGE package."): gettext's ISO 639 table. CLDR's English names (Intl) agree
// with it for all but the two-letter codes below, checked against msginit 0.21 for every one.

/** gettext's names where CLDR's differ. */
const GETTEXT_NAMES = new Map([
  ['bh', 'Bihari'],
  ['bn', 'Bengali'],
  ['ff', 'Fulah'],
  ['ht', 'Haitian'],
  ['ik', 'Inupiak'],
  ['km', 'Central Khmer'],
  ['ky', 'Kirghiz'],
  ['lb', 'Letzeburgesch'],
  ['lo', 'Laotian'],
  ['mi', 'Maori'],
  ['mo', 'Moldavian'],
  ['nb', 'Norwegian Bokmal'],
  ['om', '(Afan) Oromo'],
  ['or', 'Oriya'],
  ['os', 'Ossetian'],
  ['rn', 'Kirundi'],
  ['ss', 'Siswati'],
  ['st', 'Sesotho'],
  ['tl', 'Tagalog'],
  ['tn', 'Setswana'],
  ['to', 'Tonga'],
  ['tw', 'Twi'],
  ['ug', 'Uighur'],
  ['vo', 'Volapuk'],
]);

let names: Intl.DisplayNames | undefined;

/** The English name of a language code (`de`: `German`), or msginit's `Language xx` for an unknown one. */
export function englishLanguageName(language: string): string {
  const code = language.toLowerCase();
  const known = GETTEXT_NAMES.get(code);
  if (known !== undefined) return known;
  names ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  let name: string | undefined;
  try {
    name = /^[a-z]{2,3}$/.test(code) ? names.of(code) : undefined;
  } catch {
    name = undefined;
  }
  return name ?? `Language ${language}`;
}
