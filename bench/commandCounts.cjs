/**
 * Preloaded (`--require`) into the worker and the producer by `--count-commands`: counts the MongoDB driver's
 * collection calls (each one command, `find` with its cursor's first batch) by method and collection, a day
 * collection (`delivery_attempts_YYYYMMDD`) counted under its family, and answers the bench's
 * `{ type: 'commandCounts' }` with the counts so far. Patched on the driver's `Collection`, so mongoose's models and
 * the plain driver calls are both counted; a call made inside another (`findOne` runs `find`) counts once.
 */
'use strict';
/* global require, process */
// A preloaded CommonJS file: `require` is how it reaches the same mongoose the service imports.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { mongo } = require('mongoose');

const counts = {};
let depth = 0;
const METHODS = [
  'insertOne',
  'insertMany',
  'bulkWrite',
  'updateOne',
  'replaceOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'findOne',
  'find',
  'countDocuments',
  'distinct',
  'findOneAndDelete',
  'findOneAndReplace',
  'findOneAndUpdate',
  'aggregate',
  'createIndex',
  'createIndexes',
  'drop',
  'estimatedDocumentCount',
  'listIndexes',
];

for (const method of METHODS) {
  const original = mongo.Collection.prototype[method];
  if (typeof original !== 'function') continue;
  mongo.Collection.prototype[method] = function counted(...args) {
    if (depth === 0) {
      const key = `${method} ${String(this.collectionName).replace(/_\d{8}$/, '_<day>')}`;
      counts[key] = (counts[key] || 0) + 1;
    }
    depth++;
    try {
      return original.apply(this, args);
    } finally {
      depth--;
    }
  };
}

if (process.send) {
  process.on('message', (m) => {
    if (m && m.type === 'commandCounts') process.send({ type: 'commandCounts', counts: { ...counts } });
  });
  // The listener must not keep a process alive that would otherwise exit.
  if (process.channel) process.channel.unref();
}
