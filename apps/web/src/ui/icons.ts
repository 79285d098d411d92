// The plain SVG icons of the app shell and the first page (decision 026), named as in
// @mui/icons-material.

import { plainIcon } from './icon';
import * as paths from './icon-paths';

export const ArrowBackIcon = plainIcon(paths.arrowBack);
export const ArrowForwardIcon = plainIcon(paths.arrowForward);
export const ChevronRightIcon = plainIcon(paths.chevronRight);
export const CloseIcon = plainIcon(paths.close);
export const DashboardIcon = plainIcon(paths.dashboard);
export const DownloadIcon = plainIcon(paths.download);
export const ShareIcon = plainIcon(paths.share);
export const RefreshIcon = plainIcon(paths.refresh);
export const HomeIcon = plainIcon(paths.home);
export const CardGiftcardIcon = plainIcon(paths.cardGiftcard);
export const NotificationsIcon = plainIcon(paths.notifications);
export const DescriptionIcon = plainIcon(paths.description);
export const HistoryIcon = plainIcon(paths.history);
export const InsightsIcon = plainIcon(paths.insights);
export const MonitorHeartIcon = plainIcon(paths.monitorHeart);
export const PersonIcon = plainIcon(paths.person);
export const SolarPowerIcon = plainIcon(paths.solarPower);
export const SupportAgentIcon = plainIcon(paths.supportAgent);
export const LogoutIcon = plainIcon(paths.logout);
export const AccountCircleIcon = plainIcon(paths.accountCircle);
export const ErrorOutlineIcon = plainIcon(paths.errorOutline);
export const SearchOffIcon = plainIcon(paths.searchOff);
export const LockIcon = plainIcon(paths.lock);
export const CircleIcon = plainIcon(paths.circle);
export const Inventory2Icon = plainIcon(paths.inventory2);
export const CloudOffIcon = plainIcon(paths.cloudOffOutlined);
