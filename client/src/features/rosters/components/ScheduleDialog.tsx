import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useFailureMessage } from '@client/hooks/useFailureMessage';
import { FormDialog } from '@client/components/FormDialog';
import type { ExamDto } from '../api/rostersApi';
import {
  useListExamTypesForIdAndRoomQuery,
  useListIdsOfPersonQuery,
  useListRoomsForIdQuery,
  useScheduleExamMutation,
} from '../api/rostersApi';
import { isoDay } from '../utils/rosterDate';
import { siteZoneNote } from '../utils/siteTime';

type ScheduleDialogProps = {
  personUuid: string;
  personName: string;
  defaultDate: Date;
  onClose: () => void;
  onScheduled: (exam: ExamDto) => void;
};

function Choice({
  label,
  name,
  value,
  onChange,
  options,
  disabled,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      required
      label={label}
      name={name}
      value={options.some((o) => o.value === value) ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      helperText={!disabled && options.length === 0 ? `No ${label.toLowerCase()} to choose` : ' '}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The seed's schedule assessment dialog: ID (only schedulable types), room (only those with
 * a product description), type, date and time, all required; the server's refusal shows in a
 * red alert inside the dialog.
 */
export function ScheduleDialog({
  personUuid,
  personName,
  defaultDate,
  onClose,
  onScheduled,
}: ScheduleDialogProps) {
  const [idUuid, setIdUuid] = useState('');
  const [roomUuid, setRoomUuid] = useState('');
  const [typeUuid, setTypeUuid] = useState('');
  const [date, setDate] = useState(isoDay(defaultDate));
  const [time, setTime] = useState('08:00');
  const { message: serverError, fail: failServerError, set: setServerError } = useFailureMessage();
  const ids = useListIdsOfPersonQuery({ id: personUuid });
  const rooms = useListRoomsForIdQuery({ id: idUuid }, { skip: !idUuid });
  const types = useListExamTypesForIdAndRoomQuery(
    { id: idUuid, room: roomUuid },
    { skip: !idUuid || !roomUuid },
  );
  const [schedule, { isLoading }] = useScheduleExamMutation();
  const schedulable = (ids.data ?? []).filter((i) => i.schedulable);
  const complete = Boolean(idUuid && roomUuid && typeUuid && date && time);
  // The time is read on the room's site's clock (decision 0041): named where it is not ours.
  const siteZone = rooms.data?.find((r) => r.roomUuid === roomUuid)?.clientTimeZone;
  const roomZone = siteZone && siteZoneNote(siteZone);

  const save = async () => {
    if (!complete) return;
    setServerError(null);
    try {
      onScheduled(
        await schedule({ id: idUuid, room: roomUuid, type: typeUuid, date, time }).unwrap(),
      );
    } catch (error) {
      failServerError(error);
    }
  };

  return (
    <FormDialog
      title={`Schedule an assessment for ${personName}`}
      submitLabel="Schedule"
      onSubmit={() => void save()}
      onClose={onClose}
      canSubmit={complete}
      busy={isLoading}
      serverError={serverError ?? (ids.error ? queryErrorMessage(ids.error) : null)}
    >
      <Choice
        label="ID"
        name="id"
        value={idUuid}
        onChange={(v) => {
          setIdUuid(v);
          setRoomUuid('');
          setTypeUuid('');
        }}
        options={schedulable.map((i) => ({
          value: i.idUuid,
          label: `${i.id} (${i.aIDType.description})`,
        }))}
        disabled={ids.isLoading}
      />
      <Choice
        label="Room"
        name="room"
        value={roomUuid}
        onChange={(v) => {
          setRoomUuid(v);
          setTypeUuid('');
        }}
        options={(rooms.data ?? [])
          .filter((r) => r.productDescription)
          .map((r) => ({
            value: r.roomUuid,
            label: `${r.productDescription} · ${r.locationDescription}`,
          }))}
        disabled={!idUuid || rooms.isFetching}
      />
      <Choice
        label="Type"
        name="type"
        value={typeUuid}
        onChange={setTypeUuid}
        options={(types.data ?? []).map((t) => ({ value: t.examTypeUuid, label: t.description }))}
        disabled={!roomUuid || types.isFetching}
      />
      <TextField
        required
        type="date"
        label="Date"
        name="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        required
        type="time"
        label="Time"
        name="time"
        value={time}
        onChange={(event) => setTime(event.target.value)}
        helperText={roomZone && `At the site: ${roomZone}`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
