// The fake GitHub behind msw: every request the Octokit client sends through fetch reaches the
// fake's model, which records it; an unknown route answers 404, and a request elsewhere fails.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { FakeGitHub } from '../../../test/support/fake-github.ts';
import { createGitHubClient, type GitHubClient } from '../src/github/client.ts';

/** A GitHub Enterprise Server address, so the tests show GITHUB_API_URL is honoured. */
export const API_URL = 'https://ghe.example.com/api/v3';

/** Starts msw for the test file; `use(fake)` routes the API to a fresh fake. */
export function mswGitHub(): { use: (fake: FakeGitHub) => GitHubClient } {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    use(fake) {
      server.use(
        http.all(`${API_URL}/*`, async ({ request }) => {
          const answer = fake.handle(
            request.method,
            new URL(request.url),
            await request.text(),
            request.headers.get('authorization') ?? undefined,
          );
          return HttpResponse.json(answer.body as never, { status: answer.status });
        }),
      );
      return createGitHubClient({ token: 'ghs_test_token', apiUrl: API_URL, fetch: globalThis.fetch });
    },
  };
}

export { FakeGitHub };
