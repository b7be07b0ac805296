import type { OrderDescriptionLanguage } from '@harbour/protocol';

/** The reader's language as the order sentences know it. */
export function orderLanguage(language: string | undefined): OrderDescriptionLanguage {
  return language?.startsWith('de') === true ? 'de' : 'en';
}
