import { Module } from '@nestjs/common';
import { ShellController } from './shell.controller';

@Module({ controllers: [ShellController] })
export class ShellModule {}
