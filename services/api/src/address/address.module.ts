import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressBookService } from './address-book.service';
import { AddressHttpController } from './address.http.controller';
import { AddressEntity } from './persistence/address.entity';

@Module({
  imports: [TypeOrmModule.forFeature([AddressEntity])],
  controllers: [AddressHttpController],
  providers: [AddressBookService],
  exports: [AddressBookService],
})
export class AddressModule {}
