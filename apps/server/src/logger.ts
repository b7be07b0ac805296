import { inspect } from 'node:util';
import { pino, type Logger } from 'pino';

/** The longest string a log line carries in one field (longer ones are cut, saying how much was left out). */
export const LOG_FIELD_MAX = 1024;
const LOG_ITEMS_MAX = 50;
const LOG_DEPTH_MAX = 6;

/**
 * Structured JSON logs on stdout, one line per entry: every string escaped by JSON and bounded
 * (LOG_FIELD_MAX per field, the message included), so no input can write a second line or a line
 * of unbounded length. Anything that could carry a secret is redacted by path, and the code never
 * logs request bodies or socket payloads.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'harbour-server' },
    redact: {
      paths: ['credentials', '*.credentials', 'token', '*.token', 'req.headers.authorization', 'req.headers.cookie', 'webhook', '*.webhook'],
      censor: '[redacted]',
    },
    formatters: { log: (object) => bounded(object, 0) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? boundedText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}

/** A string of at most LOG_FIELD_MAX characters, saying how many were left out. */
export function boundedText(text: string): string {
  return text.length <= LOG_FIELD_MAX ? text : `${text.slice(0, LOG_FIELD_MAX)}… [${text.length - LOG_FIELD_MAX} more characters]`;
}

/** A value to log with its strings, arrays, objects and depth bounded. */
function bounded(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return boundedText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= LOG_DEPTH_MAX) return '[nested too deep]';
  if (Array.isArray(value)) {
    const items = value.slice(0, LOG_ITEMS_MAX).map((item) => bounded(item, depth + 1));
    if (value.length > LOG_ITEMS_MAX) items.push(`[${value.length - LOG_ITEMS_MAX} more items]`);
    return items;
  }
  if (value instanceof Error) return errInfo(value);
  const out: Record<string, unknown> = {};
  let fields = 0;
  for (const [key, item] of Object.entries(value)) {
    if (++fields > LOG_ITEMS_MAX) {
      out['[more fields]'] = Object.keys(value).length - LOG_ITEMS_MAX;
      break;
    }
    out[boundedText(key)] = bounded(item, depth + 1);
  }
  return out;
}

/**
 * Sends what libraries print on the console through the log instead of raw to stdout/stderr.
 * boardgame.io prints every refused move as `ERROR: invalid move: <name> args: <args>`, its
 * arguments as the sender wrote them (a newline in one would start a line of its own, 60 KB of
 * them 60 KB of log): those become one bounded debug entry (the server answers the refusal
 * itself); anything else a warning, bounded too.
 */
export function routeConsole(log: Logger): void {
  const write = (fallback: 'info' | 'warn') => (...args: unknown[]) => {
    const text = args
      .map((arg) => (typeof arg === 'string' ? arg.slice(0, LOG_FIELD_MAX + 1) : inspect(arg, { depth: 2, maxArrayLength: 20, maxStringLength: LOG_FIELD_MAX, breakLength: Infinity })))
      .join(' ');
    if (/^ERROR: invalid move/.test(text)) log.debug({ source: 'boardgame.io', text }, 'move refused by the game');
    else log[fallback]({ source: 'console', text }, 'console output');
  };
  console.error = write('warn');
  console.warn = write('warn');
  console.log = write('info');
  console.info = write('info');
  console.debug = write('info');
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
