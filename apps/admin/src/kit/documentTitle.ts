import { useEffect } from 'react';

export const PRODUCT_NAME = 'AAC Admin';

/** A page's document title, "User Management · AAC Admin", so tabs and history say what they are. */
export function documentTitleFor(title: string | undefined): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Gives the page its document title (documentTitleFor). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitleFor(title);
  }, [title]);
}
