import type { ParsedOptions } from './module.js';
import { refuse, type Refusal } from './refusal.js';

/**
 * Match options sent by a host are untrusted. Every game parses them the same way and refuses them
 * with the same codes: `options.notAnObject`, `options.unknown` (naming the option), and
 * `options.badValue` (naming the option and the kind expected). Nothing, null or {} mean the defaults.
 * A game without options passes empty defaults: it accepts only nothing, null or {}.
 */
/** The defaults of a game's options: every option is a boolean (an interface of booleans fits). */
export type OptionDefaults<Options> = { readonly [K in keyof Options]: boolean };

export function parseMatchOptionsWith<Options extends OptionDefaults<Options>>(defaults: Options, raw: unknown): Options | Refusal {
  if (raw === undefined || raw === null) return { ...defaults };
  if (typeof raw !== 'object' || Array.isArray(raw)) return refuse('options.notAnObject');
  const options: Record<string, boolean> = { ...defaults };
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!Object.hasOwn(defaults as object, key)) return refuse('options.unknown', { option: key.slice(0, 40) });
    if (typeof value !== 'boolean') return refuse('options.badValue', { option: key, expected: 'boolean' });
    options[key] = value;
  }
  return options as Options;
}

export function isParsedOptions<Options extends OptionDefaults<Options>>(value: Options | Refusal): value is Options {
  return !('code' in value && typeof (value as { code: unknown }).code === 'string');
}

/** The module's `parseOptions` for a game whose options are `defaults` (empty: a game without options). */
export function optionsParser<Options extends OptionDefaults<Options> = Record<never, boolean>>(defaults?: Options): (raw: unknown) => ParsedOptions {
  return (raw) => {
    const parsed = parseMatchOptionsWith<Options>(defaults ?? ({} as Options), raw);
    return isParsedOptions(parsed) ? { ok: true, options: { ...parsed } } : { ok: false, refusal: parsed };
  };
}
