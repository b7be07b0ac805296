import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import gameEn from '@harbour/grog-island/locales/en.json';
import { grogIslandHintLocales } from '@harbour/grog-island/hint-locales';
import { deciders, type GrogState } from '@harbour/grog-island/rules';
import { onDemand, registerHintSentences, registerWords, type Language } from '../../i18n/index.js';
import type { GameTable, ReplayProps, TableProps } from '../../shared/shell/game-table.js';
import { grogIslandLogLocales } from '@harbour/grog-island/log';
import en from './locales/en.json';
import { grogHintDetail } from './hint-detail.js';
import { GrogTable } from './Table.js';
import { GAME_NS, UI_NS } from './words.js';

// German words (the game's and the table's) are chunks of their own, fetched only for a German reader:
// the registry waits for them before the first render (preloadWords), a switch to German loads them.
const GAME_DE = onDemand(() => import('@harbour/grog-island/locales/de.json').then((m) => m.default));
const UI_DE = onDemand(() => import('./locales/de.json').then((m) => ({ ...m.default, ...grogIslandLogLocales.de })));
const EN_UI = { ...en, ...grogIslandLogLocales.en };

function preloadWords(language: Language): Promise<void> {
  return language === 'en' ? Promise.resolve() : Promise.all([GAME_DE.load(), UI_DE.load()]).then(() => undefined);
}

/** Registers Grog Island's words (the game's own and the table's) before the first render. */
function useGrogWords(): void {
  const { i18n } = useTranslation();
  registerWords(i18n, GAME_NS, { en: gameEn, de: GAME_DE });
  registerHintSentences(i18n, GAME_NS, grogIslandHintLocales);
  registerWords(i18n, UI_NS, { en: EN_UI, de: UI_DE });
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
  preloadWords,
  Table,
  Replay,
  seatsToAct: (G) => (G && typeof G === 'object' ? deciders(G as GrogState).map(String) : []),
  hintDetail: grogHintDetail,
};
