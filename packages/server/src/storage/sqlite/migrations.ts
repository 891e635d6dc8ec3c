/**
 * Numbered schema migrations, applied in order at start. Never edit a released one: add the next.
 * Times are Unix milliseconds.
 */
export const MIGRATIONS: ReadonlyArray<{
  version: number;
  name: string;
  sql: string;
  /**
   * Runs with foreign keys off (then checked before commit): rebuilding a table that others
   * reference would otherwise cascade its DROP into them.
   */
  rebuildsTables?: true;
}> = [
  {
    version: 1,
    name: 'projects, strings, translations, nonces, phrases, machine cache',
    sql: `
      CREATE TABLE projects (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        source_locale TEXT NOT NULL,
        supported_locales TEXT NOT NULL,
        extraction TEXT NOT NULL,
        instant_translation TEXT NOT NULL,
        allowed_origins TEXT NOT NULL,
        sync_secret TEXT NOT NULL,
        previous_secret TEXT,
        previous_secret_expires_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE strings (
        id INTEGER PRIMARY KEY,
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        source_text TEXT NOT NULL,
        position INTEGER NOT NULL,
        obsolete INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL,
        UNIQUE (project_id, key)
      );
      CREATE INDEX strings_source_text ON strings (project_id, source_text);
      CREATE TABLE translations (
        string_id INTEGER NOT NULL REFERENCES strings(id) ON DELETE CASCADE,
        locale TEXT NOT NULL,
        value TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('draft', 'translated', 'approved')),
        -- The last value the repository sent for this translation (null: never sent by a push).
        repo_value TEXT,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (string_id, locale)
      );
      CREATE TABLE nonces (
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        nonce TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (project_id, nonce)
      );
      CREATE INDEX nonces_expires_at ON nonces (expires_at);
      CREATE TABLE phrases (
        id INTEGER PRIMARY KEY,
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        source_text TEXT NOT NULL,
        context TEXT NOT NULL,
        count INTEGER NOT NULL,
        locations TEXT NOT NULL,
        first_seen_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        UNIQUE (project_id, source_text, context)
      );
      CREATE TABLE machine_translations (
        provider TEXT NOT NULL,
        source_locale TEXT NOT NULL,
        target_locale TEXT NOT NULL,
        source_text TEXT NOT NULL,
        translated TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (provider, source_locale, target_locale, source_text)
      );
      CREATE TABLE pushes (
        id INTEGER PRIMARY KEY,
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        repository TEXT,
        ref TEXT,
        sha TEXT,
        summary TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'plural forms only translations have',
    sql: `
      -- A plural form a translation has and the source language lacks (items_few in ru, next to the
      -- source's items_one and items_other) is stored as a string whose plural_of names the group's
      -- source form items_other. NULL for the strings of the source file.
      ALTER TABLE strings ADD COLUMN plural_of TEXT;
    `,
  },
  {
    version: 3,
    name: 'files remembered by applied pushes (changed-only push)',
    sql: `
      -- One row per project and locale: the file the last applied push of that locale sent, by its
      -- SHA-256, so that a client can skip files the service already holds (POST /api/sync/push/state).
      CREATE TABLE pushed_files (
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        locale TEXT NOT NULL,
        path TEXT NOT NULL,
        format TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        keys INTEGER NOT NULL,
        source_locale TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (project_id, locale)
      );
    `,
  },
  {
    version: 4,
    name: 'resources: keys unique per (project, resource), remembered files per (resource, locale)',
    rebuildsTables: true,
    sql: `
      -- A resource is one source-locale file, named by its path as pushed; '' is the default
      -- resource, which holds every string stored before resources existed. SQLite cannot change a
      -- table's UNIQUE constraint, so strings is rebuilt with the same ids (translations keep theirs).
      CREATE TABLE strings_new (
        id INTEGER PRIMARY KEY,
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        resource TEXT NOT NULL DEFAULT '',
        key TEXT NOT NULL,
        source_text TEXT NOT NULL,
        position INTEGER NOT NULL,
        obsolete INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL,
        plural_of TEXT,
        UNIQUE (project_id, resource, key)
      );
      INSERT INTO strings_new (id, project_id, resource, key, source_text, position, obsolete, updated_at, plural_of)
        SELECT id, project_id, '', key, source_text, position, obsolete, updated_at, plural_of FROM strings;
      DROP TABLE strings;
      ALTER TABLE strings_new RENAME TO strings;
      CREATE INDEX strings_source_text ON strings (project_id, source_text);
      CREATE TABLE pushed_files_new (
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        resource TEXT NOT NULL DEFAULT '',
        locale TEXT NOT NULL,
        path TEXT NOT NULL,
        format TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        keys INTEGER NOT NULL,
        source_locale TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (project_id, resource, locale)
      );
      INSERT INTO pushed_files_new (project_id, resource, locale, path, format, sha256, keys, source_locale, updated_at)
        SELECT project_id, '', locale, path, format, sha256, keys, source_locale, updated_at FROM pushed_files;
      DROP TABLE pushed_files;
      ALTER TABLE pushed_files_new RENAME TO pushed_files;
    `,
  },
  {
    version: 5,
    name: 'keyless sync: trust policies for OIDC tokens, secrets off per project, how each push authenticated',
    sql: `
      -- Which OIDC tokens may sync a project (domain/trust.ts). Lists are JSON arrays; [] is no condition.
      CREATE TABLE trust_policies (
        id INTEGER PRIMARY KEY,
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        issuer TEXT NOT NULL,
        repository TEXT,
        repository_id TEXT,
        refs TEXT NOT NULL,
        environments TEXT NOT NULL,
        workflows TEXT NOT NULL,
        access TEXT NOT NULL CHECK (access IN ('push', 'pull')),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX trust_policies_project ON trust_policies (project_id);
      ALTER TABLE projects ADD COLUMN secrets_disabled INTEGER NOT NULL DEFAULT 0;
      -- JSON: {"method":"secret"} or {"method":"oidc","policyId",...}; NULL for older pushes.
      ALTER TABLE pushes ADD COLUMN auth TEXT;
    `,
  },
  {
    version: 6,
    name: 'project branches: each holds only its differences from main',
    sql: `
      -- A project branch (one per git branch) holds the strings and translations in which it differs
      -- from main; what it lacks, main's state shows through. merged_at: its pull request was merged
      -- and its translations move to main as main gets their keys.
      CREATE TABLE branches (
        id INTEGER PRIMARY KEY,
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        merged_at INTEGER,
        UNIQUE (project_id, name)
      );
      CREATE TABLE branch_strings (
        branch_id INTEGER NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
        resource TEXT NOT NULL,
        key TEXT NOT NULL,
        source_text TEXT NOT NULL,
        position INTEGER NOT NULL,
        obsolete INTEGER NOT NULL,
        plural_of TEXT,
        PRIMARY KEY (branch_id, resource, key)
      );
      -- base_value: main's value when the branch first changed the translation (NULL: main had none).
      CREATE TABLE branch_translations (
        branch_id INTEGER NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
        resource TEXT NOT NULL,
        key TEXT NOT NULL,
        locale TEXT NOT NULL,
        value TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('draft', 'translated', 'approved')),
        repo_value TEXT,
        base_value TEXT,
        PRIMARY KEY (branch_id, resource, key, locale)
      );
    `,
  },
  {
    version: 7,
    name: 'translations clustered by (string_id, locale): a WITHOUT ROWID table',
    rebuildsTables: true,
    sql: `
      -- A rowid table keyed by (string_id, locale) keeps two b-trees: the rows by rowid, and the
      -- primary key's index pointing at them. Every upsert probes and writes both, and every read by
      -- string (a push's state, a pull, the cascade from strings) goes through the index, then to the
      -- row. As a WITHOUT ROWID table the primary key is the table: one b-tree, and a string's
      -- translations sit together in it. Same columns, constraints and foreign key; nothing read
      -- translations by rowid. Rows are copied in key order, so the new b-tree is filled at its end.
      CREATE TABLE translations_new (
        string_id INTEGER NOT NULL REFERENCES strings(id) ON DELETE CASCADE,
        locale TEXT NOT NULL,
        value TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('draft', 'translated', 'approved')),
        -- The last value the repository sent for this translation (null: never sent by a push).
        repo_value TEXT,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (string_id, locale)
      ) WITHOUT ROWID;
      INSERT INTO translations_new (string_id, locale, value, status, repo_value, updated_at)
        SELECT string_id, locale, value, status, repo_value, updated_at FROM translations
        ORDER BY string_id, locale;
      DROP TABLE translations;
      ALTER TABLE translations_new RENAME TO translations;
    `,
  },
  {
    version: 8,
    name: 'translations: a repository value equal to the value is a flag, not a second copy',
    sql: `
      -- A push stores what the repository sent both as the value and as repo_value: each row held
      -- its text twice (40 % of a full push's pages, and of the rows' writing). repo_is_value = 1
      -- now says "the repository's value is value" with repo_value NULL; the flag costs no byte of
      -- payload (SQLite stores 0 and 1 in the row's header). repo_value NULL with the flag 0 still
      -- means "never sent by a push".
      ALTER TABLE translations ADD COLUMN repo_is_value INTEGER NOT NULL DEFAULT 0
        CHECK (repo_is_value = 0 OR (repo_is_value = 1 AND repo_value IS NULL));
      UPDATE translations SET repo_value = NULL, repo_is_value = 1 WHERE repo_value = value;
    `,
  },
  {
    version: 9,
    name: "resources: the path each resource's source file was last pushed from",
    sql: `
      -- Kept by every applied push to main for each resource whose source file it sent, and never
      -- forgotten as remembered files are: a push that names a new resource pushed from the path the
      -- default resource's source file came from renames the default resource (and back), so a
      -- repository going from one source file to several keeps what the service holds
      -- (domain/resource-rename.ts). Seeded from the remembered files of each project's source locale.
      CREATE TABLE resource_sources (
        project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        resource TEXT NOT NULL,
        path TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (project_id, resource)
      );
      INSERT INTO resource_sources (project_id, resource, path, updated_at)
        SELECT f.project_id, f.resource, f.path, f.updated_at
        FROM pushed_files f JOIN projects p ON p.id = f.project_id
        WHERE f.locale = p.source_locale AND f.source_locale = p.source_locale;
    `,
  },
];
