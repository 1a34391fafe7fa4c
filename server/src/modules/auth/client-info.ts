import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './sessions.service';

export function clientInfoOf(request: FastifyRequest): ClientInfo {
  return { userAgent: String(request.headers['user-agent'] ?? ''), address: request.ip ?? '' };
}
