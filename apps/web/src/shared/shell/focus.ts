/**
 * Where a new decision puts the focus and the view. Pure DOM helpers, so that the shell stays a
 * layout and these rules can be read (and tested) on their own.
 */

/**
 * Whether a new decision may take the focus: not while the reader types elsewhere (a chat), nor
 * from inside the decision. A choice on the board hands the focus on to the decision.
 */
export function shouldTakeFocus(active: Element | null, decision: Element): boolean {
  if (active === null || active === document.body || !active.isConnected) return true;
  if (decision.contains(active)) return false;
  return !isTyping(active);
}

/**
 * The decision's next control after a choice on the board: the control it marks (`data-decision-focus`),
 * else its enabled confirm button, else its first enabled control; null while none is enabled (a move
 * travelling), when the focus had better stay where it is.
 */
export function nextControl(decision: Element): HTMLElement | null {
  return (
    decision.querySelector<HTMLElement>('button[data-decision-focus]:not(:disabled), input[data-decision-focus]:not(:disabled), [role="button"][data-decision-focus]') ??
    decision.querySelector<HTMLElement>('.actions button.primary:not(:disabled)') ??
    decision.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled), select:not(:disabled)')
  );
}

function isTyping(el: Element): boolean {
  if (el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

/** Pieces offered on the board: its buttons (not its own tools, such as a zoom). */
export const OFFERED_ON_BOARD = '[data-decision-target], [role="button"]:not([aria-disabled="true"]), button:not(:disabled):not([data-board-tool])';

/** The first piece the decision offers on the board: a choosable piece or a card to take first (a board's other buttons come after). */
export function firstOffered(board: ParentNode): Element | null {
  return board.querySelector('[data-decision-target], .choosable:not([aria-disabled="true"]), button[data-take]:not(:disabled)') ?? board.querySelector(OFFERED_ON_BOARD);
}

/**
 * Marks what holds the view above the table (a teaching card explaining the decision): the page is
 * never scrolled past its top, so a new decision does not take away the words about it.
 */
export const HOLDS_VIEW = 'data-holds-view';

/** The element holding the view, if one is on the page. */
export function viewHolder(): Element | null {
  return document.querySelector(`[${HOLDS_VIEW}]`);
}

/**
 * Scrolls the page so that what the decision is about shows above the bar at the bottom of a
 * phone's screen: the first piece offered on the board, else the board's top. When something holds
 * the view (`holder`), its top instead: the reader reads it first, and "Show me" then brings its pieces.
 */
export function bringBoardChoiceIntoView(board: HTMLElement, barHeight: number, holder: Element | null = null): void {
  const choice = firstOffered(board);
  const room = window.innerHeight - barHeight;
  if (room <= 0) return;
  const top = board.getBoundingClientRect().top;
  // As much of the board as fits, from its top, when the piece on offer is then in view too.
  let by = top - 8;
  if (choice) {
    const rect = choice.getBoundingClientRect();
    if (rect.bottom - by > room - 8) by = rect.top + rect.height / 2 - room / 2;
  }
  // What holds the view stands at its top, the board under it (its pieces as far as they fit).
  if (holder) by = holder.getBoundingClientRect().top - 8;
  if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: 'instant' as ScrollBehavior });
}

export interface FollowOptions {
  /** Whether the piece on offer is (partly) out of the view now. */
  outOfView: () => boolean;
  /** Brings it back into view. */
  bring: () => void;
  /** How long to follow (ms). */
  ms?: number;
  frame?: (run: () => void) => number;
  cancelFrame?: (id: number) => void;
  now?: () => number;
}

/**
 * Keeps the piece on offer in view while the page settles after the view was set (a phone, or a desktop
 * narrowed to one): every frame for a while, it is brought back whenever it left the view. A board can
 * rearrange itself for its new width after the scroll without changing its own size, so that neither
 * its size nor the bar's tells that the piece moved (it ended under the bar, or above the view). A touch
 * or a wheel ends the following (the reader scrolls). Returns a function that stops it.
 */
export function followChoice(options: FollowOptions): () => void {
  const frame = options.frame ?? ((run: () => void) => requestAnimationFrame(run));
  const cancelFrame = options.cancelFrame ?? ((id: number) => cancelAnimationFrame(id));
  const now = options.now ?? (() => performance.now());
  const until = now() + (options.ms ?? 1000);
  let id = 0;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cancelFrame(id);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
  const tick = () => {
    if (stopped) return;
    if (options.outOfView()) options.bring();
    if (now() >= until) stop();
    else id = frame(tick);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  id = frame(tick);
  return stop;
}

/**
 * Phones: keeps what holds the view (a teaching card) at the top of the view, clear of the decision's
 * bar, while the page settles after it came (the board may draw later and the page grow only then,
 * or the decision may have come before the card); ends early when the reader scrolls.
 */
export function followHolder(holder: Element, options: Omit<FollowOptions, 'outOfView' | 'bring'> = {}): () => void {
  const barTop = () => document.querySelector('.shell-bar')?.getBoundingClientRect().top ?? window.innerHeight;
  return followChoice({
    ms: 2000,
    ...options,
    outOfView: () => {
      const r = holder.getBoundingClientRect();
      return r.top < 0 || (r.top > 9 && r.bottom > barTop());
    },
    bring: () => window.scrollBy({ top: holder.getBoundingClientRect().top - 8, behavior: 'instant' as ScrollBehavior }),
  });
}

/**
 * What a reader just opened inside a decision that scrolls (a summary's list in a phone's bar):
 * the scrolling box moves just enough to show it above the decision's sticky buttons, its summary
 * never above the box's top (below the decision's title where that stays at the head). Nothing moves when it is seen already or when nothing scrolls.
 */
export function revealOpened(opened: HTMLElement): void {
  let box = opened.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
  if (!box) return;
  const view = box.getBoundingClientRect();
  const decision = opened.closest('.decision');
  const sticky = decision?.querySelector(':scope > .actions');
  const foot = sticky && !opened.contains(sticky) ? Math.min(view.bottom, sticky.getBoundingClientRect().top) : view.bottom;
  // (a title that stays at the box's head while it scrolls: the summary comes to rest below it)
  const title = decision?.querySelector(':scope > .decision-title');
  const head = title && getComputedStyle(title).position === 'sticky' ? Math.max(view.top, title.getBoundingClientRect().bottom) : view.top;
  const rect = opened.getBoundingClientRect();
  const by = Math.min(rect.bottom - foot, rect.top - head);
  if (by >= 1) box.scrollTop += by;
}

/**
 * Phones: how far to scroll the page so that a control given the focus from the keyboard is not hidden
 * under the bar fixed at the foot of the screen (WCAG 2.4.11). The browser scrolls a focused control into
 * view only when it is outside the view, and one under the bar is inside it. 0 when it is clear of the
 * bar, inside the bar itself, or taller than the room above the bar (its top then stays in view).
 */
export function scrollClearOfBar(focused: Element, bar: Element | null): number {
  if (!bar || bar.contains(focused)) return 0;
  const barTop = bar.getBoundingClientRect().top;
  const rect = focused.getBoundingClientRect();
  if (rect.bottom <= barTop || rect.top >= window.innerHeight || rect.height === 0) return 0;
  return Math.max(0, Math.min(rect.bottom - barTop + 8, rect.top - 8));
}

/** Whether some of `el` shows between the top of the screen and a bar of `barHeight` at its foot. */
export function onScreen(el: Element | null, barHeight: number): boolean {
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight - barHeight;
}
