/**
 * The short text beside a tool's structured content, for clients that show only text: one line per resource with
 * what a person looks at first. The structured content (and a JSON text block after this one) carries everything.
 */
import type { McpTool } from './tools';

type Body = Record<string, unknown>;

export function renderResult(tool: McpTool, body: Body): string {
  if (Array.isArray(body.data)) return renderList(body.data as Body[], body.next_cursor);
  if (tool.route === 'channels.test') return `Test alert queued: delivery ${String(body.delivery_id)}.`;
  if (tool.route === 'monitors.test')
    return body.ok
      ? `Check passed in ${String(body.response_ms)} ms.`
      : `Check failed: ${String(body.error_class)}: ${String(body.error_message)}.`;
  return describe(body);
}

function renderList(items: Body[], nextCursor: unknown): string {
  const more = typeof nextCursor === 'string' ? `More: pass cursor "${nextCursor}".` : 'No more items.';
  return [
    `${items.length} item${items.length === 1 ? '' : 's'}. ${more}`,
    ...items.map((i) => `- ${describe(i)}`),
  ].join('\n');
}

/** `id` plus the fields that name a resource or tell its state, whichever it has. */
function describe(item: Body): string {
  const facts = ['name', 'type', 'status', 'event_type', 'paused', 'enabled', 'monitor_id', 'channel_id']
    .filter((k) => item[k] !== undefined && item[k] !== null)
    .map((k) => `${k}=${JSON.stringify(item[k])}`);
  return [`id=${String(item.id)}`, ...facts].join(' ');
}

export function renderError(envelope: Body): string {
  const head = `Error ${String(envelope.statusCode)} ${String(envelope.code)}: ${String(envelope.message)}`;
  const fields = Array.isArray(envelope.errors)
    ? (envelope.errors as Body[]).map((e) => `- ${String(e.path)}: ${String(e.message)}`)
    : [];
  return [head, ...fields].join('\n');
}
