import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import gameEn from '@harbour/port-royal/locales/en.json';
import { portRoyalHintLocales } from '@harbour/port-royal/hint-locales';
import { deciders, type PortRoyalState } from '@harbour/port-royal/rules';
import { onDemand, registerHintSentences, registerWords, type Language } from '../../i18n/index.js';
import type { GameTable, ReplayProps, TableProps } from '../../shared/shell/game-table.js';
import { portRoyalLogLocales } from '@harbour/port-royal/log';
import en from './locales/en.json';
import { PortRoyalTable } from './Table.js';
import { GAME_NS, UI_NS } from './words.js';
import './port-royal.css';

// German words (the game's and the table's) are chunks of their own, fetched only for a German reader:
// the registry waits for them before the first render (preloadWords), a switch to German loads them.
const GAME_DE = onDemand(() => import('@harbour/port-royal/locales/de.json').then((m) => m.default));
const UI_DE = onDemand(() => import('./locales/de.json').then((m) => ({ ...m.default, ...portRoyalLogLocales.de })));
const EN_UI = { ...en, ...portRoyalLogLocales.en };

function preloadWords(language: Language): Promise<void> {
  return language === 'en' ? Promise.resolve() : Promise.all([GAME_DE.load(), UI_DE.load()]).then(() => undefined);
}

/** Registers Port Royal's words (the game's own and the table's) before the first render. */
export function usePortRoyalWords(): void {
  const { i18n } = useTranslation();
  registerWords(i18n, GAME_NS, { en: gameEn, de: GAME_DE });
  registerHintSentences(i18n, GAME_NS, portRoyalHintLocales);
  registerWords(i18n, UI_NS, { en: EN_UI, de: UI_DE });
}

function Table(props: TableProps) {
  usePortRoyalWords();
  return <PortRoyalTable {...props} />;
}

// The replay is a chunk of its own: tables never load it.
const PortRoyalReplay = lazy(() => import('./Replay.js').then((m) => ({ default: m.PortRoyalReplay })));

function Replay(props: ReplayProps) {
  usePortRoyalWords();
  return (
    <Suspense fallback={null}>
      <PortRoyalReplay {...props} />
    </Suspense>
  );
}

export const portRoyalTable: GameTable = {
  preloadWords,
  Table,
  Replay,
  seatsToAct: (G) => (G && typeof G === 'object' ? deciders(G as PortRoyalState).map(String) : []),
};
