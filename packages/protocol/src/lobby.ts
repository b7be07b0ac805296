/** How fast the computer plays a seat: about 0.5 s, 2 s or 5 s per decision. */
export const BOT_PACES = ['quick', 'normal', 'slow'] as const;
export type BotPace = (typeof BOT_PACES)[number];

/** The formats a match's group channel (one webhook for the whole table) can be posted in. */
export const GROUP_FORMATS = ['discord', 'slack', 'matrix', 'json'] as const;
export type GroupFormat = (typeof GROUP_FORMATS)[number];

export function isBotPace(value: unknown): value is BotPace {
  return typeof value === 'string' && (BOT_PACES as readonly string[]).includes(value);
}

export function isGroupFormat(value: unknown): value is GroupFormat {
  return typeof value === 'string' && (GROUP_FORMATS as readonly string[]).includes(value);
}
