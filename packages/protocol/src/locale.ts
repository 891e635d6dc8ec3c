/**
 * Locale codes are BCP 47 language tags. Repositories often spell them with an underscore
 * (`pt_BR`), so both spellings are accepted and normalised to the hyphenated canonical form.
 */
const TAG_SHAPE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

/**
 * Answers already computed: a push or a pull asks for the same few locales once per file, and
 * `Intl.getCanonicalLocales` costs microseconds each time. Bounded because codes come from outside
 * (file names, request paths): past the bound it starts again empty.
 */
const CANONICAL_BOUND = 1024;
const canonicalCodes = new Map<string, string | null>();

/** Returns the canonical BCP 47 form of `code` (`pt_br` → `pt-BR`), or undefined when it is not a tag. */
export function normalizeLocale(code: string): string | undefined {
  const known = canonicalCodes.get(code);
  if (known !== undefined) return known ?? undefined;
  const canonical = canonicalOf(code);
  if (canonicalCodes.size >= CANONICAL_BOUND) canonicalCodes.clear();
  canonicalCodes.set(code, canonical ?? null);
  return canonical;
}

/** The number of answers `normalizeLocale` keeps (for tests of its bound). */
export function rememberedLocaleCount(): number {
  return canonicalCodes.size;
}

function canonicalOf(code: string): string | undefined {
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
