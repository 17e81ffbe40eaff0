/**
 * MCP clients for tests: the SDK's own `Client` over Streamable HTTP (`POST /mcp` of a test stack) or over stdio
 * (`npm run mcp`, the real entry point, pointed at a test stack's URL).
 */
import { resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export type McpTransportName = 'http' | 'stdio';

export interface McpTestClient {
  client: Client;
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

export const ROOT = resolve(__dirname, '../..');

export async function connectMcp(transport: McpTransportName, baseUrl: string, key: string): Promise<McpTestClient> {
  const client = new Client({ name: 'uptime-tests', version: '1.0.0' });
  if (transport === 'http') {
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
  } else {
    const stdio = new StdioClientTransport({
      command: 'npm',
      args: ['run', 'mcp'],
      cwd: ROOT,
      stderr: 'ignore',
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        UPTIME_BASE_URL: baseUrl,
        UPTIME_API_KEY: key,
      },
    });
    await client.connect(stdio);
  }
  return {
    client,
    call: async (name, args = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: () => client.close(),
  };
}
