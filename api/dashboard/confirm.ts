/**
 * Destructive actions in two steps that need no script: `GET <path>` shows what will be lost and a button, the
 * `POST` to the same path (CSRF-checked like every form) does it and redirects to a page that says it is done.
 */
import type { Role } from '../../domain/accounts/roles';
import { readId } from '../requestInput';
import { action, page, seeOther, type Dashboard, type SignedIn } from './routing';

export interface ConfirmStep {
  /** `<heading>`, e.g. "Delete monitor Checkout API?". */
  heading: string;
  /** What happens, and what cannot be undone. */
  message: string;
  /** The button that does it, e.g. "Delete monitor". */
  button: string;
  /** Where Cancel goes. */
  cancel: string;
}

export interface Confirmable {
  /** Route names: `<name>Confirm` (the page) and `<name>` (the action). */
  name: string;
  path: string;
  /** Reads the thing (a 404 page when it is gone) and words the question. */
  ask(user: SignedIn, id: string): Promise<ConfirmStep>;
  run(user: SignedIn, id: string): Promise<void>;
  /** Where the browser goes afterwards; it shows the flash message. */
  done: string;
  /** The least role of the action, and so of its question page (default `admin`). */
  role?: Role;
}

export function confirmable(d: Dashboard, c: Confirmable): void {
  page(
    d,
    `${c.name}Confirm`,
    c.path,
    async (ctx, user) => {
      const id = readId(ctx);
      const step = await c.ask(user, id);
      d.render.page(ctx, 'confirm', user.layout(step.heading), { ...step, action: ctx.path });
    },
    c.role ?? 'admin',
  );
  action(
    d,
    c.name,
    c.path,
    async (ctx, user) => {
      await c.run(user, readId(ctx));
      seeOther(ctx, c.done);
    },
    c.role,
  );
}
