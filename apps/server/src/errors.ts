import type { Refusal } from '@harbour/game-kit';
import type { ErrorBody } from '@harbour/protocol';
import type { z } from 'zod';

/**
 * An error a caller can act on: a stable code, a sentence a person can read, the HTTP status it
 * maps to, and for refused moves the game's own reason ({ code, params }). Messages never contain
 * credentials or other secrets.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly refusal?: Refusal,
    /** More for the caller to act on (for example the seats still free after a lost join race). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  toJSON(): ErrorBody {
    return { ...(this.details ?? {}), code: this.code, message: this.message, ...(this.refusal ? { refusal: this.refusal } : {}) };
  }
}

export type { ErrorBody };

export const errors = {
  badRequest: (message: string) => new AppError(400, 'request.invalid', message),
  tooLarge: (limit: number) => new AppError(413, 'request.tooLarge', `The request body is larger than ${limit} bytes.`),
  rateLimited: () => new AppError(429, 'request.rateLimited', 'Too many requests; please wait a moment.'),
  originForbidden: () => new AppError(403, 'origin.forbidden', 'This origin may not use the API.'),
  notFound: (what = 'This resource') => new AppError(404, 'notFound', `${what} does not exist.`),
  matchNotFound: () => new AppError(404, 'match.notFound', 'There is no such match.'),
  gameUnknown: (name: string) => new AppError(400, 'game.unknown', `There is no game called "${name.slice(0, 40)}".`),
  unauthorized: () => new AppError(403, 'auth.invalid', 'The credentials for this seat are wrong or missing.'),
  unavailable: () => new AppError(503, 'server.unavailable', 'The server cannot reach its database right now; please try again.'),
  internal: () => new AppError(500, 'server.error', 'Something went wrong on the server.'),
};

/** A schema's first complaint about a message, as `path: what is wrong`, for a 400's message. */
export function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return `${path === '' ? 'message' : path}: ${issue?.message ?? 'invalid'}`;
}
