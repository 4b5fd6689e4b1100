import { IsString } from 'class-validator';

export class IssueApiKeyRequestDto {
  /** Who the key is for (a partner's name), 1–100 characters. */
  @IsString() name!: string;
}
