import { SEAT_PATH_PATTERN } from '@harbour/protocol';
import { forgetSeat, holdSeat, rememberSeat, seatFor } from './seats.js';
import type { MatchConnection } from './types.js';

/**
 * A seat link (<origin>/seat/<matchID>/<playerID>#<credentials>) opened in this browser, taken at
 * the page's entry (main.ts) before the app loads: the link itself names the match, the seat and its
 * secret, so the table's socket joins with them at once. The join's answer is the check of the
 * secret and carries the match and its first state: one exchange over the socket as it opens, no
 * lobby request before the board. The address becomes the table's (the secret leaves the address
 * bar and the history) and the seat is held here, with its game and name once the join answers.
 * A refused join (the link was replaced, the match is gone) gives the seats back as they were and
 * the address back to the link, whose page asks the lobby and says why.
 */
export interface SeatLink {
  matchID: string;
  playerID: string;
  credentials: string;
  /** The link as opened (kept as the seat's link). */
  href: string;
}

/** The seat link at this address, or null (another page, or a link without its secret). */
export function readSeatLink(location: Pick<Location, 'pathname' | 'hash' | 'href'>): SeatLink | null {
  const ids = SEAT_PATH_PATTERN.exec(location.pathname);
  if (!ids) return null;
  let credentials: string;
  try {
    credentials = decodeURIComponent(location.hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (credentials === '') return null;
  return { matchID: ids[1] as string, playerID: ids[2] as string, credentials, href: location.href };
}

export interface SeatLinkDeps {
  /** Opens the table's connection (main.ts: the early connection the table takes over). */
  connect(options: { matchID: string; playerID: string | null; credentials?: string | undefined }): MatchConnection;
  history: Pick<History, 'replaceState'>;
  /** Tells the page's router that the address changed (after a refused join). */
  addressChanged(): void;
  /** A teaching match: its seat learns here (what the teaching page's link asks with ?learn=1). */
  learn(matchID: string, gameName: string): void;
}

/** Opens the seat link's table: the seat held, the address the table's, the connection joining now. */
export function openSeatLink(link: SeatLink, deps: SeatLinkDeps): MatchConnection {
  const { matchID, playerID, credentials } = link;
  const before = seatFor(matchID);
  const same = before !== undefined && before.playerID === playerID && before.credentials === credentials;
  if (!same) rememberSeat({ matchID, playerID, credentials, gameName: '', playerName: '', seatLink: link.href });
  deps.history.replaceState(null, '', `/match/${encodeURIComponent(matchID)}`);
  const connection = deps.connect({ matchID, playerID, credentials });
  const stop = connection.subscribe(() => {
    const snapshot = connection.getSnapshot();
    if (snapshot.status === 'failed') {
      stop();
      // Refused: the seats as they were, and the link's own page (it tells why).
      if (!same) {
        forgetSeat(matchID);
        if (before) holdSeat(before);
      }
      deps.history.replaceState(null, '', link.href);
      deps.addressChanged();
      return;
    }
    if (snapshot.stateID < 0 || snapshot.gameName === null) return;
    stop();
    const name = snapshot.players.find((p) => p.playerID === playerID)?.name ?? '';
    const held = seatFor(matchID);
    if (held && held.playerID === playerID && held.credentials === credentials && (held.gameName !== snapshot.gameName || held.playerName !== name)) {
      rememberSeat({ matchID, playerID, credentials, gameName: snapshot.gameName, playerName: name || held.playerName, seatLink: held.seatLink ?? link.href });
    }
    if (snapshot.learn === true) {
      // The teaching table's own address (as the teaching page links to it), and its record here.
      deps.history.replaceState(null, '', `/match/${encodeURIComponent(matchID)}?learn=1`);
      deps.learn(matchID, snapshot.gameName);
    }
  });
  return connection;
}
