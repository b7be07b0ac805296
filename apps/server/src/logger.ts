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
