import { useGridUrlView } from '@client/hooks/useGridUrlView';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Chip, IconButton, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState, type MouseEvent } from 'react';
import { GridSearchToolbar } from '@client/components/GridSearchToolbar';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { fullNameOf } from '@client/features/auth';
import { useGridColumnLayout } from '@client/features/preferences';
import { useListSecurityGroupsQuery, type UserDto } from '../api/usersApi';
import { groupLabel } from '../utils/groupLabel';
import { UserRowMenu, type UserMenuTarget, type UserRowActions } from './UserRowMenu';
import { VisuallyHidden } from '@client/components/VisuallyHidden';

type UsersGridProps = UserRowActions & {
  users: UserDto[];
  loading: boolean;
};

const groupCodes = (user: UserDto) => user.collUserSecurityGroups.map((g) => g.securityGroupCode);

function NoUsers() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      No users yet.
    </Stack>
  );
}

export function UsersGrid({ users, loading, ...actions }: UsersGridProps) {
  const [menu, setMenu] = useState<UserMenuTarget | null>(null);
  const { data: groups } = useListSecurityGroupsQuery();

  const columns = useMemo<GridColDef<UserDto>[]>(
    () => [
      { field: 'userCode', headerName: 'Username', flex: 1, minWidth: 140 },
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, user) => fullNameOf(user),
      },
      { field: 'emailAddress', headerName: 'E-mail', flex: 1.3, minWidth: 180 },
      {
        field: 'groups',
        headerName: 'Groups',
        flex: 1.3,
        minWidth: 160,
        sortable: false,
        // The joined text is what the quick filter searches.
        valueGetter: (_value, user) =>
          groupCodes(user)
            .map((code) => groupLabel(code, groups))
            .join(', '),
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}
          >
            {groupCodes(row).map((code) => (
              <Chip key={code} label={groupLabel(code, groups)} size="small" variant="outlined" />
            ))}
          </Stack>
        ),
      },
      { field: 'enabled', headerName: 'Enabled', type: 'boolean', width: 90 },
      { field: 'locked', headerName: 'Locked', type: 'boolean', width: 90 },
      {
        field: 'lastLogin',
        headerName: 'Last login',
        type: 'dateTime',
        width: 180,
        valueGetter: (value: string | null) => (value ? new Date(value) : null),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        renderHeader: () => <VisuallyHidden>Actions</VisuallyHidden>,
        width: 56,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <IconButton
            size="small"
            aria-label={`Actions for ${row.userCode}`}
            aria-haspopup="menu"
            onClick={(event) => setMenu({ user: row, anchor: event.currentTarget })}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [groups],
  );
  const layout = useGridColumnLayout('users', columns);
  const urlView = useGridUrlView('users', {
    sorting: { sortModel: [{ field: 'userCode', sort: 'asc' }] },
    pagination: { paginationModel: { pageSize: 50 } },
  });

  const openAtPointer = (event: MouseEvent<HTMLElement>) => {
    const user = users.find((u) => u.userUuid === event.currentTarget.dataset.id);
    if (!user) return;
    event.preventDefault();
    setMenu({ user, anchor: { top: event.clientY, left: event.clientX } });
  };

  /**
   * The grid focuses the cell under a right click again when the button is released, taking the
   * focus from the menu that just opened (so Escape and the arrow keys would not reach it).
   */
  const keepFocusOffCellOnRightClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 2) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Box sx={{ height: '100%', minHeight: 360 }}>
      <DataGrid
        {...urlView}
        rows={users}
        columns={layout.columns}
        {...layout.gridProps}
        getRowId={(user) => user.userUuid}
        loading={loading}
        showToolbar
        disableRowSelectionOnClick
        pageSizeOptions={[25, 50, 100]}
        slots={{ toolbar: GridSearchToolbar, footer: GridStatusFooter, noRowsOverlay: NoUsers }}
        slotProps={{
          row: {
            onContextMenu: openAtPointer,
            onMouseDownCapture: keepFocusOffCellOnRightClick,
            style: { cursor: 'context-menu' },
          },
        }}
      />
      <UserRowMenu target={menu} onClose={() => setMenu(null)} {...actions} />
    </Box>
  );
}
