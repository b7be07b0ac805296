import { useEffect, useRef, useState } from 'react';
import type { LogTab } from './slots.js';
import './BesideDecision.css';

/**
 * Phones: what is about the decision (the hint), under it in the bar: a button each, its content
 * opening below (told when it is on screen, as a tab beside the log is). Closed again, the bar goes
 * back to the decision's top: opening it had scrolled the bar down to the answer, and the bar kept
 * that place, with the decision's title and first choices above its edge.
 */
export function BesideDecision({ tabs, hidden }: { tabs: readonly LogTab[]; hidden: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    for (const tab of tabs) tab.onShownChange?.(!hidden && open === tab.id);
  }, [tabs, hidden, open]);
  useEffect(() => {
    const sheet = root.current?.closest<HTMLElement>('.shell-sheet');
    if (wasOpen.current && open === null && sheet) sheet.scrollTop = 0;
    wasOpen.current = open !== null;
  }, [open]);
  return (
    <div className="shell-beside-decision" hidden={hidden} ref={root}>
      <div className="shell-beside-buttons">
        {tabs.map((tab) => (
          <button key={tab.id} type="button" className="small" aria-expanded={open === tab.id} aria-controls={`shell-beside-${tab.id}`} onClick={() => setOpen((cur) => (cur === tab.id ? null : tab.id))}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} id={`shell-beside-${tab.id}`} hidden={open !== tab.id}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
