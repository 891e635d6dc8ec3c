import * as core from './runner-protocol.ts';

// `scheme://userinfo@` at the start of an address: what carries a user and password.
const USERINFO = /^\s*[a-z][a-z0-9+.-]*:\/\/([^\s/?#@]*)@/i;

/**
 * The secrets an address carries: the password of `https://user:pass@host` (or the user of
 * `https://token@host`, where the user is the credential), as written and percent-decoded, since
 * either spelling can be printed. Read from the raw text, so an address that fails its check is
 * masked before the error that quotes it.
 */
export function urlCredentials(value: string): string[] {
  const userinfo = USERINFO.exec(value)?.[1];
  if (userinfo === undefined || userinfo === '') return [];
  const colon = userinfo.indexOf(':');
  const user = colon === -1 ? userinfo : userinfo.slice(0, colon);
  const password = colon === -1 ? '' : userinfo.slice(colon + 1);
  const secrets = new Set<string>();
  // A user beside a password is a name, not a secret: masking a short name would hide it everywhere.
  for (const part of password === '' ? [user, userinfo] : [password, userinfo]) {
    if (part === '') continue;
    secrets.add(part);
    try {
      secrets.add(decodeURIComponent(part));
    } catch {
      // Not valid percent-encoding: only the written spelling can be printed.
    }
  }
  return [...secrets];
}

/** Masks the credentials of an address input (`api-url`) before anything can print it. */
export function maskUrlCredentials(value: string): void {
  for (const secret of urlCredentials(value)) core.setSecret(secret);
}
