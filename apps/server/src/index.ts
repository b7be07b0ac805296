export { loadConfig, type Config } from './config.js';
export { startServer, type RunningServer, type ServerOptions } from './server.js';
export { createMatch, type NewMatch, type CreatedMatch } from './match/matches.js';
export { GameRegistry } from './match/games.js';
export { PROTOCOL_VERSION, type SyncPayload, type UpdatePayload, type PlayersPayload, type FailurePayload, type Ack } from './match/protocol.js';
export type { PublicSeat } from './match/seats.js';
export type { ClientState } from './match/views.js';
