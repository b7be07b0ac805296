import type Router from '@koa/router';
import { z } from 'zod';
import { errors } from '../errors.js';
import { readJson } from '../http/body.js';
import type { TestClock } from '../clock.js';
import type { AsyncPlay } from './play.js';

const Advance = z.strictObject({ advanceMs: z.int().min(0).max(365 * 86_400_000) });

/**
 * `POST /test/clock { advanceMs }`: moves the test clock forward and runs what fell due at once
 * (deadlines and reminders, then the notices due).
 * Registered only when the server was started with the test clock (never in production).
 */
export function testClockRoutes(router: Router, clock: TestClock, asyncPlay: AsyncPlay | null, maxBodyBytes: number, delivery: { deliverDue(): Promise<number> } | null = null): void {
  router.post('/test/clock', async (ctx) => {
    const parsed = Advance.safeParse(await readJson(ctx, maxBodyBytes));
    if (!parsed.success) throw errors.badRequest('body: { advanceMs: milliseconds }');
    const now = clock.advance(parsed.data.advanceMs);
    await asyncPlay?.settled();
    await asyncPlay?.tick();
    await asyncPlay?.settled();
    await delivery?.deliverDue();
    ctx.body = { now: new Date(now).toISOString() };
  });
}
