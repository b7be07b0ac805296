import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real server for the end-to-end run: started from its TypeScript sources (tsx), on a free
 * port, with its in-memory storage, serving the web client built in apps/web/dist.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The seed of the servers' matches and computers in this run (empty: the cryptographic source). */
export const E2E_SEED = process.env.E2E_SEED ?? 'harbour-e2e';

/**
 * `root` (default: this checkout) is the checkout whose server runs, from its own sources, serving
 * its own built client (a checkout of another commit, with its node_modules and apps/web/dist).
 * E2E_WEB_DIST=<folder> serves another build of the client (one built beside a run in progress).
 */
export async function startServer(env: Record<string, string> = {}, root = ROOT): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      STORAGE: 'memory',
      LOG_LEVEL: 'warn',
      WEB_DIST: process.env.E2E_WEB_DIST ?? `${root}apps/web/dist`,
      BOT_DELAY_MS: '0',
      // Reviews after matches share the bot thread: only the review run (e2e/review.ts) turns them on.
      REVIEWS: 'false',
      // The same dice, shuffles and computer choices in every run (a miss found once is found again);
      // E2E_SEED=<word> plays other games, E2E_SEED= (empty) new ones each time.
      ...(E2E_SEED ? { HARBOUR_TEST_SEED: E2E_SEED } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
