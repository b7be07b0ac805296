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

export function refuse(code: string, params?: RefusalParams): Refusal {
  return params === undefined ? { code } : { code, params };
}

/** Renders a refusal for logs and error messages ("bid.notHigher current=8 proposed=7"). */
export function describeRefusal(refusal: Refusal): string {
  const params = refusal.params ?? {};
  const parts = Object.entries(params).map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  return [refusal.code, ...parts].join(' ');
}
