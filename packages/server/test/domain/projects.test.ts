import { afterEach, describe, expect, it } from 'vitest';
import {
  adminView,
  createProject,
  ProjectSettingsError,
  publicSettings,
  updateProject,
} from '../../src/domain/projects.ts';
import { openSqliteStorage } from '../../src/storage/sqlite.ts';
import { T0 } from '../helpers.ts';

const opened: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

function storage() {
  const s = openSqliteStorage(':memory:');
  opened.push(s);
  return s;
}

describe('projects (domain)', () => {
  it('keeps the source locale supported on create (first) and on every update', async () => {
    const s = storage();
    const created = await createProject(s, { key: 'p', sourceLocale: 'en', locales: ['de', 'en', 'fr'] }, T0);
    expect(created.supportedLocales).toEqual(['en', 'de', 'fr']);
    const dropped = await updateProject(s, created, { supportedLocales: ['de', 'fr'] }, T0 + 1);
    expect(dropped.supportedLocales).toEqual(['en', 'de', 'fr']);
    const moved = await updateProject(s, dropped, { sourceLocale: 'pt_BR' }, T0 + 2);
    expect(moved.sourceLocale).toBe('pt-BR');
    expect(moved.supportedLocales).toEqual(['pt-BR', 'en', 'de', 'fr']);
  });

  it('refuses an unknown extraction mode and a batch size over the protocol limit, naming what is allowed', async () => {
    const s = storage();
    await expect(
      createProject(
        s,
        { key: 'p', sourceLocale: 'en', locales: [], extraction: { extractionMode: 'bogus' } },
        T0,
      ),
    ).rejects.toThrow(new ProjectSettingsError('extraction mode "bogus" is not one of source'));
    const project = await createProject(s, { key: 'q', sourceLocale: 'en', locales: [] }, T0);
    await expect(updateProject(s, project, { instantTranslation: { batchSize: 51 } }, T0)).rejects.toThrow(
      'batch size must be 1 to 50, got 51',
    );
    expect((await s.getProject('q'))?.instantTranslation.batchSize).toBe(50);
  });

  it('shows the public view without secrets or origins, and the admin view with ISO 8601 dates', async () => {
    const s = storage();
    const project = await createProject(
      s,
      { key: 'p', sourceLocale: 'en', locales: ['de'], allowedOrigins: ['https://a.example'] },
      T0,
    );
    expect(Object.keys(publicSettings(project)).sort()).toEqual([
      'extraction',
      'instantTranslation',
      'sourceLocale',
      'supportedLocales',
    ]);
    const view = adminView(project);
    expect(JSON.stringify(view)).not.toContain(project.syncSecret);
    expect(view).toMatchObject({
      allowedOrigins: ['https://a.example'],
      createdAt: new Date(T0).toISOString(),
      updatedAt: new Date(T0).toISOString(),
    });
  });
});
