import type { CardId } from '@harbour/port-royal/data';
import { cardsForColours, type PortRoyalState } from '@harbour/port-royal/rules';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../i18n/index.js';
import { useBoardVisibleMark } from '../../shared/board-visible.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { lastMoveClass } from '../../shared/last-move/use-last-move.js';
import { cardHelp, discardPileHelp, drawPileHelp, expeditionDisplayHelp, harborHelp } from './help.js';
import { CardBack, CardFace } from './CardFace.js';
import type { FulfilChoice, TakeChoice } from './choices.js';
import { takeCaption, takeLabel } from './consequences.js';
import { PrNotice } from './Notice.js';
import { harborColours } from './choices.js';
import { GAME_NS, UI_NS, capitalise, cardDescription, colourWord, personWord, refusalText, term } from './words.js';

interface TableAreaProps {
  G: PortRoyalState;
  names: readonly string[];
  /** Turning up a card is possible for this seat now (the draw pile becomes a button). */
  onTurnUp?: (() => void) | undefined;
  /** Trade & Hire, this seat taking: every harbor card with what taking it would do. */
  takes?: readonly TakeChoice[] | undefined;
  onTake?: ((choice: TakeChoice) => void) | undefined;
  /** Expeditions this seat can fulfil now (the first way of each is offered on the card). */
  fulfils?: readonly FulfilChoice[] | undefined;
  onFulfil?: ((choice: FulfilChoice) => void) | undefined;
  busy: boolean;
  /** What the last move of another seat changed (keys of last-move.ts), to mark; null: nothing. */
  changed?: ReadonlySet<string> | null | undefined;
}

/**
 * The middle of the table: the draw pile and the open discard pile, the expeditions on display,
 * and the harbor display with the ship waiting for the repel decision. Cards this seat may take
 * or fulfil now are buttons; the others are labelled pictures.
 */
export function TableArea({ G, names, onTurnUp, takes, onTake, fulfils, onFulfil, busy, changed = null }: TableAreaProps) {
  const { t, i18n } = useTranslation();
  useBoardVisibleMark();
  const language = i18n.language;
  const top = G.discardPile[G.discardPile.length - 1];
  const colours = harborColours(G);
  const active = names[G.turn.active] ?? '';
  const inTrade = G.status === 'playing' && G.turn.stage === 'tradeAndHire';
  const byCard = new Map((takes ?? []).map((c) => [c.card, c]));
  const firstFulfil = new Map<CardId, FulfilChoice>();
  for (const f of fulfils ?? []) if (!firstFulfil.has(f.card)) firstFulfil.set(f.card, f);

  return (
    <section className="pr-board" aria-label={t(`${UI_NS}:board`)} data-testid="board">
      <div className="pr-board-top">
        <div className="pr-piles">
          <figure className="pr-pile">
            {onTurnUp ? (
              <button type="button" className="pr-card-button pr-draw" onClick={onTurnUp} disabled={busy} aria-label={t(`${UI_NS}:turnUpFromPile`, { count: G.drawPile.length })} data-testid="draw-pile" {...helpProps(drawPileHelp(t, G))}>
                <CardBack />
              </button>
            ) : (
              <span role="img" aria-label={t(`${UI_NS}:drawPileLabel`, { count: G.drawPile.length })} data-testid="draw-pile" {...helpProps(drawPileHelp(t, G))}>
                {G.drawPile.length > 0 ? <CardBack /> : <span className="pr-card pr-empty" />}
              </span>
            )}
            <figcaption>
              {capitalise(term(t, 'drawPile'))}: <strong>{G.drawPile.length}</strong>
            </figcaption>
          </figure>
          <figure className="pr-pile">
            <span role="img" aria-label={top === undefined ? t(`${UI_NS}:discardPileEmpty`) : t(`${UI_NS}:discardPileLabel`, { count: G.discardPile.length, card: cardDescription(t, language, top) })} data-testid="discard-pile" className={lastMoveClass(changed, 'discard') || undefined} {...helpProps(discardPileHelp(t, language, G))}>
              {top === undefined ? <span className="pr-card pr-empty" /> : <CardFace id={top} />}
            </span>
            <figcaption>
              {capitalise(term(t, 'discardPile'))}: <strong>{G.discardPile.length}</strong>
            </figcaption>
          </figure>
        </div>
        <section className="pr-expeditions" aria-label={capitalise(term(t, 'expeditionDisplay'))}>
          <h2 className="panel-title pr-help-title" {...helpProps(expeditionDisplayHelp(t))}>
            {capitalise(term(t, 'expeditionDisplay'))}
          </h2>
          {G.expeditionDisplay.length === 0 ? <p className="hint">{t(`${UI_NS}:noExpeditions`)}</p> : null}
          <ul className="pr-card-row">
            {G.expeditionDisplay.map((id) => {
              const choice = firstFulfil.get(id);
              return (
                <li key={id} className={lastMoveClass(changed, `expedition:${id}`, 'pr-slot')}>
                  {choice && onFulfil ? (
                    <button
                      type="button"
                      className="pr-card-button pr-choosable"
                      disabled={busy}
                      onClick={() => onFulfil(choice)}
                      data-expedition={id}
                      {...helpProps(cardHelp(t, language, id))}
                    >
                      {/* Named by its words (the card face and caption are pictures of them), not by an aria-label the caption would not match. */}
                      <span className="visually-hidden">{`${t(`${UI_NS}:fulfilWith`, { persons: formatList(language, choice.kinds.map((k) => personWord(t, k))) })}. ${cardDescription(t, language, id)}`}</span>
                      <CardFace id={id} />
                      <span className="pr-caption" aria-hidden="true">
                        {t(`${GAME_NS}:move.fulfilExpedition`)}
                      </span>
                    </button>
                  ) : (
                    <span role="img" aria-label={cardDescription(t, language, id)} data-expedition={id} {...helpProps(cardHelp(t, language, id))}>
                      <CardFace id={id} />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      <section className={lastMoveClass(changed, 'harbor', 'pr-harbor')} aria-label={capitalise(term(t, 'harbor'))} data-testid="harbor">
        <h2 className="panel-title pr-help-title" data-testid="harbor-title" {...helpProps(harborHelp(t, language, G))}>
          {capitalise(term(t, 'harbor'))} <small className="muted">({G.harbor.length})</small>
        </h2>
        <p className="pr-harbor-facts">
          {colours.length > 0 ? (
            <span className="pr-colour-chips" role="img" aria-label={t(`${UI_NS}:shipColoursLabel`, { count: colours.length, colours: formatList(language, colours.map((c) => colourWord(t, c))) })}>
              {colours.map((c) => (
                <span key={c} className={`pr-colour-chip pr-ship-${c}`} aria-hidden="true">
                  {colourWord(t, c)}
                </span>
              ))}
            </span>
          ) : null}
          {inTrade ? <span>{t(`${UI_NS}:activeTakes`, { player: active, count: G.turn.cards })}</span> : null}
          {!inTrade && G.status === 'playing' && colours.length > 0 ? <span>{t(`${UI_NS}:wouldTake`, { count: cardsForColours(G.harbor), colours: colours.length })}</span> : null}
        </p>
        <PrNotice events={G.events} names={names} />
        {G.harbor.length === 0 && G.turn.ship === null ? <p className="hint">{t(`${UI_NS}:harborEmpty`)}</p> : null}
        <ol className="pr-card-row pr-harbor-cards">
          {G.harbor.map((id) => {
            const choice = byCard.get(id);
            return (
              <li key={id} className={lastMoveClass(changed, `card:${id}`, 'pr-slot')}>
                {choice && onTake && choice.refusal === null ? (
                  <button type="button" className="pr-card-button pr-choosable" disabled={busy} onClick={() => onTake(choice)} data-take={id} {...helpProps(`${takeLabel(t, language, choice, active)}. ${cardHelp(t, language, id)}`)}>
                    <span className="visually-hidden">{`${takeLabel(t, language, choice, active)}. ${cardDescription(t, language, id)}`}</span>
                    <CardFace id={id} />
                    <span className="pr-caption" aria-hidden="true">
                      {takeCaption(t, choice)}
                    </span>
                  </button>
                ) : (
                  <span
                    role="img"
                    aria-label={choice?.refusal ? `${cardDescription(t, language, id)} ${refusalText(t, language, choice.refusal, names)}` : cardDescription(t, language, id)}
                    className={choice ? 'pr-out-of-reach' : undefined}
                    data-card-slot={id}
                    {...helpProps(choice?.refusal ? `${refusalText(t, language, choice.refusal, names)} ${cardHelp(t, language, id)}` : cardHelp(t, language, id))}
                  >
                    <CardFace id={id} />
                    {choice?.refusal ? <span className="pr-caption pr-caption-no">{t(`${UI_NS}:outOfReach`)}</span> : null}
                  </span>
                )}
              </li>
            );
          })}
          {G.turn.ship !== null ? (
            <li className={lastMoveClass(changed, `card:${G.turn.ship}`, 'pr-slot pr-pending')} key={`ship-${G.turn.ship}`}>
              <span role="img" aria-label={`${t(`${UI_NS}:justTurnedUp`)}: ${cardDescription(t, language, G.turn.ship)}`} data-card-slot={G.turn.ship} {...helpProps(cardHelp(t, language, G.turn.ship))}>
                <CardFace id={G.turn.ship} />
                <span className="pr-caption">{t(`${UI_NS}:justTurnedUp`)}</span>
              </span>
            </li>
          ) : null}
        </ol>
      </section>
    </section>
  );
}
