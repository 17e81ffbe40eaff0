/**
 * Channels, scoped by org. Secrets (a webhook's signing secret, a chat tool's incoming-webhook URL, a PagerDuty
 * routing key) are sealed at rest and never returned (only their last 4). Each type's settings are checked here (channelTypes.ts), on create and on
 * every PATCH against the stored type.
 */
import type { Config } from '../config';
import type { SignatureScheme } from '../delivery/signature';
import { InvalidRequestError, NotFoundError } from '../errors';
import type { ChannelDoc } from '../models/channel';
import type { SubscribableEventType } from '../models/incidentEvent';
import { sealSecret } from '../secretBox';
import { windowQuery, type PageWindow } from '../pageWindow';
import { disabledInfo, latestStates, reenableChannel, type ChannelDisabledInfo } from './channelStates';
import { channelRuleErrors, SEALED_SETTING, type ChannelType } from './channelTypes';
import type { ChannelStateStore, ChannelStore } from './stores';

export interface ChannelInput {
  name: string;
  type: ChannelType;
  url?: string;
  secret?: string;
  template?: string | null;
  enabled?: boolean;
  signature_scheme?: SignatureScheme;
  routing_key?: string;
  to?: string[];
  event_types?: SubscribableEventType[];
}

export type ChannelPatch = Partial<Omit<ChannelInput, 'type'>>;

/** A channel with its auto-disable state, as the API shows it. */
export type ChannelView = ChannelDoc & ChannelDisabledInfo;

/** The channels' documents and their auto-disable records. */
export interface ChannelStores {
  channels: ChannelStore;
  states: ChannelStateStore;
}

function checkRules(request: ChannelPatch, type: ChannelType, creating: boolean): void {
  const errors = channelRuleErrors(request, type, creating);
  if (errors.length > 0) throw new InvalidRequestError(`Invalid settings for a ${type} channel.`, errors);
}

/** The plan limit a new channel must keep (domain/billing/orgPlans.ts). */
export interface ChannelPlanGate {
  assertRoom(orgId: string, limit: 'channels', usage: number): Promise<void>;
  channelsOf(orgId: string): Promise<number>;
}

export class ChannelService {
  constructor(
    private readonly config: Config,
    private readonly stores: ChannelStores,
    private readonly plans: ChannelPlanGate | null = null,
  ) {}

  async create(orgId: string, input: ChannelInput): Promise<ChannelView> {
    const { name, type, enabled, ...settings } = input;
    checkRules(settings, type, true);
    if (this.plans) await this.plans.assertRoom(orgId, 'channels', (await this.plans.channelsOf(orgId)) + 1);
    const doc = await this.stores.channels.insert({
      org_id: orgId,
      name,
      type,
      enabled: enabled ?? true,
      ...(type === 'webhook' && { template: null, signature_scheme: 'service' }),
      ...this.stored(type, settings),
    });
    return { ...doc, ...disabledInfo(null) };
  }

  async get(orgId: string, id: string): Promise<ChannelView> {
    const doc = await this.stores.channels.readInOrg(orgId, id);
    if (!doc) throw new NotFoundError('Channel not found.');
    return (await this.withStates([doc]))[0];
  }

  async list(orgId: string, page: PageWindow): Promise<ChannelView[]> {
    return this.withStates(await this.stores.channels.list(orgId, page.before, windowQuery(page).fetch));
  }

  /**
   * PATCH; a new `secret` (`url` of a chat tool, `routing_key`) rotates it (the old one stops being used for the next attempt).
   * `enabled: true` also ends an auto-disable (a state record of its own: the worker never writes the channel
   * document). A setting of another type is a 400 naming it.
   */
  async update(orgId: string, id: string, patch: ChannelPatch): Promise<ChannelView> {
    const { type } = await this.get(orgId, id);
    checkRules(patch, type, false);
    if (!(await this.stores.channels.update(orgId, id, this.stored(type, patch))))
      throw new NotFoundError('Channel not found.');
    if (patch.enabled === true)
      await reenableChannel(this.stores.states, { orgId, channelId: id }, 'enabled with PATCH', new Date());
    return this.get(orgId, id);
  }

  async remove(orgId: string, id: string): Promise<void> {
    if (!(await this.stores.channels.remove(orgId, id))) throw new NotFoundError('Channel not found.');
  }

  /** Attaches the auto-disable state (derived from `channel_states`) to channel documents. */
  private async withStates(docs: ChannelDoc[]): Promise<ChannelView[]> {
    const states = await latestStates(
      this.stores.states,
      docs.map((d) => d._id),
    );
    return docs.map((d) => ({ ...d, ...disabledInfo(states.get(d._id)) }));
  }

  /**
   * The settings as stored: the type's secret (a webhook's signing secret, a chat tool's incoming-webhook URL, which
   * is a credential, a PagerDuty routing key) sealed with its last 4, the rest as given.
   */
  private stored(type: ChannelType, settings: ChannelPatch): Record<string, unknown> {
    const sealedKey = SEALED_SETTING[type];
    if (!sealedKey) return settings;
    const { [sealedKey]: secret, ...rest } = settings;
    return { ...rest, ...(typeof secret === 'string' && this.sealed(secret)) };
  }

  private sealed(secret: string): { secret_sealed: string; secret_hint: string } {
    return { secret_sealed: sealSecret(this.config.secretsKey, secret), secret_hint: secret.slice(-4) };
  }
}
