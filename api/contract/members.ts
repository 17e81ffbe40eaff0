/** Wire schemas of an org's members and how a membership is presented. */
import { z } from 'zod';
import type { MembershipDoc } from '../../domain/models/membership';
import { iso } from '../../domain/time';
import { RoleName } from './auth';
import { Timestamp, Uuid } from './common';

export const MemberOut = z.object({
  id: Uuid,
  user_id: Uuid,
  email: z.string(),
  role: RoleName,
  created_at: Timestamp,
});
export const UpdateMemberBody = z.strictObject({ role: RoleName });

export function presentMember(m: MembershipDoc): z.infer<typeof MemberOut> {
  return { id: m._id, user_id: m.user_id, email: m.email, role: m.role, created_at: iso(m.created_at)! };
}
