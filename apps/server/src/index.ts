export { loadConfig, type Config } from './config.js';
export { startServer, type RunningServer, type ServerOptions } from './server.js';
export { createMatch, type NewMatch, type CreatedMatch } from './matches.js';
export { GameRegistry } from './games.js';
export { PROTOCOL_VERSION, type SyncPayload, type UpdatePayload, type PlayersPayload, type FailurePayload, type Ack } from './protocol.js';
export type { PublicSeat } from './seats.js';
export type { ClientState } from './views.js';
