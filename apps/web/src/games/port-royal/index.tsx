import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { portRoyalHintLocales, portRoyalLocales } from '@harbour/port-royal/locales';
import { registerHintSentences } from '../../hints/words.js';
import { deciders, type PortRoyalState } from '@harbour/port-royal/rules';
import { registerWords } from '../../i18n/index.js';
import type { GameTable, ReplayProps, TableProps } from '../types.js';
import { portRoyalLogLocales } from '@harbour/port-royal/log';
import de from './locales/de.json';
import en from './locales/en.json';
import { PortRoyalTable } from './Table.js';
import { GAME_NS, UI_NS } from './words.js';
import './port-royal.css';

/** Registers Port Royal's words (the game's own and the table's) before the first render. */
export function usePortRoyalWords(): void {
  const { i18n } = useTranslation();
  registerWords(i18n, GAME_NS, portRoyalLocales);
  registerHintSentences(i18n, GAME_NS, portRoyalHintLocales);
  registerWords(i18n, UI_NS, { en: { ...en, ...portRoyalLogLocales.en }, de: { ...de, ...portRoyalLogLocales.de } });
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
  Table,
  Replay,
  seatsToAct: (G) => (G && typeof G === 'object' ? deciders(G as PortRoyalState).map(String) : []),
};
