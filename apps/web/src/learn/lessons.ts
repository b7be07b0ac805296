import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '../i18n/index.js';
import { findGame } from '../games/registry.js';
import type { GameLessons, LessonWords } from '../shared/shell/game-table.js';
import { LEARN_NS } from './words.js';

/**
 * Each game's lessons come with its declaration (games/<game>/lessons.ts, a chunk of their own), and
 * their words in the reader's language beside them (games/<game>/locales/lessons.*.json, fetched at
 * the same time): loaded once, then at hand. The words join the `learn` namespace as
 * `<game>.<situation>.*` and `win.<game>.*`, with English under them where a language lacks one.
 */
const loaded = new Map<string, GameLessons>();
const loading = new Map<string, Promise<GameLessons | null>>();
/** Which games' words each i18next instance holds, as "game language". */
const worded = new WeakMap<I18n, Set<string>>();
const wording = new WeakMap<I18n, Map<string, Promise<void>>>();

function lessonsOf(gameName: string): Promise<GameLessons | null> {
  const known = loaded.get(gameName);
  if (known) return Promise.resolve(known);
  let promise = loading.get(gameName);
  if (!promise) {
    const load = findGame(gameName)?.lessons;
    promise = load
      ? load().then((lessons) => {
          loaded.set(gameName, lessons);
          return lessons;
        })
      : Promise.resolve(null);
    promise.catch(() => loading.delete(gameName));
    loading.set(gameName, promise);
  }
  return promise;
}

/** Whether `i18n` holds the game's lesson words in `language` (a game without words there needs none). */
function hasWords(i18n: I18n, gameName: string, language: Language): boolean {
  return findGame(gameName)?.lessonWords?.[language] === undefined || worded.get(i18n)?.has(`${gameName} ${language}`) === true;
}

function wordsOf(i18n: I18n, gameName: string, language: Language): Promise<void> {
  const source = findGame(gameName)?.lessonWords?.[language];
  if (!source || hasWords(i18n, gameName, language)) return Promise.resolve();
  const pending = wording.get(i18n) ?? new Map<string, Promise<void>>();
  wording.set(i18n, pending);
  const key = `${gameName} ${language}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = source().then((words: LessonWords) => {
      i18n.addResourceBundle(language, LEARN_NS, { [gameName]: words.situations, win: { [gameName]: words.win } }, true, false);
      const held = worded.get(i18n) ?? new Set<string>();
      held.add(key);
      worded.set(i18n, held);
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** A game's lessons with their words in the reader's language (and English) added to `i18n`: null for a game without lessons. */
export async function loadLessons(gameName: string, i18n: I18n): Promise<GameLessons | null> {
  const language = currentLanguage(i18n);
  const [lessons] = await Promise.all([lessonsOf(gameName), wordsOf(i18n, gameName, 'en'), language === 'en' ? null : wordsOf(i18n, gameName, language)]);
  return lessons;
}

/**
 * The game's lessons once they and their words in the reader's language are there, else null (also for
 * a game without lessons). A switch of language fetches that language's words and shows them when in.
 */
export function useLessons(gameName: string): GameLessons | null {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!findGame(gameName)?.lessons) return;
    let live = true;
    void loadLessons(gameName, i18n).then(
      () => {
        if (live) setArrived((n) => n + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameName, i18n, language]);
  const lessons = loaded.get(gameName) ?? null;
  return lessons && hasWords(i18n, gameName, 'en') && hasWords(i18n, gameName, language) ? lessons : null;
}
