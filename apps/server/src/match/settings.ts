import type { MatchData } from '@harbour/storage';
import type { Pace } from './paces.js';

import type { GroupFormat } from '@harbour/protocol';

export type { GroupFormat };

/** What asynchronous play keeps in a match's metadata (`asyncPlay`), chosen by the host. */
export interface AsyncSettings {
  pace: Pace;
  spectatorChat: boolean;
  /** A seat subscribed to notices once: turn notices are written to the outbox after moves. */
  notices?: boolean;
  /** The match's group channel: one webhook in one format (never shown to anyone but its setter). */
  group?: { format: GroupFormat; url: string };
}

type WithAsync = MatchData & { asyncPlay?: Partial<AsyncSettings> };

export function asyncSettings(metadata: MatchData): AsyncSettings {
  const stored = (metadata as WithAsync).asyncPlay ?? {};
  return {
    pace: stored.pace ?? 'none',
    spectatorChat: stored.spectatorChat === true,
    ...(stored.notices ? { notices: true } : {}),
    ...(stored.group ? { group: stored.group } : {}),
  };
}

/** The metadata with new settings (for `updateMetadata`). */
export function withAsyncSettings(metadata: MatchData, settings: AsyncSettings): MatchData {
  (metadata as WithAsync).asyncPlay = settings;
  return metadata;
}
