import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The server's Prometheus metrics, in a registry of its own (several servers may share a process in tests). */
export class Metrics {
  readonly registry = new Registry();
  readonly sockets = new Gauge({ name: 'harbour_sockets_connected', help: 'Open socket connections', registers: [this.registry] });
  readonly liveMatches = new Gauge({ name: 'harbour_matches_live', help: 'Matches held in memory (with subscribers or moves under way)', registers: [this.registry] });
  readonly matchesCreated = new Counter({ name: 'harbour_matches_created_total', help: 'Matches created', labelNames: ['game'], registers: [this.registry] });
  readonly moves = new Counter({ name: 'harbour_moves_total', help: 'Moves submitted, by outcome', labelNames: ['game', 'outcome'], registers: [this.registry] });
  readonly moveSeconds = new Histogram({
    name: 'harbour_move_duration_seconds',
    help: 'Time from receiving a move to its acknowledgement (persisted and broadcast)',
    labelNames: ['outcome'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly storageErrors = new Counter({ name: 'harbour_storage_errors_total', help: 'Failed storage operations', labelNames: ['operation'], registers: [this.registry] });
  readonly staleMoves = new Counter({ name: 'harbour_moves_stale_total', help: 'Moves refused because the state had moved on (client behind or lost a race)', registers: [this.registry] });
  readonly matchesBehind = new Counter({ name: 'harbour_matches_behind_store_total', help: 'Held matches the periodic check found behind the store (a bus message missed, or still on its way) and caught up', registers: [this.registry] });
  readonly commitConflicts = new Counter({ name: 'harbour_commit_conflicts_total', help: 'Moves that lost the compare-and-swap to another process', registers: [this.registry] });
  readonly noticeDeliveries = new Counter({
    name: 'harbour_notice_deliveries_total',
    help: 'Notice deliveries (push, email, group, webhook), by result: delivered, retry, failed, gone, blocked (a refused address), backedOff (breaker open), dropped (queue full)',
    labelNames: ['channel', 'result'],
    registers: [this.registry],
  });
  /** Review work, apart from moves and hints (issues 35, 37): its CPU time, its duty cycle's rests and outcomes. */
  readonly reviewCpuSeconds = new Counter({ name: 'harbour_review_cpu_seconds_total', help: 'CPU time of match review parts (in the review thread)', registers: [this.registry] });
  readonly reviewRestSeconds = new Counter({ name: 'harbour_review_rest_seconds_total', help: 'Time the review work rested after its parts (the duty cycle)', registers: [this.registry] });
  readonly reviews = new Counter({ name: 'harbour_reviews_total', help: 'Match reviews finished, by result: done, failed, overBudget', labelNames: ['result'], registers: [this.registry] });

  constructor() {
    // The event loop's delay is sampled by a timer every 100 ms, not prom-client's default 10 ms: a
    // wake-up 100 times a second cost an idle server 8.2 ms of CPU per second (6 ms more than at
    // 100 ms), for a figure whose stalls of interest last well over 100 ms.
    collectDefaultMetrics({ register: this.registry, prefix: 'harbour_', eventLoopMonitoringPrecision: 100 });
  }
}
