/**
 * Locale codes are BCP 47 language tags. Repositories often spell them with an underscore
 * (`pt_BR`), so both spellings are accepted and normalised to the hyphenated canonical form.
 */
const TAG_SHAPE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

/** Returns the canonical BCP 47 form of `code` (`pt_br` → `pt-BR`), or undefined when it is not a tag. */
export function normalizeLocale(code: string): string | undefined {
  if (!TAG_SHAPE.test(code)) return undefined;
  try {
    const [canonical] = Intl.getCanonicalLocales(code.replaceAll('_', '-'));
    return canonical;
  } catch {
    return undefined;
  }
}

/** True when `code` is a BCP 47 tag, in either spelling. */
export function isLocale(code: string): boolean {
  return normalizeLocale(code) !== undefined;
}
