import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useWideLayout } from './shell/use-wide-layout.js';
import './table.css';

interface DialogProps {
  title: ReactNode;
  /** False: the title is said (it names the dialog), not shown, where the decision's own words already show it. */
  titleShown?: boolean;
  className?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A decision panel: a non-modal dialog beside the board (the board stays visible and usable). When
 * it appears and the focus was lost (the control that had it went away with the last move), it
 * takes the focus, so that keyboard and screen-reader users land on the next decision.
 */
export function Dialog({ title, titleShown = true, className, children, testId }: DialogProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className={`decision ${className ?? ''}`} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} className={titleShown ? 'decision-title' : 'decision-title visually-hidden'} tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A decision's foot: its buttons, and the line saying what the primary one waits for (`status`, a
 * `role="status"` paragraph). On wide screens that line stands in the row of buttons, which stays at
 * the foot of a decision box that scrolls: why Confirm is grey is read beside Confirm, not under it.
 * On phones it stands above the row, in the bar's flow (a taller sticky row would cover the first
 * choices of a short bar).
 */
export function DecisionFoot({ status, children }: { status: ReactNode; children: ReactNode }) {
  const wide = useWideLayout();
  if (!wide) {
    return (
      <>
        {status}
        <div className="actions">{children}</div>
      </>
    );
  }
  return (
    <div className="actions with-status">
      {status}
      {children}
    </div>
  );
}
