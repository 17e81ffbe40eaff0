import { turnBatches } from '../../domain/delivery/log/turnBatches';
import { isDuplicateKeyError } from '../../domain/errors';

/** Outcome of each promise: 'stored' or the error's code. */
const outcomes = (all: Promise<void>[]) =>
  Promise.all(
    all.map((p) =>
      p.then(
        () => 'stored',
        (err: { code?: number }) => err.code ?? 'failed',
      ),
    ),
  );

describe('writes of one turn, one command per collection', () => {
  it('sends the items of one turn and key in one command, and another turn in another', async () => {
    const add = turnBatches<string>();
    const commands: string[][] = [];
    const write = async (items: string[]) => void commands.push(items);
    await Promise.all([add('a', '1', write), add('a', '2', write), add('b', '3', write)]);
    await add('a', '4', write);
    expect(commands).toEqual([['1', '2'], ['3'], ['4']]);
  });

  it("gives each item its own error (a duplicate key as insertOne's), the others stored", async () => {
    const add = turnBatches<string>();
    const write = async () => {
      throw Object.assign(new Error('bulk'), { writeErrors: [{ index: 1, code: 11000, errmsg: 'E11000 dup' }] });
    };
    const all = [add('a', '1', write), add('a', '2', write), add('a', '3', write)];
    expect(await outcomes(all)).toEqual(['stored', 11000, 'stored']);
    expect(isDuplicateKeyError(await all[1].catch((err: unknown) => err))).toBe(true);
  });

  it('fails every item of a command that failed as a whole (each caller retries as before)', async () => {
    const add = turnBatches<string>();
    const write = async () => {
      throw Object.assign(new Error('connection closed'), { code: 91 });
    };
    expect(await outcomes([add('a', '1', write), add('a', '2', write)])).toEqual([91, 91]);
  });
});
