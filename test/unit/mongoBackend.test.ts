import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBin, postgresUsable } from '../../scripts/devPostgres';
import { chooseMongoBackend, mongoBackendFromEnv } from '../../scripts/devServices';

describe("the development MongoDB-wire server's storage", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'backend-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is what DEV_MONGO_BACKEND says, and refuses anything else', () => {
    expect(chooseMongoBackend('sqlite', dir)).toEqual({ backend: 'sqlite', why: 'DEV_MONGO_BACKEND=sqlite' });
    expect(chooseMongoBackend('postgresql', dir).backend).toBe('postgresql');
    expect(() => mongoBackendFromEnv('postgres')).toThrow(/DEV_MONGO_BACKEND: expected sqlite or postgresql/);
  });

  it('defaults to PostgreSQL where a server is usable, else SQLite, saying why', () => {
    const choice = chooseMongoBackend(undefined, dir);
    if (postgresUsable()) expect(choice).toEqual({ backend: 'postgresql', why: expect.stringContaining('default') });
    else {
      const why = findPostgresBin() ? 'no `postgres` account' : 'no PostgreSQL server is installed';
      expect(choice).toEqual({ backend: 'sqlite', why: expect.stringContaining(why) });
    }
  });

  it('keeps a data folder that holds a SQLite store on SQLite unless told otherwise', () => {
    writeFileSync(join(dir, 'uptime.sqlite'), '');
    expect(chooseMongoBackend(undefined, dir)).toEqual({
      backend: 'sqlite',
      why: expect.stringContaining('holds a SQLite store'),
    });
    expect(mongoBackendFromEnv('postgresql', dir)).toBe('postgresql');
    mkdirSync(join(dir, 'postgresql')); // a PostgreSQL cluster beside it: the store in use since then
    expect(mongoBackendFromEnv(undefined, dir)).toBe(postgresUsable() ? 'postgresql' : 'sqlite');
  });
});
