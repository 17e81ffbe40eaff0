/** The one mapping from error codes to failure classes, as monitor checks and webhook attempts read it. */
import { causeChain, classifyNetworkError } from '../../domain/net/errorCodes';
import { classifyError } from '../../domain/probing/errors';

const coded = (code: string, cause?: unknown) => Object.assign(new Error(`failed: ${code}`), { code, cause });

it('finds the code anywhere in a bounded cause chain', () => {
  const wrapped = new Error('fetch failed', { cause: new Error('socket', { cause: coded('ECONNREFUSED') }) });
  expect(classifyNetworkError(wrapped)).toMatchObject({ errorClass: 'connection_refused', code: 'ECONNREFUSED' });
  const cyclic: { cause?: unknown } = {};
  cyclic.cause = cyclic;
  expect(causeChain(cyclic)).toHaveLength(5);
});

it('tells certificate and other TLS codes apart, and keeps an unknown code for the message', () => {
  expect(classifyNetworkError(coded('CERT_HAS_EXPIRED')).errorClass).toBe('tls_cert_invalid');
  expect(classifyNetworkError(coded('ERR_SSL_SOMETHING_NEW')).errorClass).toBe('tls_error');
  expect(classifyNetworkError(coded('EWHATEVER'))).toMatchObject({ errorClass: null, code: 'EWHATEVER' });
});

it('reads a timeout from the error name when there is no code', () => {
  const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
  expect(classifyNetworkError(timeout)).toMatchObject({ errorClass: 'timeout', code: null });
  expect(classifyError(timeout)).toMatchObject({ errorClass: 'timeout', message: 'timed out' });
});

it('gives a check the class and the message of the coded error', () => {
  expect(classifyError(new Error('wrapped', { cause: coded('EHOSTUNREACH') }))).toMatchObject({
    errorClass: 'host_unreachable',
    message: 'failed: EHOSTUNREACH',
  });
  expect(classifyError(coded('EWHATEVER'))).toMatchObject({ errorClass: 'network_error' });
});
