import { Module } from '@nestjs/common';
import { ShellController } from './shell.controller';
import { ShellRepository } from './shell.repository';
import { ShellService } from './shell.service';

/** The signed-in frame: navigation links, the change log, the client versions. */
@Module({ controllers: [ShellController], providers: [ShellRepository, ShellService] })
export class ShellModule {}
