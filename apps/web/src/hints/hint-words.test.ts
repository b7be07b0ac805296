import { describe, expect, it } from 'vitest';
import grogHintsDe from '@harbour/grog-island/locales/hints.de.json';
import grogHintsEn from '@harbour/grog-island/locales/hints.en.json';
import royalDe from '@harbour/port-royal/locales/de.json';
import royalEn from '@harbour/port-royal/locales/en.json';
import royalHintsDe from '@harbour/port-royal/locales/hints.de.json';
import royalHintsEn from '@harbour/port-royal/locales/hints.en.json';
import rumDe from '@harbour/rum-and-pirates/locales/de.json';
import rumEn from '@harbour/rum-and-pirates/locales/en.json';
import rumHintsDe from '@harbour/rum-and-pirates/locales/hints.de.json';
import rumHintsEn from '@harbour/rum-and-pirates/locales/hints.en.json';
import grogUiDe from '../games/grog-island/locales/de.json';
import grogUiEn from '../games/grog-island/locales/en.json';
import royalUiDe from '../games/port-royal/locales/de.json';
import royalUiEn from '../games/port-royal/locales/en.json';
import rumUiDe from '../games/rum-and-pirates/locales/de.json';
import rumUiEn from '../games/rum-and-pirates/locales/en.json';

type Words = Record<string, unknown>;

/** A word by its dotted key ("move.rest", "goOnBoard_other"). */
function word(words: Words, key: string): string {
  const value = key.split('.').reduce<unknown>((at, part) => (typeof at === 'object' && at !== null ? (at as Words)[part] : undefined), words);
  if (typeof value !== 'string') throw new Error(`no word ${key}`);
  return value;
}

/**
 * A hint that names a move, the words of the button that makes it (`ui:` the table's words, else the
 * game's), and per language the words the two share: the move's verb and object, in any form the
 * sentence needs ("Raste" for the button's "Rasten", "Biete 6" for "6 bieten").
 */
type Pair = [hint: string, button: string, en: RegExp, de: RegExp];

const GAMES: { game: string; hints: { en: Words; de: Words }; words: { en: Words; de: Words }; ui: { en: Words; de: Words }; pairs: Pair[] }[] = [
  {
    game: 'grog-island',
    hints: { en: grogHintsEn, de: grogHintsDe },
    words: { en: {}, de: {} },
    ui: { en: grogUiEn, de: grogUiDe },
    pairs: [
      ['bidClaims', 'ui:bidButton', /\bbid\b/, /\bbiete/],
      ['bidPoints', 'ui:bidButton', /\bbid\b/, /\bbiete/],
      ['bidPush', 'ui:bidButton', /\bbid\b/, /\bbiete/],
      ['pass', 'ui:passButton', /\bpass\b/, /\bpasse/],
      ['trade', 'ui:tradeButton', /\btrade\b/, /\bhande?l/],
      ['tradeClaims', 'ui:tradeButton', /\btrade\b/, /\bhande?l/],
      ['claim', 'ui:choose.claim', /\bclaim\b/, /\bbesitz\b/],
      ['skipClaims', 'ui:skipClaims', /\bno more buildings\b/, /\bkeine weiteren gebäude\b/],
      ['keepGoalCard', 'ui:keepThis', /\bkeep\b.*\bgoal card\b/, /\bzielkarte\b.*|behalte/],
      ['discardGoalCard', 'ui:discardThis', /\bdiscard\b.*\bgoal card\b/, /w[ie]rf/],
      ['pay', 'ui:payCoins_other', /\bpay\b/, /\bzahle/],
      ['refusePayment', 'ui:refusePayment', /\bdo not pay\b/, /\bnicht zahle|zahle nicht/],
      ['lock', 'ui:choose.lock', /\bplace the lock\b/, /\bplatziere|\bplatzieren/],
      ['ghostCrew', 'ui:choose.ghostCrew', /\bplace a ghost crew member\b/, /\bcrewmitglied vom geisterschiff\b/],
    ],
  },
  {
    game: 'port-royal',
    hints: { en: royalHintsEn, de: royalHintsDe },
    words: { en: royalEn, de: royalDe },
    ui: { en: royalUiEn, de: royalUiDe },
    pairs: [
      ['turnUp', 'move.turnUp', /\bturn up\b/, /\bdecke?\b|aufdecken/],
      ['stop', 'ui:stopButton', /\bstop\b/, /\bhör(en)? auf|aufhören/],
      ['repel', 'move.repel', /\brepel\b/, /\bwehre?\b|abwehren/],
      ['accept', 'move.accept', /\blet\b.*\binto the harbor\b/, /\bin die hafenauslage\b.*\bleg|\bleg.*\bin die hafenauslage\b/],
      ['trade', 'move.trade', /\btrade\b/, /\bnimm|\bnehmen\b/],
      ['hire', 'move.hire', /\bhire\b/, /heuer/],
      ['hireEnds', 'move.hire', /\bhire\b/, /heuer/],
      ['pass', 'move.pass', /\bpass\b/, /\bpasse/],
      ['endTurn', 'move.endTurn', /\bend the turn\b/, /\bbeende|beenden\b/],
    ],
  },
  {
    game: 'rum-and-pirates',
    hints: { en: rumHintsEn, de: rumHintsDe },
    words: { en: rumEn, de: rumDe },
    ui: { en: rumUiEn, de: rumUiDe },
    pairs: [
      ['rest', 'move.rest', /\brest\b/, /\braste/],
      ['goOnBoard', 'ui:goOnBoard_other', /\bgo on board\b/, /\ban bord\b/],
      ['endTurn', 'move.endTurn', /\bend the turn\b/, /\bbeende|beenden\b/],
      ['keepSupplies', 'move.keepSupplies', /\bkeep\b/, /\bbehalte/],
      ['returnSupplies', 'ui:returnSupplies_other', /\bput\b.*\bback\b/, /\bgib\b.*\bab\b|abgeben/],
      ['joinTavern', 'move.joinTavern', /\bjoin\b/, /\bmach\b.*\bmit\b|mitmachen/],
      ['declineTavern', 'move.declineTavern', /\bstay out\b/, /\bnicht mit|mach\b.*\bnicht mit\b/],
      ['reroll', 'move.reroll', /\broll again\b/, /\bnoch einmal\b/],
      ['keepRoll', 'move.keepRoll', /\bkeep the roll\b/, /\bwurf\b/],
    ],
  },
];

describe("a hint names a move in the words of the move's button", () => {
  for (const { game, hints, words, ui, pairs } of GAMES) {
    for (const language of ['en', 'de'] as const) {
      it.each(pairs)(`${game} (${language}): hint.%s and its button %s`, (hint, button, en, de) => {
        const shared = language === 'en' ? en : de;
        const label = button.startsWith('ui:') ? word(ui[language], button.slice(3)) : word(words[language], button);
        const sentence = word(hints[language], `hint.${hint}`);
        expect(label.toLowerCase(), `the button: ${label}`).toMatch(shared);
        expect(sentence.toLowerCase(), `the hint: ${sentence} (the button: ${label})`).toMatch(shared);
      });
    }
  }
});
