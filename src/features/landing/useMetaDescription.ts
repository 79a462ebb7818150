import { useEffect } from 'react';

/** Keeps <meta name="description"> in step with the page shown, creating it when missing. */
export function useMetaDescription(content: string) {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = content;
  }, [content]);
}
