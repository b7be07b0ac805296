import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchConnection, MatchSnapshot } from '../../connection/types.js';
import { NS } from '../words.js';
import { hasOrderKit, loadOrderKit } from './kits.js';
import type { OrderKit } from '../../shared/shell/game-table.js';
import { orderLanguage } from './types.js';
import './standing-orders.css';

/** The server's refusals in this control's words; other codes get the general sentence. */
const REFUSALS: Record<string, string> = {
  'order.invalid': 'invalid',
  'order.notNow': 'notNow',
  'order.tooLarge': 'invalid',
  'match.over': 'over',
  'connection.offline': 'offline',
  'connection.timeout': 'offline',
};

interface StandingOrdersProps {
  snapshot: MatchSnapshot;
  connection: Pick<MatchConnection, 'setOrder'>;
  /** The game's order form (tests); loaded by the game's name otherwise. */
  kit?: OrderKit;
}

/**
 * A seat's standing orders for its decisions on other players' turns (issue 27): "Your orders: …"
 * with Change and Cancel, and the game's form to leave or change them, offered while the seat waits
 * (not while it decides: then only orders it holds are shown, on one line). The table shows it in
 * the side column (on phones, above the bar's tabs) while the seat has no decision: it stands where
 * the decision stands, so nothing above the board comes and goes with the turns. Shown to the seat
 * only: the server sends the order to no one else.
 */
export function StandingOrders({ snapshot, connection, kit: given }: StandingOrdersProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const viewer = snapshot.playerID;
  const over = snapshot.gameover !== undefined && snapshot.gameover !== null;
  const shown = viewer !== null && snapshot.started && !over && connection.setOrder !== undefined;
  // A spectator (or a finished match) never loads the game's form.
  const kit = useKit(shown ? snapshot.gameName : null, given);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!shown || !connection.setOrder || (!given && !hasOrderKit(snapshot.gameName))) return null;
  const setOrder = connection.setOrder.bind(connection);
  const language = orderLanguage(i18n.language);
  // Until the game's form is loaded nothing is shown (it says whether the seat decides now).
  if (kit === null) return null;
  const deciding = kit.deciding(snapshot.G, Number(viewer));
  const order = snapshot.order ?? null;
  const description = order === null ? null : kit.describe(order.order, language, i18n) || order.description;

  const send = async (next: unknown) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const result = await setOrder(next, language);
    setBusy(false);
    if (result.ok) setEditing(false);
    else setProblem(t(`${NS}:orders.error.${REFUSALS[result.error.code] ?? 'other'}`));
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (draft !== null) void send(draft);
  };

  // While the seat decides itself, only orders it holds are shown (one line); nothing else takes room above the board.
  if (deciding && order === null) return null;
  return (
    <section className="standing-orders" aria-labelledby={`${id}-title`} data-testid="standing-orders">
      <div className="standing-orders-line">
        <h2 id={`${id}-title`} className="visually-hidden">
          {t(`${NS}:orders.title`)}
        </h2>
        <p className="standing-orders-now" aria-live="polite">
          {description !== null ? t(`${NS}:orders.yours`, { description }) : t(`${NS}:orders.none`)}
        </p>
        {!deciding && !editing ? (
          <>
            <button
              type="button"
              className="small"
              onClick={() => {
                setDraft(order?.order ?? null);
                setProblem(null);
                setEditing(true);
              }}
            >
              {order === null ? t(`${NS}:orders.leave`) : t(`${NS}:orders.change`)}
            </button>
            {order !== null ? (
              <button type="button" className="small quiet" disabled={busy} onClick={() => void send(null)}>
                {t(`${NS}:orders.cancel`)}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      {snapshot.orderDropped === true && order === null ? <p className="standing-orders-dropped">{t(`${NS}:orders.dropped`)}</p> : null}
      {editing && !deciding ? (
        <form onSubmit={save} aria-busy={busy} aria-label={t(`${NS}:orders.form`)}>
          <p className="hint">{t(`${NS}:orders.hint`)}</p>
          <kit.Fields G={snapshot.G} seat={Number(viewer)} initial={order?.order ?? null} language={language} onChange={setDraft} />
          <div className="actions">
            <button type="submit" className="small" disabled={busy || draft === null}>
              {busy ? t('common.working') : t(`${NS}:orders.save`)}
            </button>
            <button type="button" className="small quiet" disabled={busy} onClick={() => setEditing(false)}>
              {t(`${NS}:orders.back`)}
            </button>
          </div>
        </form>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/** The game's order kit: the one given, or loaded by the game's name. */
function useKit(gameName: string | null, given: OrderKit | undefined): OrderKit | null {
  const [kit, setKit] = useState<OrderKit | null>(given ?? null);
  useEffect(() => {
    if (given || gameName === null) return;
    let live = true;
    void loadOrderKit(gameName)
      ?.then((k) => live && setKit(() => k))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [gameName, given]);
  return given ?? kit;
}
