/**
 * stripe-mock (Stripe's own API double, built into .tools/bin by scripts/ensureTools.sh) on a loopback port of
 * its own, and Stripe events signed the way Stripe signs them, with the library's own test-header helper.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import Stripe from 'stripe';
import { freePort, withFreshPort } from '../../scripts/ports';

export interface StripeMock {
  url: string;
  stop(): Promise<void>;
}

const BINARY = resolve(__dirname, '../../.tools/bin/stripe-mock');

export function startStripeMock(): Promise<StripeMock> {
  return withFreshPort(async (port) => {
    // It serves HTTPS too (on 12112 unless told): a port of its own for that as well.
    const args = ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${await freePort()}`];
    const child = spawn(BINARY, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const url = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(url, child, () => stderr);
    return { url, stop: () => stopChild(child) };
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`stripe-mock exited: ${stderr()}`);
    const answered = await fetch(`${url}/v1/prices`, { headers: { authorization: 'Bearer sk_test_x' } }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`stripe-mock did not answer at ${url}: ${stderr()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((res) => {
    child.once('exit', () => res());
    child.kill('SIGTERM');
  });
}

const signer = new Stripe('sk_test_signer');

/** The `Stripe-Signature` header Stripe would send for `payload`, at `timestampSec`. */
export function signStripe(payload: string, secret: string, timestampSec: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSec });
}

/** A Stripe event envelope around `object`. */
export function stripeEvent(id: string, type: string, created: number, object: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A subscription object of `orgId` on `plan` (the price's `lookup_key`) in `status`. */
export function subscription(orgId: string, plan: string, status: string, id = `sub_${orgId}`) {
  return {
    id,
    object: 'subscription',
    customer: `cus_${orgId}`,
    status,
    metadata: { org_id: orgId },
    items: { object: 'list', data: [{ id: `si_${id}`, price: { id: `price_${plan}`, lookup_key: plan } }] },
  };
}
