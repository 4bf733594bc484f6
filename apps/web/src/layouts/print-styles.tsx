import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The print stylesheet of the dashboard (docs/architecture.md#the-web-app): a printed report is
 * the page's content alone, without the header, navigation, buttons, dialogs or
 * toasts. Anything else a screen wants left off paper carries `no-print`.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.no-print, .MuiAppBar-root, .MuiDrawer-root, .MuiDialog-root, .MuiPopover-root, .MuiTooltip-popper, .MuiSnackbar-root, .MuiTableSortLabel-icon':
            { display: 'none !important' },
          'main button, main [role="button"]:not(.MuiTableSortLabel-root)': { display: 'none !important' },
          'main > .MuiToolbar-root': { display: 'none !important' },
          main: { padding: '0 !important' },
          body: { backgroundColor: '#fff' },
          '.MuiPaper-root': { boxShadow: 'none !important' },
          'a[href]': { color: 'inherit', textDecoration: 'none' },
          'section, tr, li, .MuiPaper-outlined': { breakInside: 'avoid' },
          'h1, h2': { breakAfter: 'avoid' },
        },
      }}
    />
  );
}
