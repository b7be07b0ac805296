import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ServicesProvider, type Services } from '../platform/services.js';
import { refreshTurns, startTurnWatch } from '../platform/turns.js';
import { createI18n } from '../i18n/index.js';
import type { LobbyApi } from '../lobby/api.js';
import { MyGamesPage } from '../pages/MyGamesPage.js';

/** A lobby whose every call fails ("not in this test") unless the test gives it; no games, no public matches. */
export function fakeLobby(overrides: Partial<LobbyApi> = {}): LobbyApi {
  const unused = () => Promise.reject(new Error('not in this test'));
  return {
    createMatch: unused,
    getMatch: unused,
    joinMatch: unused,
    restoreSeat: unused,
    rotateSeatLink: unused,
    myGames: () => Promise.resolve([]),
    leaveMatch: unused,
    rematch: unused,
    listPublicMatches: () => Promise.resolve({ matches: [], next: null }),
    addBot: unused,
    ...overrides,
  };
}

/** A lobby page with its words and the given lobby (no table connections). */
export function renderPage(page: ReactElement, lobby: LobbyApi, language: 'en' | 'de' = 'en'): RenderResult {
  const services: Services = { lobby, connect: () => { throw new Error('no table here'); } };
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <ServicesProvider services={services}>{page}</ServicesProvider>
    </I18nextProvider>,
  );
}

/** The my-games page with the turn watch over `lobby`, after one refresh; returns the watch's stop. */
export async function renderMyGames(lobby: LobbyApi): Promise<() => void> {
  const stop = startTurnWatch(lobby);
  renderPage(<MyGamesPage />, lobby);
  await act(() => refreshTurns());
  return stop;
}
