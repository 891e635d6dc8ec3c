// Keyless sync: the client sends an OIDC token as Authorization: Bearer instead of a signature, with
// a fresh nonce and timestamp on every try.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeSyncError, HttpError, SyncClient } from '../src/index.ts';

const API = 'http://sync.test/api/v1';
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln';
const pullAnswer = {
  sourceLocale: 'en',
  files: [{ locale: 'de', format: 'json', content: '{}\n', keys: 0 }],
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('SyncClient with an OIDC token', () => {
  it('sends the token on every try with a new nonce and no signature', async () => {
    const seen: Array<Record<string, string | null>> = [];
    server.use(
      http.get(`${API}/api/sync/pull`, ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          signature: request.headers.get('x-sync-signature'),
          nonce: request.headers.get('x-sync-nonce'),
          key: request.headers.get('x-project-key'),
          ts: request.headers.get('x-sync-ts'),
        });
        return seen.length === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(pullAnswer);
      }),
    );
    const client = new SyncClient({
      apiUrl: API,
      projectKey: 'demo',
      idToken: TOKEN,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });
    await client.pull();
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request).toMatchObject({ authorization: `Bearer ${TOKEN}`, signature: null, key: 'demo' });
      expect(request.ts).toMatch(/^[0-9]{10}$/);
      expect(request.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(seen[0]?.nonce).not.toBe(seen[1]?.nonce);
  });

  it('takes exactly one of secret and idToken', () => {
    expect(() => new SyncClient({ apiUrl: API, projectKey: 'demo' })).toThrow(
      'exactly one of secret and idToken',
    );
    expect(() => new SyncClient({ apiUrl: API, projectKey: 'demo', secret: 's', idToken: TOKEN })).toThrow(
      'exactly one of secret and idToken',
    );
  });

  it('explains a refused token with the server message', async () => {
    server.use(
      http.get(`${API}/api/sync/pull`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'token_not_trusted',
              message: 'the token\'s ref claim ("refs/heads/x") is not trusted by project demo',
            },
          },
          { status: 403 },
        ),
      ),
    );
    const client = new SyncClient({ apiUrl: API, projectKey: 'demo', idToken: TOKEN });
    const err = await client.pull().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(describeSyncError(err)).toContain("OIDC token not trusted by the project: the token's ref claim");
  });
});
