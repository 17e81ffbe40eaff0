/**
 * The `status_subscribers` and `status_notices` collections: e-mail subscribers of status pages, and which incident
 * events they were told of.
 */
import { model } from 'mongoose';
import { defineSchema } from './schemaDefaults';

/**
 * An e-mail address subscribed to a workspace's status page. Inserted unconfirmed by `POST /status/:slug/subscribe`
 * (a unique (org, email) pair, so a repeat finds the same row), confirmed once through the e-mailed link, deleted by
 * the one-click unsubscribe. Links carry an HMAC of the row's id, so no token is stored.
 */
export interface StatusSubscriberDoc {
  _id: string;
  org_id: string;
  email: string;
  confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const schema = defineSchema<StatusSubscriberDoc>({
  org_id: { type: String, required: true },
  email: { type: String, required: true },
  confirmed_at: { type: Date, default: null },
});
schema.index({ org_id: 1, email: 1 }, { unique: true });

export const StatusSubscriber = model<StatusSubscriberDoc>('StatusSubscriber', schema, 'status_subscribers');

/**
 * One row per incident event whose subscriber e-mails were sent (`_id` = event id): inserting it first is the claim,
 * so a second dispatch of the same event (the recovery sweep, another replica) sends nothing.
 */
export interface StatusNoticeDoc {
  _id: string;
  org_id: string;
  created_at: Date;
  updated_at: Date;
}

export const StatusNotice = model<StatusNoticeDoc>(
  'StatusNotice',
  defineSchema<StatusNoticeDoc>({ org_id: { type: String, required: true } }),
  'status_notices',
);
