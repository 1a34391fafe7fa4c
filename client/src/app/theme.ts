import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f4e79', contrastText: '#ffffff' },
    secondary: { main: '#2f7d6d', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    info: { main: '#01579b' },
    // Dark enough for warning text and outlined buttons on white (4.5:1).
    warning: { main: '#8f5600' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    text: { primary: '#1c2733', secondary: '#52606d' },
  },
  shape: { borderRadius: 6 },
  components: {
    // Every button, link-button and menu item shows a ring when reached by keyboard; the
    // current colour keeps it visible on the dark app bar and on paper alike.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
        },
      },
    },
    // On a phone the pager wraps onto two lines instead of scrolling inside itself.
    MuiTablePagination: {
      styleOverrides: {
        root: { overflow: 'visible' },
        toolbar: { flexWrap: 'wrap', rowGap: 4 },
      },
    },
    // A wide table scrolls inside its container on a phone; keyboard users must reach it.
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    // Subtitles are not headings: a page's outline is its h1, h2... (axe's heading order).
    MuiTypography: {
      defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } },
      },
    },
  },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
