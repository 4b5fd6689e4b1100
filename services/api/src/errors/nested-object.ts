import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsOptional, ValidateNested } from 'class-validator';

/**
 * A field that holds one nested DTO. `@ValidateNested()` alone lets two shapes through unchecked: a
 * missing value (nested validation skips undefined) and a list (each element is validated as the
 * DTO, so `[]` or `[{ko: 'x'}]` passes) — handlers then read `.ko` of an array or of undefined and
 * answer 500. Every single nested object goes through here instead, so both are field errors
 * (`required`, `isObject`).
 */
export function NestedObject(type: () => new () => object, { optional = false } = {}): PropertyDecorator {
  return applyDecorators(optional ? IsOptional() : IsDefined(), IsObject(), ValidateNested(), Type(type));
}
