/** An entry point's start-up failure is one line on stderr and exit code 1; a bad variable is named. */
import { ConfigError } from '../../domain/config';
import { runMain } from '../../domain/processStop';

async function outcome(main: () => Promise<void> | void): Promise<{ stderr: string; codes: number[] }> {
  let stderr = '';
  const codes: number[] = [];
  const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    runMain('worker', main, (code) => codes.push(code));
    await new Promise((r) => setImmediate(r));
  } finally {
    write.mockRestore();
  }
  return { stderr, codes };
}

it('names the bad variable of a configuration error', async () => {
  const result = await outcome(() => {
    throw new ConfigError('PORT: expected a whole number, got "abc"');
  });
  expect(result).toEqual({ stderr: 'configuration error: PORT: expected a whole number, got "abc"\n', codes: [1] });
});

it('says which process failed, for an asynchronous failure too', async () => {
  const result = await outcome(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:7233')));
  expect(result).toEqual({ stderr: 'worker failed: connect ECONNREFUSED 127.0.0.1:7233\n', codes: [1] });
});

it('neither writes nor exits when the start-up succeeds', async () => {
  expect(await outcome(() => Promise.resolve())).toEqual({ stderr: '', codes: [] });
});
