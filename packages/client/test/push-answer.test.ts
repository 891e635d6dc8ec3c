import { describe, expect, it } from 'vitest';
import { InvalidResponseError, SyncClient } from '../src/index.ts';
import type { PushFileSource } from '../src/push-body.ts';

const plan = (locale: string, created: number, extra: Record<string, unknown> = {}) => ({
  locale,
  created: Array.from({ length: created }, (_, i) => `k${i}`),
  updated: ['u1', 'u2', 'u3'],
  obsolete: [],
  kept: ['p1', 'p2', 'p3'],
  ignored: ['x1', 'x2', 'x3'],
  unchanged: 4,
  ...extra,
});

const answer = {
  dryRun: false,
  files: 3,
  locales: ['en', 'de', 'fr'],
  keys: { created: 12, updated: 9, unchanged: 12, obsolete: 0, kept: 9, ignored: 9 },
  plan: [plan('en', 10), plan('de', 2, { resource: 'app' }), plan('fr', 0)],
  // A member after the plan is read too.
  resources: [{ resource: '', keys: 10, inPush: true }],
};

/** A client whose server answers `text`, in chunks of `size` bytes (values cut at any byte); `seen` gets each request's headers. */
function clientAnswering(text: string, size = 7, seen: Headers[] = []): SyncClient {
  const fetch = (async (_url: string, init?: RequestInit) => {
    seen.push(new Headers(init?.headers));
    const bytes = Buffer.from(text, 'utf8');
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(new Uint8Array(bytes.subarray(at, at + size)));
        at += size;
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return new SyncClient({
    apiUrl: 'http://sync.test/api/v1',
    projectKey: 'demo-app',
    secret: 's',
    fetch,
    retry: { maxAttempts: 1 },
  });
}

const source: PushFileSource = {
  contentBytes: 2,
  async *files() {
    yield { locale: 'en', path: 'en.json', format: 'json', content: '{}' };
  },
};

describe('SyncClient.pushStream answer', () => {
  it('reads the answer locale by locale into the same value as the whole answer', async () => {
    const got = await clientAnswering(JSON.stringify(answer)).pushStream(source);
    expect(got).toEqual(answer);
  });

  it('keeps the first listKeys keys of created, updated and obsolete, with their counts', async () => {
    const got = await clientAnswering(JSON.stringify(answer, null, 2), 5).pushStream(source, { listKeys: 2 });
    expect(got.keys).toEqual(answer.keys);
    expect(got.resources).toEqual(answer.resources);
    expect(got.plan).toEqual([
      {
        ...plan('en', 10),
        created: ['k0', 'k1'],
        updated: ['u1', 'u2'],
        counts: { created: 10, updated: 3, obsolete: 0 },
      },
      {
        ...plan('de', 2, { resource: 'app' }),
        updated: ['u1', 'u2'],
        counts: { created: 2, updated: 3, obsolete: 0 },
      },
      { ...plan('fr', 0), updated: ['u1', 'u2'], counts: { created: 0, updated: 3, obsolete: 0 } },
    ]);
    // Kept and ignored keys are listed whole (the reports count them from the lists).
    expect(got.plan.map((p) => p.ignored)).toEqual([
      answer.plan[0]?.ignored,
      ['x1', 'x2', 'x3'],
      ['x1', 'x2', 'x3'],
    ]);
  });

  it('asks the server for the first listKeys keys (x-sync-list-keys), and asks nothing without listKeys', async () => {
    const seen: Headers[] = [];
    await clientAnswering(JSON.stringify(answer), 7, seen).pushStream(source, { listKeys: 50 });
    await clientAnswering(JSON.stringify(answer), 7, seen).pushStream(source);
    // A count the header cannot carry is not sent: the answer is then cut as it is read.
    await clientAnswering(JSON.stringify(answer), 7, seen).pushStream(source, { listKeys: 2.5 });
    expect(seen.map((h) => h.get('x-sync-list-keys'))).toEqual(['50', null, null]);
  });

  it("keeps the server's counts of a plan it already cut", async () => {
    // Cut by the server to its first 3 keys, then by the client to 2: the counts stay the server's.
    const cut = {
      ...answer,
      plan: [
        { ...plan('en', 3), updated: ['u1'], counts: { created: 10, updated: 3, obsolete: 0 } },
        plan('fr', 0),
      ],
    };
    const got = await clientAnswering(JSON.stringify(cut)).pushStream(source, { listKeys: 2 });
    expect(got.plan).toEqual([
      { ...plan('en', 2), updated: ['u1'], counts: { created: 10, updated: 3, obsolete: 0 } },
      { ...plan('fr', 0), updated: ['u1', 'u2'], counts: { created: 0, updated: 3, obsolete: 0 } },
    ]);
  });

  it('leaves a locale within listKeys as it is, without counts', async () => {
    const got = await clientAnswering(JSON.stringify(answer)).pushStream(source, { listKeys: 10 });
    expect(got.plan).toEqual(answer.plan);
  });

  it('refuses an answer cut short, a missing plan and a locale of the wrong shape', async () => {
    const text = JSON.stringify(answer);
    const cut = await clientAnswering(text.slice(0, text.length - 20))
      .pushStream(source)
      .catch((e: unknown) => e);
    expect(cut).toBeInstanceOf(InvalidResponseError);
    expect((cut as Error).message).toMatch(/cut short/);

    const { plan: _plan, ...noPlan } = answer;
    const missing = await clientAnswering(JSON.stringify(noPlan))
      .pushStream(source)
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(InvalidResponseError);
    expect((missing as Error).message).toMatch(/body\.plan/);

    const bad = { ...answer, plan: [plan('en', 1), { locale: 'de', created: 'all' }] };
    const wrong = await clientAnswering(JSON.stringify(bad))
      .pushStream(source)
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(InvalidResponseError);
    expect((wrong as Error).message).toMatch(/body\.plan\[1\]\.created/);
  });
});
