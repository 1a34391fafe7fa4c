import { formatCalendarDay } from '@domain/format';
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { EmployerPersonDto } from '../api/employerApi';
import { FitnessChip } from './FitnessChip';

/** The people of a job: name, verdict, the day assessed and, when not fit, why in words. */
export function PersonFitnessList({ people }: { people: EmployerPersonDto[] }) {
  return (
    <List aria-label="People" disablePadding>
      {people.map((person) => (
        <ListItem key={person.personUuid} divider disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            primary={
              <Stack
                useFlexGap
                direction="row"
                sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
              >
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {person.lastName}, {person.firstName}
                </Typography>
                {/* Two people of one name are told apart by their ID number. */}
                {person.idNumber && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    ID {person.idNumber}
                  </Typography>
                )}
                <FitnessChip fitness={person.fitness} />
              </Stack>
            }
            secondary={
              <>
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  {person.assessedOn
                    ? `Assessed ${formatCalendarDay(person.assessedOn)}`
                    : 'Never assessed'}
                </Typography>
                {person.fitness === 'NOT_FIT' && (
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {person.why}
                  </Typography>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
