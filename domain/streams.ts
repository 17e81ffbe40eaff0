/**
 * Reads at most `limit` bytes of a stream and stops there: the rest is never downloaded or buffered. Leaving the
 * loop destroys the stream (an HTTP response's connection is dropped; a server request's socket is kept, so the
 * 413 can still be answered). A caller that must refuse a larger body asks for `limit + 1` bytes.
 */
export async function readAtMost(stream: AsyncIterable<unknown>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    chunks.push(size + buf.length > limit ? buf.subarray(0, limit - size) : buf);
    size += buf.length;
    if (size >= limit) break;
  }
  return Buffer.concat(chunks);
}
