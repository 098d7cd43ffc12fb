import { useEffect } from 'react';

export const PRODUCT_NAME = 'AAC Admin';

/** Every page has its own document title, "User Management · AAC Admin", so tabs and history say what they are. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
