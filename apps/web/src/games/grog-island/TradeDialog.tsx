import { useState } from 'react';
import { COLOURS, type Colour, type ShipId } from '@harbour/grog-island/data';
import { anchorage, checkMove, type GameEvent, type GrogState, type PlayerState } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/Dialog.js';
import { Stepper } from '../../shared/Stepper.js';
import { InlineIcon } from './icons.js';
import { goodsList } from './log.js';
import { adjustPayment, claimLimit, draftForShip, mainLimit, resize, shipOptions, tradeGain, units, type TradeDraft } from './trade-draft.js';
import { GAME_NS, UI_NS, colourWord, goodsWord, peninsulaAfterPreposition, refusalText } from './words.js';
import './TradeDialog.css';

interface TradeDialogProps {
  G: GrogState;
  seat: number;
  /** The chosen ship (also chosen by clicking it on the board). */
  ship: ShipId | null;
  onShipChange(ship: ShipId): void;
  onTrade(trade: TradeDraft): void;
  busy?: boolean;
}

/**
 * After passing: the goods received, then one merchant ship, the tiles for its main trade action,
 * the claim actions, and which tiles to give (3 other tiles for each demanded one missing).
 * Only ships and amounts the rules allow are offered; the engine's reason is shown otherwise.
 */
export function TradeDialog({ G, seat, ship, onShipChange, onTrade, busy = false }: TradeDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const player = G.players[seat] as PlayerState;
  const options = shipOptions(G, seat);
  const [drafts, setDrafts] = useState<Partial<Record<ShipId, TradeDraft>>>({});
  const draft = ship === null ? null : (drafts[ship] ?? draftForShip(G, seat, ship));
  const update = (next: TradeDraft) => setDrafts((d) => ({ ...d, [next.ship]: next }));
  const received = lastPassed(G.events, seat);
  const refusal = draft ? checkMove(G, seat, { type: 'trade', ...draft }) : null;

  return (
    <Dialog className="trade-dialog" title={t(`${GAME_NS}:stage.trade`)}>
      {received ? (
        <p className="received">
          {received.length > 0 ? t(`${UI_NS}:youReceived`, { goods: goodsList(t, language, received) }) : t(`${UI_NS}:youReceivedNothing`)}
        </p>
      ) : null}
      <GoodsStock player={player} />
      <fieldset className="ship-options">
        <legend>{t(`${UI_NS}:chooseShip`)}</legend>
        {options.map((option) => (
          <button
            key={option.ship}
            type="button"
            className="ship-option"
            aria-pressed={ship === option.ship}
            disabled={!option.allowed}
            onClick={() => onShipChange(option.ship)}
          >
            <InlineIcon name={`goods.${option.peninsula}`} size={28} />
            <span>
              <strong>{t(`${UI_NS}:shipAt`, { peninsula: peninsulaAfterPreposition(t, option.peninsula) })}</strong>
              <span>{t(`${GAME_NS}:ship.${option.ship}`)}</span>
              <span>{t(`${UI_NS}:demands`, { goods: goodsWord(t, option.peninsula) })}</span>
              {!option.canTrade ? <small>{option.allowed ? t(`${UI_NS}:markerOnly`) : t(`${UI_NS}:cannotSupply`)}</small> : null}
            </span>
          </button>
        ))}
      </fieldset>
      {draft ? (
        <TradeAmounts
          G={G}
          seat={seat}
          player={player}
          draft={draft}
          onChange={update}
          refusalText={refusal ? refusalText(t, language, refusal) : null}
        />
      ) : (
        <p className="hint">{t(`${UI_NS}:chooseShipHint`)}</p>
      )}
      <div className="actions">
        <button type="button" className="primary" disabled={busy || draft === null || refusal !== null} onClick={() => draft && onTrade(draft)}>
          {draft && units(draft) === 0 ? t(`${UI_NS}:placeMarkerOnly`) : t(`${UI_NS}:tradeButton`)}
        </button>
      </div>
    </Dialog>
  );
}

interface TradeAmountsProps {
  G: GrogState;
  seat: number;
  player: PlayerState;
  draft: TradeDraft;
  onChange(draft: TradeDraft): void;
  refusalText: string | null;
}

function TradeAmounts({ G, seat, player, draft, onChange, refusalText: reason }: TradeAmountsProps) {
  const { t } = useTranslation();
  const peninsula = anchorage(G, draft.ship) as Colour;
  const less = t(`${UI_NS}:less`);
  const more = t(`${UI_NS}:more`);
  const gain = tradeGain(draft);
  const payColours = [peninsula, ...COLOURS.filter((c) => c !== peninsula && player.goods[c] > 0)];
  const given = COLOURS.reduce((sum, c) => sum + draft.payment[c], 0);
  return (
    <div className="trade-amounts">
      <Stepper
        label={t(`${UI_NS}:mainTiles`)}
        note={t(`${GAME_NS}:ship.${draft.ship}`)}
        value={draft.main}
        min={0}
        max={mainLimit(G, player, draft.ship, draft.claims)}
        onChange={(main) => onChange(resize(G, seat, draft, { main }))}
        lessLabel={less}
        moreLabel={more}
      />
      <Stepper
        label={t(`${UI_NS}:claimActions`)}
        note={t(`${GAME_NS}:ship.claim`)}
        value={draft.claims}
        min={0}
        max={claimLimit(G, player, draft.ship, draft.main)}
        onChange={(claims) => onChange(resize(G, seat, draft, { claims }))}
        lessLabel={less}
        moreLabel={more}
      />
      {units(draft) > 0 ? (
        <fieldset className="payment">
          <legend>{t(`${UI_NS}:youGive`, { count: given, units: units(draft), goods: goodsWord(t, peninsula) })}</legend>
          {payColours.map((colour) => (
            <Stepper
              key={colour}
              label={`${goodsWord(t, colour)} (${t(`${UI_NS}:youHave`, { count: player.goods[colour] })})`}
              note={colour === peninsula ? t(`${UI_NS}:demanded`) : t(`${UI_NS}:substitute`)}
              value={draft.payment[colour]}
              min={0}
              max={player.goods[colour]}
              onChange={(value) => onChange(adjustPayment(G, seat, draft, colour, value > draft.payment[colour] ? 1 : -1))}
              lessLabel={less}
              moreLabel={more}
            />
          ))}
        </fieldset>
      ) : null}
      <p className="trade-gain">
        {units(draft) === 0
          ? t(`${UI_NS}:gainNothing`)
          : t(`${UI_NS}:gainSummary`, {
              main: gain.amount > 0 ? t(`${UI_NS}:gain.${gain.kind}`, { count: gain.amount }) : t(`${UI_NS}:gain.none`),
              claims: t(`${UI_NS}:gain.claims`, { count: gain.claims, peninsula: colourWord(t, peninsula) }),
            })}
      </p>
      <p className={reason ? 'refusal' : 'refusal ok'} role="status" data-testid="trade-refusal">
        {reason ?? t(`${UI_NS}:tradeReady`)}
      </p>
    </div>
  );
}

/** The player's goods tiles by colour. */
export function GoodsStock({ player }: { player: PlayerState }) {
  const { t } = useTranslation();
  return (
    <ul className="goods-stock" aria-label={t(`${GAME_NS}:term.goodsTiles`)}>
      {COLOURS.map((colour) => (
        <li key={colour} className={player.goods[colour] === 0 ? 'none' : undefined}>
          <InlineIcon name={`goods.${colour}`} label={goodsWord(t, colour)} />
          <span>{player.goods[colour]}</span>
        </li>
      ))}
    </ul>
  );
}

function lastPassed(events: readonly GameEvent[], seat: number): Colour[] | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as GameEvent;
    if (e.type === 'passed' && e.seat === seat) return e.goods;
    if (e.type === 'roundStarted') return null;
  }
  return null;
}
