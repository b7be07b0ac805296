import { MAP_DISPLAY, TAVERN_DISPLAY } from '../data.js';
import type { RumState } from './state.js';

/**
 * The face-up displays, refilled at once after a tile is taken (summary: "Auslagen sind stets sofort
 * nach Entnahme eines Plättchens wieder aufzufüllen"). A display shrinks when its stack is empty.
 */
export function refillDisplays(s: RumState): void {
  while (s.display.tavern.length < TAVERN_DISPLAY && s.stacks.tavern.length > 0) {
    const tile = s.stacks.tavern.shift() as number;
    s.display.tavern.push(tile);
    s.events.push({ type: 'displayRefilled', kind: 'tavern', tile });
  }
  while (s.display.map.length < MAP_DISPLAY && s.stacks.map.length > 0) {
    const tile = s.stacks.map.shift() as number;
    s.display.map.push(tile);
    s.events.push({ type: 'displayRefilled', kind: 'map', tile });
  }
  if (s.display.chest === null && s.stacks.chest.length > 0) {
    s.display.chest = s.stacks.chest.shift() as number;
    s.events.push({ type: 'displayRefilled', kind: 'chest', tile: s.display.chest });
  }
  if (s.display.scorpion === null && s.stacks.scorpion.length > 0) {
    s.display.scorpion = s.stacks.scorpion.shift() as number;
    s.events.push({ type: 'displayRefilled', kind: 'scorpion', tile: s.display.scorpion });
  }
}

/** Removes a tile from a row display (tavern or map); throws if it is not there. */
export function takeFromRow(row: number[], tile: number): void {
  const i = row.indexOf(tile);
  if (i < 0) throw new Error(`tile ${tile} is not on display`);
  row.splice(i, 1);
}
