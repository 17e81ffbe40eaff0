import { createChannelCache } from '../../activities/channelCache';
import type { ChannelDoc } from '../../domain/models/channel';

function channel(updatedAtMs: number, url = 'https://example.com/hook'): ChannelDoc {
  return { _id: 'c-1', org_id: 'o-1', url, updated_at: new Date(updatedAtMs) } as ChannelDoc;
}

it('serves the routed version from its copy, and reads without a version or with another one', async () => {
  const stored = { doc: channel(1_000) as ChannelDoc | null };
  let reads = 0;
  const channelOf = createChannelCache(async () => {
    reads++;
    return stored.doc;
  });
  expect(await channelOf('c-1', 1_000)).toMatchObject({ url: 'https://example.com/hook' });
  expect(await channelOf('c-1', 1_000)).toMatchObject({ url: 'https://example.com/hook' });
  expect(reads).toBe(1);
  await channelOf('c-1'); // a retry: always read
  expect(reads).toBe(2);
  stored.doc = channel(2_000, 'https://example.com/moved');
  expect(await channelOf('c-1', 2_000)).toMatchObject({ url: 'https://example.com/moved' }); // edited: read again
  expect(reads).toBe(3);
  stored.doc = null;
  expect(await channelOf('c-1', 3_000)).toBeNull(); // deleted
  expect(await channelOf('c-1', 2_000)).toBeNull(); // the copy went with it
  expect(reads).toBe(5);
});
