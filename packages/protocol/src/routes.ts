/**
 * Where each lobby operation lives: its HTTP method and path (path parameters in braces), by the
 * operationId the server's OpenAPI document (/api/openapi.json) gives it. The web client calls the
 * lobby through this table, so a page asks its one request at once instead of reading the document
 * first; the server's test holds the table to the document (same operations, same methods and paths).
 */
export const LOBBY_ROUTES = {
  listGames: { method: 'GET', path: '/api/games' },
  createMatch: { method: 'POST', path: '/api/matches' },
  listPublicMatches: { method: 'GET', path: '/api/matches' },
  getMatch: { method: 'GET', path: '/api/matches/{matchID}' },
  joinMatch: { method: 'POST', path: '/api/matches/{matchID}/join' },
  restoreSeat: { method: 'POST', path: '/api/seats/restore' },
  rotateSeatLink: { method: 'POST', path: '/api/matches/{matchID}/seats/{playerID}/rotate' },
  myGames: { method: 'POST', path: '/api/my-games' },
  setWebhook: { method: 'PUT', path: '/api/matches/{matchID}/seats/{playerID}/webhook' },
  leaveMatch: { method: 'POST', path: '/api/matches/{matchID}/seats/{playerID}/leave' },
  addBot: { method: 'POST', path: '/api/matches/{matchID}/seats/{playerID}/bot' },
  rematch: { method: 'POST', path: '/api/matches/{matchID}/rematch' },
  getReplay: { method: 'GET', path: '/api/matches/{matchID}/replay' },
  getReview: { method: 'GET', path: '/api/matches/{matchID}/review' },
  getNoticeSettings: { method: 'GET', path: '/api/notices/settings' },
  subscribeNotices: { method: 'POST', path: '/api/matches/{matchID}/notices' },
  unsubscribeNotices: { method: 'DELETE', path: '/api/matches/{matchID}/notices' },
  setGroupChannel: { method: 'PUT', path: '/api/matches/{matchID}/group-channel' },
  listChat: { method: 'GET', path: '/api/matches/{matchID}/chat' },
  readNotes: { method: 'POST', path: '/api/matches/{matchID}/notes' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: `/api/${string}` }>;

export type LobbyOperationId = keyof typeof LOBBY_ROUTES;
