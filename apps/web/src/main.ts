/**
 * The entry: as small as possible, so that what a page needs starts loading at once and in
 * parallel: the app (React, the pages) and, on a table's address, that game's table.
 */
import { prefetchTable } from './games/registry.js';
import { seatFor } from './lobby/seats.js';

const onTable = /^\/match\/([^/]+)/.exec(window.location.pathname);
if (onTable) prefetchTable(seatFor(decodeURIComponent(onTable[1] ?? ''))?.gameName ?? null);
void import('./boot.js');
