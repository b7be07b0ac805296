// DATABASE_URL=… npx tsx apps/server/bench/order-reads.ts
// What reading a match's standing orders after each commit costs, per read, with 200 matches each
// reading once per round (spread over the event loop, as commits are): one statement per read, as
// before, against OrderStore, which sends the reads that arrive together as one statement. CPU of
// this process (the server's side) and of the PostgreSQL backends, three times each, alternating.
import { migrate, loadMigrations, openPostgres, OrderStore, dropPostgresSchema } from '@harbour/storage';
import { DatabaseCpu } from './harness.js';
const url = process.env.DATABASE_URL as string;
const schema = `bench_orders${process.pid}`;
const db = await openPostgres({ url, schema, max: 10 });
await migrate(db, loadMigrations());
const store = new OrderStore(db);
const one = (matchID: string) => db.query(`SELECT player_id, body, language, version, set_at FROM seat_orders WHERE match_id = $1::text ORDER BY player_id`, [matchID]);
const ids = Array.from({ length: 200 }, (_, i) => `m${String(i).padStart(15, '0')}`);
const dbCpu = new DatabaseCpu(url);
async function run(name: string, read: (id: string) => Promise<unknown>) {
  for (let w = 0; w < 20; w++) await Promise.all(ids.map(read));
  const d0 = await dbCpu.sample(); const c0 = process.cpuUsage();
  const rounds = 100;
  // 200 matches, each reading after its move: reads arrive spread over the event loop, not all at once.
  for (let r = 0; r < rounds; r++) await Promise.all(ids.map((id, i) => new Promise((res) => setImmediate(() => void read(id).then(res)))));
  const c = process.cpuUsage(c0); const d1 = await dbCpu.sample();
  const n = rounds * ids.length;
  console.log(`${name}: client ${((c.user + c.system) / n).toFixed(1)} µs/read, PostgreSQL ${((DatabaseCpu.between(d0, d1) ?? NaN) * 1e6 / n).toFixed(1)} µs/read`);
}
for (let k = 0; k < 3; k++) { await run('one statement per read', one); await run('OrderStore (batched)', (id) => store.orders(id)); }
await dbCpu.close(); await db.close(); await dropPostgresSchema(url, schema); process.exit(0);
