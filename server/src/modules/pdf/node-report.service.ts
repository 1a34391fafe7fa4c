import { Injectable } from '@nestjs/common';
import { isTenantLevel, levelNameOf } from '@domain/tree-levels';
import type { Principal } from '@server/common/auth/principal';
import type { Download } from '@server/modules/files/file-response';
import { NodesService } from '@server/modules/tree/nodes.service';
import { nodeReportBody } from './node-report';
import { NodeReportRepository } from './node-report.repository';
import { PdfService } from './pdf.service';

/** The PDF of an organisation node, for anyone who may see the node. */
@Injectable()
export class NodeReportService {
  constructor(
    private readonly nodes: NodesService,
    private readonly reports: NodeReportRepository,
    private readonly pdf: PdfService,
  ) {}

  /** `signal`: the caller went away (callerGone), so the PDF is not made. */
  async render(principal: Principal, nodeUuid: string, signal?: AbortSignal): Promise<Download> {
    const node = await this.nodes.get(principal, nodeUuid);
    const level = levelNameOf(node.levelUuid);
    // Under the tenant, count only the client sites the reader sees (they are its children).
    const clients =
      level && isTenantLevel(level) ? node.collTreeNodes.map((child) => child.nodeUuid) : null;
    const below = await this.reports.countBelowByLevel(node.nodeUuid, clients);
    const pdf = await this.pdf.renderDocument(
      {
        title: node.description,
        // Level names as a heading: "tenant" reads "Tenant"; "NAMC" stays.
        subtitle: node.aTreeLevel.description.replace(/^./, (c) => c.toUpperCase()),
        bodyHtml: nodeReportBody(node, below),
      },
      { key: principal.userUuid, signal },
    );
    return {
      name: `${node.description}.pdf`,
      mimeType: 'application/pdf',
      bytes: pdf.length,
      body: pdf,
    };
  }
}
