import { HEADER_NONCE, HEADER_PROJECT_KEY, HEADER_SIGNATURE, HEADER_TIMESTAMP } from '@locale-sync/protocol';
import {
  buildSigningPayload,
  NONCE_PATTERN,
  SIGNATURE_PATTERN,
  TIMESTAMP_PATTERN,
  verifySignature,
} from '@locale-sync/protocol/signing';

/** Headers as a test server sees them: a Fetch `Headers` or Node's lower-cased record. */
type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(source: HeaderSource, name: string): string | undefined {
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a sync request the way a strict server would and returns what is wrong (empty when it is
 * signed correctly): header formats, the payload over `path`, the secret, and a 10-digit timestamp
 * within 300 s of now.
 */
export function signatureProblems(
  headers: HeaderSource,
  expected: { method: string; path: string; projectKey: string; secret: string },
): string[] {
  const problems: string[] = [];
  const key = header(headers, HEADER_PROJECT_KEY);
  const ts = header(headers, HEADER_TIMESTAMP);
  const nonce = header(headers, HEADER_NONCE);
  const signature = header(headers, HEADER_SIGNATURE);
  if (key !== expected.projectKey) problems.push(`x-project-key is ${key}`);
  if (!ts || !TIMESTAMP_PATTERN.test(ts)) problems.push(`x-sync-ts is ${ts}`);
  else if (Math.abs(Number(ts) - Date.now() / 1000) > 300) problems.push('x-sync-ts out of window');
  if (!nonce || !NONCE_PATTERN.test(nonce) || nonce.length !== 22) problems.push(`x-sync-nonce is ${nonce}`);
  if (!signature || !SIGNATURE_PATTERN.test(signature)) problems.push(`x-sync-signature is ${signature}`);
  if (problems.length > 0 || !ts || !nonce || !signature) return problems;
  const payload = buildSigningPayload({
    method: expected.method,
    path: expected.path,
    projectKey: expected.projectKey,
    timestamp: ts,
    nonce,
  });
  if (!verifySignature(expected.secret, payload, signature)) problems.push('signature does not verify');
  return problems;
}
