import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, type ClientMessageName } from './catalogue.js';

const ID = 'Xk3v9QpLm2Ab7Cde';

describe('the socket protocol catalogue', () => {
  it('every message names a match by its id, refuses a malformed one, extra fields and non-objects', () => {
    for (const [name, schema] of Object.entries(CLIENT_MESSAGES) as [ClientMessageName, (typeof CLIENT_MESSAGES)[ClientMessageName]][]) {
      for (const bad of [null, 'x', 7, [], { matchID: 'short' }, { matchID: `${ID}x` }]) expect(schema.safeParse(bad).success, `${name} ${JSON.stringify(bad)}`).toBe(false);
      expect(schema.safeParse({ matchID: ID, credentialsHash: 'x', extra: 1 }).success, `${name} with extra fields`).toBe(false);
    }
  });

  it('bounds what a client may send: move names and arguments, state ids, the away date, a seat', () => {
    const move = (fields: object) => CLIENT_MESSAGES.move.safeParse({ matchID: ID, stateID: 3, move: 'bid', args: [], ...fields }).success;
    expect(move({})).toBe(true);
    expect(move({ move: 'x'.repeat(65) })).toBe(false);
    expect(move({ args: Array.from({ length: 17 }, () => 0) })).toBe(false);
    expect(move({ stateID: -1 })).toBe(false);
    expect(move({ stateID: 1.5 })).toBe(false);
    expect(CLIENT_MESSAGES.takeBack.safeParse({ matchID: ID, stateID: 'x' }).success).toBe(false);
    expect(CLIENT_MESSAGES.away.safeParse({ matchID: ID, until: 'tomorrow' }).success).toBe(false);
    expect(CLIENT_MESSAGES.handOver.safeParse({ matchID: ID, playerID: '01', agree: true }).success).toBe(false);
    expect(CLIENT_MESSAGES.hint.safeParse({ matchID: ID, playerID: '1' }).success).toBe(false);
    expect(CLIENT_MESSAGES.join.parse({ matchID: ID })).toEqual({ matchID: ID });
    expect(CLIENT_MESSAGES.move.parse({ matchID: ID, stateID: 0, move: 'pass' })).toEqual({ matchID: ID, stateID: 0, move: 'pass', args: [] });
  });
});
