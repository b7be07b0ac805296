import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { computePosition, flip, offset, shift } from '@floating-ui/dom';
import './ExplainLayer.css';

/** How long a finger rests on a piece before its help opens (phones). */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const PRESS_SLOP_PX = 10;
/** Hovering a piece this long opens its help (a mouse passing over does not). */
const HOVER_DELAY_MS = 250;

/**
 * The attribute a piece carries to explain itself: `<g data-help="Market: …" tabIndex={0}>`.
 * One layer per table answers every piece inside it, so a board of hundreds of pieces costs
 * one set of listeners and one tooltip, not one per piece.
 */
export const HELP_ATTRIBUTE = 'data-help';

/** The props a piece needs to explain itself: its help text, focusable by keyboard. */
export function helpProps(text: string): { 'data-help': string; tabIndex: 0 } {
  return { [HELP_ATTRIBUTE]: text, tabIndex: 0 } as { 'data-help': string; tabIndex: 0 };
}

/** Whether the focus came by keyboard (`:focus-visible`); where the browser cannot tell, it did. */
function focusedByKeyboard(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

function helpTarget(node: EventTarget | null, root: HTMLElement): HTMLElement | SVGElement | null {
  if (!(node instanceof Element)) return null;
  const el = node.closest(`[${HELP_ATTRIBUTE}]`);
  if (!el || !root.contains(el)) return null;
  return el as HTMLElement | SVGElement;
}

/**
 * Help in place: whatever inside carries `data-help` explains itself in a tooltip on hover, on
 * keyboard focus and on a long press (touch); Escape, a tap elsewhere or leaving closes it. A long
 * press does not also choose the piece (the click that follows it is swallowed). The focused piece
 * is described by the tooltip (`aria-describedby`) while it is shown.
 */
export function ExplainLayer({ children, className }: { children: ReactNode; className?: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const tipId = `help-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [shown, setShown] = useState<{ target: HTMLElement | SVGElement; text: string } | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let hoverTimer: ReturnType<typeof setTimeout> | undefined;
    let pressTimer: ReturnType<typeof setTimeout> | undefined;
    let pressStart: { x: number; y: number } | null = null;
    let swallowClick = false;
    let current: Element | null = null;
    // Where the mouse last clicked: a jitter there is no move.
    let clickedAt: { x: number; y: number } | null = null;

    const show = (target: HTMLElement | SVGElement) => {
      const text = target.getAttribute(HELP_ATTRIBUTE) ?? '';
      if (!text) return;
      current = target;
      setShown({ target, text });
    };
    const hide = () => {
      current = null;
      setShown(null);
    };
    const cancelPress = () => {
      clearTimeout(pressTimer);
      pressStart = null;
    };

    // Hover help follows the mouse's own moves: a page drawn anew under a resting pointer (the next
    // decision after a click, a new page) opens nothing over the status line and the decision.
    let pending: Element | null = null;
    const onMouseMove = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      if (clickedAt !== null && Math.hypot(e.clientX - clickedAt.x, e.clientY - clickedAt.y) <= 4) return;
      clickedAt = null;
      const target = helpTarget(e.target, root);
      if (!target) {
        clearTimeout(hoverTimer);
        pending = null;
        if (current && current !== document.activeElement) hide();
        return;
      }
      if (target === pending) return;
      clearTimeout(hoverTimer);
      pending = target;
      if (target === current) return;
      hoverTimer = setTimeout(() => {
        pending = null;
        show(target);
      }, HOVER_DELAY_MS);
    };
    const onPointerLeave = (e: PointerEvent) => {
      // A finger lifted leaves too: a long-pressed piece's help stays until a tap elsewhere.
      if (e.pointerType !== 'mouse') return;
      clearTimeout(hoverTimer);
      pending = null;
      if (current && current !== document.activeElement) hide();
    };
    const onFocusIn = (e: FocusEvent) => {
      const target = helpTarget(e.target, root);
      // Keyboard focus only: a piece clicked or tapped takes the focus too, and its help would then cover the board.
      if (target && target === e.target && focusedByKeyboard(target)) show(target);
      else if (current && target !== current) hide();
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.target === current) hide();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') {
        clickedAt = { x: e.clientX, y: e.clientY };
        clearTimeout(hoverTimer);
        pending = null;
        if (current && current !== document.activeElement) hide();
        return;
      }
      const target = helpTarget(e.target, root);
      if (current && target !== current) hide();
      if (!target) return;
      pressStart = { x: e.clientX, y: e.clientY };
      clearTimeout(pressTimer);
      pressTimer = setTimeout(() => {
        swallowClick = true;
        show(target);
      }, LONG_PRESS_MS);
    };
    const onPointerMove = (e: PointerEvent) => {
      onMouseMove(e);
      if (!pressStart) return;
      if (Math.hypot(e.clientX - pressStart.x, e.clientY - pressStart.y) > PRESS_SLOP_PX) cancelPress();
    };
    const onClick = (e: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.preventDefault();
      e.stopPropagation();
    };
    // A long press opens the phone's own menu on links and images: the help replaces it on pieces.
    const onContextMenu = (e: Event) => {
      if (helpTarget(e.target, root) && (pressStart || swallowClick)) e.preventDefault();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && current) {
        hide();
        e.stopPropagation();
      }
    };
    const onDocumentPointerDown = (e: PointerEvent) => {
      if (current && !root.contains(e.target as Node)) hide();
    };

    root.addEventListener('pointerleave', onPointerLeave);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('pointermove', onPointerMove);
    root.addEventListener('pointerup', cancelPress);
    root.addEventListener('pointercancel', cancelPress);
    root.addEventListener('click', onClick, true);
    root.addEventListener('contextmenu', onContextMenu);
    root.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onDocumentPointerDown);
    return () => {
      clearTimeout(hoverTimer);
      clearTimeout(pressTimer);
      root.removeEventListener('pointerleave', onPointerLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('pointermove', onPointerMove);
      root.removeEventListener('pointerup', cancelPress);
      root.removeEventListener('pointercancel', cancelPress);
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('contextmenu', onContextMenu);
      root.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onDocumentPointerDown);
    };
  }, []);

  // The shown piece is described by the tooltip; the tooltip sits beside it, inside the view.
  useEffect(() => {
    const tip = tipRef.current;
    if (!shown || !tip) return;
    const { target } = shown;
    const before = target.getAttribute('aria-describedby');
    target.setAttribute('aria-describedby', before ? `${before} ${tipId}` : tipId);
    let live = true;
    void computePosition(target, tip, { placement: 'top', strategy: 'fixed', middleware: [offset(8), flip(), shift({ padding: 8 })] }).then(({ x, y }) => {
      if (!live) return;
      tip.style.left = `${Math.round(x)}px`;
      tip.style.top = `${Math.round(y)}px`;
      tip.dataset.placed = 'true';
    });
    return () => {
      live = false;
      if (before === null) target.removeAttribute('aria-describedby');
      else target.setAttribute('aria-describedby', before);
    };
  }, [shown, tipId]);

  return (
    <div ref={rootRef} className={className ? `explain-layer ${className}` : 'explain-layer'}>
      {children}
      {shown ? (
        <div ref={tipRef} id={tipId} role="tooltip" className="explain-tip" data-testid="help-tip">
          {shown.text}
        </div>
      ) : null}
    </div>
  );
}
