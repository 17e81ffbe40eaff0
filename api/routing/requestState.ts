/**
 * What the request pipeline records on `ctx.state`, typed once: the route match (resolveRoute), the caller
 * (authenticate) and the raw JSON body (jsonBody, for signature checks).
 */
import type { AuthContext } from '../../domain/auth/authContext';
import type { RouteMatch } from './matcher';

declare module 'koa' {
  interface DefaultState {
    route?: RouteMatch;
    auth?: AuthContext;
    rawBody?: Buffer;
    /** A dashboard form as read (api/dashboard/forms.ts), for the audit record of the write it makes. */
    form?: URLSearchParams;
  }
}

export {};
