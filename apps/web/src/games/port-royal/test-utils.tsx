import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { seededRng, type Rng } from '@harbour/game-kit';
import { portRoyalLocales } from '@harbour/port-royal/locales';
import {
  applyMove,
  createGame,
  deciders,
  parseMove,
  portRoyalEngine,
  randomMove,
  type MatchOptions,
  type PortRoyalMove,
  type PortRoyalState,
} from '@harbour/port-royal/rules';
import { LocalMatch } from '../../connection/local.js';
import { createI18n, registerWords, type Language } from '../../i18n/index.js';
import { portRoyalLogLocales } from '@harbour/port-royal/log';
import de from './locales/de.json';
import en from './locales/en.json';
import { GAME_NS, UI_NS } from './words.js';

/** Test helpers for the Port Royal table: its words, matches in the browser, states reached by play. */
export function prI18n(language: Language = 'en'): I18n {
  const i18n = createI18n(language);
  registerWords(i18n, GAME_NS, portRoyalLocales);
  registerWords(i18n, UI_NS, { en: { ...en, ...portRoyalLogLocales.en }, de: { ...de, ...portRoyalLogLocales.de } });
  return i18n;
}

export function renderPr(ui: ReactElement, language: Language = 'en'): RenderResult & { i18n: I18n } {
  const i18n = prI18n(language);
  return { ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>), i18n };
}

/** A match over the pure rules in this browser, starting from `state` (or a fresh seeded game). */
export function localMatch(names: readonly string[], seed: string, state?: PortRoyalState): LocalMatch<PortRoyalState, PortRoyalMove> {
  const engine = state ? { ...portRoyalEngine, setup: () => structuredClone(state) } : portRoyalEngine;
  return new LocalMatch<PortRoyalState, PortRoyalMove>({ name: 'port-royal', engine, parse: parseMove }, names, seed);
}

/** Plays random legal moves from a fresh game until `until` holds; returns the state (and the rng used). */
export function playUntil(
  players: number,
  seed: string,
  until: (s: PortRoyalState) => boolean,
  choose?: (s: PortRoyalState, seat: number, rng: Rng) => PortRoyalMove,
  options?: MatchOptions,
): PortRoyalState {
  const rng = seededRng(seed);
  let s = createGame(players, rng, options);
  for (let i = 0; i < 20_000 && !until(s); i++) {
    const seat = deciders(s)[0];
    if (seat === undefined) break;
    s = applyMove(s, seat, choose ? choose(s, seat, rng) : randomMove(s, seat, rng), rng);
  }
  if (!until(s)) throw new Error(`never reached (seed ${seed})`);
  return s;
}
