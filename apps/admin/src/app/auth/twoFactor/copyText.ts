import { useState } from 'react';

/**
 * Copies text to the clipboard and keeps a line saying how it went, for a status region beside
 * the button. The clipboard can be refused (an insecure page, a denied permission): the text is
 * on screen to copy by hand, so the line says so rather than failing silently.
 */
export function useCopyText() {
  const [message, setMessage] = useState<string | null>(null);
  async function copy(text: string, messages: { copied: string; notCopied: string }) {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(messages.copied);
    } catch {
      setMessage(messages.notCopied);
    }
  }
  return { message, copy };
}
