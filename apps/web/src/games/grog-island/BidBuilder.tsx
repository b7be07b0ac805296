import { useState } from 'react';
import type { Colour } from '@harbour/grog-island/data';
import { checkMove, goodsForPassing, potentialCoinStock, type GrogState, type ParrotPlay } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../i18n/index.js';
import { DecisionFoot, Dialog } from '../../shared/Dialog.js';
import { AuctionArea } from './AuctionArea.js';
import { cheapestBid, draftDice, draftRewards, draftTotal, parrotKinds, parrotPlays, setParrot, shiftDie, startDraft, toggleDie, type BidDraft } from './bid-draft.js';
import { InlineIcon } from './icons.js';
import { COLOUR_STYLES } from './theme.js';
import { goodsList } from './log.js';
import { bidSummary } from './bid-summary.js';
import './BidBuilder.css';
import { GAME_NS, UI_NS, colourWord, parrotText, refusalText } from './words.js';

interface BidBuilderProps {
  G: GrogState;
  seat: number;
  onBid(bid: { row: Colour[]; parrots: ParrotPlay[] }): void;
  onPass(): void;
  /** No move can be sent now (offline, or a move is on its way). */
  busy?: boolean;
  /** Pieces the last move of another seat changed (marked). */
  changed?: ReadonlySet<string> | null;
  /** The seats' names (the summary says who may end the game). */
  names?: readonly string[];
}

/**
 * Building a bid: dice move between their goods spaces and the bidding row by click, tap or
 * keyboard; the total, what winning would bring and, while the bid is not allowed, the rule that
 * forbids it (the engine's own reason) are shown live. Parrot cards are played here too.
 */
export function BidBuilder({ G, seat, onBid, onPass, busy = false, changed = null, names = [] }: BidBuilderProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraftState] = useState<BidDraft>(() => startDraft(G));
  // Until the player changes the row or a parrot card, what is to do, not a refusal in red.
  const [touched, setTouched] = useState(false);
  const setDraft = (next: BidDraft | ((d: BidDraft) => BidDraft)) => {
    setTouched(true);
    setDraftState(next);
  };
  const dice = draftDice(G, draft);
  const total = draftTotal(G, draft);
  const plays = parrotPlays(draft);
  const refusal = checkMove(G, seat, { type: 'bid', row: draft.row, parrots: plays });
  const passRefusal = checkMove(G, seat, { type: 'pass' });
  const player = G.players[seat];
  const potential = player ? potentialCoinStock(player) : 0;
  const opening = G.auction.bidder === null;
  const rewards = draftRewards(draft.row);
  const turned = new Set<Colour>();
  for (const kind of parrotKinds(player?.parrotCards ?? [])) if (kind.colour && draft.parrots.has(kind.card)) turned.add(kind.colour);
  const passGoods = goodsForPassing(G);
  const language = i18n.language;
  const summary = bidSummary(t, language, G, seat, draft.row, total, names);

  const rewardParts: string[] = [];
  if (rewards.claims.length > 0) rewardParts.push(t(`${UI_NS}:winClaims`, { count: rewards.claims.length, peninsulas: formatList(language, rewards.claims.map((c) => colourWord(t, c))) }));
  if (rewards.piratePoints > 0) rewardParts.push(t(`${UI_NS}:winPiratePoints`, { count: rewards.piratePoints }));
  if (rewards.lock) rewardParts.push(t(`${UI_NS}:winLock`, { peninsula: colourWord(t, rewards.lock) }));

  return (
    <Dialog className="bid-builder" title={opening ? t(`${UI_NS}:openingBidPrompt`) : t(`${GAME_NS}:stage.bid`)}>
      <p className="hint">{t(`${UI_NS}:bidHint`)}</p>
      <AuctionArea
        dice={dice}
        row={draft.row}
        round={G.auction.round}
        turned={turned}
        locksLeft={G.locksLeft}
        changed={changed}
        words={false}
        controls={{
          onToggle: (colour) => setDraft((d) => toggleDie(G, d, colour)),
          onShift: (colour, direction) => setDraft((d) => shiftDie(d, colour, direction)),
        }}
      />
      {/* Seen as the decision comes, at every size (e2e/layout.ts checks `data-first-sight`). */}
      <dl className="bid-figures" data-first-sight="">
        <div>
          <dt>{t(`${UI_NS}:yourBid`)}</dt>
          <dd data-testid="bid-total">{total}</dd>
        </div>
        <div>
          <dt>{t(`${UI_NS}:currentBid`)}</dt>
          <dd>{opening ? '—' : G.auction.bid}</dd>
        </div>
        <div>
          <dt>{t(`${GAME_NS}:term.potentialCoinStock`)}</dt>
          <dd>{potential}</dd>
        </div>
      </dl>
      {/* What changes the bid being built, under its figures; the sticky row at the foot only decides. */}
      <div className="bid-tools">
        <button type="button" className="quiet small" onClick={() => setDraft(cheapestBid(G, seat) ?? startDraft(G))}>
          {t(`${UI_NS}:cheapestBid`)}
        </button>
        <button
          type="button"
          className="quiet small"
          onClick={() => {
            setDraftState(startDraft(G));
            setTouched(false);
          }}
        >
          {t(`${UI_NS}:resetBid`)}
        </button>
      </div>
      {/* The parrot cards change the bid too: with the other tools, before what the bid would win. */}
      <ParrotCards
        cards={player?.parrotCards ?? []}
        draft={draft}
        dice={G.auction.dice}
        canKeep={!opening}
        onChange={(card, value) => setDraft((d) => setParrot(d, card, value))}
      />
      {rewardParts.length > 0 ? <p className="bid-rewards">{t(`${UI_NS}:ifYouWin`, { rewards: formatList(language, rewardParts) })}</p> : null}
      {summary.length > 0 ? (
        <ul className="bid-outlook" data-testid="bid-outlook">
          {summary.map((line, i) => (
            <li key={i} className={`outlook-${line.kind}`}>
              {line.text}
            </li>
          ))}
        </ul>
      ) : null}
      {/* What passing brings, above the sticky row of buttons (after it, it lay under that row until the
          box was scrolled to its end). */}
      <p id="pass-note" className="hint">
        {passRefusal
          ? refusalText(t, language, passRefusal)
          : passGoods.length > 0
            ? t(`${UI_NS}:passWouldGive`, { goods: goodsList(t, language, passGoods) })
            : t(`${UI_NS}:passGivesNothing`)}
      </p>
      <DecisionFoot
        status={
          <p className={refusal ? (touched ? 'refusal' : 'refusal todo') : 'refusal ok'} role="status" data-testid="bid-refusal">
            {refusal === null
              ? t(`${UI_NS}:bidReady`, { total })
              : touched
                ? refusalText(t, language, refusal)
                : opening
                  ? t(`${UI_NS}:bidStartOpening`)
                  : t(`${UI_NS}:bidStartRaise`, { current: G.auction.bid })}
          </p>
        }
      >
        <button type="button" className="primary" disabled={busy || refusal !== null} onClick={() => onBid({ row: draft.row.slice(), parrots: plays })}>
          {draft.parrots.size > 0 && [...draft.parrots.values()].includes(null) ? t(`${UI_NS}:keepBidButton`, { total }) : t(`${UI_NS}:bidButton`, { total })}
        </button>
        <button type="button" disabled={busy || passRefusal !== null} onClick={onPass} aria-describedby="pass-note">
          {t(`${UI_NS}:passButton`)}
        </button>
      </DecisionFoot>
    </Dialog>
  );
}

interface ParrotCardsProps {
  cards: readonly number[];
  draft: BidDraft;
  dice: Record<Colour, number>;
  canKeep: boolean;
  onChange(card: number, value: number | null | undefined): void;
}

/** The player's parrot cards, one line per kind: play "keep the bid", or turn a die to a chosen value. */
function ParrotCards({ cards, draft, dice, canKeep, onChange }: ParrotCardsProps) {
  const { t } = useTranslation();
  const kinds = parrotKinds(cards);
  if (kinds.length === 0) return null;
  return (
    <fieldset className="parrot-cards">
      <legend>
        <InlineIcon name="parrotCard" /> {t(`${UI_NS}:playParrotCards`)}
      </legend>
      {kinds.map((kind) => {
        const played = draft.parrots.has(kind.card);
        const text = parrotText(t, kind.card);
        const count = kind.count > 1 ? ` (×${kind.count})` : '';
        if (kind.colour === null) {
          return (
            <label key="keep" className="parrot-line">
              <input type="checkbox" checked={played} disabled={!canKeep} onChange={(e) => onChange(kind.card, e.target.checked ? null : undefined)} />
              <span>
                {text}
                {count}
                {!canKeep ? <small> — {t(`${GAME_NS}:refusal.parrot.noBidToKeep`)}</small> : null}
              </span>
            </label>
          );
        }
        const colour = kind.colour;
        const value = draft.parrots.get(kind.card);
        return (
          <div key={colour} className="parrot-line" role="group" aria-label={`${text}${count}`}>
            <span className="parrot-long">
              {text}
              {count}:
            </span>
            {/* Wide screens: the die's colour, drawn and named, beside its values (the lines flow two by two). */}
            <span className="parrot-short" aria-hidden="true" title={`${text}${count}`}>
              <span className="parrot-swatch" style={{ background: COLOUR_STYLES[colour].base, borderColor: COLOUR_STYLES[colour].line }} />
              {colourWord(t, colour)}
              {count}
            </span>
            {/* The value to turn the die to: one compact control (the lines then flow two by two beside
                the board); the die's own value is not offered. */}
            <select
              className="die-value"
              value={played && value !== undefined && value !== null ? String(value) : ''}
              aria-label={t(`${UI_NS}:turnDieLabel`, { colour: colourWord(t, colour) })}
              title={t(`${UI_NS}:turnDieLabel`, { colour: colourWord(t, colour) })}
              onChange={(e) => onChange(kind.card, e.target.value === '' ? undefined : Number(e.target.value))}
            >
              <option value="">–</option>
              {[1, 2, 3, 4, 5, 6].map((v) => (
                <option key={v} value={v} disabled={v === dice[colour]}>
                  {v}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
