import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  HEADER_AUTHORIZATION,
  HEADER_BRANCH,
  HEADER_NONCE,
  HEADER_PROJECT_KEY,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
} from './constants.ts';

/** What a sync request signs, in the order of the payload. */
export interface SigningInput {
  method: string;
  path: string;
  projectKey: string;
  timestamp: string;
  nonce: string;
  /** The project branch (`x-sync-branch`); absent or '' for main, and then not part of the payload. */
  branch?: string | undefined;
}

/** The four sync headers. */
export interface SignedHeaders {
  [HEADER_PROJECT_KEY]: string;
  [HEADER_TIMESTAMP]: string;
  [HEADER_NONCE]: string;
  [HEADER_SIGNATURE]: string;
}

export const TIMESTAMP_PATTERN = /^[0-9]{10}$/;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
export { PROJECT_KEY_PATTERN } from './constants.ts';

/**
 * Builds `METHOD\nPATH\nPROJECT_KEY\nTIMESTAMP\nNONCE` (no trailing newline), and `\nBRANCH` after it
 * when the request names a project branch.
 */
export function buildSigningPayload(input: SigningInput): string {
  for (const [name, value] of Object.entries(input)) {
    // A newline inside a field would let one payload be read as another.
    if (typeof value === 'string' && value.includes('\n')) {
      throw new Error(`signing field ${name} must not contain a newline`);
    }
  }
  const lines = [input.method.toUpperCase(), input.path, input.projectKey, input.timestamp, input.nonce];
  if (input.branch !== undefined && input.branch !== '') lines.push(input.branch);
  return lines.join('\n');
}

/** HMAC-SHA256 of `payload` keyed by `secret`, as 64 lowercase hex characters. */
export function computeSignature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

/** 16 random bytes as unpadded base64url (22 characters). */
export function createNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** Integer Unix time in seconds, as sent in `x-sync-ts`. */
export function unixSeconds(nowMs: number = Date.now()): string {
  return String(Math.floor(nowMs / 1000));
}

/** Signs one request afresh: a new nonce and the current timestamp every call. */
export function signRequest(args: {
  method: string;
  path: string;
  projectKey: string;
  secret: string;
  nowMs?: number;
  nonce?: string;
  /** A project branch: sent as `x-sync-branch` and signed; absent or '' for main. */
  branch?: string | undefined;
}): SignedHeaders & { [HEADER_BRANCH]?: string } {
  const timestamp = unixSeconds(args.nowMs);
  const nonce = args.nonce ?? createNonce();
  const payload = buildSigningPayload({
    method: args.method,
    path: args.path,
    projectKey: args.projectKey,
    timestamp,
    nonce,
    branch: args.branch,
  });
  return {
    [HEADER_PROJECT_KEY]: args.projectKey,
    [HEADER_TIMESTAMP]: timestamp,
    [HEADER_NONCE]: nonce,
    [HEADER_SIGNATURE]: computeSignature(args.secret, payload),
    ...(args.branch !== undefined && args.branch !== '' && { [HEADER_BRANCH]: args.branch }),
  };
}

/** The headers of a keyless sync request: an OIDC token in place of the signature. */
export interface BearerHeaders {
  [HEADER_PROJECT_KEY]: string;
  [HEADER_TIMESTAMP]: string;
  [HEADER_NONCE]: string;
  [HEADER_AUTHORIZATION]: string;
}

/**
 * Stamps one keyless request afresh: the same token (one per run) with a new nonce and the current
 * timestamp every call, so replay protection stays per request as with a signature.
 */
export function bearerRequest(args: {
  projectKey: string;
  token: string;
  nowMs?: number;
  nonce?: string;
}): BearerHeaders {
  return {
    [HEADER_PROJECT_KEY]: args.projectKey,
    [HEADER_TIMESTAMP]: unixSeconds(args.nowMs),
    [HEADER_NONCE]: args.nonce ?? createNonce(),
    [HEADER_AUTHORIZATION]: `Bearer ${args.token}`,
  };
}

/**
 * Compares `signature` with the expected one in constant time. The format is checked first because
 * `timingSafeEqual` throws on buffers of unequal length.
 */
export function verifySignature(secret: string, payload: string, signature: string): boolean {
  if (!SIGNATURE_PATTERN.test(signature)) return false;
  const expected = Buffer.from(computeSignature(secret, payload), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
