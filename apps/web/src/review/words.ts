import type { ReviewedDecision, ReviewReason } from '@harbour/protocol';
import type { TFunction, i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findGame } from '../games/registry.js';
import { registerWords } from '../i18n/index.js';
import de from './locales/de.json';
import en from './locales/en.json';

/** The review's words live in the `review` namespace; the teacher's sentences in `<game>-hints`. */
export const NS = 'review';

/** The teacher's sentences of a game (its declaration's `hintWords`, a chunk of their own), loaded with the review. */
export const hintNamespace = (gameName: string): string => `${gameName}-hints`;

export function registerReviewWords(i18n: I18n): void {
  registerWords(i18n, NS, { en, de });
}

/** Registers the review's words and loads the game's teacher sentences; true once they are there. */
export function useReviewWords(gameName: string): boolean {
  const { i18n } = useTranslation();
  registerReviewWords(i18n);
  const [ready, setReady] = useState(() => i18n.hasResourceBundle('en', hintNamespace(gameName)));
  useEffect(() => {
    let live = true;
    const load = findGame(gameName)?.hintWords;
    if (ready || load === undefined) return;
    load().then(
      (words) => {
        registerWords(i18n, hintNamespace(gameName), words);
        if (live) setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameName, i18n, ready]);
  return ready;
}

/**
 * The strong computer's best move in words: the teacher's sentence for it (in the game's vocabulary,
 * whose own words it nests), or the move's name when the words are not there.
 */
export function bestMoveText(t: TFunction, gameName: string, d: Pick<ReviewedDecision, 'best' | 'bestReason'>): string {
  const sentence = teacherWords(t, gameName, d.bestReason);
  return sentence !== '' ? t(`${NS}:step.best`, { words: sentence }) : t(`${NS}:step.bestMove`, { move: d.best.name });
}

/** A move in the teacher's sentence (the game's words `hint.<code>`, its own words nested), or '' when the words are not there. */
export function teacherWords(t: TFunction, gameName: string, reason: ReviewReason | null | undefined): string {
  if (!reason) return '';
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(reason.params ?? {})) params[k] = Array.isArray(v) ? v.join(', ') : typeof v === 'boolean' ? String(v) : (v as string | number);
  return t(`hint.${reason.code}`, { ...params, ns: [hintNamespace(gameName), gameName], defaultValue: '' });
}

/** A chance (0..1) as a percentage; a change as signed percentage points. */
export function percent(language: string, x: number, signed = false): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0, ...(signed ? { signDisplay: 'exceptZero' } : {}) }).format(x);
}
