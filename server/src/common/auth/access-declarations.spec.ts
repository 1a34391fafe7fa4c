import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { Permission } from '@domain/access';
import { AccessDeclarationsCheck } from './access-declarations';
import { Access } from './auth.decorators';

@Controller('declared')
class DeclaredController {
  @Access(Permission.Public)
  @Get('open')
  open(): string {
    return 'ok';
  }

  @Access(Permission.TreeRead)
  @Get('tree')
  tree(): string {
    return 'ok';
  }

  /** Not a route: needs no declaration. */
  helper(): string {
    return 'helper';
  }
}

@Controller('forgetful')
class ForgetfulController {
  @Access(Permission.SignedIn)
  @Get('fine')
  fine(): string {
    return 'ok';
  }

  @Get('forgot')
  forgot(): string {
    return 'oops';
  }
}

async function boot(...controllers: (new () => object)[]) {
  @Module({ imports: [DiscoveryModule], controllers, providers: [AccessDeclarationsCheck] })
  class TestModule {}
  const moduleRef = await Test.createTestingModule({ imports: [TestModule] }).compile();
  const app = moduleRef.createNestApplication(new FastifyAdapter(), { logger: false });
  try {
    await app.init();
  } finally {
    await app.close();
  }
}

describe(AccessDeclarationsCheck.name, () => {
  it('lets an app start when every route declares its permission', async () => {
    await expect(boot(DeclaredController)).resolves.toBeUndefined();
  });

  it('refuses to start, naming the route, when one does not', async () => {
    await expect(boot(DeclaredController, ForgetfulController)).rejects.toThrow(
      'Routes without a declared permission (@Access): ForgetfulController.forgot',
    );
  });
});
