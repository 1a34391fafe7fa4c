import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, json, makeUser, storeSession, stubApi } from '@client/test/stubApi';
import { sessionStarted } from '@client/features/auth';
import type { NodeChildDto } from '../api/treeApi';
import { makeNode, makePermission, NODE_UUID, PARENT_UUID } from '../test/treeFixtures';
import { TreePage } from './TreePage';

const child = (name: string, level: string, enabled = true): NodeChildDto => ({
  nodeUuid: `00000000-0000-4000-8000-${String(name.length).padStart(4, '0')}${name
    .replace(/\W/g, '')
    .slice(0, 8)
    .padEnd(8, '0')}`,
  description: name,
  enabled,
  parentNodeUuid: NODE_UUID,
  levelUuid: levelUuidOf(level as 'Production Process'),
  aTreeLevel: { levelUuid: levelUuidOf(level as 'Production Process'), description: level },
});

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

function renderTree(route = `/tree/${NODE_UUID}`) {
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/tree/:nodeUuid" element={<TreePage />} />
      </Routes>
      <CurrentPath />
    </>,
    { route },
  );
  act(() => {
    view.store.dispatch(sessionStarted(makeUser()));
  });
  return view;
}

describe('TreePage', () => {
  it("shows '(Loading)' and then 'Node not found' for a missing node", async () => {
    storeSession();
    stubApi({
      'GET secure/nodes/:id': () => apiError(404, 'Node not found'),
      'GET private/users/:user/node-permissions/:node': makePermission(),
    });
    renderTree();

    expect(screen.getByText('(Loading)')).toBeInTheDocument();
    expect(await screen.findByText('Node not found')).toBeInTheDocument();
  });

  it('lists children by level, 7 to a column, hiding Cost Centers and greying disabled ones', async () => {
    storeSession();
    const processes = Array.from({ length: 9 }, (_, i) =>
      child(`Process ${i + 1}`, 'Production Process', i !== 0),
    );
    stubApi({
      'GET secure/nodes/:id': () =>
        json(
          makeNode({
            collTreeNodes: [...processes, child('Budget', 'Cost Center')],
            collPDAs: [
              {
                pdaUuid: 'p-1',
                nodeUuid: NODE_UUID,
                description: 'Fit door',
                pdaTypeUuid: 't',
                pdaStatusEnum: 'INPROGRESS',
              },
              {
                pdaUuid: 'p-2',
                nodeUuid: NODE_UUID,
                description: 'Hang hood',
                pdaTypeUuid: 't',
                pdaStatusEnum: 'COMPLETED',
              },
            ],
            collJFFiles: [
              {
                fileUuid: 'file-1',
                name: 'empty.txt',
                bytes: 0,
                zeroBytes: true,
                fileTypeUuid: null,
                mimeType: 'text/plain',
                created: '',
              },
            ],
          }),
        ),
      'GET private/users/:user/node-permissions/:node': makePermission(),
    });
    renderTree();

    expect(await screen.findByRole('heading', { level: 1, name: 'Assembly Team' })).toBeVisible();
    expect(screen.getByTestId('node-level')).toHaveTextContent('Production Team');
    expect(screen.getByRole('link', { name: 'Tenant' })).toHaveAttribute(
      'href',
      '/tree/00000000-0000-0000-0000-000000000000',
    );
    const card = screen.getByRole('region', { name: 'Production Process' });
    const columns = within(card).getAllByRole('list');
    expect(columns.map((column) => within(column).getAllByRole('listitem').length)).toEqual([7, 2]);
    expect(screen.queryByText('Budget')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Process 1' })).toHaveAttribute(
      'data-disabled',
      'true',
    );

    expect(screen.getByRole('link', { name: 'Fit door' })).toHaveAttribute(
      'data-status',
      'INPROGRESS',
    );
    expect(screen.getByTestId('pda-completed')).toBeInTheDocument();
    const file = screen.getByRole('link', { name: 'empty.txt' });
    expect(file).toHaveAttribute('data-zero-bytes', 'true');
    expect(file.getAttribute('href')).toMatch(/^\/api\/v1\/secure\/file\/file-1\?jwt=/);
  });

  it('offers the Org Chart Actions the permission allows', async () => {
    storeSession();
    stubApi({
      'GET secure/nodes/:id': () => json(makeNode({ enabled: false })),
      'GET private/users/:user/node-permissions/:node': makePermission({
        canRename: false,
        canMove: false,
      }),
    });
    const { user } = renderTree();

    await user.click(await screen.findByRole('button', { name: 'Org Chart Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Create Child',
      'Create PDA',
      'Enable',
      'Delete',
      'Node PDF',
      'Bulk PDA Report',
    ]);
  });

  it('deletes a disabled node after confirming and goes to the parent the server names', async () => {
    storeSession();
    let trashed = false;
    const api = stubApi({
      'GET secure/nodes/:id': (_request: Request, [id]: string[]) =>
        trashed && id === NODE_UUID
          ? apiError(404, 'Node not found')
          : json(
              makeNode({
                nodeUuid: id,
                enabled: id !== NODE_UUID,
                description: `Node ${id.slice(0, 4)}`,
              }),
            ),
      'GET private/users/:user/node-permissions/:node': makePermission(),
      'PATCH private/nodes/:id/_actions/trash': () => {
        trashed = true;
        return json({
          nodeUuid: PARENT_UUID,
          description: 'Parent',
          enabled: true,
          parentNodeUuid: null,
          levelUuid: levelUuidOf('Production Group'),
        });
      },
    });
    const { user } = renderTree();

    await user.click(await screen.findByRole('button', { name: 'Org Chart Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Node cccc' })).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/tree/${PARENT_UUID}`);
    expect(api.paths()).toContain(`PATCH private/nodes/${NODE_UUID}/_actions/trash`);
    // The deleted node is not read again (it would only answer 404 and flash 'Node not found').
    expect(api.paths().filter((p) => p === `GET secure/nodes/${NODE_UUID}`)).toHaveLength(1);
  });

  it("offers 'Create Client Site' at the tenant and creates the client by name", async () => {
    storeSession();
    const api = stubApi({
      'GET secure/nodes/:id': () =>
        json(
          makeNode({
            nodeUuid: TENANT_NODE_UUID,
            description: 'Tenant',
            levelUuid: TENANT_NODE_UUID,
            aTreeLevel: { levelUuid: TENANT_NODE_UUID, description: 'tenant' },
            ancestors: [],
          }),
        ),
      'GET private/users/:user/node-permissions/:node': makePermission({
        childLevels: [
          {
            levelUuid: levelUuidOf('NAMC'),
            description: 'NAMC',
            ordinal: 1,
            hiddenInListings: false,
          },
        ],
      }),
      'PATCH private/tennants/:id/_actions/create-client/:name': makeNode({
        description: 'Lakeside',
      }),
    });
    const { user } = renderTree(`/tree/${TENANT_NODE_UUID}`);

    await user.click(await screen.findByRole('button', { name: 'Org Chart Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create Client Site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Client Site' });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Lakeside ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Lakeside was created.')).toBeInTheDocument();
    expect(api.paths()).toContain(
      `PATCH private/tennants/${TENANT_NODE_UUID}/_actions/create-client/Lakeside`,
    );
  });
});

describe('TreePage: all nodes', { timeout: 30_000 }, () => {
  it('fetches every node first and opens the one chosen in "Go to node"', async () => {
    storeSession();
    const target = '33333333-3333-4333-8333-333333333333';
    const api = stubApi({
      'GET secure/nodes': [
        {
          nodeUuid: NODE_UUID,
          description: 'Riverside',
          enabled: true,
          parentNodeUuid: null,
          levelUuid: 'l',
        },
        {
          nodeUuid: target,
          description: 'Paint shop',
          enabled: true,
          parentNodeUuid: NODE_UUID,
          levelUuid: 'l',
        },
      ],
      'GET secure/nodes/:id': () => json(makeNode()),
      'GET private/users/:user/node-permissions/:node': makePermission(),
      'GET secure/node/:id/agg-pda': {
        nodeUuid: NODE_UUID,
        pdaCount: 0,
        activePdaCount: 0,
        demands: [],
      },
    });
    const { user } = renderTree();
    await waitFor(() => expect(api.paths()[0]).toBe('GET secure/nodes'));

    await user.click(await screen.findByRole('combobox', { name: 'Go to node' }));
    await user.keyboard('paint');
    await user.click(await screen.findByRole('option', { name: 'Riverside / Paint shop' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/tree/${target}`);
  });
});
