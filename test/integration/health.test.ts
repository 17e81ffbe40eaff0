import { startStack, type Stack } from '../support/stack';

describe('GET /health', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('is 200 with both dependencies up, on /health and /', async () => {
    for (const path of ['/health', '/']) {
      const res = await stack.http('GET', path);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', mongodb: 'up', temporal: 'up' });
    }
  });

  it('answers unknown routes with the not_found envelope and wrong methods with 405', async () => {
    const unknown = await stack.http('GET', '/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: expect.any(String), statusCode: 404 });
    const wrong = await stack.http('DELETE', '/health');
    expect(wrong.status).toBe(405);
    expect(wrong.body).toMatchObject({ code: 'method_not_allowed', statusCode: 405 });
    expect(wrong.headers.get('allow')).toContain('GET');
  });
});

describe('GET /health with the MongoDB-wire server gone', () => {
  it('answers 503 naming mongodb', async () => {
    // A private server for this test only, so killing it leaves the suite's server alone.
    const { startMongoWire } = await import('../../scripts/devServices');
    const dir = `${process.env.TEST_TMP_DIR}/health-kill`;
    const mongo = await startMongoWire({ dataDir: dir, logFile: `${dir}.log`, database: 'healthkill' });
    const stack = await startStack({ env: { MONGODB_URI: mongo.address } });
    try {
      expect((await stack.http('GET', '/health')).status).toBe(200);
      await mongo.kill();
      const res = await stack.http('GET', '/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ mongodb: 'down', temporal: 'up', code: 'service_unavailable', statusCode: 503 });
      expect(res.body.message).toContain('mongodb');
    } finally {
      await stack.stop().catch(() => undefined);
      await mongo.stop();
    }
  });
});
