/** One sample of Prometheus' text format: `name{label="value",...} number`. */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * The samples of an exposition (values as Go's ParseFloat reads them, which Prometheus uses:
 * prom-client writes an empty statistic as `Nan`), and each family's TYPE; throws on a line that is neither a
 * comment nor a sample, so a malformed scrape fails the test rather than reading as zero.
 */
export function parseExposition(text: string): {
  samples: PromSample[];
  types: Map<string, string>;
} {
  const samples: PromSample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (type) types.set(type[1], type[2]);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL))
      labels[key] = value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    const value =
      match[3] === '+Inf' ? Infinity : match[3] === '-Inf' ? -Infinity : Number(match[3]);
    if (Number.isNaN(value) && match[3].toLowerCase() !== 'nan')
      throw new Error(`Not a number: ${line}`);
    samples.push({ name: match[1], labels, value });
  }
  return { samples, types };
}

/** The sum of the samples of that name whose labels include `labels` (0 when none). */
export function sumOf(
  samples: PromSample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((total, s) => total + s.value, 0);
}
