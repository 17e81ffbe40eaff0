/**
 * Where a store round trip waits, for an operator (and the bench) asking why detection is slow under load: the
 * wait for a free connection of a pool (the driver's CMAP `connectionCheckedOut`, from the check-out's start), and
 * with STORE_COMMAND_METRICS each command's time at the server, by pool, command and collection (collections per
 * hour or day counted as their family). The event loop's busy share since the process started says whether the process itself queued
 * the work. Collected once per process, on `/metrics` of the API and the worker.
 */
import { performance } from 'node:perf_hooks';
import type { MongoClient } from 'mongodb';
import { Gauge, Histogram, Registry } from 'prom-client';

export const storeRegistry = new Registry();
const buckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const poolWait = new Histogram({
  name: 'uptime_store_pool_wait_seconds',
  help: 'Seconds a store command waited for a free connection of its pool',
  labelNames: ['pool'],
  buckets,
  registers: [storeRegistry],
});
const commandSeconds = new Histogram({
  name: 'uptime_store_command_seconds',
  help: 'Seconds from sending a store command to its answer, by pool, command and collection',
  labelNames: ['pool', 'command', 'collection'],
  buckets,
  registers: [storeRegistry],
});
new Gauge({
  name: 'uptime_event_loop_utilization',
  help: 'Share of the time since the process started that its event loop was busy (0 to 1)',
  registers: [storeRegistry],
  collect() {
    this.set(performance.eventLoopUtilization().utilization);
  },
});

/** Commands in flight of one client: a bounded number (at most the pool's size), removed on answer. */
type InFlight = Map<number, string>;

/**
 * Observes `client`'s check-out waits under the label `pool`, and with `commandTimes` its commands' times (the
 * client made with `monitorCommands`, see domain/db.ts).
 */
export function watchStorePool(client: MongoClient, pool: string, commandTimes: boolean): void {
  client.on('connectionCheckedOut', (e) => poolWait.observe({ pool }, e.durationMS / 1000));
  if (commandTimes) watchCommands(client, pool);
}

function watchCommands(client: MongoClient, pool: string): void {
  const collections: InFlight = new Map();
  client.on('commandStarted', (e) => collections.set(e.requestId, collectionOf(e.command, e.commandName)));
  const answered = (e: { requestId: number; commandName: string; duration: number }) => {
    const collection = collections.get(e.requestId) ?? '';
    collections.delete(e.requestId);
    commandSeconds.observe({ pool, command: e.commandName, collection }, e.duration / 1000);
  };
  client.on('commandSucceeded', answered);
  client.on('commandFailed', answered);
}

/** The collection a command names (`{ insert: 'incidents', ... }`), collections per hour or day as their family. */
export function collectionOf(command: Record<string, unknown>, commandName: string): string {
  const target = command[commandName];
  return typeof target === 'string' ? target.replace(/_\d{8}(\d{2})?$/, '') : '';
}
