import { Module } from '@nestjs/common';
import { TreeModule } from '@server/modules/tree/tree.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({ imports: [TreeModule], controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
