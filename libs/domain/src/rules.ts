// Rules the server checks and the client's forms check first, written once.

/** The product's name: page header, sign-in card, mails, API title, start-up banner. */
export const PRODUCT_NAME = 'Placement Portal';

/** A user's sign-in name (user code): letters, digits and . _ @ - (2 to 100 characters). */
export const USER_CODE_PATTERN = /^[A-Za-z0-9._@-]{2,100}$/;

/** Organisation tree node names (trimmed). */
export const NODE_NAME_MAX = 200;

/** A PDA's description (trimmed). */
export const PDA_DESCRIPTION_MAX = 300;

/** The global search box's text. */
export const SEARCH_TEXT_MAX = 200;

/** The problem with a node name, or undefined when it is fine. */
export function nodeNameProblem(name: string): string | undefined {
  if (!name.trim()) return 'Name must not be empty';
  if (name.trim().length > NODE_NAME_MAX) return `Name must be at most ${NODE_NAME_MAX} characters`;
  return undefined;
}

/** The problem with a PDA description, or undefined when it is fine. */
export function pdaDescriptionProblem(text: string): string | undefined {
  if (!text.trim()) return 'Description must not be empty';
  if (text.trim().length > PDA_DESCRIPTION_MAX)
    return `Description must be at most ${PDA_DESCRIPTION_MAX} characters`;
  return undefined;
}
