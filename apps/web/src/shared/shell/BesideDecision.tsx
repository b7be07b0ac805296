import { useEffect, useState } from 'react';
import type { LogTab } from './slots.js';
import './BesideDecision.css';

/**
 * Phones: what is about the decision (the hint), under it in the bar: a button each, its content
 * opening below (told when it is on screen, as a tab beside the log is).
 */
export function BesideDecision({ tabs, hidden }: { tabs: readonly LogTab[]; hidden: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    for (const tab of tabs) tab.onShownChange?.(!hidden && open === tab.id);
  }, [tabs, hidden, open]);
  return (
    <div className="shell-beside-decision" hidden={hidden}>
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
