/** A link is for a user who holds a group starting with one of its prefixes. */
export function isLinkVisibleTo(groupPrefixes: string[], groups: string[]): boolean {
  return groupPrefixes.some((prefix) => groups.some((group) => group.startsWith(prefix)));
}
