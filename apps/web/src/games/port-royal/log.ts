import { eventText as packageEventText, logLines as packageLogLines } from '@harbour/port-royal/log';
import type { GameEvent } from '@harbour/port-royal/rules';
import type { LogLine } from '../../shared/GameLog.js';
import type { T } from './words.js';

/**
 * The game log in plain sentences: the game package writes them (the server's turn notices tell
 * the same sentences); here with the table's i18next `t`.
 */
export function logLines(t: T, language: string, events: readonly GameEvent[], names: readonly string[]): LogLine[] {
  return packageLogLines(t, language, events, names);
}

export function eventText(t: T, language: string, event: GameEvent, names: readonly string[]): string {
  return packageEventText(t, language, event, names);
}
