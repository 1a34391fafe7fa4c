import { describe, expect, it } from 'vitest';
import { classRosterMail } from './class-roster-mail';

const klass = {
  description: 'Riverside Day Pool New Hire Class',
  poolDescription: 'Riverside Day Pool',
  clientDescription: 'Riverside Assembly',
  classDate: '2026-12-01',
  status: 'PLACEMENT' as const,
};

describe(classRosterMail.name, () => {
  const mail = classRosterMail(klass, [
    {
      job: 'Body Shop / Welding',
      shift: 1,
      ordinal: 1,
      person: { firstName: 'Ava', lastName: 'Chen', id: '40000007' },
      status: 'FINAL',
    },
    { job: 'Body Shop / Welding', shift: 2, ordinal: 2, person: null, status: 'INITIAL' },
    {
      job: 'Paint <Line>',
      shift: 1,
      ordinal: 1,
      person: { firstName: 'Ben', lastName: 'Diaz', id: null },
      status: 'INITIAL',
    },
  ]);

  it('names the class, its date, pool and how full it is', () => {
    expect(mail.subject).toContain('Riverside Day Pool New Hire Class');
    expect(mail.text).toContain('2026-12-01, Riverside Day Pool (Riverside Assembly)');
    expect(mail.text).toContain('Placement In Progress. 2 of 3 slots filled.');
  });

  it('lists every slot with its person and status', () => {
    expect(mail.text).toContain(
      'Body Shop / Welding | First shift #1 | Chen, Ava (40000007) | Confirmed',
    );
    expect(mail.text).toContain('Body Shop / Welding | Second shift #2 | (open) | Open');
    expect(mail.text).toContain('Paint <Line> | First shift #1 | Diaz, Ben | Placed');
  });

  it('escapes names in the HTML', () => {
    expect(mail.html).toContain('Paint &lt;Line&gt;');
    expect(mail.html).not.toContain('<Line>');
  });
});
