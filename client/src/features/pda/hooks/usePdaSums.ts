import { POLL_PDA_SUM_MS } from '@domain/timing';
import {
  useGetAggregatePdaQuery,
  useGetPdaSumByNodeQuery,
  useGetPdaSumByPdaQuery,
} from '../api/pdaApi';

/**
 * Sums refresh every 10 s (seed 000) while they are on screen: the subscription ends when the
 * component unmounts, and no poll runs while the tab is hidden or the window unfocused.
 */
export const PDA_SUM_POLLING = {
  pollingInterval: POLL_PDA_SUM_MS,
  skipPollingIfUnfocused: true,
} as const;

/**
 * A node's PDA counts and the highest demand per capability among its active PDAs; `paused`
 * (the node is being deleted) ends the subscription, so the delete's refetch does not ask for
 * a node that is gone.
 */
export function useNodePdaSums(nodeUuid: string, paused = false) {
  return useGetAggregatePdaQuery({ id: nodeUuid }, { ...PDA_SUM_POLLING, skip: paused });
}

/** One PDA's demands as sums, beside the highest of the active PDAs of its node. */
export function usePdaSums(pdaUuid: string, nodeUuid: string) {
  const own = useGetPdaSumByPdaQuery({ id: pdaUuid }, PDA_SUM_POLLING);
  const node = useGetPdaSumByNodeQuery({ id: nodeUuid }, PDA_SUM_POLLING);
  return { own, node };
}
