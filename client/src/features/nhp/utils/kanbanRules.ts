import { KANBAN_QUANTITY } from '@domain/limits';
import type { KanbanTreeNodeDto } from '../api/nhpApi';

export type QuantitySlot = 1 | 2;

/**
 * Specification, document 001, section 2 "Class screens": two quantity inputs per node, "the
 * input edited is slot 1"; section 5: "Input disabled when the level is not the top (first)
 * level and the current quantity is 0, or when the node description contains 'preferred'".
 * The level is the quantity slot (decision 0053): openings are typed into qty1 (first shift);
 * the qty2 input is open only while it holds openings (set through the call's slot 2), so
 * they can be changed or taken back to 0, after which it closes. The client site row takes
 * no input.
 */
export function kanbanInputDisabled(node: KanbanTreeNodeDto, slot: QuantitySlot): boolean {
  if (node.description.toLowerCase().includes('preferred')) return true;
  return slot === 2 && node.qty2 === 0;
}

/** Rows with a quantity input at all: every node below the client site. */
export const hasKanbanInput = (node: KanbanTreeNodeDto) => node.depth > 0;

/** A typed quantity: a whole number 0-999, else undefined (the input refuses it). */
export function parseKanbanQuantity(text: string): number | undefined {
  if (!/^\d{1,3}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= KANBAN_QUANTITY.min && n <= KANBAN_QUANTITY.max ? n : undefined;
}

/** The date input's yyyy-mm-dd sent as the seed says: local midnight shifted by the offset. */
export function classTimestampOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const local = new Date(y, m - 1, d);
  return new Date(local.getTime() - local.getTimezoneOffset() * 60_000).toISOString();
}
