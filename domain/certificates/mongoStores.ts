/**
 * The MongoDB (mongoose) implementation of `CertificateWarningStore`: the event subjects as every event reads them,
 * and one insert per warning. Wired by `createServices`.
 */
import { insertedOnce } from '../errors';
import { loadEventSubjects, type SubjectStore } from '../incidents/eventSubjects';
import { fileLooseEvent } from '../delivery/log/resolved/mongoStores';
import { IncidentEvent } from '../models/incidentEvent';
import type { CertificateWarningStore } from './stores';

export function createMongoCertificateWarningStore(subjects: SubjectStore): CertificateWarningStore {
  return {
    subjects: (orgId, monitorId) => loadEventSubjects(subjects, orgId, monitorId),
    insertWarning: async (event) => {
      await fileLooseEvent(event);
      return insertedOnce(() => IncidentEvent.create(event));
    },
  };
}
