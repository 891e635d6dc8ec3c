import type { MachineTranslator } from './provider.ts';

export interface LibreTranslateOptions {
  /** Base address, e.g. https://libretranslate.example (the provider posts to `{url}/translate`). */
  url: string;
  apiKey?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** LibreTranslate takes ISO 639 codes; regional variants map to their language (pt-BR → pt), Chinese keeps its script. */
export function libreLanguage(locale: string): string {
  const lower = locale.toLowerCase();
  if (lower === 'zh-hant' || lower.startsWith('zh-hant-') || lower === 'zh-tw') return 'zt';
  return lower.split('-')[0] as string;
}

/** A provider backed by a LibreTranslate server (`POST /translate` with `q` as an array). */
export function createLibreTranslateTranslator(options: LibreTranslateOptions): MachineTranslator {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  return {
    name: `libretranslate:${endpoint}`,
    async translate(texts, sourceLocale, targetLocale) {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: texts,
          source: libreLanguage(sourceLocale),
          target: libreLanguage(targetLocale),
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        throw new Error(`LibreTranslate answered ${response.status} ${response.statusText}`);
      }
      const body = (await response.json()) as { translatedText?: unknown };
      const out = body.translatedText;
      if (!Array.isArray(out) || out.length !== texts.length || !out.every((t) => typeof t === 'string')) {
        throw new Error('LibreTranslate answered an unexpected body (expected translatedText: string[])');
      }
      return out as string[];
    },
  };
}
