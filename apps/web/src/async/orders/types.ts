import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { ErrorBody, OrderDescriptionLanguage, SeatOrderFrame } from '@harbour/protocol';

/** A seat's standing order as its table holds it: the game's order and the server's sentence for it. */
export type ReceivedOrder = SeatOrderFrame;

export type OrderResult = { ok: true; order: ReceivedOrder | null } | { ok: false; error: ErrorBody };

/** What a game's order form is given: the seat's view, the seat, the order it has now; it reports its draft. */
export interface OrderFieldsProps {
  G: unknown;
  seat: number;
  /** The seat's order now (null: none), to start the form from. */
  initial: unknown;
  language: OrderDescriptionLanguage;
  /** The order the fields make now, or null when they make none yet (Save waits). */
  onChange(order: unknown): void;
}

/** A game's part of the Orders control (each game's `orders.tsx`, loaded with its table's chunk). */
export interface OrderKit {
  Fields: ComponentType<OrderFieldsProps>;
  /** The order in the game's words, in the reader's language (the same sentence the server makes; English until German words arrived). */
  describe(order: unknown, language: OrderDescriptionLanguage, i18n: I18n): string;
  /** Whether the seat must decide now in this view (then the control offers no change). */
  deciding(G: unknown, seat: number): boolean;
}

/** An order frame from the server, checked (anything else: null). */
export function readOrder(raw: unknown): ReceivedOrder | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { order, description } = raw as { order?: unknown; description?: unknown };
  return order === undefined || typeof description !== 'string' ? null : { order, description };
}

/** The reader's language as the order sentences know it. */
export function orderLanguage(language: string | undefined): OrderDescriptionLanguage {
  return language?.startsWith('de') === true ? 'de' : 'en';
}
