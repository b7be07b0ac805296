import { join } from 'node:path';
import { seededRng } from '@harbour/game-kit';
import { keys, lookup, placeholders, refusalCodesOf, type LocaleTree } from '@harbour/game-kit/locale-checks';
import { describe, expect, it } from 'vitest';
import { DESTINATIONS, FIELD_KINDS, SUPPLY_KINDS, TILE_KINDS } from '../src/data.js';
import { rumAndPiratesLocales } from '../src/locales/index.js';
import { MOVE_TYPES, STAGES, randomMove, rumEngine, type GameEvent } from '../src/rules/index.js';

/** One event of each type that random games produce. */
function sampleEvents(): Map<string, GameEvent> {
  const found = new Map<string, GameEvent>();
  for (let g = 0; g < 30; g++) {
    const rng = seededRng(`words-${g}`);
    let s = rumEngine.setup(2 + (g % 4), rng);
    while (!rumEngine.isOver(s)) {
      const seat = rumEngine.deciders(s)[0] as number;
      s = rumEngine.apply(s, seat, randomMove(s, seat, rng), rng);
    }
    for (const e of s.events) if (!found.has(e.type)) found.set(e.type, e);
  }
  return found;
}

describe('the game’s words', () => {
  const en = rumAndPiratesLocales.en as LocaleTree;
  const de = rumAndPiratesLocales.de as LocaleTree;

  it('exist in English and German with the same keys and the same placeholders', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
  });

  it('have a sentence for every refusal code, naming only the refusal’s params', () => {
    const codes = refusalCodesOf(join(__dirname, '../src'));
    expect(codes.length).toBeGreaterThan(30);
    // A counted refusal has its plural forms (`_one`, `_other`) instead of one sentence.
    const sentence = (tree: LocaleTree, code: string) => lookup(tree, `refusal.${code}`) ?? lookup(tree, `refusal.${code}_other`);
    for (const code of codes) {
      expect(sentence(en, code), code).toBeTypeOf('string');
      expect(sentence(de, code), code).toBeTypeOf('string');
    }
    const params: Record<string, string[]> = {
      'move.notEnoughPirates': ['have', 'needed'],
      'move.notEnoughCoins': ['needed'],
      'map.wrongColour': ['colour'],
      'tavern.noTiles': ['colour'],
      'reroll.limit': ['limit'],
    };
    for (const [code, names] of Object.entries(params)) expect(placeholders(sentence(en, code)).filter((name) => name !== 'count'), code).toEqual(names);
  });

  it('name every field, tile, supplies kind, destination, stage and move', () => {
    for (const k of FIELD_KINDS) expect(lookup(de, `field.${k}`), k).toBeDefined();
    for (const k of TILE_KINDS) expect(lookup(de, `tile.${k}`), k).toBeDefined();
    for (const k of SUPPLY_KINDS) expect(lookup(de, `supply.${k}`), k).toBeDefined();
    for (const k of DESTINATIONS) expect(lookup(de, `destination.${k}`), k).toBeDefined();
    for (const k of STAGES) expect(lookup(de, `stage.${k}`), k).toBeDefined();
    for (const k of MOVE_TYPES) expect(lookup(de, `move.${k}`), k).toBeDefined();
    expect([lookup(de, 'tile.bunk'), lookup(de, 'tile.hammock'), lookup(de, 'tile.ropeCoil'), lookup(de, 'term.hiringPlace')]).toEqual([
      'Koje',
      'Hängematte',
      'Taurolle',
      'Heuerstelle',
    ]);
  });

  it('tell every event, with placeholders the event fills', () => {
    const events = sampleEvents();
    expect(events.size).toBeGreaterThan(35);
    for (const [type, event] of events) {
      const text = lookup(en, `event.${type}`);
      expect(text, type).toBeTypeOf('string');
      for (const name of placeholders(text)) expect(Object.keys(event), `${type}: {{${name}}}`).toContain(name);
    }
  });

  it('carry the edition’s rulings for the in-game rules page in both languages', () => {
    const rulings = keys(en).filter((k) => k.startsWith('rules.rulings.'));
    expect(rulings.length).toBeGreaterThanOrEqual(20);
    for (const k of rulings) expect((lookup(de, k) ?? '').length, k).toBeGreaterThan(40);
  });
});
