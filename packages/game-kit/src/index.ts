export * from './refusal.js';
export * from './random.js';
export * from './engine.js';
export * from './module.js';
export * from './simulate.js';
export * from './moves.js';
export * from './automation.js';
export * from './stalls.js';
