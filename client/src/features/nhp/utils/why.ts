/** Auto-place's rank terms of a slot ("why"), as short readable text: "shift: 1 · matchesNode: yes". */
export function whyText(why: Record<string, unknown> | null): string {
  if (!why) return '';
  return Object.entries(why)
    .map(([key, value]) => {
      const shown =
        value === true ? 'yes' : value === false ? 'no' : value === null ? '—' : String(value);
      return `${key}: ${shown}`;
    })
    .join(' · ');
}
