import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { CARDS, PERSON_IDS, SHIP_IDS, TAX_IDS, type CardId, type PersonCard, type ShipCard } from '@harbour/port-royal/data';
import { createGame, type GameEvent, type PortRoyalState } from '@harbour/port-royal/rules';
import { takeChoices } from './choices.js';
import { latestNotice, noticeText, takeLabel } from './consequences.js';
import { PrNotice } from './Notice.js';
import { prI18n, renderPr } from './test-utils.js';

const person = (kind: PersonCard['kind'], cost: number, colour: ShipCard['colour'] | null = null): CardId =>
  PERSON_IDS.find((id) => {
    const c = CARDS[id] as PersonCard;
    return c.kind === kind && c.cost === cost && c.colour === colour;
  }) as CardId;
const ship = (colour: ShipCard['colour'], coins: number): CardId =>
  SHIP_IDS.find((id) => {
    const c = CARDS[id] as ShipCard;
    return c.colour === colour && c.coins === coins;
  }) as CardId;

/** Trade & Hire of a 3-player game, seat 0 active, `taker` taking; harbor and persons as given; coins counted. */
function arranged(taker: number, harbor: CardId[], persons: CardId[][], coins: number[]): PortRoyalState {
  const s = createGame(3, seededRng('consequences'));
  const named = new Set([...harbor, ...persons.flat()]);
  const pool = [...s.drawPile, ...s.players.flatMap((p) => p.coins)].filter((id) => !named.has(id));
  s.players.forEach((p, i) => {
    p.persons = persons[i] ?? [];
    p.points = p.persons.reduce((n, id) => n + (CARDS[id] as PersonCard).points, 0);
    p.coins = pool.splice(0, coins[i] ?? 0);
  });
  s.drawPile = pool;
  s.harbor = harbor;
  s.turn = { ...s.turn, active: 0, stage: 'tradeAndHire', cards: 1, taker, taken: 0 };
  return s;
}

describe('Port Royal: what taking a card brings and costs, before committing', () => {
  it('a trade by another player: the ship’s coins, the Trader’s coin, the coin for the active player, the coins after', () => {
    const flute = ship('blue', 3);
    const s = arranged(1, [flute], [[], [person('trader', 3, 'blue')], []], [0, 2, 0]);
    const [choice] = takeChoices(s, 1);
    const en = prI18n('en').t;
    const de = prI18n('de').t;
    expect(takeLabel(en, 'en', choice!, 'Andrea')).toBe('Trade the blue Flute: receive 4 coins (1 of them from your Trader) and pay Andrea 1 coin; you will have 5 coins.');
    expect(takeLabel(de, 'de', choice!, 'Andrea')).toBe('Die blaue Fleute nehmen (handeln): 4 Münzen erhalten (davon 1 von deinem Händler) und Andrea 1 Münze zahlen; danach hast du 5 Münzen.');
  });

  it('a hire with two Mademoiselles: the discounted cost, the victory points, and the end of the game it starts', () => {
    const jester = person('jester', 9);
    const madams = PERSON_IDS.filter((id) => (CARDS[id] as PersonCard).kind === 'mademoiselle').slice(0, 2);
    const pirate = person('pirate', 9);
    const admiral = person('admiral', 9);
    // 2 Mademoiselles (4 or more points) + Pirate 3 + Admiral 3: at least 10; the Jester brings 3.
    const s = arranged(0, [jester], [[...madams, pirate, admiral], [], []], [7, 0, 0]);
    const before = s.players[0]!.points;
    const [choice] = takeChoices(s, 0);
    expect(choice?.refusal).toBeNull();
    const en = prI18n('en').t;
    expect(takeLabel(en, 'en', choice!, 'Andrea')).toBe(
      `Hire the Jester for 7 coins (9 less 2 for your Mademoiselles): +3 victory points (then ${before + 3}); you will have 0 coins. You reach 12 victory points: the end of the game begins, this round is the last.`,
    );
    const de = prI18n('de').t;
    expect(takeLabel(de, 'de', choice!, 'Andrea')).toMatch(/^Den Witzbold für 7 Münzen anheuern \(9 abzüglich 2 für deine Fräuleins\): \+3 Einflusspunkte \(dann \d+\); danach hast du 0 Münzen\. Du erreichst 12 Einflusspunkte/);
  });

  it('a hire for 1 coin with one Mademoiselle, in the singular', () => {
    const sailor = person('sailor', 3);
    const madam = PERSON_IDS.find((id) => (CARDS[id] as PersonCard).kind === 'mademoiselle') as CardId;
    const s = arranged(0, [sailor], [[madam], [], []], [3, 0, 0]);
    // One Mademoiselle: 3 − 1 = 2 coins.
    const [choice] = takeChoices(s, 0);
    const en = prI18n('en').t;
    expect(takeLabel(en, 'en', choice!, 'Andrea')).toMatch(/^Hire the Sailor for 2 coins \(3 less 1 for your Mademoiselle\): \+1 victory point \(then \d+\); you will have 1 coin\.$/);
  });
});

describe('Port Royal: a Governor’s extra card, before committing', () => {
  it('says that a Governor hired gives a card more at once', () => {
    const governor = person('governor', 8);
    const s = arranged(0, [governor], [[], [], []], [8, 0, 0]);
    const [choice] = takeChoices(s, 0);
    expect(takeLabel(prI18n('en').t, 'en', choice!, 'Andrea')).toBe('Hire the Governor for 8 coins: no victory points; you will have 0 coins. You may take 1 more card at once.');
    expect(takeLabel(prI18n('de').t, 'de', choice!, 'Andrea')).toBe('Den Gouverneur für 8 Münzen anheuern: keine Einflusspunkte; danach hast du 0 Münzen. Du darfst sofort 1 Karte mehr nehmen.');
  });
});

describe('Port Royal: the notice of a bust or a tax increase', () => {
  const names = ['Andrea', 'Alex', 'Dagmar'];
  const red = ship('red', 1);
  const tax = TAX_IDS[0] as CardId;

  it('tells a bust once, with the Jesters’ coins, until the next card is turned up', () => {
    const events: GameEvent[] = [
      { type: 'turnBegan', turn: 4, seat: 1 },
      { type: 'turnedUp', seat: 1, card: red },
      { type: 'busted', seat: 1, card: red, discarded: [1, 2, red] },
      { type: 'coinsReceived', seat: 2, reason: 'jester', count: 2, missing: 0 },
      { type: 'turnBegan', turn: 5, seat: 2 },
    ];
    const notice = latestNotice(events);
    expect(notice).toMatchObject({ kind: 'bust', at: 2 });
    const en = noticeText(prI18n('en').t, 'en', notice!, names);
    expect(en.heading).toBe('Too much risked!');
    expect(en.lines).toHaveLength(2);
    expect(en.lines[1]).toBe('Dagmar receives 2 coins (Jester).');
    expect(latestNotice([...events, { type: 'turnedUp', seat: 2, card: ship('blue', 1) }])).toBeNull();
  });

  it('tells a tax increase: who gave up how many coins and who received the bonus (plurals in both languages)', () => {
    const events: GameEvent[] = [
      { type: 'turnedUp', seat: 0, card: tax },
      { type: 'taxPaid', seat: 1, cards: [1, 2, 3, 4, 5, 6, 7] },
      { type: 'coinsReceived', seat: 0, reason: 'tax', count: 1, missing: 0 },
    ];
    const notice = latestNotice(events)!;
    expect(noticeText(prI18n('en').t, 'en', notice, names)).toEqual({ heading: 'Tax increase!', lines: ['Alex gives up 7 coins to the tax increase.', 'Andrea receives 1 coin (tax increase).'] });
    expect(noticeText(prI18n('de').t, 'de', notice, names)).toEqual({ heading: 'Steuererhöhung!', lines: ['Alex gibt 7 Münzen für die Steuererhöhung ab.', 'Andrea erhält 1 Münze (Steuererhöhung).'] });
    const nobody = latestNotice([events[0]!, events[2]!])!;
    expect(noticeText(prI18n('en').t, 'en', nobody, names).lines[0]).toBe('Nobody has 12 coins or more: nobody gives up coins.');
  });

  it('shows the notice on the table as a status', () => {
    renderPr(<PrNotice events={[{ type: 'turnedUp', seat: 0, card: tax }]} names={names} />, 'de');
    expect(screen.getByRole('status', { name: 'Was eben geschah' }).textContent).toContain('Steuererhöhung! Niemand hat 12 oder mehr Münzen');
  });
});
