import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SyncClient } from '../src/index.ts';
import { pushBody } from '../src/push-body.ts';

const pushAnswer = {
  dryRun: false,
  files: 1,
  locales: ['en'],
  keys: { created: 0, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

/** `count` files of about 64 KiB of text that does not compress, each noting when its content is read. */
function watchedFiles(count: number, read: number[]) {
  return Array.from({ length: count }, (_, index) => {
    const content = randomBytes(48 * 1024).toString('base64');
    return {
      locale: `l${index}`,
      path: `locales/${index}.json`,
      format: 'json' as const,
      get content() {
        read.push(index);
        return content;
      },
    };
  });
}

async function concat(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(part.value);
  return Buffer.concat(parts);
}

describe('pushBody', () => {
  it('sends a small body whole and uncompressed, the same bytes every try', () => {
    const body = pushBody([{ locale: 'en', path: 'en.json', format: 'json', content: '{}' }], {
      dryRun: true,
    });
    expect(body.compressed).toBe(false);
    const first = body.open() as Uint8Array;
    expect(JSON.parse(Buffer.from(first).toString('utf8'))).toEqual({
      files: [{ locale: 'en', path: 'en.json', format: 'json', content: '{}' }],
      dryRun: true,
    });
    expect(body.open()).toEqual(first);
  });

  it('streams a large body through gzip, building each file only when the reader gets to it', async () => {
    const read: number[] = [];
    const files = watchedFiles(40, read);
    const source = { repository: 'acme/web', sha: 'abc' };
    const body = pushBody(files, { source });
    expect(body.compressed).toBe(true);
    read.length = 0;
    const stream = body.open() as ReadableStream<Uint8Array>;
    const reader = stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The first compressed bytes leave while most files are not even turned into JSON yet.
    expect(new Set(read).size).toBeLessThan(10);
    const rest: Uint8Array[] = [first.value as Uint8Array];
    let chunks = 1;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest.push(value);
      chunks++;
    }
    expect(chunks).toBeGreaterThan(10);
    const sent = JSON.parse(gunzipSync(Buffer.concat(rest)).toString('utf8'));
    expect(sent).toEqual({ files: files.map((f) => ({ ...f, content: f.content })), source });
  });

  it('gives every try a complete body of its own', async () => {
    const files = watchedFiles(3, []);
    const body = pushBody(files, {});
    const a = gunzipSync(await concat(body.open() as ReadableStream<Uint8Array>));
    const b = gunzipSync(await concat(body.open() as ReadableStream<Uint8Array>));
    expect(a.equals(b)).toBe(true);
    expect(JSON.parse(a.toString('utf8')).files).toHaveLength(3);
  });
});

describe('SyncClient.push with a large body', () => {
  it('streams it (no Content-Length), gzip-encoded, and sends it again whole on a retry', async () => {
    const bodies: Buffer[] = [];
    const seen: Array<{ encoding: string | null; length: string | null; duplex: unknown }> = [];
    const fetch = (async (_url: string, init: RequestInit & { duplex?: string }) => {
      const headers = new Headers(init.headers);
      seen.push({
        encoding: headers.get('content-encoding'),
        length: headers.get('content-length'),
        duplex: init.duplex,
      });
      bodies.push(await concat(init.body as ReadableStream<Uint8Array>));
      return bodies.length === 1
        ? new Response('{"error":{"code":"service_unavailable","message":"busy"}}', { status: 503 })
        : Response.json(pushAnswer);
    }) as typeof globalThis.fetch;
    const client = new SyncClient({
      apiUrl: 'http://sync.test/api/v1',
      projectKey: 'demo-app',
      secret: 's',
      fetch,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });
    const files = watchedFiles(5, []);
    await client.push(files);
    expect(seen).toEqual([
      { encoding: 'gzip', length: null, duplex: 'half' },
      { encoding: 'gzip', length: null, duplex: 'half' },
    ]);
    const [first, second] = bodies.map((b) => JSON.parse(gunzipSync(b).toString('utf8')));
    expect(first).toEqual(second);
    expect(first.files).toHaveLength(5);
  });
});
