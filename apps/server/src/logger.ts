import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs on stdout. Anything that could carry a secret is redacted by path, and
 * the code never logs request bodies or socket payloads.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'harbour-server' },
    redact: {
      paths: ['credentials', '*.credentials', 'token', '*.token', 'req.headers.authorization', 'req.headers.cookie', 'webhook', '*.webhook'],
      censor: '[redacted]',
    },
  });
}

/**
 * What is logged of an error: its message, code and stack only. Database errors carry the query's
 * parameters (states, metadata) as properties; those never reach the logs.
 */
export function errInfo(error: unknown): { message: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { message: error.message, ...(typeof code === 'string' ? { code } : {}), ...(error.stack ? { stack: error.stack } : {}) };
}
