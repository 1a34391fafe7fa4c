import { escapeHtml, html, trusted } from './html';

// prettier-ignore keeps the templates on one line: prettier formats html`` as HTML.
describe(html.name, () => {
  it('escapes every interpolation', () => {
    const name = `<script>alert("x")</script> & 'co'`;
    // prettier-ignore
    const sut = html`<h1 title="${name}">${name}</h1>`;
    expect(sut.value).toBe(
      '<h1 title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</h1>',
    );
  });

  it('nests templates and joins arrays without escaping them twice', () => {
    const items = ['a<b', 'c&d'].map((text) => html`<li>${text}</li>`);
    // prettier-ignore
    const sut = html`<ul>${items}</ul>`;
    expect(sut.value).toBe('<ul><li>a&lt;b</li><li>c&amp;d</li></ul>');
  });

  it('renders numbers, and nothing for null, undefined and false', () => {
    expect(html`${0}|${12.5}|${null}|${undefined}|${false}|${true}`.value).toBe('0|12.5||||true');
  });

  it('passes trusted markup through', () => {
    // prettier-ignore
    const sut = html`<style>${trusted('a > b { color: red }')}</style>`;
    expect(sut.value).toBe('<style>a > b { color: red }</style>');
  });
});

describe(escapeHtml.name, () => {
  it('leaves plain text alone', () => {
    expect(escapeHtml('Paint Shop 2')).toBe('Paint Shop 2');
  });
});
