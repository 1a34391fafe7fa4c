import { Injectable } from '@nestjs/common';

/** What a new PDA may be (the node permission read): the editable types and every variation. */
export interface PdaChoices {
  pdaTypes: object[];
  variations: object[];
}

/** A list another module shows under a node in the node read. */
export type NodeListName = 'pdas' | 'files';

/**
 * The lists other modules show under a node (its PDAs, its files), handed in by their owners
 * at start: the PDA and files modules depend on the tree, so the tree cannot ask their
 * services without a module cycle, and must not name their tables (CONVENTIONS 9b). Each list
 * is a SQL expression answering a JSON array for the node `$1`, so the polled node read stays
 * one round trip (issue 20); the owner keeps its table names and columns to itself.
 */
@Injectable()
export class NodeContents {
  private readonly lists = new Map<NodeListName, string>();
  private choices?: () => Promise<PdaChoices>;

  /** Called by the list's owner when its module starts. */
  provideList(name: NodeListName, jsonArrayOfNode: string): void {
    this.lists.set(name, jsonArrayOfNode);
  }

  providePdaChoices(choices: () => Promise<PdaChoices>): void {
    this.choices = choices;
  }

  /** The list's SQL; an empty array while no module provides it (an app without that module). */
  listSql(name: NodeListName): string {
    return this.lists.get(name) ?? `'[]'::json`;
  }

  pdaChoices(): Promise<PdaChoices> {
    return this.choices?.() ?? Promise.resolve({ pdaTypes: [], variations: [] });
  }
}
