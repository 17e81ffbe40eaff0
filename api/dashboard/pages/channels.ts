/**
 * Channels of every type (channelForm.ts): list and create, edit, secret rotation, delete, and Send test alert with
 * its delivery and attempts shown live. Secrets (a signing secret, a chat tool's incoming-webhook URL, a routing
 * key) are write-only: pages only ever show their hint (last 4 characters).
 */
import type { Context } from 'koa';
import { ownValue } from '../../../domain/ownKeys';
import { presentDelivery } from '../../contract/incidents';
import { CreateChannelBody, presentChannel, UpdateChannelBody } from '../../contract/channels';
import { parseInput } from '../../contract/parse';
import { readId, testEventIdOf } from '../../requestInput';
import {
  CHANNEL_FORM_FIELDS,
  createBodyOf,
  rotateBodyOf,
  rotateField,
  eventTypeOptions,
  typeOptions,
  typeView,
  updateBodyOf,
} from '../channelForm';
import { presentDeliveryView } from '../deliveryView';
import { formErrorsOf, type FormData, type FormErrors } from '../forms';
import { confirmable } from '../confirm';
import { RECOVER_WINDOWS } from './deliveries';
import { action, page, seeOther, type Dashboard, type SignedIn } from '../routing';

const NOTICES: Record<string, string> = {
  created: 'Channel created.',
  saved: 'Channel saved.',
  rotated: 'Secret replaced: the next attempt uses the new one.',
  test: 'Test alert sent. Its delivery appears below as it happens.',
};

export function registerChannelPages(d: Dashboard): void {
  const { channels, deliveries } = d.deps.services;

  async function showList(
    ctx: Context,
    user: SignedIn,
    values: Record<string, string> = {},
    errors?: FormErrors,
  ): Promise<void> {
    const list = (await channels.list(user.orgId, { limit: 100 }))
      .slice(0, 100)
      .map((c) => ({ ...presentChannel(c), typeLabel: typeView(c.type).label }));
    d.render.page(
      ctx,
      'channels',
      user.layout('Channels', 'channels'),
      {
        channels: list,
        values,
        formErrors: errors,
        types: typeOptions(values.type),
        eventTypes: eventTypeOptions(values.event_types),
        notice: ctx.query.done === 'deleted' ? 'Channel deleted.' : undefined,
      },
      errors ? 400 : 200,
    );
  }

  async function showChannel(
    ctx: Context,
    user: SignedIn,
    id: string,
    extra: { values?: Record<string, string>; formErrors?: FormErrors; rotateErrors?: FormErrors } = {},
  ): Promise<void> {
    const channel = presentChannel(await channels.get(user.orgId, id));
    const recent = await deliveries.listDeliveries(user.orgId, { channel_id: id }, { limit: 10 });
    const names = new Map([[channel.id, channel.name]]);
    d.render.page(
      ctx,
      'channel',
      user.layout(channel.name, 'channels'),
      {
        channel,
        type: typeView(channel.type),
        values: extra.values ?? {
          name: channel.name,
          url: channel.url ?? '',
          template: channel.template ?? '',
          to: (channel.to ?? []).join(', '),
          event_types: channel.event_types.join(','),
        },
        eventTypes: eventTypeOptions(extra.values?.event_types ?? channel.event_types.join(',')),
        formErrors: extra.formErrors,
        rotateErrors: extra.rotateErrors,
        notice: noticeOf(ctx.query),
        recoverWindows: Object.entries(RECOVER_WINDOWS).map(([value, w]) => ({
          value,
          label: w.label,
          selected: value === '24h',
        })),
        deliveries: recent.map((dl) => presentDeliveryView(d.deps.config, presentDelivery(dl), names)),
      },
      extra.formErrors || extra.rotateErrors ? 400 : 200,
    );
  }

  page(d, 'channels', '/app/channels', async (ctx, user) => showList(ctx, user));

  action(d, 'channelCreate', '/app/channels', async (ctx, user, form) => {
    try {
      const body = parseInput(CreateChannelBody, createBodyOf(form), 'body');
      const created = await channels.create(user.orgId, body);
      seeOther(ctx, `/app/channels/${created._id}?done=created`);
    } catch (err) {
      const errors = formErrorsOf(err, CHANNEL_FORM_FIELDS);
      if (!errors) throw err;
      await showList(ctx, user, valuesOf(form), errors);
    }
  });

  page(d, 'channel', '/app/channels/:id', async (ctx, user) => showChannel(ctx, user, readId(ctx)));

  action(d, 'channelUpdate', '/app/channels/:id', async (ctx, user, form) => {
    const id = readId(ctx);
    const { type } = await channels.get(user.orgId, id);
    try {
      await channels.update(user.orgId, id, parseInput(UpdateChannelBody, updateBodyOf(form, type), 'body'));
      seeOther(ctx, `/app/channels/${id}?done=saved`);
    } catch (err) {
      const errors = formErrorsOf(err, CHANNEL_FORM_FIELDS);
      if (!errors) throw err;
      await showChannel(ctx, user, id, { values: valuesOf(form), formErrors: errors });
    }
  });

  action(d, 'channelRotate', '/app/channels/:id/rotate', async (ctx, user, form) => {
    const id = readId(ctx);
    const { type } = await channels.get(user.orgId, id);
    try {
      await channels.update(user.orgId, id, parseInput(UpdateChannelBody, rotateBodyOf(form, type), 'body'));
      seeOther(ctx, `/app/channels/${id}?done=rotated`);
    } catch (err) {
      const errors = formErrorsOf(err, [rotateField(type)]);
      if (!errors) throw err;
      // The form's one field is `secret`, whatever the type calls its secret.
      const byField = { secret: errors.byField[rotateField(type)] };
      await showChannel(ctx, user, id, { rotateErrors: { ...errors, byField } });
    }
  });

  action(
    d,
    'channelTest',
    '/app/channels/:id/test',
    async (ctx, user) => {
      const id = readId(ctx);
      await d.deps.services.dispatcher.sendTest(user.orgId, id, testEventIdOf(ctx));
      seeOther(ctx, `/app/channels/${id}?done=test`);
    },
    'responder',
  );

  confirmable(d, {
    name: 'channelDelete',
    path: '/app/channels/:id/delete',
    async ask(user, id) {
      const c = await channels.get(user.orgId, id);
      return {
        heading: `Delete channel ${c.name}?`,
        message: `Alerts are no longer sent to ${c.url}; monitors that list it stop alerting there. This cannot be undone.`,
        button: 'Delete channel',
        cancel: `/app/channels/${c._id}`,
      };
    },
    run: (user, id) => channels.remove(user.orgId, id),
    done: '/app/channels?done=deleted',
  });
}

/** The flash message of a redirect to the channel's page (`?done=`, and `count` after a recover). */
function noticeOf(query: Context['query']): string | undefined {
  if (query.done !== 'recovered') return ownValue(NOTICES, String(query.done ?? ''));
  const count = Number(query.count);
  if (!Number.isInteger(count) || count < 0) return undefined;
  return count === 0
    ? 'Recover found nothing to send again in that window.'
    : `Recover sent ${count} deliver${count === 1 ? 'y' : 'ies'} again; they appear below as they happen.`;
}

/** What was typed, to show again with the errors; never a secret (nor a chat tool's URL, which is one). */
function valuesOf(form: FormData): Record<string, string> {
  const type = form.get('type') ?? '';
  const field = (name: string) => form.get(name) ?? '';
  return {
    type,
    name: field('name'),
    url: type === 'webhook' || type === '' ? field('url') : '',
    template: field('template'),
    to: field('to'),
    event_types: form.getAll('event_types').join(','),
  };
}
