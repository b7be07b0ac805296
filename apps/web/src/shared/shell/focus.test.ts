import { describe, expect, it } from 'vitest';
import { firstOffered } from './focus.js';

describe('the piece a decision offers on the board', () => {
  it('is a choosable piece before any other button of the board (a phone scrolls to it)', () => {
    const board = document.createElement('div');
    board.innerHTML = '<svg><g role="button" data-ship="0"></g><g class="building" role="img"></g><g class="building choosable" role="button" data-building="7"></g></svg>';
    expect(firstOffered(board)?.getAttribute('data-building')).toBe('7');
  });

  it('is a card to take before an expedition to fulfil (Port Royal: the harbor display, then the expeditions above it)', () => {
    const board = document.createElement('div');
    board.innerHTML = '<button type="button" class="pr-card-button">Fulfil the expedition</button><button type="button" data-take="3">take</button>';
    expect(firstOffered(board)?.getAttribute('data-take')).toBe('3');
  });

  it('falls back to the first button when nothing is marked choosable', () => {
    const board = document.createElement('div');
    board.innerHTML = '<button type="button" data-board-tool disabled>zoom</button><button type="button" data-ship="2">ship</button>';
    expect(firstOffered(board)?.getAttribute('data-ship')).toBe('2');
  });
});
