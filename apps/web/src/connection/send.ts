import type { Socket } from 'socket.io-client';
import type { Ack } from '@harbour/protocol';
import type { ClientAnswers, ClientMessageName, ClientMessages, ServerFrameName, ServerFrames } from '@harbour/protocol/catalogue';

/**
 * The client's side of the socket protocol's catalogue (@harbour/protocol/catalogue, types only: the
 * schemas stay on the server): a message goes out under its catalogue name with its catalogue
 * payload, and its acknowledgement and the frames come back typed by the same catalogue.
 */

/** Sends a message; `answered` gets its acknowledgement, or null when none came within `timeoutMs`. */
export function send<N extends ClientMessageName>(socket: Socket, timeoutMs: number, name: N, message: ClientMessages[N], answered: (ack: Ack<ClientAnswers[N]> | null) => void): void {
  socket.timeout(timeoutMs).emit(name, message, (err: Error | null, ack?: Ack<ClientAnswers[N]>) => answered(err || !ack ? null : ack));
}

/** Listens to a server frame, typed by the catalogue (the readers of the table's fields still check what they use). */
export function listen<F extends ServerFrameName>(socket: Socket, frame: F, handler: (payload: ServerFrames[F]) => void): void {
  socket.on(frame as string, handler as (payload: unknown) => void);
}
