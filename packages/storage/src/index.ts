export type { Db, Queryable, Row } from './db.js';
export { openPostgres, dropPostgresSchema, type PostgresDbOptions } from './postgres-db.js';
export { openPglite, type PgliteDbOptions } from './pglite-db.js';
export { migrate, loadMigrations, defaultMigrationsDir, type Migration } from './migrate.js';
export {
  MatchStore,
  SNAPSHOT_EVERY,
  stateChange,
  StaleStateError,
  type MatchStorage,
  type ListMatchesOptions,
  type FetchOpts,
  MatchExistsError,
  type MatchData,
  type SeatGuard,
  type MatchSummary,
  type StoredStateID,
  type FetchResult,
  type PublicListOptions,
} from './match-store.js';
export { openStorage, type StorageConfig } from './open.js';
export type { CommitTimer } from './group-commit.js';
export { MemoryStore } from './memory-store.js';
export { AsyncStore, type SeatClockRow, type SeatClockWrite, type NoticeChannel, type NoticeKind, type SubscriptionRow, type OutboxRow } from './async-store.js';
export { ChatStore, type ChatRow } from './chat-store.js';
export type { PatchOp } from '@harbour/protocol';
export { AddressStore, type NewSubscription, type SubscriptionCaps, type ConfirmationRules, type MailBudget } from './address-store.js';
export { OutboxStore } from './outbox-store.js';
export { HintStore, MemoryHintStore, type HintStorage, type HintCounts } from './hint-store.js';
export { AwayStore, type AwayOutcome, type PauseRow } from './away-store.js';
export { ReviewStore, MemoryReviewStore, type HostBudget, type ReviewQueue, type ReviewRow, type ReviewStatus } from './review-store.js';
export { TableEventStore, TABLE_EVENTS_MAX, type TableEventRow, type TableEventKind } from './table-event-store.js';
export { SqlNotesStore, MemoryNotesStore, type NotesStore, type NotesRow } from './notes-store.js';
export { OrderStore, MemoryOrderStore, OrderTooLargeError, ORDER_STORE_MAX_BYTES, type OrderStorage, type SeatOrderRow } from './order-store.js';
