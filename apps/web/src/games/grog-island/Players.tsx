import type { ReactNode } from 'react';
import { COLOURS } from '@harbour/grog-island/data';
import { deciders, stageOf, type GrogState } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { SeatPlayerPanel, type PlayersProps } from '../../shared/PlayerPanel.js';
import { ParrotCardFace, TreasureCardFace, GoalCardFace } from './Cards.js';
import { InlineIcon } from './icons.js';
import { GAME_NS, UI_NS, goodsWord } from './words.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { goalCardHelp, parrotCardHelp, treasureCardHelp } from './help.js';
import './cards.css';

export { LOG_MARK_SIZE, SeatMark } from '../../shared/SeatMark.js';

/** Every player's public state: coins, pirate points, crew, goods, card counts, passed or bidding, whose turn. */
export function Players({ G, names, letters, seat }: PlayersProps<GrogState>) {
  const { t } = useTranslation();
  const waiting = new Set(deciders(G));
  return (
    <section className="players" aria-label={t(`${UI_NS}:players`)}>
      {G.players.map((p, i) => {
        const status =
          G.result?.winners.includes(i)
            ? t(`${UI_NS}:winner`)
            : G.status === 'auction' && G.auction.step === 'bidding'
              ? G.auction.passed[i]
                ? t(`${UI_NS}:passed`)
                : t(`${UI_NS}:bidding`)
              : G.status === 'setup'
                ? waiting.has(i)
                  ? t(`${UI_NS}:choosing`)
                  : t(`${UI_NS}:chosen`)
                : undefined;
        const stage = stageOf(G, i);
        const active = waiting.has(i) && G.status !== 'setup';
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
            status={active && stage === 'bid' ? undefined : status}
            stats={[
              { key: 'coins', label: t(`${GAME_NS}:term.coins`), value: p.coins, icon: <InlineIcon name="coin" size={18} /> },
              { key: 'pp', label: t(`${GAME_NS}:term.piratePoints`), value: p.piratePoints, icon: <InlineIcon name="piratePoint" size={18} /> },
              { key: 'crew', label: t(`${UI_NS}:crewLeft`), value: p.crew, icon: <InlineIcon name="crew" size={18} /> },
              { key: 'treasure', label: t(`${GAME_NS}:term.treasureCards`), value: p.treasureCards.length, icon: <InlineIcon name="treasureCard" size={18} /> },
              { key: 'parrot', label: t(`${GAME_NS}:term.parrotCards`), value: p.parrotCards.length, icon: <InlineIcon name="parrotCard" size={18} /> },
              { key: 'goal', label: t(`${GAME_NS}:term.goalCards`), value: p.goalCards.length, icon: <InlineIcon name="goalCard" size={18} /> },
            ]}
          >
            <ul className="goods-stock small" aria-label={t(`${GAME_NS}:term.goodsTiles`)}>
              {COLOURS.map((c) => (
                <li key={c} className={p.goods[c] === 0 ? 'none' : undefined}>
                  <InlineIcon name={`goods.${c}`} size={16} label={goodsWord(t, c)} />
                  <span>{p.goods[c]}</span>
                </li>
              ))}
            </ul>
            {G.auction.startPlayer === i && G.status !== 'setup' ? (
              <p className="player-note">
                <InlineIcon name="flag" size={16} /> {t(`${GAME_NS}:term.startingPlayer`)}
              </p>
            ) : null}
          </SeatPlayerPanel>
        );
      })}
      {G.ghost ? (
        <p className="ghost-note">
          <InlineIcon name="ghost" size={18} /> {t(`${UI_NS}:ghostCrewLeft`, { count: G.ghost.crew })}
        </p>
      ) : null}
    </section>
  );
}

/** The cards of this browser's seat (secret to the others): goal cards, treasure values, parrot cards. */
export function Hand({ G, seat }: { G: GrogState; seat: number }) {
  const { t } = useTranslation();
  const p = G.players[seat];
  if (!p) return null;
  const goal = p.goalCards.filter((c) => c >= 0);
  const treasure = p.treasureCards.filter((c) => c >= 0);
  const parrot = p.parrotCards.filter((c) => c >= 0);
  return (
    <section className="hand" aria-label={t(`${UI_NS}:yourHand`)}>
      <h2 className="panel-title">{t(`${UI_NS}:yourHand`)}</h2>
      <CardList title={t(`${GAME_NS}:term.goalCards`)} cards={goal} face={(c) => <GoalCardFace card={c} />} help={(c) => goalCardHelp(t, c)} empty={t(`${UI_NS}:noneYet`)} />
      <CardList title={t(`${GAME_NS}:term.treasureCards`)} cards={treasure} face={(c) => <TreasureCardFace card={c} />} help={(c) => treasureCardHelp(t, c)} empty={t(`${UI_NS}:noneYet`)} />
      <CardList title={t(`${GAME_NS}:term.parrotCards`)} cards={parrot} face={(c) => <ParrotCardFace card={c} />} help={(c) => parrotCardHelp(t, c)} empty={t(`${UI_NS}:noneYet`)} />
    </section>
  );
}

/** One kind of card in the hand under its heading, or a note that there is none yet. */
function CardList({ title, cards, face, help, empty }: { title: string; cards: readonly number[]; face(card: number): ReactNode; help(card: number): string; empty: string }) {
  return (
    <>
      <h3>{title}</h3>
      {cards.length > 0 ? (
        <ul className="card-row">
          {cards.map((c) => (
            <li key={c} className="hand-card" {...helpProps(help(c))}>
              {face(c)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{empty}</p>
      )}
    </>
  );
}
