import { createContext, useContext, useEffect } from 'react';
import { centre } from '../settings';

/** What a page says about itself, for the server to put in the HTML head (title, description, Open Graph). */
export interface PageMeta {
  title?: string;
  description?: string;
  /** Kept out of search engines (a page opened from a private link: /set-password). */
  noindex?: boolean;
}

/** On the server, what takes the page's title and description from usePageMeta; absent in the browser. */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

export const fullTitle = (title: string) => `${title} | ${centre.name}`;

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets the document title (suffixed with the centre's name) and the meta description. */
export function usePageMeta(title: string, description?: string, options: { noindex?: boolean } = {}): void {
  // Rendering on the server: the page's last render says it, as its effect would in the browser.
  useContext(PageMetaSink)?.({ title: fullTitle(title), description, ...options });
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) descriptionTag().content = description;
  }, [title, description]);
}
