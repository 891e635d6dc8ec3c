import { queryObjects } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError, SyncClient } from '../src/index.ts';

const encoder = new TextEncoder();

/** A body the test feeds by hand, and a client whose one answer is that body. */
function controlled(headers: Record<string, string> = { 'x-sync-files-last': 'true' }) {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      feed = controller;
    },
  });
  const fetch = (async () =>
    new Response(body, {
      status: 200,
      headers: { 'content-type': 'application/json', ...headers },
    })) as typeof globalThis.fetch;
  const client = new SyncClient({
    apiUrl: 'http://sync.test/api/v1',
    projectKey: 'demo-app',
    secret: 's',
    fetch,
    retry: { maxAttempts: 1 },
  });
  return {
    client,
    send: (text: string) => feed.enqueue(encoder.encode(text)),
    end: () => feed.close(),
  };
}

const file = (locale: string) => ({ locale, format: 'json', content: `{"a": "${locale}"}\n`, keys: 1 });

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('SyncClient.pullStream', () => {
  it('hands out the head, then each file as it arrives, before the answer ends', async () => {
    const answer = controlled();
    answer.send('{"sourceLocale":"en","sourceKeys":1,"obsoleteKeys":["old"],"files":[');
    answer.send(`${JSON.stringify(file('de'))},`);
    const stream = await answer.client.pullStream();
    expect(stream.head).toEqual({ sourceLocale: 'en', sourceKeys: 1, obsoleteKeys: ['old'] });
    const files = stream.files[Symbol.asyncIterator]();
    // The first file is read while the second has not been sent.
    expect((await files.next()).value).toEqual(file('de'));
    answer.send(`${JSON.stringify(file('fr'))}]}`);
    answer.end();
    expect((await files.next()).value).toEqual(file('fr'));
    expect((await files.next()).done).toBe(true);
  });

  it("lets each file's bytes go once the file is handed out", async () => {
    // Each file's JSON has a length of its own and arrives in 100-byte chunks, so its bytes are
    // joined into one Uint8Array of that length, which v8.queryObjects (after a full collection)
    // finds while it is alive. While the reader holds a file, its bytes must be gone.
    const answer = controlled();
    const files = ['de', 'fr', 'it'].map((locale, i) => ({
      ...file(locale),
      content: 'x'.repeat(1000 + 37 * i),
    }));
    const bytes = files.map((f) => encoder.encode(JSON.stringify(f)).byteLength);
    const text = `{"sourceLocale":"en","sourceKeys":1,"obsoleteKeys":[],"files":[${files.map((f) => JSON.stringify(f)).join(',')}]}`;
    for (let at = 0; at < text.length; at += 100) answer.send(text.slice(at, at + 100));
    answer.end();
    const stream = await answer.client.pullStream();
    const alive: number[] = [];
    let index = 0;
    for await (const got of stream.files) {
      expect(got).toEqual(files[index]);
      const length = bytes[index++] as number;
      if (
        queryObjects(Uint8Array, { format: 'summary' }).some((a) => a.startsWith(`Uint8Array(${length})`))
      ) {
        alive.push(length);
      }
    }
    expect(index).toBe(3);
    expect(alive).toEqual([]);
  });

  it('holds no file it has handed out while the reader works on it', async () => {
    const answer = controlled();
    // The first file is read with the head, the second after it: both ways of handing one out.
    const files = ['de', 'fr'].map(file);
    answer.send(`{"sourceLocale":"en","files":[${files.map((f) => JSON.stringify(f)).join(',')}]}`);
    answer.end();
    const stream = await answer.client.pullStream();
    const iterator = stream.files[Symbol.asyncIterator]();
    // The reader keeps each file only through a WeakRef: once a collection has run, the file is
    // gone unless the stream still holds it (a generator suspended at its `yield` did).
    const handedOut = async () => new WeakRef((await iterator.next()).value as object);
    const gone: boolean[] = [];
    for (let i = 0; i < files.length; i++) {
      const ref = await handedOut();
      // A WeakRef keeps its target until the end of the job that made it.
      await new Promise((resolve) => setImmediate(resolve));
      queryObjects(WeakRef, { format: 'count' });
      gone.push(ref.deref() === undefined);
    }
    expect(gone).toEqual([true, true]);
    expect((await iterator.next()).done).toBe(true);
  });

  it('reads the whole answer first when the server does not say files come last', async () => {
    const answer = controlled({});
    answer.send(`{"files":[${JSON.stringify(file('de'))}],"sourceLocale":"en","obsoleteKeys":["x"]}`);
    answer.end();
    const stream = await answer.client.pullStream();
    expect(stream.head).toEqual({ sourceLocale: 'en', obsoleteKeys: ['x'] });
    expect(await collect(stream.files)).toEqual([file('de')]);
  });

  it('fails on an answer cut short, after the files it read', async () => {
    const answer = controlled();
    answer.send(`{"sourceLocale":"en","files":[${JSON.stringify(file('de'))},{"locale":"fr","con`);
    answer.end();
    const stream = await answer.client.pullStream();
    const seen: unknown[] = [];
    await expect(
      (async () => {
        for await (const f of stream.files) seen.push(f);
      })(),
    ).rejects.toThrow(/cut short/);
    expect(seen).toEqual([file('de')]);
  });

  it('names the file that does not match the protocol', async () => {
    const answer = controlled();
    answer.send(`{"sourceLocale":"en","files":[${JSON.stringify(file('de'))},{"locale":"fr","keys":1}]}`);
    answer.end();
    const stream = await answer.client.pullStream();
    const error = await collect(stream.files).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(String(error)).toMatch(/body\.files\[1\]\.(format|content)/);
  });

  it('refuses a member after the files when the server said files come last', async () => {
    const answer = controlled();
    answer.send(`{"sourceLocale":"en","files":[${JSON.stringify(file('de'))}],"obsoleteKeys":["a"]}`);
    answer.end();
    const stream = await answer.client.pullStream();
    await expect(collect(stream.files)).rejects.toThrow(/obsoleteKeys comes after files/);
  });

  it('refuses an answer without files, and a head that does not match the protocol', async () => {
    const noFiles = controlled();
    noFiles.send('{"sourceLocale":"en"}');
    noFiles.end();
    await expect(noFiles.client.pullStream()).rejects.toThrow(/body\.files: missing/);
    const badHead = controlled();
    badHead.send(`{"sourceLocale":7,"files":[${JSON.stringify(file('de'))}]}`);
    badHead.end();
    await expect(badHead.client.pullStream()).rejects.toThrow(/body\.sourceLocale/);
  });
});
