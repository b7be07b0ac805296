/**
 * A rule refusal is data, not an exception: a stable code the UI translates,
 * plus the numbers or names that make the sentence concrete.
 *   { code: 'bid.notHigher', params: { current: 8, proposed: 7 } }
 */
export type RefusalParams = Record<string, string | number | boolean | readonly (string | number)[]>;

export interface Refusal {
  readonly code: string;
  readonly params?: RefusalParams;
}

/**
 * The refusals game-kit gives on a game's behalf (`parseMoveArgs`, `explainRawMove`), with the names of
 * their parameters: every game's locales word them too.
 */
export const KIT_REFUSALS = {
  'player.unknown': [],
  'move.unknown': ['move'],
  'move.badArgs': ['move', 'field', 'issue'],
} as const satisfies Record<string, readonly string[]>;

export const KIT_REFUSAL_CODES = Object.keys(KIT_REFUSALS) as (keyof typeof KIT_REFUSALS)[];

export function refuse(code: string, params?: RefusalParams): Refusal {
  return params === undefined ? { code } : { code, params };
}

/** Renders a refusal for logs and error messages ("bid.notHigher current=8 proposed=7"). */
export function describeRefusal(refusal: Refusal): string {
  const params = refusal.params ?? {};
  const parts = Object.entries(params).map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  return [refusal.code, ...parts].join(' ');
}
