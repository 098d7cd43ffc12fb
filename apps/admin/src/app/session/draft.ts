/** One filled-in field of a form left open on the page. */
export interface DraftField {
  /** The field's label, as the form shows it. */
  label: string;
  /** What the field holds: the typed text (a rich text field's as plain text). */
  value: string;
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'datetime-local',
  'time',
  '',
]);

/** The field's visible label (its `<label>`, else what aria-labelledby or aria-label names). */
function labelOf(field: HTMLElement, root: Document): string {
  const labelled = 'labels' in field ? (field as HTMLInputElement).labels?.[0]?.textContent : undefined;
  const byIds = field
    .getAttribute('aria-labelledby')
    ?.split(/\s+/)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ');
  const text = labelled || byIds || field.getAttribute('aria-label') || '';
  // A required field's label ends with its mark.
  return text.replace(/\s*\*\s*$/, '').trim();
}

/**
 * What the forms open on the page hold, field by field, read at the moment the session ended
 * for good (a deactivated or deleted account): the admin cannot save it, but can copy it before
 * leaving. Text fields, text areas and rich text only; passwords, hidden fields, searches and
 * empty fields are left out, and so are forms inside `except` (a selector).
 */
export function draftOfOpenForms(root: Document = document, except?: string): DraftField[] {
  const fields: DraftField[] = [];
  for (const form of Array.from(root.querySelectorAll('form'))) {
    // The session's own sign-in, when it was already open.
    if (except && form.closest(except)) continue;
    const candidates = form.querySelectorAll<HTMLElement>('input, textarea, [contenteditable="true"]');
    for (const field of Array.from(candidates)) {
      // Parts a component hides from everyone (a select's native stand-in) are not the admin's typing.
      if (field.closest('[aria-hidden="true"]')) continue;
      let value: string;
      if (field instanceof HTMLInputElement) {
        if (!TEXT_INPUT_TYPES.has(field.type)) continue;
        value = field.value;
      } else if (field instanceof HTMLTextAreaElement) {
        value = field.value;
      } else {
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text keeps a rich text's paragraphs apart.
        value = field.innerText;
      }
      value = value.trim();
      if (!value) continue;
      fields.push({ label: labelOf(field, root) || 'Field', value });
    }
  }
  return fields;
}

/** The draft as text to copy: each field's label, then its value, a blank line between. */
export function draftText(fields: DraftField[]): string {
  return fields.map((field) => `${field.label}:\n${field.value}`).join('\n\n');
}
