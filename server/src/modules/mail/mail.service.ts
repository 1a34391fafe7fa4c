import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends through SMTP_URL when it is set; otherwise writes each message as an .eml file under
 * DATA_DIR/outbox and logs its path, so a developer machine needs no mail server.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly outbox?: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.outbox = join(config.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (!this.outbox) {
      this.logger.log(`Mail "${mail.subject}" sent to ${mail.to}`);
      return;
    }
    mkdirSync(this.outbox, { recursive: true });
    const file = join(
      this.outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
    );
    writeFileSync(file, info.message as Buffer);
    this.logger.log(`Mail "${mail.subject}" to ${mail.to} written to ${file}`);
  }
}
