/** Routes of an org's members: list, change a role, remove (only an owner touches an owner; an owner always stays). */
import { ListQuery, listOf } from '../contract/common';
import { MemberOut, presentMember, UpdateMemberBody } from '../contract/members';
import { pageOf, toListBody } from '../contract/pagination';
import { NO_CONTENT, ok } from '../contract/responses';
import { route } from '../routing/route';

const tag = 'Members';
const lastOwner = 'The last owner cannot be demoted or removed';

export const MEMBER_ROUTES = [
  route({
    name: 'members.list',
    methods: ['get'],
    path: '/api/v1/members',
    auth: 'org',
    query: ListQuery,
    doc: { summary: "List the org's members and their roles", tag, responses: { 200: ok(listOf(MemberOut)) } },
    async handle({ ctx, deps, auth, query }) {
      const page = pageOf(query);
      ctx.body = toListBody(await deps.services.members.list(auth.orgId, page), page, presentMember);
    },
  }),
  route({
    name: 'members.update',
    methods: ['patch'],
    path: '/api/v1/members/:id',
    auth: 'org',
    body: UpdateMemberBody,
    doc: {
      summary: "Change a member's role (making or changing an owner needs `owner`)",
      tag,
      errors: { 409: lastOwner },
      responses: { 200: ok(MemberOut) },
    },
    async handle({ ctx, deps, auth, params, body }) {
      ctx.state.auditBefore = presentMember(await deps.services.members.get(auth.orgId, params.id));
      ctx.body = presentMember(await deps.services.members.changeRole(auth.role, auth.orgId, params.id, body.role));
    },
  }),
  route({
    name: 'members.delete',
    methods: ['delete'],
    path: '/api/v1/members/:id',
    auth: 'org',
    doc: {
      summary: 'Remove a member from the org (removing an owner needs `owner`); their sessions here end',
      tag,
      errors: { 409: lastOwner },
      responses: { 204: NO_CONTENT },
    },
    async handle({ ctx, deps, auth, params }) {
      await deps.services.members.remove(auth.role, auth.orgId, params.id);
      ctx.status = 204;
    },
  }),
];
