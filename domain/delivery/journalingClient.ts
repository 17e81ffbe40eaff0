/**
 * A webhook client whose 2xx answers are journaled (attemptJournal.ts) the moment they are read: the record of the
 * attempt a POST names (`attempt`) is appended before the answer is handed back. A worker killed after that point
 * leaves the record to the next worker's replay, so the attempt run again does not POST again. It runs in the
 * posting thread (postingThread.ts), whose event loop does nothing else, so an answer is read, and journaled, as
 * soon as it arrives rather than after whatever the worker's main thread is busy with.
 */
import { successRecord, type AttemptOf } from './attempts';
import type { AttemptJournal } from './attemptJournal';
import type { WebhookClient, WebhookResponse } from './webhookClient';

export function journalingClient(
  client: WebhookClient,
  journal: Pick<AttemptJournal, 'append'>,
  now: () => number = Date.now,
): WebhookClient {
  const journaled = async (
    attempt: AttemptOf | undefined,
    answer: Promise<WebhookResponse>,
  ): Promise<WebhookResponse> => {
    const res = await answer;
    if (attempt) journal.append(successRecord(attempt, now(), res));
    return res;
  };
  return {
    post: (req) => journaled(req.attempt, client.post(req)),
    postJson: (req) => journaled(req.attempt, client.postJson(req)),
    close: () => client.close(),
  };
}
