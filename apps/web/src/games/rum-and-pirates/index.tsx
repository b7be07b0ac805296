import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import gameEn from '@harbour/rum-and-pirates/locales/en.json';
import { rumAndPiratesHintLocales } from '@harbour/rum-and-pirates/hint-locales';
import { deciders, type RumState } from '@harbour/rum-and-pirates/rules';
import { onDemand, registerHintSentences, registerWords, type Language } from '../../i18n/index.js';
import type { GameTable, ReplayProps, TableProps } from '../../shared/shell/game-table.js';
import { rumAndPiratesLogLocales } from '@harbour/rum-and-pirates/log';
import en from './locales/en.json';
import { RumTable } from './Table.js';
import { GAME_NS, UI_NS } from './words.js';

// German words (the game's and the table's) are chunks of their own, fetched only for a German reader:
// the registry waits for them before the first render (preloadWords), a switch to German loads them.
const GAME_DE = onDemand(() => import('@harbour/rum-and-pirates/locales/de.json').then((m) => m.default));
const UI_DE = onDemand(() => import('./locales/de.json').then((m) => ({ ...m.default, ...rumAndPiratesLogLocales.de })));
const EN_UI = { ...en, ...rumAndPiratesLogLocales.en };

function preloadWords(language: Language): Promise<void> {
  return language === 'en' ? Promise.resolve() : Promise.all([GAME_DE.load(), UI_DE.load()]).then(() => undefined);
}

/** Registers Rum & Pirates' words (the game's own and the table's) before the first render. */
export function useRumWords(): void {
  const { i18n } = useTranslation();
  registerWords(i18n, GAME_NS, { en: gameEn, de: GAME_DE });
  registerHintSentences(i18n, GAME_NS, rumAndPiratesHintLocales);
  registerWords(i18n, UI_NS, { en: EN_UI, de: UI_DE });
}

function Table(props: TableProps) {
  useRumWords();
  return <RumTable {...props} />;
}

// The replay (and the move parser it needs) is a chunk of its own: tables never load it.
const RumReplay = lazy(() => import('./Replay.js').then((m) => ({ default: m.RumReplay })));

function Replay(props: ReplayProps) {
  useRumWords();
  return (
    <Suspense fallback={null}>
      <RumReplay {...props} />
    </Suspense>
  );
}

export const rumAndPiratesTable: GameTable = {
  preloadWords,
  Table,
  Replay,
  seatsToAct: (G) => (G && typeof G === 'object' ? deciders(G as RumState).map(String) : []),
};
