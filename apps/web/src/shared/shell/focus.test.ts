import { describe, expect, it, vi } from 'vitest';
import { bringBoardChoiceIntoView, firstOffered, followChoice, followHolder, HOLDS_VIEW, revealOpened, scrollClearOfBar, viewHolder } from './focus.js';

describe('the piece a decision offers on the board', () => {
  it('is a choosable piece before any other button of the board (a phone scrolls to it)', () => {
    const board = document.createElement('div');
    board.innerHTML = '<svg><g role="button" data-ship="0"></g><g class="building" role="img"></g><g class="building choosable" role="button" data-building="7"></g></svg>';
    expect(firstOffered(board)?.getAttribute('data-building')).toBe('7');
  });

  it('is a card to take before an expedition to fulfil (Port Royal: the harbor display, then the expeditions above it)', () => {
    const board = document.createElement('div');
    board.innerHTML = '<button type="button" class="pr-card-button">Fulfil the expedition</button><button type="button" data-take="3">take</button>';
    expect(firstOffered(board)?.getAttribute('data-take')).toBe('3');
  });

  it('falls back to the first button when nothing is marked choosable', () => {
    const board = document.createElement('div');
    board.innerHTML = '<button type="button" data-board-tool disabled>zoom</button><button type="button" data-ship="2">ship</button>';
    expect(firstOffered(board)?.getAttribute('data-ship')).toBe('2');
  });
});

describe('a phone\'s view at a new decision', () => {
  /** A board whose offered piece lies at `pieceTop` px in the view, and what the page scrolled by. */
  function page(pieceTop: number, holderTop: number | null) {
    document.body.innerHTML = `${holderTop === null ? '' : `<section ${HOLDS_VIEW}>card</section>`}<div id="board"><g class="choosable" role="button"></g></div>`;
    const box = (top: number, height: number) => () => ({ top, bottom: top + height, height, left: 0, right: 300, width: 300, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    const board = document.getElementById('board') as HTMLElement;
    board.getBoundingClientRect = box(300, 900);
    (board.querySelector('.choosable') as HTMLElement).getBoundingClientRect = box(pieceTop, 60);
    const holder = viewHolder();
    if (holder) holder.getBoundingClientRect = box(holderTop as number, 250);
    const scrollBy = vi.fn();
    window.scrollBy = scrollBy as typeof window.scrollBy;
    bringBoardChoiceIntoView(board, 500, holder);
    return scrollBy.mock.calls.map((c) => (c[0] as ScrollToOptions).top);
  }

  it('scrolls to the piece on offer above the bar', () => {
    // A 500 px bar: the piece (at 1000 px) is centred in the room above the bar.
    expect(page(1000, null)).toEqual([1000 + 30 - (window.innerHeight - 500) / 2]);
  });

  it('never scrolls past what holds the view (a teaching card): its top stands at the top of the view', () => {
    expect(page(1000, 160)).toEqual([152]);
    // Nor leaves it below, overlapping the bar, when the board is already in view.
    expect(page(320, 300)).toEqual([292]);
  });
});

describe('following the piece on offer while the page settles', () => {
  function clock() {
    let t = 0;
    let queued: (() => void) | null = null;
    return {
      frame: (run: () => void) => {
        queued = run;
        return 1;
      },
      cancelFrame: () => {
        queued = null;
      },
      now: () => t,
      step(ms = 16) {
        t += ms;
        const run = queued;
        queued = null;
        run?.();
      },
      get waiting() {
        return queued !== null;
      },
    };
  }

  it('brings the piece back whenever it leaves the view, for a while, then stops', () => {
    const c = clock();
    let out = false;
    let brought = 0;
    followChoice({ outOfView: () => out, bring: () => { brought++; out = false; }, ms: 100, frame: c.frame, cancelFrame: c.cancelFrame, now: c.now });
    c.step();
    expect(brought).toBe(0);
    out = true; // the board rearranged itself: the piece went under the bar
    c.step();
    expect(brought).toBe(1);
    for (let i = 0; i < 10; i++) c.step();
    expect(c.waiting).toBe(false);
    out = true;
    c.step();
    expect(brought).toBe(1);
  });

  it('keeps a teaching card at the top of the view, clear of the bar, while the page settles', () => {
    const c = clock();
    document.body.innerHTML = '<section data-holds-view>card</section><div class="shell-bar"></div>';
    const card = document.querySelector('section') as HTMLElement;
    const bar = document.querySelector('.shell-bar') as HTMLElement;
    let top = 147;
    card.getBoundingClientRect = () => ({ top, bottom: top + 288, height: 288, left: 0, right: 360, width: 360, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    bar.getBoundingClientRect = () => ({ top: 338, bottom: 844, height: 506, left: 0, right: 360, width: 360, x: 0, y: 338, toJSON: () => ({}) }) as DOMRect;
    const scrolled: number[] = [];
    window.scrollBy = ((o: ScrollToOptions) => {
      scrolled.push(o.top as number);
      top -= o.top as number;
    }) as typeof window.scrollBy;
    followHolder(card, { frame: c.frame, cancelFrame: c.cancelFrame, now: c.now, ms: 100 });
    c.step();
    expect(scrolled).toEqual([139]);
    // The page grew under it and the browser moved it (a board drawn late): brought back once more.
    top = 60;
    c.step();
    c.step();
    expect(scrolled).toEqual([139, 52]);
  });

  it('ends when the reader scrolls (a touch) or when stopped', () => {
    const c = clock();
    let brought = 0;
    followChoice({ outOfView: () => true, bring: () => brought++, ms: 1000, frame: c.frame, cancelFrame: c.cancelFrame, now: c.now });
    c.step();
    expect(brought).toBe(1);
    window.dispatchEvent(new Event('touchstart'));
    c.step();
    expect(brought).toBe(1);
    const stop = followChoice({ outOfView: () => true, bring: () => brought++, frame: c.frame, cancelFrame: c.cancelFrame, now: c.now });
    stop();
    c.step();
    expect(brought).toBe(1);
  });
});

describe('revealOpened', () => {
  const rect = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 300, width: 300, height: bottom - top, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

  /** A decision in a box that scrolls (300 px shown of 900, at y 100–400), its buttons at y 350–400; `head` goes before the opened list. */
  function scrollingDecision(head = '') {
    document.body.innerHTML = `<div class="sheet" style="overflow-y: auto"><section class="decision">${head}<details open id="d"><summary>more</summary></details><div class="actions"><button>Rest</button></div></section></div>`;
    const box = document.querySelector('.sheet') as HTMLElement;
    const at = { scrolled: 0 };
    Object.defineProperty(box, 'scrollTop', { configurable: true, get: () => at.scrolled, set: (v: number) => (at.scrolled = v) });
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => 900 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 300 });
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue(rect(100, 400));
    vi.spyOn(document.querySelector('.actions') as Element, 'getBoundingClientRect').mockReturnValue(rect(350, 400));
    const opened = document.getElementById('d') as HTMLElement;
    /** Reveals the list opened at y top–bottom; how far the box scrolled. */
    const reveal = (top: number, bottom: number) => {
      at.scrolled = 0;
      vi.spyOn(opened, 'getBoundingClientRect').mockReturnValue(rect(top, bottom));
      revealOpened(opened);
      return at.scrolled;
    };
    return reveal;
  }

  it("scrolls the decision's box just enough to show what was opened above its sticky buttons, never its summary above the box's top", () => {
    const reveal = scrollingDecision();
    // Its foot (500) above the buttons (350): 150 px, less than bringing its top (300) to the box's (100).
    expect(reveal(300, 500)).toBe(150);
    expect(reveal(300, 900)).toBe(200);
    expect(reveal(150, 300)).toBe(0);
  });

  it("brings a long list's summary to rest below a title that stays at the box's head, not under it", () => {
    const reveal = scrollingDecision('<h2 class="decision-title" style="position: sticky; top: 0">Move</h2>');
    vi.spyOn(document.querySelector('.decision-title') as Element, 'getBoundingClientRect').mockReturnValue(rect(100, 130));
    // Its top (300) to the title's foot (130), not to the box's top (100).
    expect(reveal(300, 900)).toBe(170);
  });
});

describe('a control focused from the keyboard under a phone\'s bar (WCAG 2.4.11)', () => {
  const box = (top: number, bottom: number) => ({ top, bottom, height: bottom - top, left: 0, right: 360, width: 360, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  const page = (controlTop: number, controlBottom: number) => {
    document.body.innerHTML = '<main><button id="piece">piece</button></main><div class="shell-bar"><button id="tab">tab</button></div>';
    const piece = document.getElementById('piece') as HTMLElement;
    const bar = document.querySelector('.shell-bar') as HTMLElement;
    piece.getBoundingClientRect = () => box(controlTop, controlBottom);
    bar.getBoundingClientRect = () => box(600, 740);
    (document.getElementById('tab') as HTMLElement).getBoundingClientRect = () => box(690, 730);
    Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
    return { piece, bar };
  };

  it('scrolls it just above the bar, with a margin', () => {
    const { piece, bar } = page(620, 660);
    expect(scrollClearOfBar(piece, bar)).toBe(68);
  });

  it('leaves alone a control clear of the bar, one in the bar, one below the view, and the page without a bar', () => {
    const { piece, bar } = page(500, 560);
    expect(scrollClearOfBar(piece, bar)).toBe(0);
    expect(scrollClearOfBar(document.getElementById('tab') as HTMLElement, bar)).toBe(0);
    const below = page(760, 800);
    expect(scrollClearOfBar(below.piece, below.bar)).toBe(0);
    const under = page(620, 660);
    expect(scrollClearOfBar(under.piece, null)).toBe(0);
  });

  it('keeps the top of a control taller than the room above the bar in view', () => {
    const { piece, bar } = page(100, 900);
    expect(scrollClearOfBar(piece, bar)).toBe(92);
  });
});
