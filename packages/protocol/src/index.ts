export { MATCH_ID_PATTERN, PLAYER_ID_PATTERN, SEAT_PATH_PATTERN, ID_WORDS } from './ids.js';
export { BOT_PACES, GROUP_FORMATS, isBotPace, isGroupFormat, type BotPace, type GroupFormat } from './lobby.js';
export { CHAT_MAX_CHARS, CHAT_MAX_MESSAGES, CHAT_RATE, checkChatText, chatLength, type ChatFrame, type ChatRefusal, type ChatTextCheck } from './chat.js';
export {
  PROTOCOL_VERSION,
  type Ack,
  type ClientStateShape,
  type ErrorBody,
  type FailurePayload,
  type PlayersPayload,
  type PublicSeat,
  type SyncPayload,
  type UpdatePayload,
} from './socket.js';
export { textLength, utf16Bound } from './text-length.js';
export { diff, applyPatch, type KnownChange, type PatchOp } from './json-patch.js';
export { HINT_QUEUE_MAX, HINT_RATE, type HintAnswer, type HintMoveFrame, type HintReasonFrame, type HintsFrame } from './hints.js';
export type { MatchReviewBody, ReviewAction, ReviewAnswer, ReviewedDecision, ReviewLabel, ReviewReason, ReviewSeatAccount, ReviewState } from './review.js';
export { NOTES_MAX_CHARS, NOTES_SAVES, checkNotesText, type NotesFrame, type NotesMessage, type TakeBackMessage, type TakeBackRefusal } from './seat-tools.js';
export {
  ORDER_MAX_BYTES,
  ORDER_DESCRIPTION_LANGUAGES,
  orderWithinBounds,
  type OrderDescriptionLanguage,
  type SetOrderMessage,
  type CancelOrderMessage,
  type SeatOrderFrame,
  type OrderPayload,
} from './orders.js';
export { LOBBY_ROUTES, type LobbyOperationId } from './routes.js';
export { TABLE_EVENT_KINDS, TABLE_EVENTS_IN_SYNC, type TableEventFrame, type TableEventKind } from './table-events.js';
