import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
  getMetadataStorage,
  validate,
} from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { memoizeValidationMetadata } from './validation-metadata-cache';

class Line {
  @IsString()
  @MaxLength(5)
  name!: string;

  @IsInt()
  @Min(1, { groups: ['strict'] })
  count!: number;
}

class Base {
  @IsString()
  note!: string;
}

class Order extends Base {
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];

  @IsOptional()
  @IsInt()
  total?: number;
}

const messages = async (plain: object, groups?: string[]) =>
  JSON.stringify(
    (
      await validate(plainToInstance(Order, plain), { groups, forbidUnknownValues: true, whitelist: true })
    ).map((e) => [
      e.property,
      e.constraints,
      e.children?.map((c) => [c.property, c.children?.map((d) => d.constraints)]),
    ]),
  );

const CASES: Array<[object, string[]?]> = [
  [{ note: 'n', lines: [{ name: 'abc', count: 2 }] }],
  [{ note: 3, lines: [{ name: 'toolong', count: 0 }], total: 'x' }],
  [{ note: 'n', lines: [{ name: 'abc', count: 0 }] }, ['strict']],
  [{ lines: [{}] }],
];

describe('memoized class-validator metadata', () => {
  it('gives the same errors as class-validator without it, inherited rules and groups included', async () => {
    const before = [];
    for (const [plain, groups] of CASES) before.push(await messages(plain, groups));
    memoizeValidationMetadata();
    memoizeValidationMetadata(); // twice: no double wrapping
    for (let round = 0; round < 2; round++)
      for (const [i, [plain, groups]] of CASES.entries())
        expect(await messages(plain, groups)).toBe(before[i]);
  });

  it('answers a class and option tuple from what it kept, and other options apart', () => {
    memoizeValidationMetadata();
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Order, '', false, false, undefined);
    expect(storage.getTargetValidationMetadatas(Order, '', false, false, undefined)).toBe(first);
    expect(first.map((m) => m.propertyName).sort()).toEqual(['lines', 'note', 'total', 'total']);
    const strict = storage.getTargetValidationMetadatas(Line, '', false, false, ['strict']);
    expect(strict).not.toBe(storage.getTargetValidationMetadatas(Line, '', false, false, undefined));
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
  });
});
