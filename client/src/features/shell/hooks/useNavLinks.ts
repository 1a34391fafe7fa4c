import { useListNavLinksQuery } from '../api/shellApi';

/** The root nav links the signed-in person may use; the server already leaves out others. */
export function useNavLinks() {
  const query = useListNavLinksQuery({});
  const links = (query.data ?? []).filter((link) => link.enabled);
  return { ...query, links };
}
