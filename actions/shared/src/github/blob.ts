import { createHash } from 'node:crypto';

/** The object id git gives a file's bytes (`git hash-object`): SHA-1 of `blob <size>\0<bytes>`. */
export function gitBlobSha(content: Uint8Array): string {
  return createHash('sha1').update(`blob ${content.byteLength}\0`).update(content).digest('hex');
}
