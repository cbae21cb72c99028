/**
 * `node supabase/local/migrate.ts [--seed]`: prepares the PostgreSQL at DATABASE_URL the way the
 * local server does — Supabase roles, the auth schema subset, pending migrations (and the seed on
 * a brand-new database with --seed) — then exits. scripts/pgtap.sh uses it before pg_prove.
 */
import { SUPABASE_DIR } from './config.ts';
import { openPostgres } from './db/postgres.ts';
import { prepareDatabase } from './db/setup.ts';

const url = process.env.DATABASE_URL;
if (url === undefined || url === '') {
  console.error('Set DATABASE_URL to the PostgreSQL database to prepare.');
  process.exit(2);
}
const db = openPostgres(url);
try {
  const report = await prepareDatabase(db, {
    migrationsDir: `${SUPABASE_DIR}migrations`,
    seedFile: process.argv.includes('--seed') ? `${SUPABASE_DIR}seed.sql` : undefined,
  });
  console.log(
    report.applied.length === 0
      ? 'Migrations: up to date'
      : `Migrations applied: ${report.applied.join(', ')}`,
  );
} catch (e) {
  console.error('Preparing the database failed:', e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await db.close();
}
