import { useEffect, useMemo, useState } from 'react';
import { seededRng } from '@harbour/game-kit';
import { grogEngine, parseMove, randomMove, toAction, stageOf, type GrogMove, type GrogState } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../platform/turns.js';
import { LocalMatch } from '../connection/local.js';
import { useMatchSnapshot } from '../connection/use-connection.js';
import type { MatchConnection } from '../connection/types.js';
import { ConnectionBanner } from '../shared/ConnectionBanner.js';
import { useGameTable } from './use-game-table.js';

/**
 * Development only (/dev/grog-island?players=3&seed=7): a whole match in this browser over the
 * pure rules, one seat at a time (hot seat), with a button that plays a random legal move for the
 * seat shown. No server involved; loaded as a chunk of its own.
 */
export default function DevPage({ gameName }: { gameName: string }) {
  const { t } = useTranslation();
  usePageTitle(`dev · ${gameName}`);
  const params = new URLSearchParams(window.location.search);
  const players = Math.min(4, Math.max(2, Number(params.get('players') ?? 2) || 2));
  const seed = params.get('seed') ?? 'dev';
  const match = useMemo(
    () => new LocalMatch<GrogState, GrogMove>({ name: 'grog-island', engine: grogEngine, parse: parseMove }, ['Anne', 'Bonny', 'Calico', 'Drake'].slice(0, players), seed),
    [players, seed],
  );
  const [seat, setSeat] = useState<string | null>('0');
  const [connection, setConnection] = useState<MatchConnection | null>(null);
  useEffect(() => {
    const c = match.connect(seat);
    setConnection(c);
    return () => c.close();
  }, [match, seat]);
  const [online, setOnline] = useState(true);
  const rng = useMemo(() => seededRng(`${seed}-random`), [seed]);
  const load = useGameTable(gameName);

  const playRandom = (n: number) => {
    for (let i = 0; i < n; i++) {
      const state = match.fullState();
      const who = grogEngine.deciders(state)[0];
      if (who === undefined || stageOf(state, who) === null) return;
      const action = toAction(randomMove(state, who, rng));
      void match.connect(String(who)).makeMove(action.name, action.args);
    }
  };

  return (
    <main id="main" className="page table-page" tabIndex={-1}>
      <header className="table-header">
        <h1>Dev table · {gameName}</h1>
        <div className="actions dev-bar">
          {match.players.map((p) => (
            <button key={p.playerID} type="button" aria-pressed={seat === p.playerID} onClick={() => setSeat(p.playerID)}>
              {p.name}
            </button>
          ))}
          <button type="button" aria-pressed={seat === null} onClick={() => setSeat(null)}>
            {t('table.watching')}
          </button>
          <button type="button" onClick={() => playRandom(1)}>
            random move
          </button>
          <button type="button" onClick={() => playRandom(25)}>
            25 random moves
          </button>
          <button
            type="button"
            aria-pressed={!online}
            onClick={() => {
              match.setOnline(!online);
              setOnline(!online);
            }}
          >
            offline
          </button>
        </div>
      </header>
      {connection ? <DevTable connection={connection} load={load} /> : null}
    </main>
  );
}

function DevTable({ connection, load }: { connection: MatchConnection; load: ReturnType<typeof useGameTable> }) {
  const snapshot = useMatchSnapshot(connection);
  return (
    <>
      <ConnectionBanner snapshot={snapshot} onRetry={() => connection.reconnect()} />
      {load.state === 'ready' ? <load.table.Table snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} /> : <p>…</p>}
    </>
  );
}
