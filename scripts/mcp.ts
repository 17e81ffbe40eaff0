/**
 * The MCP server over stdio, for desktop agents: `npm run mcp` with UPTIME_BASE_URL and UPTIME_API_KEY. The key is
 * tried once at start (a refused key stops the server with one line). Every tool calls the REST API over HTTP with
 * that key, so it meets the API's own checks and budgets. stdout carries only
 * JSON-RPC; logs and errors go to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from '../api/mcp/server';
import { checkApiKey, httpRestCaller } from '../api/mcp/restCaller';
import { loadMcpStdioConfig } from '../domain/config';
import { createLogger } from '../domain/logger';
import { runMain } from '../domain/processStop';

async function main(): Promise<void> {
  const config = loadMcpStdioConfig();
  const log = createLogger('mcp', 'info', (line) => process.stderr.write(line));
  const rest = httpRestCaller(config.baseUrl, config.apiKey);
  if ((await checkApiKey(rest, config.baseUrl)) === 'unreachable')
    log.warn('the API does not answer yet; tool calls say so until it does', { api: config.baseUrl });
  const server = createMcpServer(rest, log);
  server.onclose = () => process.exit(0);
  await server.connect(new StdioServerTransport());
  log.info('mcp stdio server ready', { api: config.baseUrl });
}

runMain('mcp server', main);
