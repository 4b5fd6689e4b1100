import { Global, Module } from '@nestjs/common';
import { TableChanges } from './table-changes';

/** The tables' change notices, for the caches of every module (one LISTEN per api process). */
@Global()
@Module({ providers: [TableChanges], exports: [TableChanges] })
export class TableChangesModule {}
