/**
 * Every relative link in the repository's Markdown resolves: the file exists inside the repository, and an
 * `#anchor` names a heading of the page it points at. Links to http(s) and mailto addresses are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
/** Installed or generated trees, and hidden folders (tools, data, VCS): not the project's own pages. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name) ? [] : markdownFiles(full);
    }
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** Fenced code blocks hold neither links nor headings. */
function withoutFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Nor do code spans hold links. */
function withoutCode(text: string): string {
  return withoutFences(text).replace(/`[^`\n]*`/g, '');
}

export function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]);
  return [...inline, ...references];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Relative paths named in the text or in code spans (`../x/y.md`), links or not. */
export function namedRelativePaths(markdown: string): string[] {
  return [...withoutFences(markdown).matchAll(/(?:^|[\s`(])((?:\.\.\/)+[\w.\-/]*)/gm)].map((m) => m[1]);
}

function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const path of namedRelativePaths(text)) {
    const resolved = resolve(dirname(file), path);
    if (resolved !== ROOT && !resolved.startsWith(ROOT + sep))
      problems.push(`${path}: names a place outside the repository`);
  }
  for (const target of linkTargets(text)) {
    if (/^(https?:|mailto:)/i.test(target)) continue;
    const [pathPart, anchor] = target.split('#', 2);
    const resolved = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
    if (resolved !== ROOT && !resolved.startsWith(ROOT + sep)) {
      problems.push(`${target}: points outside the repository`);
    } else if (!existsSync(resolved)) {
      problems.push(`${target}: no such file`);
    } else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
      if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) problems.push(`${target}: no such heading`);
    }
  }
  return problems.map((p) => `${relative(ROOT, file)}: ${p}`);
}

describe('links in the Markdown pages', () => {
  const files = markdownFiles(ROOT);

  it('finds the pages (README.md, docs/, bench/README.md)', () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toEqual(
      expect.arrayContaining(['README.md', join('docs', 'probing.md'), join('bench', 'README.md')]),
    );
  });

  it('every relative link resolves inside the repository, to an existing heading when it names one', () => {
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });
});

describe('the link checker itself', () => {
  it('reads inline and reference links, but not inside code', () => {
    const md = '[a](x.md) `[b](y.md)` [c](<z.md> "t")\n```\n[d](w.md)\n```\n[e]: ../v.md\n';
    expect(linkTargets(md)).toEqual(['x.md', 'z.md', '../v.md']);
  });

  it('finds relative paths named outside links, in text and code spans', () => {
    expect(namedRelativePaths('see `../shared/spec/a.md` and ../b.md\n```\ncd ../..\n```\n')).toEqual([
      '../shared/spec/a.md',
      '../b.md',
    ]);
  });

  it("computes GitHub's anchors", () => {
    const anchors = headingAnchors(
      "# What saturates, and where a delivery's time goes\n## `npm start` (dev)\n## A\n## A\n",
    );
    expect([...anchors]).toEqual(['what-saturates-and-where-a-deliverys-time-goes', 'npm-start-dev', 'a', 'a-1']);
  });
});
