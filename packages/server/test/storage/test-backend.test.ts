import { afterAll, describe, expect, it } from 'vitest';
import { newProject } from './contract.ts';
import { dropTestSchemas, openTestStorage, testBackend } from './test-backend.ts';

afterAll(() => dropTestSchemas());

describe(`the server tests' storage (${testBackend()}, from TEST_STORAGE)`, () => {
  it('opens a fresh, empty storage each time', async () => {
    const a = await openTestStorage();
    const b = await openTestStorage();
    try {
      await a.createProject(newProject(), 1);
      expect(await b.listProjects()).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
