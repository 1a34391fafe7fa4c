import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useFailureMessage } from '@client/hooks/useFailureMessage';
import { useCreateNhpClassMutation, type NhpClassDto, type NhpPoolDto } from '../api/nhpApi';
import { defaultClassDescription } from '@domain/labels';
import { classTimestampOf } from '../utils/kanbanRules';

/**
 * Seed 001 sections 2 and 5: a new class of one of the pools the caller may manage, with its
 * description (by default the pool's plus " New Hire Class") and start date, both required.
 */
export function NewClassForm({
  pools,
  onCreated,
}: {
  pools: NhpPoolDto[];
  onCreated: (created: NhpClassDto) => void;
}) {
  const [poolUuid, setPoolUuid] = useState(pools[0]?.nhpPoolUuid ?? '');
  const pool = pools.find((p) => p.nhpPoolUuid === poolUuid);
  const [description, setDescription] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [touched, setTouched] = useState(false);
  const {
    message: failure,
    fail: failFailure,
    set: setFailure,
  } = useFailureMessage('The class could not be created: ');
  const [create, { isLoading }] = useCreateNhpClassMutation();
  const shownDescription = description ?? (pool ? defaultClassDescription(pool.description) : '');
  const descriptionError = touched && shownDescription.trim() === '';
  const dateError = touched && date === '';

  const submit = async () => {
    setTouched(true);
    setFailure(null);
    if (!pool || shownDescription.trim() === '' || date === '') return;
    try {
      const created = await create({
        createNhpClassDto: {
          description: shownDescription.trim(),
          nhpPoolUuid: pool.nhpPoolUuid,
          classTimestamp: classTimestampOf(date),
        },
      }).unwrap();
      setDescription(null);
      setDate('');
      setTouched(false);
      onCreated(created);
    } catch (error) {
      failFailure(error);
    }
  };

  return (
    <Stack
      component="form"
      aria-label="New class"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 2 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        select
        label="Pool"
        size="small"
        value={poolUuid}
        onChange={(event) => {
          setPoolUuid(event.target.value);
          setDescription(null);
        }}
        sx={{ minWidth: 220 }}
      >
        {pools.map((p) => (
          <MenuItem key={p.nhpPoolUuid} value={p.nhpPoolUuid}>
            {p.description}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Description"
        size="small"
        required
        value={shownDescription}
        onChange={(event) => setDescription(event.target.value)}
        error={descriptionError}
        helperText={descriptionError ? 'Description required' : ' '}
        sx={{ minWidth: 320 }}
      />
      <TextField
        label="Start date"
        type="date"
        size="small"
        required
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={dateError}
        helperText={dateError ? 'Start date required' : (failure ?? ' ')}
        slotProps={{
          inputLabel: { shrink: true },
          formHelperText: { error: Boolean(failure) || dateError },
        }}
      />
      <Button type="submit" variant="contained" disabled={isLoading}>
        Create class
      </Button>
    </Stack>
  );
}
