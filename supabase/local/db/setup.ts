import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';

const BOOTSTRAP_SQL = new URL('./bootstrap.sql', import.meta.url);
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/** What {@link prepareDatabase} did, for the start-up log. */
export interface SetupReport {
  applied: string[];
  /** True when no migration had ever been applied: a brand-new database. */
  fresh: boolean;
  seeded: boolean;
}

/**
 * Recreates the Supabase platform pieces, applies `migrationsDir/*.sql` that are not yet in
 * supabase_migrations.schema_migrations (each in its own transaction, in file-name order), and
 * runs `seedFile` once on a brand-new database. Everything runs as the session user (the
 * database superuser), as the Supabase CLI does.
 */
export async function prepareDatabase(
  db: Database,
  opts: { migrationsDir: string; seedFile?: string | undefined },
): Promise<SetupReport> {
  const bootstrap = await readFile(BOOTSTRAP_SQL, 'utf8');
  await db.transaction((tx) => tx.exec(bootstrap));

  const done = await db.transaction((tx) =>
    tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
  );
  const doneVersions = new Set(done.map((r) => r.version));
  const files = (await readdir(opts.migrationsDir)).filter((f) => MIGRATION_FILE.test(f)).sort();

  const applied: string[] = [];
  for (const file of files) {
    const [, version = '', name = ''] = MIGRATION_FILE.exec(file) ?? [];
    if (doneVersions.has(version)) continue;
    const sql = await readFile(join(opts.migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        name,
      ]);
    });
    applied.push(file);
  }

  const fresh = doneVersions.size === 0;
  let seeded = false;
  if (fresh && opts.seedFile !== undefined) {
    const seed = await readFile(opts.seedFile, 'utf8');
    await db.transaction((tx) => tx.exec(seed));
    seeded = true;
  }
  return { applied, fresh, seeded };
}
