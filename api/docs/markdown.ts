/**
 * A small Markdown-to-HTML renderer for the project's own documentation pages (served by the API without any
 * external asset). It covers what those pages use: headings, paragraphs, bullet and numbered lists (with wrapped
 * lines), tables, fenced code, `code`, **bold** and [links](...). Every piece of text is HTML-escaped; a link is
 * kept only when it is relative or http(s). HTML comments (generator markers) are dropped.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Inline markup on escaped text: code spans first, so nothing inside them is interpreted. */
export function renderInline(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => {
      if (/^`[^`]+`$/.test(part)) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      return escapeHtml(part)
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) =>
          safeHref(href) ? `<a href="${href}">${label}</a>` : label,
        );
    })
    .join('');
}

/** http(s) or relative; anything with another scheme (`javascript:`, `data:`) is dropped. */
function safeHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || !/^[^/?#]*:/.test(href);
}

type BlockRenderer = (lines: string[], i: number, out: string[]) => number;

const fence: BlockRenderer = (lines, i, out) => {
  let end = i + 1;
  while (end < lines.length && !lines[end].startsWith('```')) end++;
  out.push(`<pre><code>${escapeHtml(lines.slice(i + 1, end).join('\n'))}</code></pre>`);
  return end + 1;
};

const table: BlockRenderer = (lines, i, out) => {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  let end = i;
  while (end < lines.length && lines[end].trim().startsWith('|')) end++;
  const [head, , ...body] = lines.slice(i, end);
  out.push(
    '<table><thead><tr>' +
      cells(head)
        .map((c) => `<th>${renderInline(c)}</th>`)
        .join('') +
      '</tr></thead><tbody>',
  );
  for (const row of body)
    out.push(
      '<tr>' +
        cells(row)
          .map((c) => `<td>${renderInline(c)}</td>`)
          .join('') +
        '</tr>',
    );
  out.push('</tbody></table>');
  return end;
};

const LIST_ITEM = /^(\s*)([-*]|\d+\.) +/;

const list: BlockRenderer = (lines, i, out) => {
  const ordered = /^\s*\d+\./.test(lines[i]);
  const items: string[] = [];
  let end = i;
  while (end < lines.length && lines[end].trim() !== '') {
    if (LIST_ITEM.test(lines[end])) items.push(lines[end].replace(LIST_ITEM, ''));
    else items[items.length - 1] += ` ${lines[end].trim()}`; // a wrapped line continues the item
    end++;
  }
  out.push(
    ordered ? '<ol>' : '<ul>',
    ...items.map((it) => `<li>${renderInline(it)}</li>`),
    ordered ? '</ol>' : '</ul>',
  );
  return end;
};

const paragraph: BlockRenderer = (lines, i, out) => {
  let end = i;
  while (end < lines.length && lines[end].trim() !== '' && !startsBlock(lines[end])) end++;
  out.push(
    `<p>${renderInline(
      lines
        .slice(i, end)
        .map((l) => l.trim())
        .join(' '),
    )}</p>`,
  );
  return Math.max(end, i + 1);
};

function startsBlock(line: string): boolean {
  return (
    line.startsWith('```') ||
    line.startsWith('#') ||
    line.trim().startsWith('|') ||
    LIST_ITEM.test(line) ||
    line.startsWith('<!--')
  );
}

/** The body HTML of a Markdown document. */
export function renderMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const heading = /^(#{1,4}) +(.*)$/.exec(line);
    if (line.trim() === '' || line.startsWith('<!--')) i++;
    else if (heading) {
      out.push(`<h${heading[1].length} id="${slug(heading[2])}">${renderInline(heading[2])}</h${heading[1].length}>`);
      i++;
    } else if (line.startsWith('```')) i = fence(lines, i, out);
    else if (line.trim().startsWith('|')) i = table(lines, i, out);
    else if (LIST_ITEM.test(line)) i = list(lines, i, out);
    else i = paragraph(lines, i, out);
  }
  return out.join('\n');
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A complete, self-contained HTML page (inline style, no external asset). */
export function htmlPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
table{border-collapse:collapse;margin:1rem 0;font-size:.9rem}th,td{border:1px solid #ccd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f3f6}code{background:#f1f3f6;padding:0 .2rem;border-radius:3px}pre{background:#f1f3f6;padding:.8rem;overflow:auto}
pre code{padding:0}
</style></head>
<body>
${bodyHtml}
</body></html>
`;
}
