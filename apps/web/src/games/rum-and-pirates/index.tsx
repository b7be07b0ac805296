import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { rumAndPiratesHintLocales, rumAndPiratesLocales } from '@harbour/rum-and-pirates';
import { registerHintSentences } from '../../hints/words.js';
import { deciders, type RumState } from '@harbour/rum-and-pirates/rules';
import { registerWords } from '../../i18n/index.js';
import type { GameTable, ReplayProps, TableProps } from '../types.js';
import { rumAndPiratesLogLocales } from '@harbour/rum-and-pirates/log';
import de from './locales/de.json';
import en from './locales/en.json';
import { RumTable } from './Table.js';
import { GAME_NS, UI_NS } from './words.js';

/** Registers Rum & Pirates' words (the game's own and the table's) before the first render. */
export function useRumWords(): void {
  const { i18n } = useTranslation();
  registerWords(i18n, GAME_NS, rumAndPiratesLocales);
  registerHintSentences(i18n, GAME_NS, rumAndPiratesHintLocales);
  registerWords(i18n, UI_NS, { en: { ...en, ...rumAndPiratesLogLocales.en }, de: { ...de, ...rumAndPiratesLogLocales.de } });
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
  Table,
  Replay,
  seatsToAct: (G) => (G && typeof G === 'object' ? deciders(G as RumState).map(String) : []),
};
