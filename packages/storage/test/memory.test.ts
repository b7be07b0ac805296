import { MemoryStore } from '../src/index.js';
import { storageContract } from './contract.js';

storageContract('memory', async () => ({ store: new MemoryStore(), cleanup: async () => {} }));
