import type { FileDto } from '@client/api/generated/files';
import type { PdaSummaryDto, VariationDto } from '@client/api/generated/pda';
import { enhancedApi as pdaApi } from '@client/api/generated/pda';
import {
  enhancedApi as nodeApi,
  type NodeDto,
  type NodePermissionDto,
} from '@client/api/generated/tree';

export {
  useCreateClientMutation,
  useCreateNodeMutation,
  useDisableNodeMutation,
  useEnableNodeMutation,
  useGetNodePermissionQuery,
  useGetNodeQuery,
  useListNodesQuery,
  useMoveNodeMutation,
  useRenameNodeMutation,
  useSetClientTimeZoneMutation,
  useTrashNodeMutation,
  useGetMyClientsQuery,
} from '@client/api/generated/tree';
export type {
  ClientDto,
  NodeChildDto,
  NodeDto,
  NodePermissionDto,
  NodeSummaryDto,
  TreeLevelDto,
} from '@client/api/generated/tree';
export type { FileDto } from '@client/api/generated/files';
export type { BulkJobDto, PdaDto } from '@client/api/generated/pda';

/**
 * The PDA endpoints the node page uses (creating a PDA under a node, the bulk report); the PDA
 * screen's own are in features/pda. The bulk report start is a GET that starts a job:
 * generated as a query providing 'pda', so it must provide nothing, or every PDA write would
 * start another report.
 */
export const treeApi = pdaApi.enhanceEndpoints({
  addTagTypes: ['tree'],
  endpoints: {
    startBulkPda: { providesTags: [] },
    getBulkPdaStatus: { providesTags: [] },
    // A new PDA shows in the node's PDA list: refresh the node too.
    createPda: { invalidatesTags: ['pda', 'tree'] },
  },
});

export const { useCreatePdaMutation, useLazyStartBulkPdaQuery, useLazyGetBulkPdaStatusQuery } =
  treeApi;

/** The node as the server sends it, with the PDA and file lists typed. */
export type NodeView = Omit<NodeDto, 'collPDAs' | 'collJFFiles'> & {
  collPDAs: PdaSummaryDto[];
  collJFFiles: FileDto[];
};

export type PermissionView = Omit<NodePermissionDto, 'pdaTypes' | 'variations'> & {
  pdaTypes: { pdaTypeUuid: string; description: string }[];
  variations: VariationDto[];
};

/** Refreshes the node page after a write the generated tags do not cover (uploads). */
export const invalidateTree = () => nodeApi.util.invalidateTags(['tree']);
export type { NodeWrittenDto } from '@client/api/generated/tree';
