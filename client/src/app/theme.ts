import { createTheme, type PaletteMode, type PaletteOptions } from '@mui/material/styles';

/** The day palette: every colour at 4.5:1 or more as text on the page and on paper. */
const LIGHT: PaletteOptions = {
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
};

/**
 * The night palette, for a system set to dark (issue 32): light tints of the same hues, each
 * at 4.5:1 or more as text on the dark page and paper, with dark text on filled buttons.
 */
const DARK: PaletteOptions = {
  mode: 'dark',
  primary: { main: '#9ac4ee', contrastText: '#0d2033' },
  secondary: { main: '#8fd3c2', contrastText: '#0c2620' },
  error: { main: '#f2b8b5', contrastText: '#3b0d0a' },
  info: { main: '#8fcdf5', contrastText: '#06243a' },
  warning: { main: '#f5c26b', contrastText: '#2e1c00' },
  success: { main: '#93d39a', contrastText: '#0b2a0e' },
  background: { default: '#101418', paper: '#1a1f25' },
  text: { primary: '#e8ecf1', secondary: '#b4bec9' },
};

/** The portal's theme in the given mode (the system's setting, read in main.tsx). */
export const makeTheme = (mode: PaletteMode) =>
  createTheme({
    palette: mode === 'dark' ? DARK : LIGHT,
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

/** The day theme: tests and anything drawn without the system's setting. */
export const theme = makeTheme('light');
