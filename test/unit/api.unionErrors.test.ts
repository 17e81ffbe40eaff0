/**
 * A body whose field matches none of its forms (`steps`: api requests or browser actions) is told the problems of
 * the form it came closest to, at their own paths; a value of no form's type keeps the one generic message.
 */
import { invalidRequestOf, validate } from '../../api/contract/parse';
import { CreateMonitorBody } from '../../api/contract/monitors';

function errorsOf(body: unknown): unknown {
  const result = validate(CreateMonitorBody, body);
  if (result.success) throw new Error('accepted');
  return invalidRequestOf(result.error.issues, 'Invalid request body.').extra.errors;
}

describe('a field of several forms', () => {
  it('names the problems of the closest form', () => {
    expect(errorsOf({ name: 'b', type: 'browser', steps: [{ action: 'jump' }] })).toEqual([
      { path: 'steps.0.action', message: expect.stringMatching(/^must be one of goto, click, /) },
    ]);
    expect(errorsOf({ name: 'a', type: 'api', steps: [{ name: 'home' }] })).toEqual([
      { path: 'steps.0.url', message: 'is required' },
    ]);
  });

  it('keeps one message for a value of none of its types', () => {
    expect(errorsOf({ name: 'b', type: 'browser', steps: 5 })).toEqual([
      { path: 'steps', message: 'does not match any of the accepted forms' },
    ]);
  });
});
