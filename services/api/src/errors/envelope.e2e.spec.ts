import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createFastifyAdapter } from '../create-app';
import { APP_FILTER } from '@nestjs/core';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength, Min, ValidateNested, IsArray } from 'class-validator';
import { EnvelopeExceptionFilter } from './envelope-exception.filter';
import { envelopeValidationPipe } from './envelope-validation.pipe';

class CardLineDto {
  @IsString() @IsNotEmpty() playerName!: string;
  @IsInt() @Min(1) quantity!: number;
}

class ProbeDto {
  @IsString() @MaxLength(5) title!: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => CardLineDto) items!: CardLineDto[];
}

@Controller('probe')
class ProbeController {
  @Post()
  create(@Body() body: ProbeDto) {
    return { code: 'OK', message: '', data: body };
  }

  @Get('boom')
  boom(): never {
    throw new Error('secret internal detail');
  }

  @Get('domain')
  domain(): never {
    throw Object.assign(new Error('x'), { code: 'ORDER.NOT_CANCELLABLE', kind: 'conflict' });
  }
}

@Module({
  controllers: [ProbeController],
  providers: [{ provide: APP_FILTER, useClass: EnvelopeExceptionFilter }],
})
class ProbeModule {}

describe('error envelope at the boundary', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ProbeModule, createFastifyAdapter(), {
      logger: false,
    });
    app.setGlobalPrefix('api');
    app.useGlobalPipes(envelopeValidationPipe());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  it('refuses bad input with one translated field error per rule, nested paths included', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'x-lang': 'en' },
      payload: { title: 'too long title', items: [{ playerName: '', quantity: 0 }], extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Please check what you entered.');
    const byField = Object.fromEntries(
      body.data.fields.map((f: { field: string; rule: string }) => [`${f.field}:${f.rule}`, f]),
    );
    // The field's label from validation:fields (title is a content field the console edits).
    expect(byField['title:maxLength'].message).toBe('Title must be at most 5 characters.');
    expect(byField['items[0].playerName:required']).toBeDefined();
    expect(byField['items[0].quantity:min'].params).toEqual({ min: 1 });
    expect(byField['extra:whitelist']).toBeDefined();
  });

  it('answers malformed JSON with 400 BAD_JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_JSON');
  });

  it('hides internals of a crash behind a correlation id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/probe/boom',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR', data: { correlationId: 'req-12345678' } });
  });

  it('maps a domain refusal kind to its status once', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/domain' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER.NOT_CANCELLABLE');
  });
});
