/**
 * Every decision of the game. `type` is the boardgame.io move name; the rest is its single argument.
 * The package README documents when each is allowed and what it changes.
 */
export type RumMove =
  // turn stage: exactly one of the three options (moving, resting, going on board)
  | { type: 'move'; alley: number }
  | { type: 'moveDark'; exit: number; entry: number }
  | { type: 'leaveDeadEnd' }
  | { type: 'rest' }
  | { type: 'goOnBoard' }
  // field stage: the action of the field just reached, further moves, the end of the turn
  | { type: 'endTurn' }
  | { type: 'takeCoin' }
  | { type: 'recall'; alley: number }
  | { type: 'recallDark'; darkAlley: number }
  | { type: 'hirePirate' }
  | { type: 'drawSupplies' }
  | { type: 'drawRendezvous' }
  | { type: 'takeMap'; tile: number }
  | { type: 'visitTavern' }
  | { type: 'openChest' }
  | { type: 'takeRum' }
  | { type: 'townWatch'; size: WatchSize }
  // supplies stage
  | { type: 'keepSupplies' }
  | { type: 'returnSupplies' }
  // joinTavern stage
  | { type: 'joinTavern' }
  | { type: 'declineTavern' }
  // reroll stage
  | { type: 'reroll' }
  | { type: 'keepRoll' };

export type WatchSize = 'small' | 'large';
export const WATCH_SIZES = ['small', 'large'] as const;

export type MoveType = RumMove['type'];

/** The field actions (taken in the field stage, once per arrival). */
export const ACTION_MOVES = [
  'takeCoin',
  'recall',
  'recallDark',
  'hirePirate',
  'drawSupplies',
  'drawRendezvous',
  'takeMap',
  'visitTavern',
  'openChest',
  'takeRum',
  'townWatch',
] as const satisfies readonly MoveType[];

export type Stage = 'turn' | 'field' | 'supplies' | 'joinTavern' | 'reroll';
export const STAGES: readonly Stage[] = ['turn', 'field', 'supplies', 'joinTavern', 'reroll'];

/** Which moves each stage accepts. */
export const STAGE_MOVES: Record<Stage, readonly MoveType[]> = {
  turn: ['move', 'moveDark', 'leaveDeadEnd', 'rest', 'goOnBoard'],
  field: ['move', 'moveDark', 'endTurn', ...ACTION_MOVES],
  supplies: ['keepSupplies', 'returnSupplies'],
  joinTavern: ['joinTavern', 'declineTavern'],
  reroll: ['reroll', 'keepRoll'],
};

export const MOVE_TYPES: readonly MoveType[] = [...new Set(STAGES.flatMap((stage) => STAGE_MOVES[stage]))];
