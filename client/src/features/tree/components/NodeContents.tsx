import { formatByteCount } from '@domain/bytes';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { NodeView } from '../api/treeApi';
import { useFileUpload } from '../hooks/useFileUpload';
import { fileUrl } from '@client/api/links';
import { groupChildren } from '../utils/nodeRules';

/** Children grouped by level, one card per level, 7 to a column. */
export function NodeChildren({ node }: { node: NodeView }) {
  const groups = groupChildren(node.collTreeNodes);
  if (groups.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {groups.map((group) => (
        <Card
          key={group.levelUuid}
          variant="outlined"
          component="section"
          aria-label={group.description}
        >
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {group.description}
            </Typography>
            <Stack direction="row" sx={{ gap: 3 }}>
              {group.columns.map((column, index) => (
                <Stack key={index} component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
                  {column.map((child) => (
                    <li key={child.nodeUuid}>
                      <Link
                        component={RouterLink}
                        to={`/tree/${child.nodeUuid}`}
                        sx={child.enabled ? undefined : { color: 'text.disabled' }}
                        data-disabled={child.enabled ? undefined : 'true'}
                      >
                        {child.description}
                      </Link>
                    </li>
                  ))}
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** PDA links: in progress in red, completed with a green check; a click selects via #pda. */
export function PdaLinks({ node, selected }: { node: NodeView; selected: string | null }) {
  if (node.collPDAs.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-label="PDAs">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          PDAs
        </Typography>
        <List dense disablePadding>
          {node.collPDAs.map((pda) => (
            <ListItem key={pda.pdaUuid} disableGutters sx={{ gap: 0.5 }}>
              <Link
                component={RouterLink}
                to={{ hash: pda.pdaUuid }}
                replace
                aria-current={selected === pda.pdaUuid ? 'true' : undefined}
                sx={{
                  color: pda.pdaStatusEnum === 'INPROGRESS' ? 'error.main' : undefined,
                  fontWeight: selected === pda.pdaUuid ? 700 : undefined,
                }}
                data-status={pda.pdaStatusEnum}
              >
                {pda.description}
              </Link>
              {pda.pdaStatusEnum === 'COMPLETED' && (
                <CheckCircleIcon
                  fontSize="small"
                  color="success"
                  titleAccess="Completed"
                  data-testid="pda-completed"
                />
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** The node's files, empty ones in red, with download links and a multi-file upload. */
export function NodeFiles({
  node,
  canUpload,
  onUploaded,
}: {
  node: NodeView;
  canUpload: boolean;
  onUploaded: () => void;
}) {
  const upload = useFileUpload(node.nodeUuid, onUploaded);
  return (
    <Card variant="outlined" component="section" aria-label="Files">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            Files
          </Typography>
          {canUpload && (
            <Button
              component="label"
              size="small"
              startIcon={<UploadFileIcon />}
              disabled={upload.uploading}
            >
              Upload files
              <input
                hidden
                type="file"
                multiple
                aria-label="Upload files"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  void upload.upload(files);
                }}
              />
            </Button>
          )}
        </Stack>
        {upload.progress !== null && (
          <LinearProgress
            variant="determinate"
            value={upload.progress}
            aria-label="Upload progress"
            sx={{ mb: 1 }}
          />
        )}
        {upload.error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {upload.error}
          </Alert>
        )}
        {node.collJFFiles.length === 0 ? (
          <Typography color="text.secondary">No files</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {node.collJFFiles.map((file) => (
              <li key={file.fileUuid}>
                <Link
                  href={fileUrl(file.fileUuid)}
                  download={file.name}
                  sx={file.zeroBytes ? { color: 'error.main' } : undefined}
                  data-zero-bytes={file.zeroBytes ? 'true' : undefined}
                >
                  {file.name}
                </Link>{' '}
                <Typography
                  component="span"
                  variant="body2"
                  color={file.zeroBytes ? 'error' : 'text.secondary'}
                >
                  ({formatByteCount(file.bytes)})
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
