import { useEffect, useId, useRef, type ReactNode } from 'react';
import './table.css';

interface DialogProps {
  title: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A decision panel: a non-modal dialog beside the board (the board stays visible and usable). When
 * it appears and the focus was lost (the control that had it went away with the last move), it
 * takes the focus, so that keyboard and screen-reader users land on the next decision.
 */
export function Dialog({ title, className, children, testId }: DialogProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className={`decision ${className ?? ''}`} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} className="decision-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
