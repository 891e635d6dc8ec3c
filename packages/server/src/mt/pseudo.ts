import type { MachineTranslator } from './provider.ts';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * Placeholders and markup left untouched: {{count}}, {name}, printf's %s / %1$d / %.2f / %-10s / %lld /
 * %@ / %%, Python's %(name)s, <b>, &amp;. No space flag: "50% off" is text. A width starts with 1–9
 * (a leading 0 is the flag): with `\d*` V8 tried every split of `%000…`, quadratic in its length.
 */
const PROTECTED =
  /\{\{[^{}]*\}\}|\{[^{}]*\}|%(?:\(\w+\)|\d+\$)?[-+#0]*(?:[1-9]\d*)?(?:\.\d+)?(?:ll|l|h)?[sdifuxXeEgGc@%]|<[^<>]+>|&[a-zA-Z]+;/g;

/**
 * Pseudo-localises `text`: accents letters, keeps placeholders and markup, and wraps the result in
 * `[ … ]` so an untranslated string stands out in the UI. Deterministic and offline.
 */
export function pseudoLocalize(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    out += accent(text.slice(last, match.index));
    out += match[0];
    last = match.index + match[0].length;
  }
  out += accent(text.slice(last));
  return `[${out}]`;
}

function accent(part: string): string {
  return [...part].map((ch) => ACCENTED[ch] ?? ch).join('');
}

/** The default provider: offline pseudo-localisation (name `pseudo`). */
export function createPseudoTranslator(): MachineTranslator {
  return {
    name: 'pseudo',
    translate: async (texts) => texts.map(pseudoLocalize),
  };
}
