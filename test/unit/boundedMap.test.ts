import { BoundedMap } from '../../domain/boundedMap';

it('holds at most maxEntries, dropping the oldest and handing it to onEvict', () => {
  const evicted: [string, number][] = [];
  const map = new BoundedMap<string, number>(2, (k, v) => evicted.push([k, v]));
  map.set('a', 1).set('b', 2).set('c', 3);
  expect([...map.keys()]).toEqual(['b', 'c']);
  expect(evicted).toEqual([['a', 1]]);
});

it('makes a key set again the newest, so setting on every hit keeps the map least-recently-used', () => {
  const map = new BoundedMap<string, number>(2);
  map.set('a', 1).set('b', 2);
  map.set('a', map.get('a')!);
  map.set('c', 3);
  expect([...map.entries()]).toEqual([
    ['a', 1],
    ['c', 3],
  ]);
});
