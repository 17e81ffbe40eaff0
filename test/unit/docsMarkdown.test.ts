import { htmlPage, renderInline, renderMarkdown } from '../../api/docs/markdown';

describe('documentation Markdown renderer', () => {
  it('escapes every piece of text, in code too', () => {
    expect(renderInline('a <b> & "c" `<script>` **x<y**')).toBe(
      'a &lt;b&gt; &amp; &quot;c&quot; <code>&lt;script&gt;</code> <strong>x&lt;y</strong>',
    );
    expect(renderMarkdown('```\n<img src=x onerror=alert(1)>\n```')).toBe(
      '<pre><code>&lt;img src=x onerror=alert(1)&gt;</code></pre>',
    );
    expect(htmlPage('<t>', '')).toContain('<title>&lt;t&gt;</title>');
  });

  it('keeps relative and http(s) links only', () => {
    expect(renderInline('[ops](docs/operations.md)')).toBe('<a href="docs/operations.md">ops</a>');
    expect(renderInline('[x](javascript:alert(1))')).not.toContain('href');
    expect(renderInline('[x](data:text/html,hi)')).toBe('x');
  });

  it('renders headings, paragraphs with wrapped lines, lists, tables; drops comments', () => {
    const md =
      '# Title\n\nOne\ntwo.\n\n- **a** first\n  wrapped\n- b\n\n1. one\n2. two\n\n<!-- marker -->\n| H | `I` |\n|---|---|\n| 1 | 2 |\n';
    expect(renderMarkdown(md).split('\n')).toEqual([
      '<h1 id="title">Title</h1>',
      '<p>One two.</p>',
      '<ul>',
      '<li><strong>a</strong> first wrapped</li>',
      '<li>b</li>',
      '</ul>',
      '<ol>',
      '<li>one</li>',
      '<li>two</li>',
      '</ol>',
      '<table><thead><tr><th>H</th><th><code>I</code></th></tr></thead><tbody>',
      '<tr><td>1</td><td>2</td></tr>',
      '</tbody></table>',
    ]);
  });
});
