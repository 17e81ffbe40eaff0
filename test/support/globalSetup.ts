/**
 * Starts one throwaway Temporal dev server (in memory), one MongoDB-wire server (temp dir) and one Mailpit (SMTP)
 * for the whole integration suite, unless TEMPORAL_ADDRESS / MONGODB_URI point at running ones. Test files each use
 * their own database and task queue on them, and their own recipients on Mailpit. Addresses reach the test workers
 * through environment variables.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailpit } from '../../scripts/devMail';
import { startMongoWire, startTemporal, type RunningService } from '../../scripts/devServices';
import { prebuildWorkflowBundle } from '../../worker/workflowBundle';

declare global {
  var __testServices: { services: RunningService[]; dir: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'uptime-test-'));
  const services: RunningService[] = [];
  globalThis.__testServices = { services, dir };
  process.env.TEST_TMP_DIR = dir;
  const [temporal, mongo, mail, bundlePath] = await Promise.all([
    process.env.TEMPORAL_ADDRESS ? null : startTemporal({ headless: true, logFile: join(dir, 'temporal.log') }),
    process.env.MONGODB_URI
      ? null
      : startMongoWire({ dataDir: join(dir, 'mongo'), logFile: join(dir, 'mongo.log'), database: 'test' }),
    // Recipients outside example.com / example.org and localhost get a 550, so a test can see a refusal.
    startMailpit({
      logFile: join(dir, 'mailpit.log'),
      dbFile: join(dir, 'mailpit.db'),
      allowedRecipients: String.raw`^[^@\s]+@(example\.com|example\.org|localhost)$`,
    }),
    prebuildWorkflowBundle(join(dir, 'workflow-bundle.js')),
  ]);
  // Workers in test files load this instead of bundling workflows/ each time.
  process.env.TEST_WORKFLOW_BUNDLE = bundlePath;
  if (temporal) services.push(temporal);
  if (mongo) services.push(mongo);
  services.push(mail);
  process.env.TEST_SMTP_URL = mail.address;
  process.env.TEST_MAILPIT_URL = mail.uiUrl;
  process.env.TEST_TEMPORAL_ADDRESS = temporal?.address ?? process.env.TEMPORAL_ADDRESS;
  process.env.TEST_MONGODB_URI = mongo?.address ?? process.env.MONGODB_URI;
  process.env.TEST_MONGO_PID = mongo ? String(mongo.pid) : '';
}
