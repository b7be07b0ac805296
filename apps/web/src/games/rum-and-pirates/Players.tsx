import { tileById } from '@harbour/rum-and-pirates/data';
import { deciders, scorePlayer, stageOf, type RumState } from '@harbour/rum-and-pirates/rules';
import { useTranslation } from 'react-i18next';
import { SeatPlayerPanel, type PlayersProps } from '../../shared/PlayerPanel.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { lastMoveClass } from '../../shared/last-move/use-last-move.js';
import { statHelp } from './help.js';
import { useChanged } from './last-move.js';
import { InlineIcon, type IconName } from './icons.js';
import { TileChip, TileRow } from './Tiles.js';
import { GAME_NS, UI_NS, term } from './words.js';

/**
 * Every player's flag: coins (secret: only your own), pirates in hand and at the hiring place, rum
 * barrels, the tiles under the flag, how many secret tiles they hold, and where they are in the round.
 */
export function Players({ G, names, letters, seat }: PlayersProps<RumState>) {
  const { t } = useTranslation();
  const waiting = new Set(deciders(G));
  return (
    <section className="players" aria-label={t(`${UI_NS}:players`)}>
      {G.players.map((p, i) => {
        const stage = stageOf(G, i);
        const active = waiting.has(i);
        const row = G.mast.findIndex((r) => r.seat === i);
        const status = G.result?.winners.includes(i)
          ? t(`${UI_NS}:winner`)
          : G.status === 'action'
            ? p.inAction
              ? undefined
              : row >= 0
                ? t(`${UI_NS}:onBoard`, { row: row + 1 })
                : t(`${UI_NS}:outOfRound`)
            : undefined;
        return (
          <SeatPlayerPanel
            key={i}
            seat={i}
            viewer={seat}
            names={names}
            letters={letters}
            active={active}
            activeLabel={stage ? t(`${UI_NS}:toAct.${stage}`) : t(`${UI_NS}:toPlay`)}
            youLabel={t(`${UI_NS}:you`)}
            status={status}
            stats={[
              { key: 'coins', label: term(t, 'coins'), value: p.coins < 0 ? <span aria-label={t(`${UI_NS}:secret`)}>?</span> : p.coins, icon: <StatIcon name="coin" mark={`stat:${i}:coins`} help={statHelp(t, 'coins', p.coins)} /> },
              { key: 'hand', label: term(t, 'hand'), value: p.hand, icon: <StatIcon name="pirate" mark={`stat:${i}:hand`} help={statHelp(t, 'hand', p.hand)} /> },
              { key: 'hiring', label: term(t, 'hiringPlace'), value: p.hiring, icon: <StatIcon name="hiring" mark={`stat:${i}:hiring`} help={statHelp(t, 'hiring', p.hiring)} /> },
              { key: 'rum', label: term(t, 'rumBarrels'), value: p.rum, icon: <StatIcon name="rum" mark={`stat:${i}:rum`} help={statHelp(t, 'rum', p.rum)} /> },
            ]}
          >
            <TileRow tiles={p.tiles} label={t(`${UI_NS}:tilesUnderFlag`, { player: names[i] ?? '' })} />
            {seat !== i && G.status === 'over' && (p.supplies.length > 0 || p.rendezvous.length > 0) ? (
              // The end: every secret tile face up (the server reveals them with the result).
              <div className="revealed-secrets" data-testid={`revealed-${i}`}>
                <p className="player-note">{t(`${UI_NS}:secretsRevealed`)}</p>
                <TileRow tiles={[...p.supplies, ...p.rendezvous].filter((id) => id >= 0)} label={t(`${UI_NS}:secretsOf`, { player: names[i] ?? '' })} />
              </div>
            ) : seat !== i && (p.supplies.length > 0 || p.rendezvous.length > 0) ? (
              <p className="player-note">
                {t(`${UI_NS}:secretTiles`, { supplies: p.supplies.length, rendezvous: p.rendezvous.length })}
              </p>
            ) : null}
            {G.startPlayer === i ? (
              <p className="player-note">
                <InlineIcon name="flag" size={16} /> {term(t, 'startPlayer')}
              </p>
            ) : null}
          </SeatPlayerPanel>
        );
      })}
    </section>
  );
}

/** A figure's picture at the flag, explaining the figure (help in place). */
function StatIcon({ name, help, mark }: { name: IconName; help: string; mark: string }) {
  const changed = useChanged();
  return (
    <span className={lastMoveClass(changed, mark, 'stat-help')} {...helpProps(help)}>
      <InlineIcon name={name} size={18} />
    </span>
  );
}

/** Your own secret tiles (supplies, rendezvous not yet kept) and your points so far. */
export function MyTiles({ G, seat }: { G: RumState; seat: number }) {
  const { t } = useTranslation();
  const p = G.players[seat];
  if (!p) return null;
  const score = scorePlayer(p, seat);
  const best = new Map<string, number>();
  for (const id of p.supplies) {
    const tile = tileById(id);
    const key = tile.supply ?? '';
    const current = best.get(key);
    if (current === undefined || tileById(current).value < tile.value) best.set(key, id);
  }
  return (
    <section className="my-tiles" aria-label={t(`${UI_NS}:yourSecrets`)}>
      <h2 className="panel-title">{t(`${UI_NS}:yourSecrets`)}</h2>
      <h3>{t(`${GAME_NS}:tile.supplies`)}</h3>
      {p.supplies.length > 0 ? (
        <ul className="tile-row">
          {p.supplies.map((id) => (
            <li key={id}>
              <TileChip tile={id} note={[...best.values()].includes(id) ? t(`${UI_NS}:scores`) : t(`${UI_NS}:doesNotScore`)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t(`${UI_NS}:noneYet`)}</p>
      )}
      <h3>{t(`${UI_NS}:openRendezvous`)}</h3>
      {p.rendezvous.length > 0 ? (
        <ul className="tile-row rendezvous-list">
          {p.rendezvous.map((id) => (
            <li key={id}>
              <TileChip tile={id} /> <span>{t(`${GAME_NS}:destination.${tileById(id).destination ?? ''}`)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t(`${UI_NS}:noneYet`)}</p>
      )}
      <p className="points-so-far">{t(`${UI_NS}:pointsSoFar`, { points: score.total, count: score.total })}</p>
    </section>
  );
}
