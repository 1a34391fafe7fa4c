import { Permission } from '@domain/access';
import { Controller, Get, Param, Post, Req, Res, UseFilters } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExcludeEndpoint,
  ApiFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, NoAntiForgery } from '@server/common/auth/auth.decorators';
import { clientInfoOf } from '@server/modules/auth/client-info';
import { RateLimitService } from '@server/modules/auth/rate-limit.service';
import { bindingOf, newBinding, setBindingCookie } from './browser-binding';
import { SsoPasswordLoginGoneException } from './sso.exceptions';
import { SSO_BASE_PATH, SsoService } from './sso.service';
import { SsoSignInFailedFilter } from './sso-sign-in-failed.filter';

/**
 * Browser navigations and the identity provider's form post: no session and no anti-forgery
 * header exist here; the sealed state, the browser binding, PKCE and the nonce protect them.
 */
@ApiTags('sso')
@Controller('sso')
@NoAntiForgery()
@UseFilters(SsoSignInFailedFilter)
export class SsoController {
  constructor(
    private readonly sso: SsoService,
    private readonly limits: RateLimitService,
  ) {}

  @Access(Permission.Public)
  @Get('msal-redirect')
  @ApiOperation({
    summary: 'Starts Microsoft sign-in through the only enabled SSO domain (302 to Microsoft)',
  })
  @ApiFoundResponse({ description: 'To the authority; on failure to /app/login?sso_error=...' })
  async msalRedirect(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    await this.redirectToAuthority(undefined, req, res);
  }

  @Access(Permission.Public)
  @Get('msal-redirect/:userCode')
  @ApiOperation({
    summary:
      "Starts Microsoft sign-in for a username of an SSO domain (302 to the tenant's sign-in)",
    description: '400 when the username is no e-mail, 404 when its domain has no single sign-on.',
  })
  @ApiFoundResponse({ description: 'To the authority; on failure to /app/login?sso_error=...' })
  async msalRedirectFor(
    @Param('userCode') userCode: string,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await this.redirectToAuthority(userCode.trim(), req, res);
  }

  @Access(Permission.Public)
  @Post('response-oidc')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['state'],
      properties: {
        code: { type: 'string' },
        state: { type: 'string' },
        iss: { type: 'string', description: 'RFC 9207; checked when present' },
        error: { type: 'string' },
        error_description: { type: 'string' },
      },
    },
  })
  @ApiOperation({
    summary: "The identity provider's form post (code, state): opens a session",
    description:
      'Redirects to /app/login?uuid={sessionId}&jwt={jwt}, or to /app/login?sso_error={code}.',
  })
  @ApiFoundResponse({ description: 'To the sign-in page, which completes or explains' })
  async responseOidc(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    await this.limits.hitSignInFromAddress(req.ip);
    const form = (req.body ?? {}) as Record<string, unknown>;
    const token = await this.sso.finish(form, bindingOf(req), clientInfoOf(req));
    void res
      .header('Cache-Control', 'no-store')
      .redirect(
        `/app/login?uuid=${encodeURIComponent(token.sessionId)}&jwt=${encodeURIComponent(token.jwt)}`,
        302,
      );
  }

  /**
   * doSSOLogin of the catalogue sends (username, password). A password has no place in single
   * sign-on (Microsoft asks for it, the portal only sees a signed token), so this answers 410
   * and names the navigation that replaced it, for that username.
   */
  @Access(Permission.Public)
  @Get('login/:username/:password')
  @ApiExcludeEndpoint()
  doSsoLogin(@Param('username') username: string): never {
    throw new SsoPasswordLoginGoneException(
      `${SSO_BASE_PATH}/msal-redirect/${encodeURIComponent(username.trim())}`,
    );
  }

  private async redirectToAuthority(
    userCode: string | undefined,
    req: FastifyRequest,
    res: FastifyReply,
  ): Promise<void> {
    await this.limits.hitSignInFromAddress(req.ip);
    const binding = this.sso.bindsBrowser ? (bindingOf(req) ?? newBinding()) : null;
    const url = await this.sso.start(userCode, binding);
    if (binding) setBindingCookie(res, binding, SSO_BASE_PATH);
    void res.header('Cache-Control', 'no-store').redirect(url, 302);
  }
}
