import { ApiError } from '../errors.ts';

/** `charset` values that name UTF-8 (compared lower-cased, quotes removed). */
const UTF8_NAMES = new Set(['utf-8', 'utf8']);

/**
 * The 415 for a JSON body whose Content-Type declares a charset other than UTF-8, else undefined.
 * The server reads every body as UTF-8; a body declared as UTF-16 or Latin-1 would otherwise be
 * misread, or refused as invalid UTF-8 with advice that does not name the header at fault.
 */
export function charsetError(contentType: string | undefined): ApiError | undefined {
  if (contentType === undefined) return undefined;
  for (const parameter of contentType.split(';').slice(1)) {
    const [name, ...rest] = parameter.split('=');
    if (name?.trim().toLowerCase() !== 'charset') continue;
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (UTF8_NAMES.has(value.toLowerCase())) continue;
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return new ApiError(
      'unsupported_media_type',
      `Content-Type charset ${JSON.stringify(shown)} is not supported: send the body as UTF-8 (Content-Type: application/json or application/json; charset=utf-8)`,
      [{ location: 'headers.content-type', message: 'charset must be utf-8' }],
    );
  }
  return undefined;
}
