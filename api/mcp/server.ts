/**
 * The MCP server, one per connection (stdio) or per request (`POST /mcp`, stateless). Built on the SDK's low-level
 * `Server` rather than `McpServer`: the latter answers an unknown tool and invalid arguments with a text-only
 * `isError` result, while here an unknown tool is a JSON-RPC error and invalid arguments are the REST API's
 * `invalid_request` envelope with field paths.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { HttpError } from '../httpErrors';
import type { Logger } from '../../domain/logger';
import { invalidRequestOf, validate } from '../contract/parse';
import { errorBody } from '../middleware/errorEnvelope';
import type { DeploymentRules } from '../routing/route';
import { renderError, renderResult } from './render';
import { unreachable, type RestCaller, type RestRequest } from './restCaller';
import { TOOLS, TOOLS_BY_NAME, type McpTool } from './tools';

const INSTRUCTIONS =
  'Uptime monitoring: monitors, incidents, webhook channels and deliveries of one workspace. ' +
  'Every tool is one call of the REST API with your API key and spends its budgets; a refused call returns ' +
  'isError with the REST error envelope (rate_limited: wait retry_after_sec seconds before retrying).';

/** Without the deployment's own minimum interval (the stdio server), REST checks it. */
const UNKNOWN_RULES: DeploymentRules = { minIntervalSec: 1 };

export function createMcpServer(rest: RestCaller, log: Logger, rules: DeploymentRules = UNKNOWN_RULES): Server {
  const server = new Server(
    { name: 'uptime-alerts', version: '1.0.0' },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map((t) => t.definition) }));
  server.setRequestHandler(ToolsCall, (req) => {
    const { params } = CallToolRequestSchema.parse(req); // already checked by the SDK's tools/call wrapper
    return callTool(params.name, params.arguments, rest, log, rules);
  });
  return server;
}

/**
 * Registered with only its method literal: the SDK's `Server` then checks the params itself and answers bad ones
 * with -32602 (invalid params); registered with the full schema, they fail earlier as -32603 (internal error).
 */
const ToolsCall = z.looseObject({ method: z.literal('tools/call') });

export async function callTool(
  name: string,
  args: unknown,
  rest: RestCaller,
  log: Logger,
  rules: DeploymentRules = UNKNOWN_RULES,
): Promise<CallToolResult> {
  const tool = TOOLS_BY_NAME.get(name);
  if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  const input = args ?? {};
  const parsed = validate(tool.input, input);
  if (!parsed.success) {
    const more = tool.moreProblems?.(rules)(input) ?? [];
    return errorResult(errorBody(invalidRequestOf(parsed.error.issues, 'Invalid tool arguments.', more)));
  }
  try {
    const res = await rest(restRequestFor(tool, input as Record<string, unknown>));
    if (res.status < 400 && isObject(res.body)) return successResult(tool, res.body);
    return errorResult(isObject(res.body) ? res.body : unreachable('The API answered without a JSON body.').body);
  } catch (err) {
    log.error('mcp tool failed', { tool: name, error: err instanceof Error ? err.message : String(err) });
    return errorResult(errorBody(new HttpError(500, 'internal_error', 'Internal error.')));
  }
}

/** The REST request of a tool call; `args` passed the tool's input schema, and REST validates them again. */
export function restRequestFor(tool: McpTool, args: Record<string, unknown>): RestRequest {
  if (tool.part === 'body') return { method: tool.method, path: tool.path, body: args };
  // `path` tools put `id` in the path and any other argument in the query string (get_monitor_uptime's window).
  const { id, ...rest } = args;
  const path = tool.part === 'path' ? tool.path.replace(':id', encodeURIComponent(String(id))) : tool.path;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(tool.part === 'path' ? rest : args)) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  return { method: tool.method, path: qs ? `${path}?${qs}` : path };
}

/** The REST body as structured content; as text, a short summary and then the body as JSON (MCP's advice). */
function successResult(tool: McpTool, body: Record<string, unknown>): CallToolResult {
  return {
    structuredContent: body,
    content: [
      { type: 'text', text: renderResult(tool, body) },
      { type: 'text', text: JSON.stringify(body) },
    ],
  };
}

function errorResult(envelope: Record<string, unknown>): CallToolResult {
  return { isError: true, structuredContent: envelope, content: [{ type: 'text', text: renderError(envelope) }] };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
