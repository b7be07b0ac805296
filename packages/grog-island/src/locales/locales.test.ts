import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILDING_TYPES, CLOUDS, COLOURS, SHIP_IDS } from '../data.js';
import { STAGE_MOVES } from '../rules/engine.js';
import { grogIslandLocales } from './index.js';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Every refusal code written in the rules' source: refuse('a.b', ...). */
function refusalCodesInSource(): string[] {
  const dirs = [join(__dirname, '../rules'), join(__dirname, '..')];
  const codes = new Set<string>();
  for (const dir of dirs) {
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/refuse\('([a-zA-Z.]+)'/g)) codes.add(m[1] as string);
    }
  }
  return [...codes];
}

describe('the game\'s words', () => {
  const en = grogIslandLocales.en as Tree;
  const de = grogIslandLocales.de as Tree;

  it('exist in English and German with the same keys and the same placeholders', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) {
      const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('have a sentence for every refusal code the rules can give', () => {
    const codes = refusalCodesInSource();
    expect(codes.length).toBeGreaterThan(40);
    for (const code of codes) expect(lookup(en, `refusal.${code}`), code).toBeTypeOf('string');
  });

  it('name every colour, building type, ship, cloud and stage', () => {
    for (const c of COLOURS) expect(lookup(en, `goods.${c}`)).toBeDefined();
    for (const t of BUILDING_TYPES) expect(lookup(de, `building.${t}`)).toBeDefined();
    for (const s of SHIP_IDS) expect(lookup(en, `ship.${s}`)).toBeDefined();
    for (const c of CLOUDS) expect(lookup(en, `cloud.${c}`)).toBeDefined();
    for (const stage of Object.keys(STAGE_MOVES)) expect(lookup(de, `stage.${stage}`)).toBeDefined();
  });
});
