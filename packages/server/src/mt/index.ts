import { createLibreTranslateTranslator } from './libretranslate.ts';
import type { MachineTranslator } from './provider.ts';
import { createPseudoTranslator } from './pseudo.ts';

export { createLibreTranslateTranslator } from './libretranslate.ts';
export type { MachineTranslator } from './provider.ts';
export { createPseudoTranslator, pseudoLocalize } from './pseudo.ts';

/**
 * The provider chosen by `MT_PROVIDER`: `pseudo` (default), `libretranslate` (needs
 * `LIBRETRANSLATE_URL`, optional `LIBRETRANSLATE_API_KEY`) or `none` (no machine translation).
 */
export function translatorFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  fetchImpl: typeof fetch = fetch,
): MachineTranslator | undefined {
  const name = (env.MT_PROVIDER ?? 'pseudo').toLowerCase();
  if (name === 'none') return undefined;
  if (name === 'pseudo') return createPseudoTranslator();
  if (name === 'libretranslate') {
    const url = env.LIBRETRANSLATE_URL;
    if (!url) throw new Error('MT_PROVIDER=libretranslate needs LIBRETRANSLATE_URL');
    return createLibreTranslateTranslator({ url, apiKey: env.LIBRETRANSLATE_API_KEY, fetch: fetchImpl });
  }
  throw new Error(`MT_PROVIDER must be pseudo, libretranslate or none, got "${env.MT_PROVIDER}"`);
}
