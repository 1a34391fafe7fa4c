import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack, TextField } from '@mui/material';
import { useSiteToday } from '../hooks/useSiteToday';
import { addDays, isoDay, parseRosterDate } from '../utils/rosterDate';

/** The day picker: previous and next day, a date field and Today. */
export function RosterDayNav({ date, onChange }: { date: Date; onChange: (date: Date) => void }) {
  const { today } = useSiteToday();
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <IconButton aria-label="Previous day" onClick={() => onChange(addDays(date, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label="Day"
        value={isoDay(date)}
        onChange={(event) => {
          const [y, m, d] = event.target.value.split('-');
          const picked = parseRosterDate(y, m, d);
          if (picked) onChange(picked);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label="Next day" onClick={() => onChange(addDays(date, 1))}>
        <ChevronRightIcon />
      </IconButton>
      <Button onClick={() => onChange(today())}>Today</Button>
    </Stack>
  );
}
