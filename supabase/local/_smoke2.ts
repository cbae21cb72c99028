import { openPglite } from './db/pglite.ts';
let t = performance.now();
const db = await openPglite('memory', { log: console.log });
console.log('open', performance.now() - t);
await db.transaction((tx) => tx.exec('create table t (x int); insert into t values (1)'));
const timed = async (label: string, ms: number, sql: string) => {
  const t0 = performance.now();
  try { const r = await db.transaction((tx) => tx.query(sql), { statementTimeoutMs: ms }); console.log(label, 'ok', (performance.now() - t0).toFixed(0), JSON.stringify(r).slice(0, 80)); }
  catch (e) { console.log(label, 'err', (performance.now() - t0).toFixed(0), (e as Error).message); }
};
await timed('warm', 0, 'select * from t');
await timed('slow', 1000, 'select count(*) from generate_series(1, 300000000)');
for (let i = 0; i < 5; i++) await timed('after' + i, 0, 'select * from t');
await db.close();
