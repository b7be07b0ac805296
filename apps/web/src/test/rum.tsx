import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { seededRng } from '@harbour/game-kit';
import { rumAndPiratesLocales } from '@harbour/rum-and-pirates';
import { parseMove, randomMove, rumEngine, toAction, viewFor, type RumMove, type RumState } from '@harbour/rum-and-pirates/rules';
import { LocalMatch } from '../connection/local.js';
import { EMPTY_SNAPSHOT, type MatchSnapshot } from '../connection/types.js';
import { rumAndPiratesLogLocales } from '@harbour/rum-and-pirates/log';
import de from '../games/rum-and-pirates/locales/de.json';
import en from '../games/rum-and-pirates/locales/en.json';
import { GAME_NS, UI_NS } from '../games/rum-and-pirates/words.js';
import { createI18n, registerWords, type Language } from '../i18n/index.js';

/** An i18next instance with every word the Rum & Pirates table uses. */
export function rumI18n(language: Language = 'en'): I18n {
  const i18n = createI18n(language);
  registerWords(i18n, GAME_NS, rumAndPiratesLocales);
  registerWords(i18n, UI_NS, { en: { ...en, ...rumAndPiratesLogLocales.en }, de: { ...de, ...rumAndPiratesLogLocales.de } });
  return i18n;
}

export function renderRum(ui: ReactElement, language: Language = 'en'): RenderResult & { i18n: I18n } {
  const i18n = rumI18n(language);
  return { ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>), i18n };
}

/** A Rum & Pirates match in this process over the pure rules (a seat per name). */
export function newRumMatch(seed: string | number, names: readonly string[] = ['Anne', 'Bonny']): LocalMatch<RumState, RumMove> {
  return new LocalMatch<RumState, RumMove>({ name: 'rum-and-pirates', engine: rumEngine, parse: parseMove }, names, seed);
}

/** Plays random legal moves for whoever must decide until `until` holds (throws if it never does). */
export function playUntil(match: LocalMatch<RumState, RumMove>, until: (s: RumState) => boolean, seed: string | number, limit = 5000): void {
  const rng = seededRng(seed);
  const seats = new Map<number, ReturnType<typeof match.connect>>();
  for (let i = 0; i < limit && !until(match.fullState()); i++) {
    const s = match.fullState();
    const seat = rumEngine.deciders(s)[0];
    if (seat === undefined) throw new Error('nobody to move');
    const { name, args } = toAction(randomMove(s, seat, rng));
    let connection = seats.get(seat);
    if (!connection) seats.set(seat, (connection = match.connect(String(seat))));
    void connection.makeMove(name, args);
  }
  for (const connection of seats.values()) connection.close();
  if (!until(match.fullState())) throw new Error('never reached');
}

/** A fixed view of a state for one seat (no server behind it). */
export function staticSnapshot(G: RumState, seat: number, names = ['Anne', 'Bonny']): MatchSnapshot {
  return {
    ...EMPTY_SNAPSHOT,
    status: 'online',
    gameName: 'rum-and-pirates',
    playerID: String(seat),
    G: viewFor(G, seat),
    stateID: 1,
    players: names.map((name, i) => ({ playerID: String(i), name, bot: null })),
    started: true,
  };
}
