import { Module } from '@nestjs/common';
import { TreeModule } from '@server/modules/tree/tree.module';
import { UserAccountsService } from './user-accounts.service';
import { UserPreferencesService } from './user-preferences.service';
import { UserVisibility } from './user-visibility';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersActorNames } from './users-actor-names';
import { UsersService } from './users.service';

@Module({
  imports: [TreeModule],
  controllers: [UsersController],
  providers: [
    UsersRepository,
    UsersService,
    UserPreferencesService,
    UserAccountsService,
    UserVisibility,
    UsersActorNames,
  ],
  exports: [UsersService, UserAccountsService],
})
export class UsersModule {}
