/**
 * `ping` check: one ICMP echo through the system `ping` (Debian's iputils-ping). Node cannot open ICMP sockets
 * itself: unprivileged ICMP datagram sockets need `net.ipv4.ping_group_range` to include the user's group, raw
 * sockets need CAP_NET_RAW. iputils' `ping` uses the datagram socket when allowed and otherwise its file
 * capability `cap_net_raw+ep` (set by the package), so the prober itself runs without root or capabilities.
 * The host is resolved under the SSRF rule first and `ping` is given the address, never the name.
 */
import { spawn } from 'node:child_process';
import { isIP } from 'node:net';
import { CheckFailure, truncate } from '../errors';
import { resolveAllowed, type CheckRunner } from '../context';

const OUTPUT_LIMIT = 8 * 1024;

export const runPingCheck: CheckRunner = async (def, ctx, signal) => {
  const address = await resolveAllowed(def.host!, ctx);
  const waitSec = Math.max(1, Math.ceil(def.timeout_ms / 1000));
  const args = ['-n', '-c', '1', '-W', String(waitSec), isIP(address) === 6 ? '-6' : '-4', address];
  const { code, stdout, stderr, spawnError } = await runPing(ctx.pingCommand, args, signal);
  if (spawnError) {
    throw new CheckFailure(
      'ping_unavailable',
      spawnError.code === 'ENOENT'
        ? `ICMP is unavailable on this prober: "${ctx.pingCommand}" is not installed (install iputils-ping)`
        : truncate(`ICMP is unavailable on this prober: ${spawnError.message}`),
    );
  }
  if (signal.aborted) throw new CheckFailure('timeout', `no echo reply from ${address} within ${def.timeout_ms} ms`);
  const rtt = /time[=<]([\d.]+) ?ms/.exec(stdout);
  if (code === 0 && rtt) return { responseMs: Math.max(0, Math.round(Number(rtt[1]))) };
  if (/operation not permitted|permission denied|socket:/i.test(stderr)) {
    throw new CheckFailure('ping_unavailable', truncate(`ICMP is unavailable on this prober: ${stderr.trim()}`));
  }
  if (code === 1) throw new CheckFailure('timeout', `no echo reply from ${address} within ${waitSec} s`);
  throw new CheckFailure(
    'host_unreachable',
    truncate(`${address}: ${(stderr || stdout).trim().split('\n').pop() || `ping exited with ${code}`}`),
  );
};

interface PingOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
  spawnError?: NodeJS.ErrnoException;
}

function runPing(command: string, args: string[], signal: AbortSignal): Promise<PingOutcome> {
  return new Promise((resolve) => {
    const out = { stdout: '', stderr: '' };
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { LC_ALL: 'C' } });
    const collect = (key: 'stdout' | 'stderr') => (chunk: Buffer) => {
      if (out[key].length < OUTPUT_LIMIT) out[key] += chunk.toString('utf8');
    };
    child.stdout.on('data', collect('stdout'));
    child.stderr.on('data', collect('stderr'));
    const onAbort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', onAbort, { once: true });
    child.once('error', (spawnError: NodeJS.ErrnoException) => {
      signal.removeEventListener('abort', onAbort);
      resolve({ code: null, ...out, spawnError });
    });
    child.once('close', (code) => {
      signal.removeEventListener('abort', onAbort);
      resolve({ code, ...out });
    });
  });
}
