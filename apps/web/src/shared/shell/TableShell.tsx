// One component on purpose: the layout effects (the log's floor, the bar's height, a new decision's view and
// focus) share its refs and state; what stands alone lives beside it (focus.ts, slots.ts, use-wide-layout.ts).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BesideDecision } from './BesideDecision.js';
import { SeatBadgeContext, type LogTab, type TableSlots } from './slots.js';
import { bringBoardChoiceIntoView, firstOffered, followChoice, nextControl, onScreen, revealOpened, scrollClearOfBar, shouldTakeFocus, viewHolder } from './focus.js';
import { useEndInView } from './end-in-view.js';
import { isWide, useWideLayout } from './use-wide-layout.js';
import { ExplainLayer } from '../explain/ExplainLayer.js';
import { RulesButton } from '../RulesPanel.js';
import './TableShell.css';

export interface TableShellProps {
  /** The game's root class names (`grog-table is-offline` …), its test id, stage and state id. */
  className: string;
  testId: string;
  stage: string;
  stateID: number;
  rootRef?: Ref<HTMLDivElement>;
  /** Above everything: the status line. */
  toolbar: ReactNode;
  /**
   * The game's rules: the button beside the status line (`label`) and the panel it opens (`panel(close)`,
   * in a box of id `id`): on wide screens a tab beside the log, on phones above the table.
   */
  rules?: { id: string; label: ReactNode; panel(close: () => void): ReactNode };
  /** Between toolbar and table: the refusal of the last move, notices, an open rules panel. */
  notices?: ReactNode;
  /** The end of the game (scoring, rematch), shown above the table once the match is over. */
  end?: ReactNode;
  /** The board itself (marked `data-region="board"`). */
  board: ReactNode;
  /** Parts of the table beside the board (legends, displays, the auction row), under it. */
  boardExtras?: ReactNode;
  /** The seat's decision, or null while it has none (marked `data-region="decision"`). */
  decision: ReactNode;
  /** Changes whenever a new decision is put to the seat (null: none). */
  decisionKey: string | null;
  /** What the decision needs beside it (a contest under way, the mast): under the board (marked `data-region="context"`). */
  context?: ReactNode;
  /** The other seats' panels (and yours). */
  seats: ReactNode;
  /** This seat's secret hand, if seated (marked `data-region="hand"`). */
  hand?: ReactNode;
  /** The game log (marked `data-region="log"`). */
  log: ReactNode;
  /**
   * What just happened that everyone should see at a glance (the dice just rolled), one line: at the
   * head of the log on wide screens, above the bar's tabs on phones; never over the board (marked
   * `data-region="news"`).
   */
  news?: ReactNode;
  /** What the page adds: status badges in seat panels, further tabs beside the log (a chat). */
  slots?: TableSlots | undefined;
}

type Sheet = 'decision' | 'log' | 'seats' | 'hand';

/**
 * A tap on a tab of the phone's bar: "Your turn" always shows the decision (it is not a toggle: a
 * hidden decision would leave nothing saying it is your turn); another tab opens, and a second tap
 * closes it, back to the decision if there is one.
 */
export function openSheet(current: Sheet | null, tapped: Sheet, hasDecision: boolean): Sheet | null {
  if (tapped === 'decision') return 'decision';
  if (current !== tapped) return tapped;
  return hasDecision ? 'decision' : null;
}

/** The least a tab beside the log (hint, notes, chat) keeps under the tabs: about three lines and its padding. */
const OTHER_TAB_FLOOR = 80;

/**
 * One table for every game. Wide screens: the board on the left, a side column with the decision on
 * top and the log under it, sized to the viewport so the decision, the board and the latest log
 * lines are seen together without scrolling (the board pane and the decision scroll inside, the
 * decision's buttons stay at its foot); seats and hand under the board. Narrow screens (phones): the
 * board and whatever goes with it in the page, the decision in a bar fixed to the bottom of the
 * screen, with the log, the players and the hand one tap away in the same bar. A new decision takes
 * the focus (unless the reader is typing elsewhere) and the view. Every piece inside that carries
 * `data-help` explains itself (ExplainLayer).
 */
export function TableShell(props: TableShellProps) {
  const { t } = useTranslation();
  const wide = useWideLayout();
  const root = useRef<HTMLDivElement | null>(null);
  const decisionRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const [sheet, setSheet] = useState<Sheet | null>(props.decision ? 'decision' : null);
  const [logTab, setLogTab] = useState('log');
  const [rulesOpen, setRulesOpen] = useState(false);
  const rulesOpenRef = useRef(rulesOpen);
  useLayoutEffect(() => {
    rulesOpenRef.current = rulesOpen;
  }, [rulesOpen]);
  const hasDecision = props.decision !== null && props.decision !== undefined && props.decision !== false;

  // Wide screens: the log gives way to the decision, down to its newest 3 lines of text (measured: an
  // entry may wrap), and never less than the newest entry whole. With another tab open (hint, notes,
  // chat) the floor is the tabs and three lines: that tab scrolls inside it. (Measuring the log's box
  // then took the open tab's whole content for the log's chrome, and the decision shrank to 0 px.)
  const measureLog = useRef<() => void>(() => undefined);
  measureLog.current = () => {
    if (!wide) return;
    const side = root.current?.querySelector<HTMLElement>('.shell-side');
    const log = side?.querySelector<HTMLElement>('.shell-log');
    const list = log?.querySelector<HTMLElement>('.game-log-lines');
    if (!side || !log || !list) return;
    if (list.closest<HTMLElement>('.shell-log-body')?.hidden === true) {
      const head = log.querySelector<HTMLElement>('.shell-log-head')?.getBoundingClientRect().height ?? 0;
      const min = `${Math.ceil(head + OTHER_TAB_FLOOR)}px`;
      if (side.style.getPropertyValue('--log-min') !== min) side.style.setProperty('--log-min', min);
      return;
    }
    const items = list.querySelectorAll('li');
    const newest = items[items.length - 1] as HTMLElement | undefined;
    const lineHeight = newest ? parseFloat(getComputedStyle(newest).lineHeight) || 20 : 20;
    const entry = newest ? newest.getBoundingClientRect().height : 0;
    let lines = 0;
    let text = 0;
    for (let i = items.length - 1; i >= 0 && text < 3; i--) {
      // An entry's share of the 3 lines, its own spacing (padding, borders) in proportion.
      const height = (items[i] as HTMLElement).getBoundingClientRect().height;
      const its = Math.max(1, Math.round(height / lineHeight));
      const take = Math.min(its, 3 - text);
      lines += (height * take) / its;
      text += take;
    }
    // Before the first line, room for one.
    lines = Math.max(lines, entry, 22);
    const chrome = log.getBoundingClientRect().height - list.clientHeight;
    const min = `${Math.ceil(chrome + lines + 2)}px`;
    if (side.style.getPropertyValue('--log-min') !== min) side.style.setProperty('--log-min', min);
  };
  useLayoutEffect(() => measureLog.current());
  // A width that changes without a render (the window resized) wraps the log's entries anew: measured again.
  useEffect(() => {
    const side = root.current?.querySelector<HTMLElement>('.shell-side');
    if (!wide || !side || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measureLog.current());
    observer.observe(side);
    return () => observer.disconnect();
  }, [wide]);

  // The bar's height keeps the page's end clear of it (narrow screens).
  useLayoutEffect(() => {
    const bar = barRef.current;
    const el = root.current;
    if (!bar || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      el.style.setProperty('--bar-height', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
      // The page's foot grew with the bar only now: a scroll to the piece on offer made just before may
      // have stopped short at the old foot.
      if (lastKey.current !== null && offeredOutOfView()) bringIntoView(false);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, [wide]);
  useEndInView(root, Boolean(props.end));
  // Phones: a control reached with the keyboard comes out from under the bar (a tap's target is in sight already).
  useEffect(() => {
    if (wide) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.matches(':focus-visible')) return;
      const by = scrollClearOfBar(target, barRef.current);
      if (by >= 1) window.scrollBy({ top: by, behavior: 'instant' as ScrollBehavior });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [wide]);

  // A new decision: open it (phones), take the focus, bring it and what it is about into view.
  const lastKey = useRef<string | null>(null);
  // When a piece on the board was last chosen (its move may disable it, and the focus falls to the page).
  const boardChoiceAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const key = props.decisionKey;
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (key === null) {
      setSheet((s) => (s === 'decision' ? null : s));
      return;
    }
    setSheet('decision');
    const region = decisionRef.current;
    if (!region) return;
    if (shouldTakeFocus(document.activeElement, region)) {
      // After a choice on the board, the decision's next control; else its title (read first).
      const fromBoard = boardRef.current?.contains(document.activeElement) === true || performance.now() - boardChoiceAt.current < 5000;
      boardChoiceAt.current = Number.NEGATIVE_INFINITY;
      const target = fromBoard ? nextControl(region) : (region.querySelector<HTMLElement>('.decision-title[tabindex], [data-decision-focus]') ?? region);
      target?.focus({ preventScroll: true });
    }
    bringIntoView();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.decisionKey]);

  // A choice on the board (a click, Enter or Space on a piece) that leaves the decision open (a route
  // to confirm, a ship chosen for a trade): the focus goes on to the decision's next control, not 75
  // pieces further. A choice that makes the move brings a new decision, which takes the focus itself.
  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    const onChoice = (e: Event) => {
      if (e instanceof KeyboardEvent && e.key !== 'Enter' && e.key !== ' ') return;
      const piece = e.target instanceof Element ? e.target.closest('[role="button"], button') : null;
      if (!piece || !board.contains(piece) || piece.hasAttribute('data-board-tool')) return;
      boardChoiceAt.current = performance.now();
      requestAnimationFrame(() => {
        // Beside the board, a choice that leaves the decision open (a route to confirm) shows the whole
        // board, which fits its pane: what the choice lit (ways, ends of dark alleys) may lie anywhere on it.
        const pane = board.parentElement;
        if (isWide() && pane && board.getBoundingClientRect().top < pane.getBoundingClientRect().top - 1) pane.scrollTop = 0;
        const region = decisionRef.current;
        const active = document.activeElement;
        if (!region || lastKey.current === null) return;
        // Only while the focus is still where the choice was made (not taken by a new decision, not typing).
        if (active !== null && active !== document.body && !board.contains(active)) return;
        nextControl(region)?.focus({ preventScroll: true });
      });
    };
    board.addEventListener('click', onChoice);
    board.addEventListener('keydown', onChoice);
    return () => {
      board.removeEventListener('click', onChoice);
      board.removeEventListener('keydown', onChoice);
    };
  }, [wide]);

  // A list the reader opens inside the decision (a summary's fields, buildings): brought into view within
  // the decision's scrolling box, above its buttons (toggle does not bubble: caught on its way down).
  useEffect(() => {
    const region = decisionRef.current;
    if (!region) return;
    const onToggle = (e: Event) => {
      if (e.target instanceof HTMLDetailsElement && e.target.open) revealOpened(e.target);
    };
    region.addEventListener('toggle', onToggle, true);
    return () => region.removeEventListener('toggle', onToggle, true);
  }, [wide]);

  // Turning a phone, or resizing a window across layouts: the decision stays in view.
  const lastWidth = useRef(typeof window === 'undefined' ? 0 : window.innerWidth);
  useEffect(() => {
    const onResize = () => {
      if (window.innerWidth === lastWidth.current) return; // a phone's address bar coming and going
      lastWidth.current = window.innerWidth;
      if (lastKey.current !== null) requestAnimationFrame(() => bringIntoView());
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (lastKey.current !== null) bringIntoView();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wide]);
  // The board may take its final size a moment later (drawn tall on a phone): follow it for a second, and
  // whenever a resize moves what the decision offers out of the view.
  const viewSetAt = useRef(0);
  useEffect(() => {
    const board = boardRef.current;
    if (!board || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (lastKey.current === null) return;
      // Within a second of setting the view, follow the board; later, only if what is on offer left the view.
      if (keyboardOnBoard()) return;
      if (performance.now() - viewSetAt.current < 1000 || offeredOutOfView()) bringIntoView(false);
    });
    observer.observe(board);
    if (barRef.current) observer.observe(barRef.current);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wide]);

  /** Whether the reader moves over the board with the keyboard: the page then follows their focus, not the first piece on offer. */
  function keyboardOnBoard(): boolean {
    const active = document.activeElement;
    return active !== null && boardRef.current?.contains(active) === true && active.matches(':focus-visible');
  }

  /** Whether a piece the decision offers on the board is (partly) outside the view, or under the phone's bar. */
  function offeredOutOfView(): boolean {
    if (keyboardOnBoard()) return false;
    const offered = boardRef.current ? firstOffered(boardRef.current) : null;
    if (!offered) return false;
    const box = offered.getBoundingClientRect();
    const bottom = isWide() ? window.innerHeight : window.innerHeight - (barRef.current?.getBoundingClientRect().height ?? 0);
    return box.top < 0 || box.bottom > bottom;
  }

  // Phones: after the view is set, the piece on offer is followed while the page settles.
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), []);

  function bringIntoView(fresh = true) {
    if (fresh) viewSetAt.current = performance.now();
    // A phone's reader in the rules (open above the table, on screen) keeps their place: the new decision
    // shows in the bar at the foot of the screen, and the page stays where they read.
    // (by ref: the board's follower calls this later, after the rules may have been opened)
    const rulesId = rulesOpenRef.current ? props.rules?.id : undefined;
    const readingRules = !isWide() && rulesId !== undefined && onScreen(document.getElementById(rulesId), barRef.current?.getBoundingClientRect().height ?? 0);
    if (fresh) {
      stopFollowing.current?.();
      stopFollowing.current = null;
    }
    if (fresh && !isWide() && boardRef.current && !readingRules) stopFollowing.current = followChoice({ outOfView: offeredOutOfView, bring: () => bringIntoView(false) });
    const el = root.current;
    if (!el) return;
    // A new decision from its top (its buttons stay at its foot); following the board later leaves the
    // decision where the reader has it (a list they opened and brought into view).
    const side = decisionRef.current;
    const sheetEl = side?.closest('.shell-sheet');
    if (fresh && side) side.scrollTop = 0;
    if (fresh && sheetEl) sheetEl.scrollTop = 0;
    if (isWide()) {
      // The board pane from its top when the board's top or the piece on offer is out of its view: the
      // board is there and fits the pane (the player, or a help read below, may have scrolled to the displays).
      const pane = boardRef.current?.parentElement;
      if (pane && boardRef.current) {
        const offered = firstOffered(boardRef.current);
        const paneBox = pane.getBoundingClientRect();
        const target = (offered ?? boardRef.current).getBoundingClientRect();
        const boardTop = boardRef.current.getBoundingClientRect().top;
        if (boardTop < paneBox.top - 1 || target.top < paneBox.top || target.bottom > paneBox.bottom) pane.scrollTop = 0;
      }
      // The whole shell on screen: scroll the page so that its foot is not below the view.
      // Never past the top of what holds the view (a teaching card above the table).
      const rect = el.getBoundingClientRect();
      const holderTop = viewHolder()?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
      if (rect.bottom > window.innerHeight + 1 || rect.top < 0) window.scrollBy({ top: Math.min(rect.bottom - window.innerHeight + 1, holderTop), behavior: 'instant' as ScrollBehavior });
      const again = el.getBoundingClientRect();
      if (again.top < 0 && again.height <= window.innerHeight) window.scrollBy({ top: again.top, behavior: 'instant' as ScrollBehavior });
    } else if (boardRef.current && !readingRules) {
      const bar = barRef.current?.getBoundingClientRect().height ?? 0;
      bringBoardChoiceIntoView(boardRef.current, bar, viewHolder());
    }
  }

  // Every piece of a board takes the keyboard's focus (it explains itself): one step past all of them.
  function skipBoard() {
    if (hasDecision) {
      setSheet('decision');
      requestAnimationFrame(() => {
        const region = decisionRef.current;
        const target = region?.querySelector<HTMLElement>('.decision-title[tabindex], [data-decision-focus], button:not([disabled]), input, select') ?? region;
        target?.focus();
      });
    } else {
      if (!isWide()) setSheet('log');
      requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('.game-log-lines')?.focus());
    }
  }

  const slots = props.slots;
  // On phones a tab about the decision (the hint) opens under the decision in its bar, not in the log.
  // (kept while the page's tabs are the same: a tab hears whether it is shown only when that changes)
  const pageTabs = slots?.logTabs;
  const logTabs = useMemo(() => (pageTabs ?? []).filter((tab) => wide || tab.besideDecision !== true), [pageTabs, wide]);
  const decisionTabs = useMemo(() => (wide ? [] : (pageTabs ?? []).filter((tab) => tab.besideDecision === true)), [pageTabs, wide]);
  const shown: Sheet | null = sheet === 'decision' && !hasDecision ? null : sheet;
  // Phones: a new decision's sheet from its top. The sheet is hidden when the decision comes (the last
  // one closed it), its scroll cannot be set then, and the browser brings back where it stood when it
  // shows again: the first die of a bid row stood half above the bar (scrolled 150 px by the last bid).
  const sheetTopFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = props.decisionKey;
    if (wide || shown !== 'decision' || key === null || sheetTopFor.current === key) return;
    sheetTopFor.current = key;
    const side = decisionRef.current;
    const sheetEl = side?.closest('.shell-sheet');
    if (side) side.scrollTop = 0;
    if (sheetEl) sheetEl.scrollTop = 0;
  }, [wide, shown, props.decisionKey]);
  const logShown = wide || shown === 'log';
  // A tab beside the log hears whether it is on screen (a chat marks its messages read).
  useEffect(() => {
    for (const tab of logTabs) tab.onShownChange?.(logShown && logTab === tab.id);
  }, [logTabs, logShown, logTab]);
  // Wide screens: the rules open as a tab beside the log (the decision keeps its place and its height);
  // on phones above the table (the decision's bar stays at the foot of the screen).
  const rules = props.rules;
  const closeRules = () => {
    setRulesOpen(false);
    setLogTab((cur) => (cur === 'rules' ? 'log' : cur));
  };
  // Closed from the panel's own button (which goes with it): the focus returns to the Rules button, not to the page.
  const rulesButton = useRef<HTMLButtonElement>(null);
  const closeRulesPanel = () => {
    closeRules();
    rulesButton.current?.focus({ preventScroll: true });
  };
  const toggleRules = () => {
    if (!wide) setRulesOpen((open) => !open);
    else if (!rulesOpen) {
      setRulesOpen(true);
      setLogTab('rules');
    } else if (logTab !== 'rules') setLogTab('rules');
    else closeRules();
  };
  const rulesTab = wide && rules && rulesOpen ? { id: 'rules', label: rules.label, content: <div id={rules.id}>{rules.panel(closeRulesPanel)}</div> } : null;
  const sideTabs: readonly { id: string; label: ReactNode; content: ReactNode; badge?: LogTab['badge'] }[] = rulesTab ? [...logTabs, rulesTab] : logTabs;
  // (a tab gone, or the rules' tab on a phone: the log)
  const tabShown = sideTabs.some((tab) => tab.id === logTab) ? logTab : 'log';
  const logBadges = logTabs.reduce((sum, tab) => sum + (tab.badge?.count ?? 0), 0);
  const seatsPanel = <div className="shell-seats">{props.seats}</div>;
  const handPanel = props.hand ? <div className="shell-hand" data-region="hand">{props.hand}</div> : null;
  // Not once the game is over: on a phone it made the bar taller over the scoring (the log keeps every roll).
  const news = props.news && !props.end ? <div className="shell-news" data-region="news">{props.news}</div> : null;
  // Kept while the seat decides (hidden): a form it had begun is still there when it waits again.
  const waiting = slots?.waiting ? (
    <div className="shell-waiting" hidden={hasDecision}>
      {slots.waiting}
    </div>
  ) : null;
  const logPanel = (
    <div className="shell-log" data-region="log">
      {sideTabs.length > 0 ? (
        <div className="shell-log-head">
          <div className="shell-log-tabs" role="tablist" aria-label={t('shell.logTabs')}>
            {[{ id: 'log', label: t('shell.log') }, ...sideTabs].map((tab) => (
              <button key={tab.id} type="button" role="tab" id={`shell-tab-${tab.id}`} aria-selected={tabShown === tab.id} aria-controls={`shell-tabpanel-${tab.id}`} onClick={() => setLogTab(tab.id)}>
                {tab.label}
                {'badge' in tab ? <TabBadge badge={tab.badge} /> : null}
              </button>
            ))}
          </div>
          {wide ? news : null}
        </div>
      ) : wide ? (
        news
      ) : null}
      <div className="shell-log-body" id="shell-tabpanel-log" role={sideTabs.length > 0 ? 'tabpanel' : undefined} aria-labelledby={sideTabs.length > 0 ? 'shell-tab-log' : undefined} hidden={tabShown !== 'log'}>
        {props.log}
      </div>
      {sideTabs.map((tab) => (
        <div key={tab.id} className="shell-log-body" id={`shell-tabpanel-${tab.id}`} role="tabpanel" aria-labelledby={`shell-tab-${tab.id}`} hidden={tabShown !== tab.id}>
          {tab.content}
        </div>
      ))}
    </div>
  );

  const sheets: { id: Sheet; label: string; present: boolean }[] = [
    { id: 'decision', label: t('shell.decision'), present: hasDecision },
    { id: 'log', label: t('shell.log'), present: true },
    { id: 'seats', label: t('shell.players'), present: true },
    { id: 'hand', label: t('shell.hand'), present: Boolean(props.hand) },
  ];

  return (
    <SeatBadgeContext.Provider value={slots?.seatBadge ?? null}>
      <ExplainLayer>
        <div
          className={`${props.className} table-shell-root`}
          ref={(el) => {
            root.current = el;
            const r = props.rootRef;
            if (typeof r === 'function') r(el);
            else if (r) (r as { current: HTMLDivElement | null }).current = el;
          }}
          data-testid={props.testId}
          data-stage={props.stage}
          data-state-id={props.stateID}
          data-layout={wide ? 'wide' : 'narrow'}
        >
          <div className={`shell-toolbar${slots?.statusClock ? ' has-clock' : ''}`}>
            <div className="table-toolbar">
              {props.toolbar}
              {props.rules ? (
                <RulesButton ref={rulesButton} open={wide ? rulesOpen && tabShown === 'rules' : rulesOpen} controls={props.rules.id} onToggle={toggleRules}>
                  {props.rules.label}
                </RulesButton>
              ) : null}
            </div>
            {slots?.statusClock ? <div className="shell-own-clock">{slots.statusClock}</div> : null}
          </div>
          {props.rules && rulesOpen && !wide ? <div id={props.rules.id}>{props.rules.panel(closeRulesPanel)}</div> : null}
          {props.notices}
          {props.end ? (
            <div className="shell-end" data-region="end" tabIndex={-1}>
              {props.end}
            </div>
          ) : null}
          <div className={`table-shell${hasDecision ? ' has-decision' : ''}`}>
            <div className="shell-main" tabIndex={wide ? 0 : undefined} role={wide ? 'region' : undefined} aria-label={wide ? t('shell.board') : undefined}>
              <button type="button" className="skip-link shell-skip" onClick={skipBoard}>
              {hasDecision ? t('shell.skipToDecision') : t('shell.skipToLog')}
            </button>
            <div className="shell-board" data-region="board" ref={boardRef}>
                {props.board}
              </div>
              {props.boardExtras}
              {wide && props.context ? <div className="shell-context" data-region="context">{props.context}</div> : null}
              {wide ? (
                <>
                  {seatsPanel}
                  {handPanel}
                </>
              ) : null}
            </div>
            {wide ? (
              <aside className="shell-side" aria-label={t('shell.side')}>
                {waiting}
                <div className="shell-decision" data-region="decision" ref={decisionRef}>
                  {props.decision}
                </div>
                {logPanel}
              </aside>
            ) : (
              <>
                {props.context ? <div className="shell-context" data-region="context">{props.context}</div> : null}
                <div className="shell-bar" ref={barRef} data-sheet={shown ?? 'none'}>
                  <div className="shell-sheet" hidden={shown === null}>
                    <div className="shell-decision" data-region="decision" ref={decisionRef} hidden={shown !== 'decision'}>
                      {props.decision}
                    </div>
                    {decisionTabs.length > 0 ? <BesideDecision tabs={decisionTabs} hidden={shown !== 'decision'} /> : null}
                    <div hidden={shown !== 'log'}>{logPanel}</div>
                    <div hidden={shown !== 'seats'}>{seatsPanel}</div>
                    {handPanel ? <div hidden={shown !== 'hand'}>{handPanel}</div> : null}
                  </div>
                  {news}
                  {waiting}
                  <div className="shell-tabs" role="toolbar" aria-label={t('shell.side')}>
                    {sheets
                      .filter((s) => s.present)
                      .map((s) => (
                        <button
                          key={s.id}
                          type="button"
                          className={s.id === 'decision' ? 'shell-tab decision-tab' : 'shell-tab'}
                          aria-pressed={shown === s.id}
                          data-waiting={s.id === 'decision' && shown !== 'decision' ? 'true' : undefined}
                          onClick={() => setSheet((cur) => openSheet(cur, s.id, hasDecision))}
                        >
                          {s.label}
                          {s.id === 'log' && logBadges > 0 ? <TabBadge badge={logTabs.find((tab) => (tab.badge?.count ?? 0) > 0)?.badge} /> : null}
                        </button>
                      ))}
                  </div>
                </div>
              </>
            )}
          </div>
        </div>
      </ExplainLayer>
    </SeatBadgeContext.Provider>
  );
}

/** An unread count beside a tab's label. */
function TabBadge({ badge }: { badge: { count: number; label: string } | undefined }) {
  if (!badge || badge.count <= 0) return null;
  return (
    <span className="tab-badge" data-testid="tab-badge" aria-label={badge.label} title={badge.label}>
      {badge.count}
    </span>
  );
}
