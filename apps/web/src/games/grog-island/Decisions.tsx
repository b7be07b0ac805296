import { useState } from 'react';
import { BUILDINGS, COLOURS, GOAL_CARDS_KEPT, treasureValue, type Building, type Colour } from '@harbour/grog-island/data';
import { checkMove, claimCandidates, freeBuildingsOn, legalPayments, type GrogState, type Task } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../i18n/index.js';
import { DecisionFoot, Dialog } from '../../shared/Dialog.js';
import { GoalCardFace, TreasureCardFace } from './Cards.js';
import { InlineIcon } from './icons.js';
import { GAME_NS, UI_NS, breakableBuildingWord, buildingTypeWord, colourWord, goodsWord, refusalText } from './words.js';
import type { GrogMove } from '@harbour/grog-island/rules';
import './cards.css';
import { useWideLayout } from '../../shared/shell/use-wide-layout.js';

type Send = (move: GrogMove) => void;

interface DecisionProps {
  G: GrogState;
  seat: number;
  send: Send;
  busy: boolean;
}

/** Setup: keep 4 of the 6 goal cards dealt and take one goods tile; secret until everyone has chosen. */
export function SetupChoice({ G, seat, send, busy }: DecisionProps) {
  const { t, i18n } = useTranslation();
  const wide = useWideLayout();
  const setup = G.players[seat]?.setup;
  const [keep, setKeep] = useState<number[]>([]);
  const [goods, setGoods] = useState<Colour | null>(null);
  if (!setup) return null;
  const move: GrogMove = { type: 'chooseSetup', keep, goods: goods ?? 'yellow' };
  const refusal = goods === null ? null : checkMove(G, seat, move);
  const ready = goods !== null && refusal === null;
  // Nothing chosen yet: what is to do, not a refusal in red.
  const untouched = keep.length === 0 && goods === null;
  const toggle = (card: number) => setKeep((k) => (k.includes(card) ? k.filter((c) => c !== card) : k.length < GOAL_CARDS_KEPT ? [...k, card] : k));
  const cardChoice = (
    <fieldset className="card-choice">
      <legend>{t(`${UI_NS}:keepGoalCards`, { chosen: keep.length, required: GOAL_CARDS_KEPT })}</legend>
      {setup.dealt.map((card) => (
        <button key={card} type="button" className="card-button" aria-pressed={keep.includes(card)} onClick={() => toggle(card)} disabled={!keep.includes(card) && keep.length >= GOAL_CARDS_KEPT}>
          <GoalCardFace card={card} />
        </button>
      ))}
    </fieldset>
  );
  // Seen as the decision comes, at every size (e2e/layout.ts checks `data-first-sight`): on phones the
  // one row of tiles comes first, above the goal cards (under them it lay under Confirm at 360×740).
  const goodsChoice = (
    <fieldset className="goods-choice" data-first-sight="">
      <legend>{t(`${UI_NS}:chooseGoodsTile`)}</legend>
      {COLOURS.map((colour) => (
        <button key={colour} type="button" className={`goods-button tinted-${colour}`} aria-pressed={goods === colour} onClick={() => setGoods(colour)}>
          <InlineIcon name={`goods.${colour}`} size={26} />
          <span>{goodsWord(t, colour)}</span>
        </button>
      ))}
    </fieldset>
  );
  return (
    // The title is said, not shown: the legends say it (wide, the status line too), and shown it pushed the
    // goods tiles under the sticky foot (1366×768 in German with Chat open, under a teaching card, 360×740).
    <Dialog className="setup-choice" title={t(`${GAME_NS}:stage.chooseSetup`)} titleShown={false}>
      {wide ? cardChoice : goodsChoice}
      {wide ? goodsChoice : cardChoice}
      <DecisionFoot
        status={
          <p className={ready ? 'refusal ok' : untouched ? 'refusal todo' : 'refusal'} role="status">
            {untouched
              ? t(`${UI_NS}:setupStart`, { required: GOAL_CARDS_KEPT })
              : refusal
              ? refusalText(t, i18n.language, refusal)
              : keep.length !== GOAL_CARDS_KEPT
                ? refusalText(t, i18n.language, { code: 'setup.keepCount', params: { required: GOAL_CARDS_KEPT, chosen: keep.length } })
                : goods === null
                  ? t(`${UI_NS}:chooseGoodsTileFirst`)
                  : t(`${UI_NS}:setupReady`)}
          </p>
        }
      >
        <button type="button" className="primary" disabled={busy || !ready || keep.length !== GOAL_CARDS_KEPT} onClick={() => send(move)}>
          {t(`${UI_NS}:confirmSetup`)}
        </button>
      </DecisionFoot>
    </Dialog>
  );
}

/** Keep one of the goal cards drawn at the goal ship, or discard one after the goal-card cloud. */
export function GoalCardPick({ G, seat, send, busy, mode }: DecisionProps & { mode: 'keep' | 'discard' }) {
  const { t } = useTranslation();
  const task = G.tasks[0];
  const cards = mode === 'keep' ? (task?.kind === 'keepGoalCard' ? task.drawn : []) : (G.players[seat]?.goalCards ?? []);
  return (
    <Dialog className="goal-pick" title={t(`${GAME_NS}:stage.${mode === 'keep' ? 'keepGoalCard' : 'discardGoalCard'}`)}>
      <p className="hint">{t(`${UI_NS}:${mode === 'keep' ? 'keepHint' : 'discardHint'}`)}</p>
      <div className="card-choice">
        {cards.map((card) => (
          <button
            key={card}
            type="button"
            className="card-button"
            disabled={busy}
            onClick={() => send(mode === 'keep' ? { type: 'keepGoalCard', card } : { type: 'discardGoalCard', card })}
            aria-label={`${t(`${UI_NS}:${mode === 'keep' ? 'keepThis' : 'discardThis'}`)}`}
          >
            <GoalCardFace card={card} />
          </button>
        ))}
      </div>
    </Dialog>
  );
}

/** Paying the winning bid: every distinct legal payment, or refusing (and gaining nothing). */
export function PayChoice({ G, seat, send, busy }: DecisionProps) {
  const { t, i18n } = useTranslation();
  const task = G.tasks[0];
  if (task?.kind !== 'pay') return null;
  const player = G.players[seat];
  const options = legalPayments(G, seat, task.bid);
  return (
    <Dialog className="pay-choice" title={<>{t(`${GAME_NS}:stage.pay`)}: {task.bid}</>}>
      <p className="hint">{t(`${UI_NS}:payHint`, { coins: player?.coins ?? 0, count: player?.coins ?? 0, bid: task.bid })}</p>
      {options.length === 0 ? <p className="refusal">{refusalText(t, i18n.language, { code: 'pay.notEnough', params: { bid: task.bid, coins: player?.coins ?? 0, cards: (player?.treasureCards ?? []).reduce((s, c) => s + treasureValue(c), 0) } })}</p> : null}
      <div className="pay-options">
        {options.map((option, i) => {
          const value = option.treasureCards.reduce((s, c) => s + treasureValue(c), 0);
          const change = Math.max(0, value - task.bid);
          return (
            <button key={i} type="button" className="pay-option" disabled={busy} onClick={() => send({ type: 'pay', ...option })}>
              <span className="pay-cards">
                {option.treasureCards.map((card) => (
                  <TreasureCardFace key={card} card={card} />
                ))}
              </span>
              <span>
                {option.treasureCards.length === 0
                  ? t(`${UI_NS}:payCoins`, { coins: option.coins, count: option.coins })
                  : t(`${UI_NS}:payCardsAndCoins`, { cards: formatList(i18n.language, option.treasureCards.map((c) => String(treasureValue(c)))), coins: option.coins, count: option.coins })}
                {change > 0 ? ` ${t(`${UI_NS}:payChange`, { coins: change })}` : ''}
              </span>
            </button>
          );
        })}
      </div>
      <div className="actions">
        <button type="button" className="danger" disabled={busy} onClick={() => send({ type: 'refusePayment' })}>
          {t(`${UI_NS}:refusePayment`)}
        </button>
      </div>
    </Dialog>
  );
}

/** The buildings a task lets the player choose now (claim, lock, ghost crew member). */
export function buildingCandidates(G: GrogState, task: Task | undefined): number[] {
  if (task?.kind === 'claim') return claimCandidates(G, task);
  if (task?.kind === 'lock' || task?.kind === 'ghostCrew') return freeBuildingsOn(G, task.peninsula);
  return [];
}

export function buildingMove(task: Task | undefined, index: number): GrogMove | null {
  const building = (BUILDINGS[index] as Building).id;
  if (task?.kind === 'claim') return { type: 'claimBuilding', building };
  if (task?.kind === 'lock') return { type: 'placeLock', building };
  if (task?.kind === 'ghostCrew') return { type: 'placeGhostCrew', building };
  return null;
}

/** Claim, lock or ghost crew: the highlighted buildings on the board, also listed here as buttons. */
export function BuildingPick({ G, seat, send, busy }: DecisionProps) {
  const { t, i18n } = useTranslation();
  const wide = useWideLayout();
  const task = G.tasks[0];
  if (task?.kind !== 'claim' && task?.kind !== 'lock' && task?.kind !== 'ghostCrew') return null;
  const candidates = buildingCandidates(G, task);
  const peninsulas = task.kind === 'claim' && task.via === 'auction' ? task.peninsulas : [task.peninsula];
  const where = formatList(i18n.language, peninsulas.map((p) => colourWord(t, p)), 'disjunction');
  const stage = task.kind;
  const list = (
    <div className="building-list">
      {candidates.map((index) => {
        const b = BUILDINGS[index] as Building;
        const move = buildingMove(task, index);
        return (
          <button key={b.id} type="button" className={`building-button tinted-${b.peninsula}`} disabled={busy || move === null} onClick={() => move && send(move)} data-building={b.id}>
            <InlineIcon name={b.type} size={24} />
            <span>
              {breakableBuildingWord(t, b.type)} <small>({colourWord(t, b.peninsula)})</small>
            </span>
          </button>
        );
      })}
    </div>
  );
  return (
    <Dialog className="building-pick" title={t(`${GAME_NS}:stage.${stage}`)}>
      <p className="hint">
        {t(`${UI_NS}:pickBuildingHint.${stage}`, { peninsula: where })}
        {task.kind === 'claim' && task.via === 'auction' && task.claimedType ? ` ${t(`${UI_NS}:notSameType`, { type: buildingTypeWord(t, task.claimedType) })}` : ''}
      </p>
      {wide ? (
        list
      ) : (
        // On a phone the buildings on offer are chosen on the board above the bar; the list stays one tap away, so the bar leaves the board in view.
        <details className="building-list-more">
          <summary>{t(`${UI_NS}:buildingListSummary`, { count: candidates.length })}</summary>
          {list}
        </details>
      )}
      {task.kind === 'claim' && task.via === 'auction' ? (
        <div className="actions">
          <button type="button" className="quiet" disabled={busy} onClick={() => send({ type: 'skipClaims' })}>
            {t(`${UI_NS}:skipClaims`)}
          </button>
        </div>
      ) : null}
      <p className="hint">{t(`${UI_NS}:playerCrewLeft`, { count: G.players[seat]?.crew ?? 0 })}</p>
    </Dialog>
  );
}
