import type { FormField } from './definition.ts';

/** An answer as a person reads it, for the submission view and the CSV export. */
export function answerText(field: FormField, value: unknown, familyName?: (id: string) => string | undefined): string {
  if (value === undefined || value === null) return '';
  switch (field.type) {
    case 'singleChoice':
      return field.options.find((option) => option.id === value)?.label ?? '';
    case 'multipleChoice':
      return Array.isArray(value)
        ? value
            .map((id) => field.options.find((option) => option.id === id)?.label ?? '')
            .filter(Boolean)
            .join(', ')
        : '';
    case 'yesNo':
      return value ? 'Yes' : 'No';
    case 'address':
      return typeof value === 'object' && 'name' in value ? String((value as { name: unknown }).name) : '';
    case 'waiver':
      return typeof value === 'object' && 'signerName' in value ? `Agreed, signed by ${String((value as { signerName: unknown }).signerName)}` : '';
    case 'participant': {
      const participant = value as { kind?: string; familyMemberId?: string };
      return participant.kind === 'family' ? (familyName?.(participant.familyMemberId ?? '') ?? 'A family member') : 'Themselves';
    }
    case 'file':
      return typeof value === 'object' && 'name' in value ? String((value as { name: unknown }).name) : '';
    case 'signature':
      return 'Signed';
    case 'priceItem':
      return field.kind === 'fixed' ? 'Included' : String(value);
    default:
      return String(value);
  }
}

/** One CSV cell: quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
