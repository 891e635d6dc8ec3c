import type { XmlElement } from '../../shared/xml.ts';

/**
 * Android `res/values*\/strings.xml`. Keys: `<string name="k">` is `k`; `<plurals name="k">` items
 * are `k[one]`, `k[other]`… (brackets cannot occur in resource names, so no key collides);
 * `<string-array name="k">` items are `k[0]`, `k[1]`…. Texts are what the app shows: XML entities,
 * Android escapes (`\' \" \\ \n \t \@ \? \uXXXX`) and `"…"` quoting decoded, unquoted white space
 * collapsed as aapt2 does. A text with styling markup (`<b>`, `<i>`, `<xliff:g>`…) is kept as
 * written. `translatable="false"` resources and other resource types are not keys; they stay in
 * place when a pull writes over the file.
 */
export const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export const GROUPED = /^(.+)\[(zero|one|two|few|many|other|\d+)\]$/s;
export const STYLING = new Set([
  'b',
  'i',
  'u',
  'tt',
  'big',
  'small',
  'sup',
  'sub',
  'strike',
  'font',
  'a',
  'annotation',
  'span',
  'li',
  'ul',
  'br',
  'p',
  'xliff:g',
]);

/**
 * Who reads the file. `aapt`: Android's resource compiler (quotes, collapsed white space, `\'`).
 * `compose`: Compose Multiplatform's resource converter (XmlValuesConverterTask), which takes the
 * element's text as it is and decodes only `\n`, `\t`, `\uXXXX` and `\\`: an apostrophe or a quote
 * is plain text there, and `\'` would show its backslash.
 * `moko`: moko-resources' Gradle plugin (its `processXmlTextContent` and
 * `removeAndroidMirroringFormat`), which reads the element's text as XML, joins wrapped lines with
 * one space, and decodes `\n`, `\'`, `\"` and `\?` only: an apostrophe or a quote is plain text, and
 * it escapes them itself in the Android resources it generates.
 */
export type Dialect = 'aapt' | 'compose' | 'moko';

/**
 * The dialect of the file at `path`: Compose's under a `composeResources/` folder; moko-resources'
 * under its source folder, `moko-resources/` (0.24 and later) or `resources/MR/` (before).
 */
export function dialectOf(path: string | undefined): Dialect {
  if (path === undefined) return 'aapt';
  if (/(?:^|\/)composeResources\//.test(path)) return 'compose';
  if (/(?:^|\/)(?:moko-resources|resources\/MR)\//.test(path)) return 'moko';
  return 'aapt';
}

/** aapt2 collapses ASCII white space only; a no-break space is text. */
export const ASCII_SPACE = /^[ \t\n\r\f\v]$/;

export interface Resource {
  key: string;
  element: XmlElement;
}
