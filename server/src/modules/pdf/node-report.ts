import { extname } from 'node:path';
import { TREE_LEVELS } from '@domain/tree-levels';
import { formatByteCount } from '@domain/bytes';
import type { FileDto } from '@server/modules/files/dto/file.dto';
import type { NodeChildDto, NodeDto } from '@server/modules/tree/dto/node.dto';
import { formatStamp } from './document-layout';
import { html, SafeHtml } from './html';
import type { LevelCount } from './node-report.repository';

const HIDDEN_LEVELS = new Set<string>(
  TREE_LEVELS.filter((level) => level.hiddenInListings).map((level) => level.levelUuid),
);

/** Top-down level order (Non-Vehicle beside Production Shop); unknown levels last. */
function levelRank(levelUuid: string): number {
  const index = TREE_LEVELS.findIndex((level) => level.levelUuid === levelUuid);
  return index < 0 ? Number.MAX_SAFE_INTEGER : TREE_LEVELS[index].ordinal * 100 + index;
}

function levelName(levelUuid: string): string {
  return TREE_LEVELS.find((level) => level.levelUuid === levelUuid)?.description ?? levelUuid;
}

/** "XLSX" reads better in a table than application/vnd.openxmlformats-officedocument…. */
function fileKind(file: FileDto): string {
  return extname(file.name).slice(1).toUpperCase() || file.mimeType;
}

const count = (n: number) => n.toLocaleString('en-US');

function groupByLevel(children: NodeChildDto[]): { level: string; nodes: NodeChildDto[] }[] {
  const groups = new Map<string, NodeChildDto[]>();
  for (const child of children) {
    if (HIDDEN_LEVELS.has(child.levelUuid)) continue;
    groups.set(child.levelUuid, [...(groups.get(child.levelUuid) ?? []), child]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => levelRank(a) - levelRank(b))
    .map(([levelUuid, nodes]) => ({ level: levelName(levelUuid), nodes }));
}

function fact(value: string | number, label: string): SafeHtml {
  return html`<div class="fact">
    <span class="value">${value}</span><span class="label">${label}</span>
  </div>`;
}

function childrenSection(groups: ReturnType<typeof groupByLevel>): SafeHtml {
  if (!groups.length)
    return html`<h2>Children</h2>
      <p class="muted">No child nodes.</p>`;
  return html`<h2>Children by level</h2>
    ${groups.map(
      ({ level, nodes }) =>
        html`<div class="group">
          <h3>${level}<span class="count">${nodes.length}</span></h3>
          <ul class="names">
            ${nodes.map(
              (node) =>
                html`<li>
                  ${node.description}${node.enabled ? '' : html` <span class="badge grey">disabled</span>`}
                </li>`,
            )}
          </ul>
        </div>`,
    )}`;
}

function belowSection(below: LevelCount[]): SafeHtml {
  const rows = below
    .filter((row) => !HIDDEN_LEVELS.has(row.levelUuid))
    .sort((a, b) => levelRank(a.levelUuid) - levelRank(b.levelUuid));
  if (!rows.length) return html``;
  return html`<h2>Below this node</h2>
    <table class="data">
      <thead>
        <tr>
          <th>Level</th>
          <th class="num">Nodes</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              <td>${levelName(row.levelUuid)}</td>
              <td class="num">${count(row.count)}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

function filesSection(files: FileDto[]): SafeHtml {
  if (!files.length) return html``;
  return html`<h2>Files</h2>
    <table class="data">
      <thead>
        <tr>
          <th>Name</th>
          <th>Type</th>
          <th class="num">Size</th>
          <th class="num">Uploaded</th>
        </tr>
      </thead>
      <tbody>
        ${files.map(
          (file) =>
            html`<tr>
              <td>
                ${file.name}${file.zeroBytes ? html` <span class="badge red">empty</span>` : ''}
              </td>
              <td>${fileKind(file)}</td>
              <td class="num${file.zeroBytes ? ' flag-red' : ''}">
                ${formatByteCount(file.bytes)}
              </td>
              <td class="num">${formatStamp(new Date(file.created))}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

/**
 * The body of a node's PDF: breadcrumbs, key figures, children grouped by level (Cost Center
 * left out, as on the node screen), the levels below, and the node's files.
 */
export function nodeReportBody(node: NodeDto, below: LevelCount[]): SafeHtml {
  const groups = groupByLevel(node.collTreeNodes);
  const files = node.collJFFiles as FileDto[];
  const visibleBelow = below
    .filter((row) => !HIDDEN_LEVELS.has(row.levelUuid))
    .reduce((sum, row) => sum + row.count, 0);
  const crumbs = node.ancestors.map((ancestor) => ancestor.description);
  return html` ${
      crumbs.length
        ? html`<div class="breadcrumbs">
            ${crumbs.map((crumb, i) => html`${i ? html`<span class="sep">›</span>` : ''}${crumb}`)}
          </div>`
        : ''
    }
    <div class="facts">
      ${fact(count(groups.reduce((sum, group) => sum + group.nodes.length, 0)), 'Direct children')}
      ${fact(count(visibleBelow), 'Nodes below')}
      ${fact(files.length, files.length === 1 ? 'File' : 'Files')}
      ${fact(node.enabled ? 'Enabled' : 'Disabled', 'Status')}
    </div>
    ${childrenSection(groups)} ${belowSection(below)} ${filesSection(files)}`;
}
