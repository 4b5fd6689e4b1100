import { ApiErrors, ApiName } from '../../api-docs';
import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentMember, Roles, type SessionMember } from '../../auth';
import { ApiException } from '../../errors';
import { ApiKeyService } from './api-key.service';
import { IssueApiKeyRequestDto } from './api-key.request.dto';

const MAX_KEY_NAME_LENGTH = 100;

@ApiTags('console: public api keys')
@Controller('console/api-keys')
@Roles('ADMIN')
export class ConsoleApiKeysHttpController {
  constructor(private readonly keys: ApiKeyService) {}

  @Get()
  @ApiName('listApiKeys')
  @ApiOperation({ summary: 'Public API keys (never the secret)' })
  list() {
    return this.keys.list();
  }

  @Post()
  @ApiName('issueApiKey')
  @ApiOperation({ summary: 'Issue a key: the answer carries the secret once; only its SHA-256 is kept' })
  issue(@CurrentMember() me: SessionMember, @Body() body: IssueApiKeyRequestDto) {
    const name = body.name.trim();
    if (!name) throw ApiException.validation([{ field: 'name', rule: 'required' }]);
    if (name.length > MAX_KEY_NAME_LENGTH)
      throw ApiException.validation([
        { field: 'name', rule: 'maxLength', params: { max: MAX_KEY_NAME_LENGTH } },
      ]);
    return this.keys.issue(name, me.id);
  }

  @Delete(':id')
  @ApiName('revokeApiKey')
  @ApiErrors(404, 'PUBLIC_API.KEY_NOT_FOUND')
  @ApiOperation({ summary: 'Revoke a key (its callers get 401 from then on)' })
  revoke(@Param('id') id: string) {
    return this.keys.revoke(id);
  }
}
