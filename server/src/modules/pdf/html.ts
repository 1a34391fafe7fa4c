/** Markup that is already safe: the result of `html`, or trusted text marked with `trusted`. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * Server-side templates: every interpolation is escaped, except nested `html` results and
 * `trusted(...)` text; arrays are joined; null, undefined and false render nothing.
 *
 *   html`<li>${node.description}</li>`   // "<b>" in a name stays text
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ''), ''),
  );
}

/** Markup written by us (style sheets), never anything that came from a request or a row. */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
