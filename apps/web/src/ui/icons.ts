// The plain SVG icons of the app shell and the first page (decisions 026 and 065): MUI's own icon
// modules, drawn without MUI's SvgIcon (plain-mui-icons.ts), named as the app uses them.
export { default as AccountCircleIcon } from '@mui/icons-material/AccountCircleOutlined?plain';
export { default as ArrowBackIcon } from '@mui/icons-material/ArrowBack?plain';
export { default as ArrowForwardIcon } from '@mui/icons-material/ArrowForward?plain';
export { default as CardGiftcardIcon } from '@mui/icons-material/CardGiftcardOutlined?plain';
export { default as ChevronRightIcon } from '@mui/icons-material/ChevronRight?plain';
export { default as CircleIcon } from '@mui/icons-material/Circle?plain';
export { default as CloseIcon } from '@mui/icons-material/Close?plain';
export { default as CloudOffIcon } from '@mui/icons-material/CloudOffOutlined?plain';
export { default as DashboardIcon } from '@mui/icons-material/DashboardOutlined?plain';
export { default as DescriptionIcon } from '@mui/icons-material/DescriptionOutlined?plain';
export { default as DownloadIcon } from '@mui/icons-material/Download?plain';
export { default as ErrorOutlineIcon } from '@mui/icons-material/ErrorOutlineOutlined?plain';
export { default as HistoryIcon } from '@mui/icons-material/HistoryOutlined?plain';
export { default as HomeIcon } from '@mui/icons-material/HomeOutlined?plain';
export { default as InsightsIcon } from '@mui/icons-material/Insights?plain';
export { default as Inventory2Icon } from '@mui/icons-material/Inventory2Outlined?plain';
export { default as LockIcon } from '@mui/icons-material/LockOutlined?plain';
export { default as LogoutIcon } from '@mui/icons-material/LogoutOutlined?plain';
export { default as MonitorHeartIcon } from '@mui/icons-material/MonitorHeartOutlined?plain';
export { default as NotificationsIcon } from '@mui/icons-material/NotificationsOutlined?plain';
export { default as PersonIcon } from '@mui/icons-material/PersonOutlined?plain';
export { default as RefreshIcon } from '@mui/icons-material/Refresh?plain';
export { default as SearchOffIcon } from '@mui/icons-material/SearchOff?plain';
export { default as ShareIcon } from '@mui/icons-material/Share?plain';
export { default as SolarPowerIcon } from '@mui/icons-material/SolarPower?plain';
export { default as SupportAgentIcon } from '@mui/icons-material/SupportAgent?plain';
