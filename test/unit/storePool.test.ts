/**
 * The store's waits on /metrics: a client's check-out waits and command times are observed under its pool's name,
 * by command and collection (hour collections of the check history as one family).
 */
import { EventEmitter } from 'node:events';
import type { MongoClient } from 'mongodb';
import { collectionOf, storeRegistry, watchStorePool } from '../../domain/metrics/storePool';

it('names the collection a command targets, collections per hour or day as their family', () => {
  expect(collectionOf({ insert: 'check_results_2026112921', documents: [] }, 'insert')).toBe('check_results');
  expect(collectionOf({ insert: 'check_results_6h_2026112918' }, 'insert')).toBe('check_results_6h');
  expect(collectionOf({ find: 'delivery_attempts_20261129' }, 'find')).toBe('delivery_attempts');
  expect(collectionOf({ insert: 'incident_events' }, 'insert')).toBe('incident_events');
  expect(collectionOf({ ping: 1 }, 'ping')).toBe('');
});

it('observes check-out waits and command times under the pool, command and collection', async () => {
  const client = new EventEmitter();
  watchStorePool(client as unknown as MongoClient, 'opens', true);
  client.emit('connectionCheckedOut', { durationMS: 40 });
  client.emit('commandStarted', { requestId: 7, commandName: 'insert', command: { insert: 'incidents' } });
  client.emit('commandSucceeded', { requestId: 7, commandName: 'insert', duration: 120 });
  const text = await storeRegistry.metrics();
  expect(text).toContain('uptime_store_pool_wait_seconds_sum{pool="opens"} 0.04');
  expect(text).toContain('uptime_store_command_seconds_sum{pool="opens",command="insert",collection="incidents"} 0.12');
  expect(text).toMatch(/uptime_event_loop_utilization \d/);
});

it('leaves command times out unless asked (the driver then decodes every reply a second time)', async () => {
  const client = new EventEmitter();
  watchStorePool(client as unknown as MongoClient, 'quiet', false);
  client.emit('connectionCheckedOut', { durationMS: 10 });
  client.emit('commandStarted', { requestId: 8, commandName: 'find', command: { find: 'monitors' } });
  client.emit('commandSucceeded', { requestId: 8, commandName: 'find', duration: 30 });
  const text = await storeRegistry.metrics();
  expect(text).toContain('uptime_store_pool_wait_seconds_sum{pool="quiet"} 0.01');
  expect(text).not.toContain('pool="quiet",command=');
});
