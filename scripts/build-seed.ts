/** `npm run seed:build`: rewrites supabase/seed.sql from the generators (scripts/lib/seed.ts). */
import { writeFileSync } from 'node:fs';

import { buildSeedSql } from './lib/seed.ts';

writeFileSync('supabase/seed.sql', buildSeedSql());
console.log('supabase/seed.sql written.');
