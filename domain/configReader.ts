/**
 * The parsers every process's configuration is read with. Each reads one variable; every failure names it and
 * says what is wrong, in one line.
 */
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { REGIONS, type Region } from './regions';

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/** Absolute path of an executable found on PATH, or null. */
export function findOnPath(name: string, path: string | undefined): string | null {
  for (const dir of (path ?? '/usr/local/bin:/usr/bin:/bin').split(':')) {
    if (!dir) continue;
    const full = join(dir, name);
    try {
      accessSync(full, constants.X_OK);
      return full;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** Reads one variable at a time; every failure names the variable and what is wrong. */
export class Reader {
  constructor(private readonly env: Env) {}

  private raw(name: string): string | undefined {
    const v = this.env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  }

  private fail(name: string, what: string): never {
    throw new ConfigError(`${name}: ${what}`);
  }

  /** The names of the set variables that match `pattern` (e.g. every `OIDC_<NAME>_ISSUER`). */
  namesMatching(pattern: RegExp): string[] {
    return Object.keys(this.env).filter((name) => pattern.test(name) && this.raw(name) !== undefined);
  }

  str(name: string, dflt: string): string {
    return this.raw(name) ?? dflt;
  }

  secret(name: string, dflt: string, required: boolean): string {
    const v = this.raw(name);
    if (v === undefined && required) this.fail(name, 'must be set in production');
    if (v !== undefined && v.length < 16) this.fail(name, 'must be at least 16 characters');
    return v ?? dflt;
  }

  int(name: string, dflt: number, min: number, max: number): number {
    const v = this.raw(name);
    if (v === undefined) return dflt;
    if (!/^\d+$/.test(v)) this.fail(name, `expected a whole number, got "${v}"`);
    const n = Number(v);
    if (n < min || n > max) this.fail(name, `must be between ${min} and ${max}, got ${n}`);
    return n;
  }

  number(name: string, dflt: number, min: number, max: number): number {
    const v = this.raw(name);
    if (v === undefined) return dflt;
    if (!/^\d+(\.\d+)?$/.test(v)) this.fail(name, `expected a positive number, got "${v}"`);
    const n = Number(v);
    if (n < min || n > max) this.fail(name, `must be between ${min} and ${max}, got ${n}`);
    return n;
  }

  bool(name: string, dflt: boolean): boolean {
    const v = this.raw(name)?.toLowerCase();
    if (v === undefined) return dflt;
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return this.fail(name, `expected true or false, got "${v}"`);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], dflt: T): T {
    const v = this.raw(name);
    if (v === undefined) return dflt;
    if (!(allowed as readonly string[]).includes(v))
      this.fail(name, `expected one of ${allowed.join(', ')}, got "${v}"`);
    return v as T;
  }

  url(name: string, dflt: string): string {
    const v = this.raw(name) ?? dflt;
    let u: URL;
    try {
      u = new URL(v);
    } catch {
      return this.fail(name, `not a valid URL: "${v}"`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') this.fail(name, 'must be an http or https URL');
    return v;
  }

  /** An `smtp://` or `smtps://` URL (user and password in it when the server wants them); null when unset. */
  smtpUrl(name: string): string | null {
    const v = this.raw(name);
    if (v === undefined) return null;
    if (!/^smtps?:\/\/[^/\s]+/.test(v)) this.fail(name, 'must be an smtp:// or smtps:// URL');
    return v;
  }

  /** An e-mail address, or `Name <address>`; null when unset and there is no default. */
  mailAddress(name: string, dflt: string | null): string | null {
    const v = this.raw(name) ?? dflt;
    if (v !== null && !/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/.test(v)) this.fail(name, 'must be an e-mail address');
    return v;
  }

  mongoUri(name: string, dflt: string): string {
    const v = this.raw(name) ?? dflt;
    if (!/^mongodb(\+srv)?:\/\/\S+$/.test(v)) this.fail(name, 'must start with mongodb:// or mongodb+srv://');
    return v;
  }

  hostPort(name: string, dflt: string): string {
    const v = this.raw(name) ?? dflt;
    if (!/^[A-Za-z0-9.\-[\]:]+:\d{1,5}$/.test(v)) this.fail(name, `expected host:port, got "${v}"`);
    return v;
  }

  regions(name: string, dflt: Region[]): Region[] {
    const v = this.env[name];
    if (v === undefined) return dflt;
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const r of list) {
      if (!(REGIONS as readonly string[]).includes(r))
        this.fail(name, `unknown region "${r}" (known: ${REGIONS.join(', ')})`);
    }
    return [...new Set(list)] as Region[];
  }

  file(name: string): string | null {
    const v = this.raw(name);
    if (v === undefined) return null;
    try {
      return readFileSync(v, 'utf8');
    } catch {
      return this.fail(name, `cannot read file "${v}"`);
    }
  }

  dnsServers(name: string): string[] | null {
    const v = this.raw(name);
    if (v === undefined) return null;
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const server of list) {
      if (!/^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-fA-F:]+\](:\d{1,5})?|[0-9a-fA-F:]+)$/.test(server))
        this.fail(name, `expected IP addresses (ip or ip:port, comma-separated), got "${server}"`);
    }
    return list.length > 0 ? list : null;
  }

  readablePath(name: string): string | null {
    const v = this.raw(name);
    if (v === undefined) return null;
    try {
      accessSync(v, constants.R_OK);
    } catch {
      return this.fail(name, `cannot read file "${v}"`);
    }
    return v;
  }

  /** A file's absolute path (a relative one is taken from the working directory), its folder existing; null when unset. */
  filePath(name: string): string | null {
    const v = this.raw(name);
    if (v === undefined) return null;
    const path = resolve(v);
    let folder = false;
    try {
      folder = statSync(dirname(path)).isDirectory();
    } catch {
      /* said below */
    }
    if (!folder) this.fail(name, `no such folder: "${dirname(path)}"`);
    return path;
  }

  /** An absolute path (a relative one is taken from the working directory) that is a directory or not there yet. */
  directory(name: string, dflt: string): string {
    const path = resolve(this.raw(name) ?? dflt);
    let isDirectory = true;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch {
      /* not there yet: made when first needed */
    }
    if (!isDirectory) this.fail(name, `not a directory: "${path}"`);
    return path;
  }

  key32(name: string, dflt: string, required: boolean): Buffer {
    const v = this.raw(name);
    if (v === undefined && required) this.fail(name, 'must be set in production (32 bytes, base64)');
    const key = Buffer.from(v ?? dflt, 'base64');
    if (key.length !== 32) this.fail(name, 'must be 32 bytes encoded as base64');
    return key;
  }
}
