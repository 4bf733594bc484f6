import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    brand: { footer: string; footerText: string; footerLink: string };
  }
  interface PaletteOptions {
    brand?: { footer: string; footerText: string; footerLink: string };
  }
}

/**
 * Primary is a blue, the footer's brand colour a dark blue (product specification section 1).
 * Every pairing below meets WCAG AA: #1258a8 on white is 6.9:1, white and
 * #cfe3ff on #0b2545 are 15.6:1 and 12.4:1.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1258a8', dark: '#0d4283', light: '#4d86c9', contrastText: '#ffffff' },
    secondary: { main: '#a3470f', contrastText: '#ffffff' },
    background: { default: '#f7f9fc', paper: '#ffffff' },
    text: { primary: '#17212b', secondary: '#48566a' },
    brand: { footer: '#0b2545', footerText: '#ffffff', footerLink: '#cfe3ff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700, fontSize: 'clamp(1.9rem, 4vw, 2.75rem)' },
    h4: { fontWeight: 700, fontSize: 'clamp(1.6rem, 3vw, 2.1rem)' },
    h5: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
