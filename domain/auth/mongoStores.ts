/** The MongoDB (mongoose) implementation of the session and magic-link stores. Wired by `createServices`. */
import { insertedOnce } from '../errors';
import { MagicLink, type MagicLinkDoc } from '../models/magicLink';
import { MagicLinkUse } from '../models/magicLinkUse';
import { Session, type SessionDoc } from '../models/session';
import type { MagicLinkStore, SessionStore } from './stores';

export function createMongoSessionStore(): SessionStore {
  return {
    insertSession: async (session) => {
      await Session.create(session);
    },
    findSession: (sessionId) => Session.findById(sessionId).lean<SessionDoc>(),
    deleteSession: async (sessionId) => {
      await Session.deleteOne({ _id: sessionId });
    },
    deleteSessionsExpiredAt: async (at) => (await Session.deleteMany({ expires_at: { $lte: at } })).deletedCount ?? 0,
  };
}

export function createMongoMagicLinkStore(): MagicLinkStore {
  return {
    insertLink: async (link) => {
      await MagicLink.create(link);
    },
    findLink: (linkId) => MagicLink.findById(linkId).lean<MagicLinkDoc>(),
    insertLinkUse: (linkId, expiresAt) =>
      insertedOnce(() => MagicLinkUse.create({ _id: linkId, expires_at: expiresAt })),
    markLinkUsed: async (linkId, at) => {
      await MagicLink.updateOne({ _id: linkId }, { $set: { used_at: at } });
    },
    deleteLinksExpiredAt: async (at) => {
      const expired = { expires_at: { $lte: at } };
      await MagicLink.deleteMany(expired);
      await MagicLinkUse.deleteMany(expired);
    },
  };
}
