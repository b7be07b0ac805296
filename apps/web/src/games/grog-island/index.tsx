import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { grogIslandHintLocales, grogIslandLocales } from '@harbour/grog-island/locales';
import { registerHintSentences } from '../../hints/words.js';
import { deciders, type GrogState } from '@harbour/grog-island/rules';
import { registerWords } from '../../i18n/index.js';
import type { GameTable, ReplayProps, TableProps } from '../types.js';
import { grogIslandLogLocales } from '@harbour/grog-island/log';
import de from './locales/de.json';
import en from './locales/en.json';
import { grogHintDetail } from './hint-detail.js';
import { GrogTable } from './Table.js';
import { GAME_NS, UI_NS } from './words.js';

/** Registers Grog Island's words (the game's own and the table's) before the first render. */
function useGrogWords(): void {
  const { i18n } = useTranslation();
  registerWords(i18n, GAME_NS, grogIslandLocales);
  registerHintSentences(i18n, GAME_NS, grogIslandHintLocales);
  registerWords(i18n, UI_NS, { en: { ...en, ...grogIslandLogLocales.en }, de: { ...de, ...grogIslandLogLocales.de } });
}

function Table(props: TableProps) {
  useGrogWords();
  return <GrogTable {...props} />;
}

// The replay (and the move parser it needs) is a chunk of its own: tables never load it.
const GrogReplay = lazy(() => import('./Replay.js').then((m) => ({ default: m.GrogReplay })));

function Replay(props: ReplayProps) {
  useGrogWords();
  return (
    <Suspense fallback={null}>
      <GrogReplay {...props} />
    </Suspense>
  );
}

export const grogIslandTable: GameTable = {
  Table,
  Replay,
  seatsToAct: (G) => (G && typeof G === 'object' ? deciders(G as GrogState).map(String) : []),
  hintDetail: grogHintDetail,
};
