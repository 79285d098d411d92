// The icon modules of @mui/icons-material drawn as plain SVG (plain-mui-icons.ts, decision 065).
declare module '@mui/icons-material/*?plain' {
  const Icon: import('./ui/icon').PlainIcon;
  export default Icon;
}
