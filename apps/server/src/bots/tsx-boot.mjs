// Starts a TypeScript worker when the server runs from its sources (tests, `npm run dev`):
// registers tsx in the worker, then imports the real entry. The built server does not use this.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
