import { CARDS, type ShipCard } from '@harbour/port-royal/data';
import { checkMove, swordsOf, type PortRoyalMove, type PortRoyalState } from '@harbour/port-royal/rules';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../i18n/index.js';
import { Dialog } from '../../shared/Dialog.js';
import { CardFace } from './CardFace.js';
import { acceptBusts, harborColours, type FulfilChoice, type TakeChoice } from './choices.js';
import { PrIcon } from './icons.js';
import { takeLabel } from './consequences.js';
import { GAME_NS, UI_NS, cardName, cardRef, needsText, personWord, refusalText, shipWord } from './words.js';

interface DecisionProps {
  G: PortRoyalState;
  seat: number;
  names: readonly string[];
  send(move: PortRoyalMove): void;
  busy: boolean;
  takes: readonly TakeChoice[];
  fulfils: readonly FulfilChoice[];
  takesLeft: number;
}

/** The decision this seat must make now, with only the legal choices and the reasons for the others. */
export function Decision(props: DecisionProps) {
  const stage = props.G.turn.stage;
  switch (stage) {
    case 'discover':
      return <DiscoverChoice {...props} />;
    case 'repel':
      return <RepelChoice {...props} />;
    case 'afterBust':
      return <AfterBustChoice {...props} />;
    case 'tradeAndHire':
      return <TakeChoiceList {...props} />;
  }
}

/** Phase 1: turn up another card or stop (and fulfil expeditions at any time of the turn). */
function DiscoverChoice({ G, seat, send, busy, fulfils, names }: DecisionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const stopRefusal = checkMove(G, seat, { type: 'stop' });
  const turnUpRefusal = checkMove(G, seat, { type: 'turnUp' });
  const colours = harborColours(G);
  const swords = swordsOf(G.players[seat] ?? { coins: [], persons: [], expeditions: [], points: 0 });
  return (
    <Dialog className="pr-decision" title={t(`${GAME_NS}:stage.discover`)} testId="decision">
      <p className="hint">{G.turn.turnedUp === 0 ? t(`${UI_NS}:discoverFirst`) : t(`${UI_NS}:discoverMore`, { count: G.turn.turnedUp })}</p>
      {colours.length > 0 ? (
        <p className="pr-risk" data-testid="bust-risk">
          <PrIcon name="bust" size={20} />{' '}
          {t(`${UI_NS}:bustRisk`, { ships: formatList(language, colours.map((c) => shipWord(t, c)), 'disjunction'), count: swords })}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="primary" disabled={busy || turnUpRefusal !== null} onClick={() => send({ type: 'turnUp' })} data-action="turnUp">
          {t(`${GAME_NS}:move.turnUp`)}
        </button>
        <button type="button" disabled={busy || stopRefusal !== null} onClick={() => send({ type: 'stop' })} aria-describedby={stopRefusal ? 'pr-stop-why' : undefined} data-action="stop">
          {t(`${UI_NS}:stopButton`)}
        </button>
      </div>
      {stopRefusal ? (
        <p className="hint" id="pr-stop-why">
          {refusalText(t, language, stopRefusal, names)}
        </p>
      ) : null}
      {turnUpRefusal ? <p className="refusal">{refusalText(t, language, turnUpRefusal, names)}</p> : null}
      <FulfilOptions fulfils={fulfils} send={send} busy={busy} />
    </Dialog>
  );
}

/** A ship the active player could repel: repel it, or let it into the harbor display. */
function RepelChoice({ G, seat, send, busy }: DecisionProps) {
  const { t } = useTranslation();
  const ship = G.turn.ship;
  if (ship === null) return null;
  const c = CARDS[ship] as ShipCard;
  const busts = acceptBusts(G, ship);
  const swords = swordsOf(G.players[seat] ?? { coins: [], persons: [], expeditions: [], points: 0 });
  return (
    <Dialog className="pr-decision" title={t(`${GAME_NS}:stage.repel`)} testId="decision">
      <div className="pr-decision-card">
        <CardFace id={ship} />
        <p>
          {t(`${UI_NS}:repelFacts`, { ship: shipWord(t, c.colour), needed: c.swords ?? 0, swords })}
          {busts ? <strong className="pr-warning"> {t(`${UI_NS}:acceptBusts`, { ship: shipWord(t, c.colour) })}</strong> : null}
        </p>
      </div>
      <div className="actions">
        <button type="button" className="primary" disabled={busy} onClick={() => send({ type: 'repel' })} data-action="repel">
          {t(`${GAME_NS}:move.repel`)}
        </button>
        <button type="button" className={busts ? 'danger' : undefined} disabled={busy} onClick={() => send({ type: 'accept' })} data-action="accept">
          {busts ? t(`${UI_NS}:acceptAndBust`) : t(`${GAME_NS}:move.accept`)}
        </button>
      </div>
    </Dialog>
  );
}

/** After a bust: expeditions may still be fulfilled before the turn ends. */
function AfterBustChoice({ G, send, busy, fulfils }: DecisionProps) {
  const { t, i18n } = useTranslation();
  const bust = [...G.events].reverse().find((e) => e.type === 'busted');
  return (
    <Dialog className="pr-decision" title={t(`${GAME_NS}:stage.afterBust`)} testId="decision">
      <p className="hint">{bust && bust.type === 'busted' ? t(`${UI_NS}:bustedHint`, { ship: cardRef(t, i18n.language, bust.card, 'bare') }) : null}</p>
      <FulfilOptions fulfils={fulfils} send={send} busy={busy} />
      <div className="actions">
        <button type="button" className="primary" disabled={busy} onClick={() => send({ type: 'endTurn' })} data-action="endTurn">
          {t(`${GAME_NS}:move.endTurn`)}
        </button>
      </div>
    </Dialog>
  );
}

/** Phase 2: the cards this seat may take (also on the harbor display), expeditions, or pass. */
function TakeChoiceList({ G, seat, names, send, busy, takes, fulfils, takesLeft }: DecisionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const activeSeat = G.turn.active;
  const active = names[activeSeat] ?? '';
  const legal = takes.filter((c) => c.refusal === null);
  const blocked = takes.filter((c) => c.refusal !== null);
  const isActive = seat === activeSeat;
  const passLabel = isActive ? (G.turn.taken === 0 ? t(`${UI_NS}:takeNothing`) : t(`${UI_NS}:takeNoMore`)) : t(`${GAME_NS}:move.pass`);
  return (
    <Dialog className="pr-decision" title={t(`${GAME_NS}:stage.tradeAndHire`)} testId="decision">
      <p className="hint">{t(`${UI_NS}:takesLeft`, { count: takesLeft })}</p>
      {legal.length > 0 ? (
        <ul className="pr-choice-list" aria-label={t(`${UI_NS}:takeListLabel`)}>
          {legal.map((choice) => (
            <li key={choice.card}>
              <button type="button" className="pr-choice" disabled={busy} onClick={() => send(choice.move)} data-take={choice.card}>
                <CardFace id={choice.card} small />
                <span>{takeLabel(t, language, choice, active)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* (under the choices, which each name the fee: in a phone's bar the first three stay above the sticky buttons) */}
      {isActive || legal.length === 0 ? null : <p className="hint pr-fee-hint">{t(`${UI_NS}:feeHint`, { player: active })}</p>}
      {blocked.length > 0 && takesLeft > 0 ? (
        <div className="pr-blocked">
          <p className="hint">{t(`${UI_NS}:outOfReachTitle`)}</p>
          <ul>
            {blocked.map((choice) => (
              <li key={choice.card}>
                <strong>{cardName(t, choice.card)}</strong>: {choice.refusal ? refusalText(t, language, choice.refusal, names) : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FulfilOptions fulfils={fulfils} send={send} busy={busy} />
      <div className="actions">
        <button type="button" className={legal.length === 0 ? 'primary' : 'quiet'} disabled={busy} onClick={() => send({ type: 'pass' })} data-action="pass">
          {passLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** Every distinct way to fulfil an expedition now, as buttons naming the persons given up. */
function FulfilOptions({ fulfils, send, busy }: { fulfils: readonly FulfilChoice[]; send(move: PortRoyalMove): void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  if (fulfils.length === 0) return null;
  return (
    <div className="pr-fulfil">
      <h3>{t(`${UI_NS}:fulfilTitle`)}</h3>
      <ul className="pr-choice-list">
        {fulfils.map((f) => {
          const e = CARDS[f.card];
          return (
            <li key={`${f.card}-${f.kinds.join()}`}>
              <button type="button" className="pr-choice" disabled={busy} onClick={() => send({ type: 'fulfilExpedition', card: f.card, persons: f.persons })} data-fulfil={f.card}>
                <CardFace id={f.card} small />
                <span>
                  {e?.type === 'expedition' ? t(`${UI_NS}:fulfilLabel`, { needs: needsText(t, i18n.language, e), coins: e.coins, points: e.points }) : null}{' '}
                  <small>{t(`${UI_NS}:fulfilWith`, { persons: formatList(i18n.language, f.kinds.map((k) => personWord(t, k))) })}</small>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

