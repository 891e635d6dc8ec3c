import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { PushFile } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { RequestBodyError, SyncClient } from '../src/index.ts';
import { type PushFileBytes, type PushFileSource, pushBody, readAllFiles } from '../src/push-body.ts';

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

describe('pushBody with files given as bytes', () => {
  /** A source of `files` as given, over the gzip threshold so that the body streams. */
  const sourceOf = (files: Array<PushFile | PushFileBytes>): PushFileSource => ({
    contentBytes: 1 << 20,
    async *files() {
      yield* files;
    },
  });
  const sent = async (files: Array<PushFile | PushFileBytes>) =>
    gunzipSync(
      await concat(pushBody(sourceOf(files), { dryRun: true }).open() as ReadableStream<Uint8Array>),
    );

  it('writes the same body bytes as the content decoded, for any UTF-8 and for bytes that are not', async () => {
    const controls = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).join('');
    const texts = [
      '{"a": "A \\"quoted\\" \\\\ back"}\n',
      `${controls}\u007f`,
      '\uFEFF{"é": "日本語 🎉 \u2028 \u2029"}',
      '',
    ];
    const valid = texts.map((t) => Buffer.from(t, 'utf8'));
    // Not UTF-8: a lone continuation byte, a cut sequence, an encoded surrogate, 0xff.
    const invalid = [
      Buffer.from([0x61, 0x80, 0x62]),
      Buffer.from([0xe6, 0x97]),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from([0xff, 0x22]),
    ];
    const all = [...valid, ...invalid];
    const asBytes = all.map((bytes, i) => ({
      locale: `l${i}`,
      path: `locales/"${i}".json`,
      format: 'json' as const,
      bytes: new Uint8Array(bytes),
      ...(i % 2 === 0 && { resource: `res\\${i}` }),
    }));
    const asText = asBytes.map(({ bytes, resource, ...rest }, i) => ({
      ...rest,
      content: (all[i] as Buffer).toString('utf8'),
      ...(resource !== undefined && { resource }),
    }));
    const fromBytes = await sent(asBytes);
    expect(fromBytes.equals(await sent(asText))).toBe(true);
    expect(JSON.parse(fromBytes.toString('utf8')).files.map((f: PushFile) => f.content)).toEqual(
      asText.map((f) => f.content),
    );
  });

  it('reads bytes into content strings for a small body sent whole', async () => {
    const files = await readAllFiles(
      sourceOf([{ locale: 'en', path: 'en.json', format: 'json', bytes: Buffer.from('{"a":"é"}') }]),
    );
    expect(files).toEqual([{ locale: 'en', path: 'en.json', format: 'json', content: '{"a":"é"}' }]);
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

/** A source of `count` files like `watchedFiles`, noting each file it reads; file `failAt` fails. */
function watchedSource(count: number, read: number[], failAt?: number): PushFileSource {
  const files = watchedFiles(count, []);
  return {
    contentBytes: files.reduce((sum, f) => sum + f.content.length, 0),
    async *files() {
      for (const [index, file] of files.entries()) {
        read.push(index);
        if (index === failAt) throw new Error(`${file.path} changed`);
        yield { locale: file.locale, path: file.path, format: file.format, content: file.content };
      }
    },
  };
}

describe('SyncClient.pushStream', () => {
  /** A client whose transport reads each body whole, as a server would, and answers `answer`. */
  function client(bodies: Array<Buffer | Error>, answer: () => Response = () => Response.json(pushAnswer)) {
    const fetch = (async (_url: string, init: RequestInit) => {
      try {
        bodies.push(Buffer.from(await new Response(init.body).arrayBuffer()));
      } catch (err) {
        bodies.push(err as Error);
        throw new TypeError('fetch failed', { cause: err });
      }
      return answer();
    }) as typeof globalThis.fetch;
    return new SyncClient({
      apiUrl: 'http://sync.test/api/v1',
      projectKey: 'demo-app',
      secret: 's',
      fetch,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });
  }

  it('reads the files as the body takes them, and again on a retry', async () => {
    const read: number[] = [];
    const bodies: Array<Buffer | Error> = [];
    let answers = 0;
    const sync = client(bodies, () =>
      ++answers === 1
        ? new Response('{"error":{"code":"service_unavailable","message":"busy"}}', { status: 503 })
        : Response.json(pushAnswer),
    );
    await sync.pushStream(watchedSource(6, read), { dryRun: true });
    expect(read).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]);
    const [first, second] = bodies.map((b) => JSON.parse(gunzipSync(b as Buffer).toString('utf8')));
    expect(first).toEqual(second);
    expect(first.files.map((f: { path: string }) => f.path)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `locales/${i}.json`),
    );
    expect(first.dryRun).toBe(true);
  });

  it("ends the push at once with the source's own error, the body cut off before its end", async () => {
    const read: number[] = [];
    const bodies: Array<Buffer | Error> = [];
    const err = await client(bodies)
      .pushStream(watchedSource(6, read, 4))
      .catch((e: unknown) => e);
    expect(err).toEqual(new Error('locales/4.json changed'));
    // One try: a file that cannot be read would fail every retry the same way.
    expect(read).toEqual([0, 1, 2, 3, 4]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toBeInstanceOf(RequestBodyError);
  });

  it('sends a small push as one plain body, as push does', async () => {
    const seen: Array<string | null> = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('content-encoding'));
      expect(JSON.parse(Buffer.from(init.body as Uint8Array).toString('utf8'))).toEqual({
        files: [{ locale: 'en', path: 'en.json', format: 'json', content: '{}' }],
      });
      return Response.json(pushAnswer);
    }) as typeof globalThis.fetch;
    const sync = new SyncClient({ apiUrl: 'http://sync.test/api/v1', projectKey: 'p', secret: 's', fetch });
    await sync.pushStream({
      contentBytes: 2,
      async *files() {
        yield { locale: 'en', path: 'en.json', format: 'json' as const, content: '{}' };
      },
    });
    expect(seen).toEqual([null]);
  });
});
