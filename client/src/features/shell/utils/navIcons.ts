import AccountTreeIcon from '@mui/icons-material/AccountTree';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import HubIcon from '@mui/icons-material/Hub';
import LinkIcon from '@mui/icons-material/Link';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MemoryIcon from '@mui/icons-material/Memory';
import PeopleIcon from '@mui/icons-material/People';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SensorsIcon from '@mui/icons-material/Sensors';
import TuneIcon from '@mui/icons-material/Tune';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The Material icon names the server's nav links use. Listed one by one rather than looked up
 * in the whole icon package, which would put every icon in the bundle.
 */
const NAV_ICONS: Record<string, SvgIconComponent> = {
  AccountTree: AccountTreeIcon,
  EventNote: EventNoteIcon,
  GroupAdd: GroupAddIcon,
  History: HistoryIcon,
  HowToReg: HowToRegIcon,
  Hub: HubIcon,
  ManageAccounts: ManageAccountsIcon,
  Memory: MemoryIcon,
  People: PeopleIcon,
  QueryStats: QueryStatsIcon,
  Schedule: ScheduleIcon,
  Sensors: SensorsIcon,
  Tune: TuneIcon,
};

export function navIcon(name: string): SvgIconComponent {
  return NAV_ICONS[name] ?? LinkIcon;
}
