import { Cron } from 'croner';

/**
 * Quartz cron expressions (the scheduler's quartz/schedule/{class}/{interval} paths, decision
 * 0053): seconds, minutes, hours, day-of-month, month, day-of-week and an optional year;
 * `?` in exactly one of the two day fields; `L`, `W`, `LW` in day-of-month; `nL`, `n#k` and
 * `L` in day-of-week, where 1-7 are SUN-SAT. Croner (a maintained parser with Quartz's
 * weekday numbering and the year field) computes the firing times; this file checks the Quartz
 * rules croner does not, names the field at fault, and rewrites the two Quartz spellings croner
 * reads otherwise (`5/15` for `5-59/15`, a lone `L` for Saturday).
 */
const FIELDS = [
  { name: 'seconds', max: 59, chars: /^[\d,\-*/]+$/ },
  { name: 'minutes', max: 59, chars: /^[\d,\-*/]+$/ },
  { name: 'hours', max: 23, chars: /^[\d,\-*/]+$/ },
  { name: 'day-of-month', max: 31, chars: /^([\d,\-*/LW]+|\?)$/ },
  { name: 'month', max: 12, chars: /^[\dA-Z,\-*/]+$/ },
  { name: 'day-of-week', max: 7, chars: /^([\dA-Z,\-*/L#]+|\?)$/ },
  { name: 'year', max: 2199, chars: /^[\d,\-*/]+$/ },
] as const;

/** The longest expression taken (a path segment; Quartz's own are far shorter). */
export const QUARTZ_CRON_MAX_LENGTH = 120;

export const cronOptions = (timezone: string) => ({
  mode: '6-or-7-parts' as const,
  alternativeWeekdays: true,
  timezone,
});

/** The expression in croner's spelling, or the problem naming the field (a 400). */
export function toCronerPattern(expression: string): { pattern: string } | { problem: string } {
  const text = expression.trim().toUpperCase();
  if (text.length === 0) return { problem: 'The cron expression is empty' };
  if (text.length > QUARTZ_CRON_MAX_LENGTH)
    return { problem: `The cron expression is longer than ${QUARTZ_CRON_MAX_LENGTH} characters` };
  const parts = text.split(/\s+/);
  if (parts.length < 6 || parts.length > 7)
    return {
      problem: `A Quartz cron expression has 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]); "${expression.trim()}" has ${parts.length}`,
    };
  const [dom, dow] = [parts[3], parts[5]];
  if ((dom === '?') === (dow === '?'))
    return {
      problem:
        "Give '?' in exactly one of day-of-month and day-of-week (Quartz does not combine them)",
    };
  const rewritten: string[] = [];
  for (const [i, part] of parts.entries()) {
    const field = FIELDS[i];
    if (!field.chars.test(part))
      return { problem: `The ${field.name} field "${part}" has a character Quartz does not allow` };
    if (field.name === 'day-of-month' && /L-\d/.test(part))
      return {
        problem: `The day-of-month field "${part}": an offset from the last day (L-n) is not supported`,
      };
    // Quartz's "5/15" starts at 5 and runs to the field's end; croner spells it "5-59/15".
    let out = part.replace(/(^|,)(\d+)\/(\d+)/g, (_m, lead, start, step) =>
      Number(start) > field.max
        ? `${lead}${start}/${step}`
        : `${lead}${start}-${field.max}/${step}`,
    );
    if (field.name === 'day-of-week' && out === 'L') out = '7';
    rewritten.push(out);
  }
  return { pattern: rewritten.join(' ') };
}

/** The problem with a Quartz cron expression in `timeZone`, or undefined when it fires. */
export function quartzCronProblem(
  expression: string,
  timeZone: string,
  now = new Date(),
): string | undefined {
  const parsed = toCronerPattern(expression);
  if ('problem' in parsed) return parsed.problem;
  try {
    if (new Cron(parsed.pattern, cronOptions(timeZone)).nextRun(now) === null)
      return `The cron expression "${expression.trim()}" never fires after now`;
  } catch (error) {
    return `The cron expression "${expression.trim()}" is not valid: ${(error as Error).message.replace(/^CronPattern: /, '')}`;
  }
  return undefined;
}

/** The next `count` firing times after `after` (fewer when the expression stops firing). */
export function quartzCronNextRuns(
  expression: string,
  timeZone: string,
  after: Date,
  count: number,
): Date[] {
  const parsed = toCronerPattern(expression);
  if ('problem' in parsed) return [];
  return new Cron(parsed.pattern, cronOptions(timeZone)).nextRuns(count, after);
}
