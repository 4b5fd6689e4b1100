import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import { ApiException } from '../../errors';
import { PartnershipInquiryEntity } from '../persistence/partnership-inquiry.entity';
import type { PartnershipInquiryRequestDto } from './partnership-inquiry.request.dto';
import { validatePartnershipInquiry } from '@slabworks/domain';

// class-validator's @IsOptional lets null through as well as undefined.
const trimmedOrNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** Stores a partnership inquiry from /partner-shop; answering it is the console's job (later). */
@Injectable()
export class PartnershipInquiryService {
  constructor(private readonly dataSource: DataSource) {}

  async receive(form: PartnershipInquiryRequestDto, language: Language) {
    const problems = validatePartnershipInquiry(form);
    if (problems.length) throw ApiException.validation(problems);
    const repository = this.dataSource.getRepository(PartnershipInquiryEntity);
    const saved = await repository.save(
      repository.create({
        name: trimmedOrNull(form.name),
        phone: trimmedOrNull(form.phone),
        email: trimmedOrNull(form.email),
        company: form.company!.trim(),
        region: trimmedOrNull(form.region),
        content: form.content!.trim(),
        language,
      }),
    );
    return { id: saved.id, receivedAt: saved.createdAt.toISOString() };
  }
}
