import { join } from 'node:path';
import { keys, lookup, placeholders, refusalCodesOf, type LocaleTree } from '@harbour/game-kit/locale-checks';
import { describe, expect, it } from 'vitest';
import { BUILDING_TYPES, CLOUDS, COLOURS, SHIP_IDS } from '../data.js';
import { STAGE_MOVES } from '../rules/engine.js';
import { MOVE_TYPES } from '../rules/moves.js';
import { grogIslandLocales } from './index.js';

describe('the game\'s words', () => {
  const en = grogIslandLocales.en as LocaleTree;
  const de = grogIslandLocales.de as LocaleTree;

  it('exist in English and German with the same keys and the same placeholders', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
  });

  it('have a sentence for every refusal code the rules can give', () => {
    const codes = refusalCodesOf(join(__dirname, '..'));
    expect(codes.length).toBeGreaterThan(40);
    for (const code of codes) expect(lookup(en, `refusal.${code}`) ?? lookup(en, `refusal.${code}_other`), code).toBeTypeOf('string');
  });

  it('name every move, as the review names the move chosen and the better one ("Bid", not "bid")', () => {
    for (const type of MOVE_TYPES) for (const words of [en, de]) expect(lookup(words, `move.${type}`), type).toBeTypeOf('string');
  });

  it('name every colour, building type, ship, cloud and stage', () => {
    for (const c of COLOURS) expect(lookup(en, `goods.${c}`)).toBeDefined();
    for (const t of BUILDING_TYPES) expect(lookup(de, `building.${t}`)).toBeDefined();
    for (const s of SHIP_IDS) expect(lookup(en, `ship.${s}`)).toBeDefined();
    for (const c of CLOUDS) expect(lookup(en, `cloud.${c}`)).toBeDefined();
    for (const stage of Object.keys(STAGE_MOVES)) expect(lookup(de, `stage.${stage}`)).toBeDefined();
  });
});

describe('the log’s words', () => {
  it('exist in English and German with the same keys and the same placeholders', async () => {
    const { grogIslandLogLocales } = await import('../log/sentences.js');
    const [en, de] = [grogIslandLogLocales.en as LocaleTree, grogIslandLogLocales.de as LocaleTree];
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
  });
});

describe('the teacher\'s German sentences', () => {
  it('put a peninsula after "auf der" / "an der" in the dative ("auf der grünen Halbinsel", not "grüne")', async () => {
    const { grogIslandHintLocales } = await import('./hints.js');
    const text = JSON.stringify(grogIslandHintLocales.de);
    expect(text).not.toMatch(/(auf|an) der \$t\(peninsula\./);
    expect(text).toMatch(/auf der \$t\(peninsulaAfterPreposition\./);
    const de = grogIslandLocales.de as LocaleTree;
    for (const c of COLOURS) expect(lookup(de, `peninsulaAfterPreposition.${c}`), c).toMatch(/en Halbinsel$/);
  });
});
