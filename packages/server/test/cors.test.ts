import { describe, expect, it } from 'vitest';
import { setup } from './helpers.ts';

const ALLOWED = 'https://app.example';
const OTHER = 'https://evil.example';

async function restricted() {
  return setup({
    project: {
      allowedOrigins: [ALLOWED, 'https://admin.example'],
      extraction: { extractPhrases: true },
      instantTranslation: { enabled: true },
    },
  });
}

const batch = { projectKey: 'demo', phrases: [{ sourceText: 'Hello' }] };

describe('origin allowlist', () => {
  it('refuses a browser batch-extract from another origin with a 403 the page can read', async () => {
    const env = await restricted();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      headers: { origin: OTHER },
      payload: batch,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('origin_not_allowed');
    // The key is in the body, read after CORS is decided: `*`, which any page can read.
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).not.toContain(ALLOWED);
    expect(res.body).not.toContain('admin.example');
    expect(await env.storage.listPhrases(env.project.id)).toEqual([]);
  });

  it('takes batch-extract from an allowed origin and from servers (no Origin header)', async () => {
    const env = await restricted();
    const browser = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      headers: { origin: ALLOWED },
      payload: batch,
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['access-control-allow-origin']).toBe('*');
    const server = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: batch,
    });
    expect(server.statusCode).toBe(200);
  });

  it('refuses the GETs from another origin with a readable 403, and lets a preflight through to it', async () => {
    const env = await restricted();
    for (const url of ['/api/v1/projects/key/demo', '/api/v1/translate/demo/de']) {
      const res = await env.app.inject({ method: 'GET', url, headers: { origin: OTHER } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('origin_not_allowed');
      expect(res.headers['access-control-allow-origin']).toBe(OTHER);
      expect(res.headers.vary).toContain('Origin');
      const allowed = await env.app.inject({ method: 'GET', url, headers: { origin: ALLOWED } });
      expect(allowed.statusCode).toBe(200);
    }
    const preflight = await env.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/translate/instant',
      headers: {
        origin: OTHER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-project-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    const instant = await env.app.inject({
      method: 'POST',
      url: '/api/v1/translate/instant',
      headers: { origin: OTHER, 'x-project-key': 'demo' },
      payload: { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' },
    });
    expect(instant.statusCode).toBe(403);
    expect(instant.headers['access-control-allow-origin']).toBe(OTHER);
    expect(instant.body).not.toContain(ALLOWED);
  });

  it('refuses an OPTIONS without Origin or method with the JSON error body, naming the headers', async () => {
    const env = await setup({ project: {} });
    const res = await env.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/translate/instant',
      headers: { origin: OTHER },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ location: 'headers.access-control-request-method', message: 'required' }],
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers any origin with * when the project has no allowlist', async () => {
    const env = await setup({ project: { extraction: { extractPhrases: true } } });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      headers: { origin: OTHER },
      payload: batch,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
