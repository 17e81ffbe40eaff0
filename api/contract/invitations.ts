/** Wire schemas of invitations to an org and of accepting one, and how an invitation is presented. */
import { z } from 'zod';
import type { InvitationView } from '../../domain/accounts/invitations';
import { iso } from '../../domain/time';
import { Email, Password, RoleName } from './auth';
import { NullableTimestamp, Timestamp, Uuid } from './common';

export const CreateInvitationBody = z.strictObject({
  email: Email,
  role: RoleName.describe('The role the invited user gets; inviting an `owner` needs `owner`.'),
});

export const AcceptInvitationBody = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not an invitation token'),
  password: Password.optional().describe(
    "A new account's password; an existing account sends its session cookie instead.",
  ),
});

export const InvitationOut = z.object({
  id: Uuid,
  email: z.string(),
  role: RoleName,
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  invited_by: z.object({ type: z.enum(['user', 'api_key']), id: Uuid, name: z.string() }),
  expires_at: Timestamp,
  ended_at: NullableTimestamp.describe('When it was accepted or revoked.'),
  created_at: Timestamp,
});

export function presentInvitation(i: InvitationView): z.infer<typeof InvitationOut> {
  const { kind, id, name } = i.invited_by;
  return {
    id: i._id,
    email: i.email,
    role: i.role,
    status: i.status,
    invited_by: { type: kind, id, name },
    expires_at: iso(i.expires_at)!,
    ended_at: iso(i.ended_at),
    created_at: iso(i.created_at)!,
  };
}
