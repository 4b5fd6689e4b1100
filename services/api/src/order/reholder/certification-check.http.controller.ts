import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { fieldError, validateCertificationNumber } from '@slabworks/domain';
import { SameRegion } from '../../auth';
import { ApiName } from '../../api-docs';
import { ApiException, type FieldProblem } from '../../errors';
import { CertificationCheckRequestDto } from '../dto/certification-check.request.dto';
import { CertificationRegistryCheck } from './certification-registry.check';

/**
 * The re-holder form checks each line as it is typed (spec §5: 7 digits, graded by us, no duplicates)
 * with the same rules placing the order applies, and shows each problem at its line.
 */
@ApiTags('orders')
@Controller('orders/reholder')
@SameRegion()
export class CertificationCheckHttpController {
  constructor(private readonly registry: CertificationRegistryCheck) {}

  @Post('certification-check')
  @ApiName('checkCertificationNumbers')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Check re-holder certification numbers: 200 {ok: true}, or 400 with certificationNumbers[i] field errors (pattern, duplicate, notGraded)',
  })
  async check(@Body() body: CertificationCheckRequestDto) {
    const numbers = body.certificationNumbers.map((n) => n.trim());
    const problems: FieldProblem[] = [];
    const seen = new Set<string>();
    const toLookUp: Array<{ number: string; index: number }> = [];
    numbers.forEach((number, index) => {
      const field = `certificationNumbers[${index}]`;
      const format = validateCertificationNumber(number, field);
      if (format.length) problems.push(...format);
      else if (seen.has(number)) problems.push(fieldError(field, 'duplicate'));
      else toLookUp.push({ number, index });
      seen.add(number);
    });
    const notGraded = await this.registry.notGraded(toLookUp.map((l) => l.number));
    notGraded.forEach((problem) => {
      const at = Number(/\[(\d+)\]/.exec(problem.field)![1]);
      problems.push({ ...problem, field: `certificationNumbers[${toLookUp[at]!.index}]` });
    });
    if (problems.length)
      throw ApiException.validation(
        problems.sort((a, b) => a.field.localeCompare(b.field, 'en', { numeric: true })),
      );
    return { ok: true };
  }
}
