import { useRef, type KeyboardEvent } from 'react';
import { BIDDING_SPACE_REWARDS, COLOURS, type BiddingSpaceReward, type Colour } from '@harbour/grog-island/data';
import { useTranslation } from 'react-i18next';
import { DIE_PIPS } from '../../shared/Picture.js';
import { Icon, type IconName } from './icons.js';
import { wrapWords } from './layout.js';
import { TextLines, useFitText } from './BoardParts.js';
import { COLOUR_STYLES, INK } from './theme.js';
import { GAME_NS, UI_NS, capitalise, colourWord, goodsWord } from './words.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { lastMoveClass } from '../../shared/last-move/use-last-move.js';
import './board.css';
import { biddingSpaceHelp, dieHelp, goodsSpaceHelp } from './help.js';

/** The auction area: the bidding row (five spaces, largest first, each with its reward) and the five goods spaces. */
export const AUCTION_WIDTH = 400;
export const AUCTION_HEIGHT = 248;
const SPACE_SIZES = [78, 72, 66, 62, 58];
const GAP = 8;
const ROW_Y = 6;
const GOODS_Y = 162;
const GOODS_SIZE = 64;
const DIE = 50;

function spaceX(k: number): number {
  const total = SPACE_SIZES.reduce((a, b) => a + b, 0) + GAP * (SPACE_SIZES.length - 1);
  let x = (AUCTION_WIDTH - total) / 2;
  for (let i = 0; i < k; i++) x += (SPACE_SIZES[i] as number) + GAP;
  return x;
}

function goodsX(i: number): number {
  const total = 5 * GOODS_SIZE + 4 * 12;
  return (AUCTION_WIDTH - total) / 2 + i * (GOODS_SIZE + 12);
}

/** The top-left corner of a die: centred on its bidding space, or on its goods space. */
function diePosition(colour: Colour, row: readonly Colour[]): { x: number; y: number } {
  const k = row.indexOf(colour);
  if (k >= 0) {
    const size = SPACE_SIZES[k] as number;
    return { x: spaceX(k) + (size - DIE) / 2, y: ROW_Y + (SPACE_SIZES[0] as number) - size + (size - DIE) / 2 };
  }
  return { x: goodsX(COLOURS.indexOf(colour)) + (GOODS_SIZE - DIE) / 2, y: GOODS_Y + (GOODS_SIZE - DIE) / 2 };
}

const REWARD_ICON: Record<BiddingSpaceReward, IconName> = { claim: 'claim', piratePoint: 'piratePoint', lock: 'lock' };

export interface DiceControls {
  /** A click or Enter on a die: into the bidding row, or back to its goods space. */
  onToggle(colour: Colour): void;
  /** Arrow keys on a die in the row: one space left (-1) or right (+1). */
  onShift(colour: Colour, direction: -1 | 1): void;
}

interface AuctionAreaProps {
  dice: Record<Colour, number>;
  row: readonly Colour[];
  round: number;
  controls?: DiceControls | undefined;
  /** Dice a parrot card turns in the bid being built. */
  turned?: ReadonlySet<Colour>;
  /** Locks left in the supply (the lock space's help says so). */
  locksLeft?: number;
  /** Pieces the last move of another seat changed (keys `die:`, `space:`, `goods:`; last-move.ts). */
  changed?: ReadonlySet<string> | null;
  /**
   * Words drawn in the area (default true). The bid builder draws the area at about 0.6 of its size,
   * where its 11-unit words came out at 6.5 px, and a phone's table at 0.86–0.93: there the spaces
   * show their numbers and reward icons large and no words (each piece still names itself to a screen reader and in its help, and the
   * builder's own lines say what the bid wins).
   */
  words?: boolean;
}

/** Size of a space's number and reward icon without words (drawn at about 0.6: 11 px and more). */
const BARE_NUMBER = 19;
const BARE_ICON = 30;

export function AuctionArea({ dice, row, round, controls, turned, locksLeft, changed = null, words = true }: AuctionAreaProps) {
  const { t, i18n } = useTranslation();
  const rolling = useRolled(round);
  const svg = useRef<SVGSVGElement>(null);
  useFitText(svg, `${i18n.language}|${row.join()}`);
  const bid = row.reduce((sum, c) => sum + dice[c], 0);
  return (
    <svg ref={svg} className="auction-area" viewBox={`0 0 ${AUCTION_WIDTH} ${AUCTION_HEIGHT}`} role="group" aria-label={t(`${UI_NS}:auctionArea`)} data-testid="auction-area">
      {SPACE_SIZES.map((size, k) => {
        const reward = BIDDING_SPACE_REWARDS[k] as BiddingSpaceReward;
        const x = spaceX(k);
        const y = ROW_Y + (SPACE_SIZES[0] as number) - size;
        const die = row[k];
        const rewardText = t(`${GAME_NS}:biddingSpace.${reward}`);
        return (
          <g
            key={k}
            className={lastMoveClass(changed, `space:${k}`, 'bidding-space')}
            data-space={k + 1}
            role="img"
            aria-label={t(`${UI_NS}:biddingSpaceLabel`, { space: k + 1, reward: rewardText, die: die ? colourWord(t, die) : t(`${UI_NS}:empty`) })}
            {...helpProps(biddingSpaceHelp(t, k, die, bid, locksLeft))}
          >
            <rect x={x} y={y} width={size} height={size} rx={8} fill="#f3e6c9" stroke="#7a5230" strokeWidth={1.5} strokeDasharray={die ? undefined : '4 3'} />
            <rect className="last-move-ring" x={x - 3} y={y - 3} width={size + 6} height={size + 6} rx={10} />
            {words ? (
              <>
                <text x={x + 6} y={y + 12} fontSize={11} fill="#5a3a1a" fontWeight={700} aria-hidden="true">
                  {k + 1}
                </text>
                <Icon name={REWARD_ICON[reward]} x={x + size / 2 - 10} y={ROW_Y + (SPACE_SIZES[0] as number) + 5} size={20} />
                <TextLines lines={wrapWords(rewardText, 12, 2)} x={x + size / 2} cy={ROW_Y + (SPACE_SIZES[0] as number) + 38} size={11} anchor="middle" maxWidth={size + GAP - 2} />
              </>
            ) : (
              <>
                <text x={x + size / 2 - 4} y={ROW_Y + (SPACE_SIZES[0] as number) + 8 + BARE_ICON / 2} fontSize={BARE_NUMBER} fill="#5a3a1a" fontWeight={700} textAnchor="end" dominantBaseline="central" aria-hidden="true">
                  {k + 1}
                </text>
                <Icon name={REWARD_ICON[reward]} x={x + size / 2} y={ROW_Y + (SPACE_SIZES[0] as number) + 8} size={BARE_ICON} />
              </>
            )}
            {words && die ? (
              <g aria-hidden="true">
                <Icon name={`goods.${die}`} x={x + size / 2 - 24} y={ROW_Y + (SPACE_SIZES[0] as number) + 52} size={14} />
                <text x={x + size / 2 - 7} y={ROW_Y + (SPACE_SIZES[0] as number) + 59} fontSize={11} fontWeight={700} fill={INK} dominantBaseline="central">
                  {colourWord(t, die)}
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
      {COLOURS.map((colour, i) => {
        const x = goodsX(i);
        const style = COLOUR_STYLES[colour];
        return (
          <g key={colour} className={lastMoveClass(changed, `goods:${colour}`, 'goods-space')} data-goods={colour} role="img" aria-label={`${capitalise(t(`${GAME_NS}:term.goodsSpace`))}: ${goodsWord(t, colour)}`} {...helpProps(goodsSpaceHelp(t, colour, row.includes(colour)))}>
            <rect x={x} y={GOODS_Y} width={GOODS_SIZE} height={GOODS_SIZE} rx={8} fill={style.tint} stroke={style.line} strokeWidth={1.5} />
            <rect className="last-move-ring" x={x - 3} y={GOODS_Y - 3} width={GOODS_SIZE + 6} height={GOODS_SIZE + 6} rx={10} />
            <Icon name={`goods.${colour}`} x={x + GOODS_SIZE / 2 - 14} y={GOODS_Y + GOODS_SIZE / 2 - 14} size={28} />
            {words ? (
              <text x={x + GOODS_SIZE / 2} y={GOODS_Y + GOODS_SIZE + 12} fontSize={11} textAnchor="middle" fill={INK} fontWeight={600} aria-hidden="true">
                {colourWord(t, colour)}
              </text>
            ) : null}
          </g>
        );
      })}
      {COLOURS.map((colour) => (
        <Die
          key={colour}
          colour={colour}
          value={dice[colour]}
          position={diePosition(colour, row)}
          space={row.indexOf(colour)}
          rolling={rolling}
          round={round}
          turned={turned?.has(colour) ?? false}
          controls={controls}
          changed={changed?.has(`die:${colour}`) ?? false}
        />
      ))}
    </svg>
  );
}

interface DieProps {
  colour: Colour;
  value: number;
  position: { x: number; y: number };
  /** Its bidding space (0-based), or -1 on its goods space. */
  space: number;
  rolling: boolean;
  round: number;
  turned: boolean;
  controls: DiceControls | undefined;
  changed: boolean;
}

function Die({ colour, value, position, space, rolling, round, turned, controls, changed }: DieProps) {
  const { t } = useTranslation();
  const style = COLOUR_STYLES[colour];
  const where = space >= 0 ? t(`${UI_NS}:onBiddingSpace`, { space: space + 1 }) : t(`${UI_NS}:onGoodsSpace`);
  const action = controls ? (space >= 0 ? t(`${UI_NS}:dieTakeBack`) : t(`${UI_NS}:dieMoveUp`)) : '';
  const label = `${t(`${UI_NS}:dieLabel`, { colour: colourWord(t, colour), value })}, ${where}${action ? ` — ${action}` : ''}`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!controls) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      controls.onToggle(colour);
    } else if (space >= 0 && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      e.preventDefault();
      controls.onShift(colour, e.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  return (
    <g
      className={`die${controls ? ' choosable' : ''}${changed ? ' last-move' : ''}`}
      data-die={colour}
      style={{ transform: `translate(${position.x}px, ${position.y}px)` }}
      role={controls ? 'button' : 'img'}
      {...helpProps(dieHelp(t, colour, value, space))}
      aria-label={label}
      onClick={controls ? () => controls.onToggle(colour) : undefined}
      onKeyDown={onKeyDown}
    >
      <g key={rolling ? round : 'still'} className={rolling ? 'die-face rolling' : 'die-face'}>
        <rect width={DIE} height={DIE} rx={9} fill={style.base} stroke={turned ? INK : style.line} strokeWidth={turned ? 3 : 2} strokeDasharray={turned ? '5 3' : undefined} />
        {(DIE_PIPS[value] ?? []).map(([px, py], i) => (
          <circle key={i} cx={px * DIE} cy={py * DIE} r={4.6} fill={INK} />
        ))}
      </g>
      <rect className="last-move-ring" x={-3} y={-3} width={DIE + 6} height={DIE + 6} rx={11} />
      <rect className="focus-ring" x={-4} y={-4} width={DIE + 8} height={DIE + 8} rx={12} />
    </g>
  );
}

/** True for a moment after a new auction round's roll (not on the first paint). */
function useRolled(round: number): boolean {
  const first = useRef(round);
  return round !== first.current;
}
