import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeLobby, renderPage } from '../test/pages.js';
import { App } from './App.js';
import { prefetchPage } from './page-loaders.js';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the app', () => {
  it('shows a page whose chunk is in at its first render, without the loading fallback (React reveals that only after a 300 ms throttle)', async () => {
    window.history.replaceState(null, '', '/games');
    // What main.ts and the boot do before the first render.
    await prefetchPage('/games');
    renderPage(<App />, fakeLobby());
    expect(screen.queryByText('Setting up the table…')).toBeNull();
    expect(document.querySelector('main.my-games')).not.toBeNull();
  });

  it("shows the page once its chunk arrives when it was not in yet", async () => {
    window.history.replaceState(null, '', '/');
    renderPage(<App />, fakeLobby());
    expect(await screen.findByTestId('home-learn', undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
