/** Webhook channels, scoped by org. The signing secret is sealed at rest and never returned (only its last 4). */
import type { Config } from '../config';
import type { SignatureScheme } from '../delivery/signature';
import { NotFoundError } from '../errors';
import { Channel, type ChannelDoc } from '../models/channel';
import { sealSecret } from '../secretBox';
import { windowQuery, type PageWindow } from '../pageWindow';
import { disabledInfo, latestStates, reenableChannel, type ChannelDisabledInfo } from './channelStates';

export interface ChannelInput {
  name: string;
  type: 'webhook';
  url: string;
  secret: string;
  template?: string | null;
  enabled?: boolean;
  signature_scheme?: SignatureScheme;
}

export type ChannelPatch = Partial<Omit<ChannelInput, 'type'>>;

/** A channel with its auto-disable state, as the API shows it. */
export type ChannelView = ChannelDoc & ChannelDisabledInfo;

/** Attaches the auto-disable state (derived from `channel_states`) to channel documents. */
async function withStates(docs: ChannelDoc[]): Promise<ChannelView[]> {
  const states = await latestStates(docs.map((d) => d._id));
  return docs.map((d) => ({ ...d, ...disabledInfo(states.get(d._id)) }));
}

export class ChannelService {
  constructor(private readonly config: Config) {}

  async create(orgId: string, input: ChannelInput): Promise<ChannelView> {
    const doc = await Channel.create({
      org_id: orgId,
      name: input.name,
      type: input.type,
      url: input.url,
      template: input.template ?? null,
      enabled: input.enabled ?? true,
      signature_scheme: input.signature_scheme ?? 'service',
      ...this.sealed(input.secret),
    });
    return { ...doc.toObject(), ...disabledInfo(null) };
  }

  async get(orgId: string, id: string): Promise<ChannelView> {
    const doc = await Channel.findOne({ _id: id, org_id: orgId }).lean<ChannelDoc>();
    if (!doc) throw new NotFoundError('Channel not found.');
    return (await withStates([doc]))[0];
  }

  async list(orgId: string, page: PageWindow): Promise<ChannelView[]> {
    const w = windowQuery(page);
    return withStates(
      await Channel.find({ org_id: orgId, ...w.filter })
        .sort({ _id: -1 })
        .limit(w.fetch)
        .lean<ChannelDoc[]>(),
    );
  }

  /**
   * PATCH; a new `secret` rotates it (the old one stops being used for the next attempt). `enabled: true` also
   * ends an auto-disable (a state record of its own: the worker never writes the channel document).
   */
  async update(orgId: string, id: string, patch: ChannelPatch): Promise<ChannelView> {
    const { secret, ...rest } = patch;
    const set = { ...rest, ...(secret !== undefined && this.sealed(secret)) };
    const r = await Channel.updateOne({ _id: id, org_id: orgId }, { $set: set });
    if (r.matchedCount === 0) throw new NotFoundError('Channel not found.');
    if (patch.enabled === true) await reenableChannel(orgId, id, 'enabled with PATCH', new Date());
    return this.get(orgId, id);
  }

  async remove(orgId: string, id: string): Promise<void> {
    const r = await Channel.deleteOne({ _id: id, org_id: orgId });
    if (r.deletedCount === 0) throw new NotFoundError('Channel not found.');
  }

  private sealed(secret: string): Pick<ChannelDoc, 'secret_sealed' | 'secret_hint'> {
    return { secret_sealed: sealSecret(this.config.secretsKey, secret), secret_hint: secret.slice(-4) };
  }
}
