import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MarkdownHtml } from '@/components/markdown';
import { store as appStore, type AppStore, type RootState } from './store';
import { theme } from './theme';
import { AppToaster } from './toaster';

interface Props {
  children: ReactNode;
  /** The server renders each page with a store of its own; the browser uses the app's. */
  store?: AppStore;
  /** The state the server rendered the page with: what the page hydrates with, before the browser's own. */
  serverState?: RootState;
  /** Markdown rendered to HTML by the server (components/markdown.tsx). */
  markdown?: ((source: string) => string | undefined) | null;
}

export function Providers({ children, store = appStore, serverState, markdown = null }: Props) {
  return (
    <Provider store={store} serverState={serverState}>
      <MarkdownHtml value={markdown}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <AppToaster />
        </ThemeProvider>
      </MarkdownHtml>
    </Provider>
  );
}
