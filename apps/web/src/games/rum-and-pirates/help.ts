import { FIELDS, MAX_REROLLS, RUM_BARRELS, RUM_PER_ACTION, SUPPLIES_RETURN_COINS, tileById } from '@harbour/rum-and-pirates/data';
import { tavernStake, type RumState, type StackName, type TavernColour } from '@harbour/rum-and-pirates/rules';
import { formatList } from '../../i18n/index.js';
import { UI_NS, colourWord, fieldName, tileName, type T } from './words.js';

/**
 * Help in place: what each piece of the table is and does, in the rulebook's words, with the
 * current numbers of the state (tiles face up, barrels left, who fills an alley). Each text starts
 * with the piece's name, then "—", then what it does. Pure: (t, state, piece) → text.
 */
const h = (t: T, key: string, params: Record<string, unknown> = {}): string => t(`${UI_NS}:help.${key}`, params);

/** "Blue tavern (5) — a drinking contest for the blue tavern tiles: …". */
export function fieldHelp(t: T, language: string, G: RumState, index: number): string {
  const field = FIELDS[index];
  if (!field) return '';
  const name = fieldName(t, index);
  let what: string;
  switch (field.kind) {
    case 'tavern': {
      const stake = tavernStake(G, field.colour as TavernColour);
      what = h(t, 'field.tavern', {
        colour: colourWord(t, field.colour ?? ''),
        count: stake.length,
        tiles: formatList(language, stake.map((tile) => String(tileById(tile).value))),
      });
      break;
    }
    case 'map': {
      const halves = G.display.map.filter((tile) => tileById(tile).colour === field.colour);
      what = h(t, 'field.map', { colour: colourWord(t, field.colour ?? ''), count: halves.length });
      break;
    }
    case 'chest': {
      const scorpion = G.display.scorpion;
      const chest = G.display.chest;
      what =
        chest === null || scorpion === null
          ? h(t, 'field.chestEmpty')
          : h(t, 'field.chest', { count: tileById(chest).value, threshold: tileById(scorpion).threshold ?? 0 });
      break;
    }
    case 'rum':
      what = h(t, 'field.rum', { count: RUM_PER_ACTION, left: G.rumSupply });
      break;
    case 'supplies':
      what = h(t, 'field.supplies', { coins: SUPPLIES_RETURN_COINS, count: G.stacks.supplies.length });
      break;
    case 'rendezvous':
      what = h(t, 'field.rendezvous', { count: G.stacks.rendezvous.length });
      break;
    case 'townWatch':
      what = h(t, 'field.townWatch', { small: G.stacks.smallWatch.length, count: G.stacks.largeWatch.length });
      break;
    case 'coin':
      what = h(t, 'field.coin', { part: field.part });
      break;
    default:
      what = h(t, `field.${field.kind}`);
  }
  const captain = G.captain === index ? ` ${h(t, 'captainHere')}` : '';
  return `${name} — ${what}${captain}`;
}

function occupant(t: T, names: readonly string[], seat: number | null): string {
  return seat === null ? h(t, 'streetEmpty') : h(t, 'streetFilled', { player: names[seat] ?? '' });
}

/** "Alley between … — 2 segments: …". */
export function alleyHelp(t: T, G: RumState, names: readonly string[], index: number): string {
  const alley = G.board.alleys[index];
  if (!alley) return '';
  return `${h(t, 'alleyName', { a: fieldName(t, alley.a), b: fieldName(t, alley.b) })} — ${h(t, 'alley', { count: alley.segments })} ${occupant(t, names, G.alleys[index] ?? null)}`;
}

export function darkAlleyHelp(t: T, G: RumState, names: readonly string[], index: number): string {
  const dark = G.board.darkAlleys[index];
  if (!dark) return '';
  return `${h(t, 'darkAlleyName', { field: fieldName(t, dark.field), side: t(`${UI_NS}:edge.${dark.side}`) })} — ${h(t, 'darkAlley', { count: dark.segments })} ${occupant(t, names, G.darkAlleys[index]?.seat ?? null)}`;
}

export function captainHelp(t: T, G: RumState): string {
  return h(t, 'captain', { field: fieldName(t, G.captain) });
}

/** A tile: its name, its points and how it is won or scores. */
export function tileHelp(t: T, id: number): string {
  if (id < 0) return h(t, 'tile.hidden');
  const tile = tileById(id);
  const name = tileName(t, id);
  switch (tile.kind) {
    case 'tavern':
    case 'map':
      return `${name} — ${h(t, `tile.${tile.kind}`, { count: tile.value, colour: colourWord(t, tile.colour ?? '') })}`;
    case 'scorpion':
      return `${name} — ${h(t, 'tile.scorpion', { threshold: tile.threshold ?? 0 })}`;
    case 'smallWatch':
    case 'largeWatch':
      return `${name} — ${h(t, tile.coin ? 'tile.watchCoin' : 'tile.watch', { count: tile.value })}`;
    default:
      return `${name} — ${h(t, `tile.${tile.kind}`, { count: tile.value })}`;
  }
}

export function stackHelp(t: T, G: RumState, stack: StackName): string {
  return `${t(`${UI_NS}:stack.${stack}`)} — ${h(t, 'stack', { count: G.stacks[stack].length })}`;
}

export function rumSupplyHelp(t: T, G: RumState): string {
  return h(t, 'rumSupply', { count: G.rumSupply, total: RUM_BARRELS });
}

export function mastHelp(t: T): string {
  return h(t, 'mast');
}

/** The numbers at a player's flag. */
export function statHelp(t: T, stat: 'coins' | 'hand' | 'hiring' | 'rum', value: number): string {
  if (value < 0) return h(t, 'stat.coinsSecret');
  return h(t, `stat.${stat}`, { count: value, rerolls: MAX_REROLLS });
}

/** The actions of the decision panels: what the button does. */
export type ActionHelpKey =
  | 'rest'
  | 'goOnBoard'
  | 'endTurn'
  | 'leaveDeadEnd'
  | 'keepSupplies'
  | 'returnSupplies'
  | 'joinTavern'
  | 'declineTavern'
  | 'reroll'
  | 'keepRoll'
  | 'recall'
  | 'takeCoin'
  | 'hirePirate'
  | 'drawSupplies'
  | 'drawRendezvous'
  | 'takeMap'
  | 'visitTavern'
  | 'openChest'
  | 'takeRum'
  | 'townWatch'
  | 'way';

export function actionHelp(t: T, key: ActionHelpKey, count = 0): string {
  return h(t, `action.${key}`, { count, coins: SUPPLIES_RETURN_COINS });
}
