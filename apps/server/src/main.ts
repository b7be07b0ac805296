import { loadConfig } from './config.js';
import { createLogger, errInfo, routeConsole } from './logger.js';
import { startServer } from './server.js';

/** The server process: configuration from the environment, graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  // Libraries' console output (boardgame.io's refused moves among it) as bounded log entries.
  routeConsole(log);
  process.on('unhandledRejection', (error) => log.error({ err: errInfo(error) }, 'unhandled rejection'));
  const server = await startServer({ config, logger: log, ...(process.env.METRICS_TOKEN ? { metricsToken: process.env.METRICS_TOKEN } : {}) });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    // A clean stop takes well under a second; a stuck one is ended before a supervisor's usual 10 s.
    const force = setTimeout(() => {
      log.error('stop took longer than 5 s: exiting');
      process.exit(1);
    }, 5_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: errInfo(error) }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
