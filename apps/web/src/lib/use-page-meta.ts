import { useEffect } from 'react';
import { centre } from '../settings';

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
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = `${title} | ${centre.name}`;
    if (description) descriptionTag().content = description;
  }, [title, description]);
}
