import {
  ListItem,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  Typography,
} from '@mui/material';
import type { RosterLocationDto } from '../api/rostersApi';

const entriesOf = (room: RosterLocationDto['rooms'][number]) =>
  room.slots.reduce((n, slot) => n + slot.entries.length, 0);

/** Locations and their rooms, each with how many exams it holds that day. */
export function RoomList({
  locations,
  selected,
  onSelect,
}: {
  locations: RosterLocationDto[];
  selected: string | undefined;
  onSelect: (roomUuid: string) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 260 }}>
      <List dense aria-label="Rooms" sx={{ py: 0 }}>
        {locations.map((location) => (
          <li key={location.locationUuid}>
            <ul style={{ padding: 0 }} aria-label={location.description}>
              <ListSubheader>
                {location.description}
                <Typography variant="caption" component="div" color="text.secondary">
                  {location.clientDescription}
                </Typography>
              </ListSubheader>
              {location.rooms.map((room) => (
                // A list holds list items only: the button goes inside one.
                <ListItem key={room.roomUuid} disablePadding>
                  <ListItemButton
                    selected={room.roomUuid === selected}
                    onClick={() => onSelect(room.roomUuid)}
                  >
                    <ListItemText
                      primary={room.productDescription ?? room.description}
                      secondary={`${entriesOf(room)} exam(s) · ${room.slots.length} slot(s)${room.productDescription ? '' : ' · not schedulable'}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </Paper>
  );
}
