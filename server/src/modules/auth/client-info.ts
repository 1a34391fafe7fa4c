import type { Request } from 'express';
import type { ClientInfo } from './sessions.service';

export function clientInfoOf(request: Request): ClientInfo {
  return { userAgent: String(request.headers['user-agent'] ?? ''), address: request.ip ?? '' };
}
