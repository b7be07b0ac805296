import { refuse as kitRefuse, type Refusal } from '@harbour/game-kit';

/**
 * Every refusal the rules, the move parser and the option parser can give, with the names of
 * its parameters. The locales hold one sentence per code (a test checks both files against this
 * list, placeholders included), and `refuse` below accepts only these codes.
 */
export const REFUSALS = {
  'game.over': [],
  'player.unknown': [],
  'turn.notYours': ['waitingFor'],
  'stage.wrongMove': ['stage', 'move'],
  'move.unknown': ['move'],
  'move.badArgs': ['move', 'field', 'issue'],
  'card.unknown': ['card'],
  'discover.noCardLeft': [],
  'discover.mustTurnUp': [],
  'repel.skull': ['card'],
  'repel.notEnoughSwords': ['card', 'needed', 'swords'],
  'harbor.cardNotThere': ['card'],
  'take.noneLeft': ['allowed'],
  'trade.notAShip': ['card'],
  'hire.notAPerson': ['card'],
  'hire.cannotAfford': ['card', 'cost', 'fee', 'coins'],
  'expedition.onlyActivePlayer': ['active'],
  'expedition.notInDisplay': ['card'],
  'expedition.personNotYours': ['card'],
  'expedition.samePersonTwice': ['card'],
  'expedition.personCount': ['needed', 'given'],
  'expedition.wrongPerson': ['card'],
  'expedition.tooMany': ['skill', 'needed'],
  'options.notAnObject': [],
  'options.unknown': ['option'],
  'options.badValue': ['option', 'expected'],
  'order.invalid': ['field', 'issue'],
} as const satisfies Record<string, readonly string[]>;

export type RefusalCode = keyof typeof REFUSALS;
export const REFUSAL_CODES = Object.keys(REFUSALS) as RefusalCode[];

type ParamValue = string | number | boolean | readonly (string | number)[];
type ParamsOf<C extends RefusalCode> = (typeof REFUSALS)[C] extends readonly [] ? undefined : Record<(typeof REFUSALS)[C][number], ParamValue>;

/** A refusal of this game: only catalogued codes, with exactly their parameters. */
export function refuse<C extends RefusalCode>(code: C, ...params: ParamsOf<C> extends undefined ? [] : [ParamsOf<C>]): Refusal {
  return params[0] === undefined ? kitRefuse(code) : kitRefuse(code, params[0] as Record<string, ParamValue>);
}
