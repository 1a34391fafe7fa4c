import { formatPhone } from '@domain/format';
import { PERSON_META } from '@domain/people';
import { Stack, Typography } from '@mui/material';
import type { PersonDto } from '../api/personApi';

type Metas = PersonDto['collPersonMetas'];

const valueOf = (metas: Metas, field: string) =>
  metas.find((m) => m.metadataField === field)?.stringValue?.trim() || '';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value || '—'}
      </Typography>
    </Stack>
  );
}

/**
 * Phone, e-mail, comments and, for those the server sends it to (premise staff and admins),
 * the medical note: the candidate's contact details without an HR job application too.
 */
export function ContactDetails({ metas }: { metas: Metas }) {
  const medical = metas.find((m) => m.metadataField === PERSON_META.medical);
  return (
    <Stack spacing={1}>
      <Line label="Phone" value={formatPhone(valueOf(metas, PERSON_META.phone))} />
      <Line label="E-mail" value={valueOf(metas, PERSON_META.email)} />
      <Line label="Comments" value={valueOf(metas, PERSON_META.comments)} />
      {medical && <Line label="Medical" value={medical.stringValue ?? ''} />}
    </Stack>
  );
}
