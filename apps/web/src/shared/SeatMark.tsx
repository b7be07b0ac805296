import { SeatBadge } from './SeatToken.js';
import { seatStyle } from './seats.js';

const INK = '#17181a';

/** A seat's mark before its lines in a game's log: large enough for its letter at 11 px in every shape. */
export const LOG_MARK_SIZE = 20;

/** A seat's marker (shape, colour, letter) as a small inline picture; named when `names` is given. */
export function SeatMark({ seat, letters, names, size = 20 }: { seat: number; letters: readonly string[]; names?: readonly string[]; size?: number }) {
  const style = seatStyle(seat);
  return (
    <SeatBadge
      shape={style.shape}
      fill={style.fill}
      stroke={style.fill === '#ffffff' ? INK : '#ffffff'}
      text={style.text}
      letter={letters[seat] ?? '?'}
      size={size}
      {...(names ? { label: names[seat] ?? '' } : {})}
    />
  );
}
