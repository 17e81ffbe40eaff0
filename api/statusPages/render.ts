/** The non-JSON faces of a status page: an RSS 2.0 feed of incidents and an SVG badge. */
import type { StatusFeedItem, StatusView } from '../../domain/statusPages/statusPage';

function xmlEscape(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function renderRss(org: { name: string; slug: string }, pageUrl: string, items: StatusFeedItem[]): string {
  const entries = items.map((i) => {
    const title = i.resolved_at ? `Resolved: ${i.monitor_name}` : `Down: ${i.monitor_name}`;
    const when = i.resolved_at ?? i.opened_at;
    const detail = `${i.monitor_name} went down at ${i.opened_at.toISOString()}${i.resolved_at ? ` and recovered at ${i.resolved_at.toISOString()}` : ''}.`;
    return [
      '    <item>',
      `      <title>${xmlEscape(title)}</title>`,
      `      <guid isPermaLink="false">${xmlEscape(`${i.id}:${i.status}`)}</guid>`,
      `      <pubDate>${when.toUTCString()}</pubDate>`,
      `      <description>${xmlEscape(detail)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    <title>${xmlEscape(`${org.name} status`)}</title>`,
    `    <link>${xmlEscape(pageUrl)}</link>`,
    `    <description>${xmlEscape(`Incidents of ${org.name}`)}</description>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** A flat two-part badge: "status | operational" (green) or "status | N down" (red). */
export function renderBadge(page: StatusView): string {
  const down = page.components.filter((m) => m.state === 'down').length;
  const value = down === 0 ? 'operational' : `${down} down`;
  const color = down === 0 ? '#2ea44f' : '#d73a49';
  const lw = 50;
  const vw = 10 + value.length * 7;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${lw + vw}" height="20" role="img" aria-label="status: ${value}">`,
    `  <rect width="${lw}" height="20" fill="#555"/>`,
    `  <rect x="${lw}" width="${vw}" height="20" fill="${color}"/>`,
    '  <g fill="#fff" font-family="Verdana,sans-serif" font-size="11">',
    `    <text x="6" y="14">status</text>`,
    `    <text x="${lw + 5}" y="14">${xmlEscape(value)}</text>`,
    '  </g>',
    '</svg>',
    '',
  ].join('\n');
}
